import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct NavigationStackTests {
  @Test("A stack without a path shows its root under a bar with the root's title")
  func rootTextForm() {
    let host = ViewHost.testing(NavigationStack { RecipeList(log: NavigationEventLog()) })
    #expect(
      host.text == """
        Recipes
        ──────────
        [Tapped 0]
        Pasta >
        Soup >
        """)
  }

  @Test("Tapping a link pushes its destination; only the top screen is shown, with a back button")
  func pushShowsTopScreen() throws {
    let host = ViewHost.testing(NavigationStack { RecipeList(log: NavigationEventLog()) })
    try host.tapLink("Pasta")
    #expect(
      host.text == """
        < Recipes  Pasta
        ────────────────
        Pasta for 1
        [More]
        """)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Going back pops the top screen and writes the typed path binding")
  func backWritesPath() throws {
    let host = ViewHost.testing(TypedPathScreen(log: NavigationEventLog()))
    try host.tapLink("Soup")
    #expect(host.text.hasPrefix("path: Soup\n< Recipes  Soup"))
    try host.goBack()
    #expect(host.text.hasPrefix("path:\nRecipes"))
  }

  @Test("The screen below the top keeps its state and its body does not re-run on a push")
  func rootKeepsState() throws {
    let host = ViewHost.testing(NavigationStack { RecipeList(log: NavigationEventLog()) })
    try host.tap("Tapped 0")
    host.flush()
    let before = host.evaluations(of: RecipeList.self)
    try host.tapLink("Pasta")
    host.flush()
    #expect(host.evaluations(of: RecipeList.self) == before, "pushing must not re-run the root")
    try host.goBack()
    #expect(host.text.contains("[Tapped 1]"), "the root's state survives being covered")
  }

  @Test("A popped destination's state is released: pushing it again starts fresh")
  func poppedStateReleased() throws {
    let host = ViewHost.testing(NavigationStack { RecipeList(log: NavigationEventLog()) })
    try host.tapLink("Pasta")
    try host.tap("More")
    #expect(host.text.contains("Pasta for 2"))
    try host.goBack()
    try host.tapLink("Pasta")
    #expect(host.text.contains("Pasta for 1"))
  }

  @Test(
    "Pushing runs the destination's appear before the covered root's disappear; popping the reverse screen's"
  )
  func lifecycleOrder() throws {
    let log = NavigationEventLog()
    let host = ViewHost.testing(NavigationStack { RecipeList(log: log) })
    host.flush()
    #expect(log.events == ["appear Recipes"])
    try host.tapLink("Pasta")
    host.flush()
    #expect(log.events == ["appear Recipes", "appear Pasta", "disappear Recipes"])
    try host.goBack()
    host.flush()
    #expect(
      log.events == [
        "appear Recipes", "appear Pasta", "disappear Recipes", "appear Recipes",
        "disappear Pasta",
      ])
  }

  @Test("Controls of a covered screen cannot be tapped")
  func coveredControlsUnreachable() throws {
    let host = ViewHost.testing(NavigationStack { RecipeList(log: NavigationEventLog()) })
    try host.tapLink("Pasta")
    #expect(throws: InteractionError.self) { try host.tap("Tapped 0") }
    #expect(!host.controls.contains("button \"Tapped 0\""))
  }

  @Test("dismiss inside a pushed destination pops it")
  func dismissPops() throws {
    struct Closing: View {
      @EnvironmentCell(\.dismiss) var dismiss
      @EnvironmentCell(\.isPresented) var isPresented
      var body: some View {
        Button("Close \(isPresented)") { dismiss() }
      }
    }
    struct Screen: View {
      @StateCell var path: [Int] = [1]
      var body: some View {
        NavigationStack(path: $path) {
          Text("count \(path.count)")
            .navigationDestination(for: Int.self) { _ in Closing() }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(host.text.contains("[Close true]"))
    try host.tap("Close true")
    #expect(host.text == "count 0")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Going back at the root reports a diagnostic and changes nothing")
  func backAtRoot() throws {
    let host = ViewHost.testing(
      NavigationStack { RecipeList(log: NavigationEventLog()) }, allowingDiagnostics: true)
    let before = host.text
    try host.goBack()
    #expect(host.text == before)
    #expect(host.diagnostics.map(\.kind) == [.navigationBackAtRoot])
  }

  @Test("A link whose value type has no destination reports SwiftUI's message and pushes nothing")
  func missingDestination() throws {
    let host = ViewHost.testing(
      NavigationStack { NavigationLink("Seven", value: 7) }, allowingDiagnostics: true)
    try host.tapLink("Seven")
    #expect(host.text == "Seven >")
    #expect(host.diagnostics.map(\.kind) == [.navigationDestinationMissing])
    #expect(
      host.diagnostics.first?.message.contains(
        "A NavigationLink is presenting a value of type “Int” but there is no matching "
          + "navigationDestination declaration visible from the location of the link") == true)
  }

  @Test("A link outside any stack reports a diagnostic when tapped")
  func linkOutsideStack() throws {
    let host = ViewHost.testing(NavigationLink("Lost", value: 1), allowingDiagnostics: true)
    try host.tapLink("Lost")
    #expect(host.diagnostics.map(\.kind) == [.navigationLinkOutsideStack])
  }

  @Test("A link whose value does not fit the typed path reports a diagnostic")
  func typedPathMismatch() throws {
    struct Screen: View {
      @StateCell var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Word", value: "word")
            .navigationDestination(for: String.self) { Text($0) }
        }
      }
    }
    let host = ViewHost.testing(Screen(), allowingDiagnostics: true)
    try host.tapLink("Word")
    #expect(host.diagnostics.map(\.kind) == [.navigationPathTypeMismatch])
    #expect(host.text == "Word >")
  }

  @Test("Writing the path binding pushes and pops screens; several at once show only the top")
  func pathWrites() {
    struct Screen: View {
      @StateCell var path: [Int] = []
      var body: some View {
        VStack {
          Button("Deep") { path = [1, 2, 3] }
          Button("Root") { path = [] }
          NavigationStack(path: $path) {
            Text("root")
              .navigationDestination(for: Int.self) {
                Text("screen \($0)").navigationTitle("S\($0)")
              }
          }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(throws: Never.self) { try host.tap("Deep") }
    #expect(host.text.hasSuffix("< S2  S3\n────────\nscreen 3"))
    #expect(throws: Never.self) { try host.tap("Root") }
    #expect(host.text.hasSuffix("root"))
  }

  @Test("A destination link pushes its view above the path")
  func destinationLink() throws {
    let host = ViewHost.testing(
      NavigationStack {
        NavigationLink("About") { Text("Made on Linux").navigationTitle("About") }
          .navigationTitle("Home")
      })
    try host.tapLink("About")
    #expect(
      host.text == """
        < Home  About
        ─────────────
        Made on Linux
        """)
    try host.goBack()
    #expect(host.text.hasSuffix("About >"))
  }

  @Test("navigationDestination(isPresented:) pushes while true; going back writes false")
  func presentedDestination() throws {
    struct Screen: View {
      @StateCell var showsDetails = false
      var body: some View {
        NavigationStack {
          Button("Details \(showsDetails)") { showsDetails = true }
            .navigationDestination(isPresented: $showsDetails) { Text("details") }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    try host.tap("Details false")
    #expect(host.text.hasSuffix("details"))
    try host.goBack()
    #expect(host.text == "[Details false]")
  }

  @Test("navigationDestination(item:) pushes the item's screen; going back writes nil")
  func itemDestination() throws {
    struct Screen: View {
      @StateCell var selected: Int? = nil
      var body: some View {
        NavigationStack {
          Button("Pick \(selected.map(String.init) ?? "none")") { selected = 4 }
            .navigationDestination(item: $selected) { Text("item \($0)") }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    try host.tap("Pick none")
    #expect(host.text.hasSuffix("item 4"))
    try host.goBack()
    #expect(host.text == "[Pick none]")
  }

  @Test("A push onto a deep stack runs only the new screen's body; a pop runs none")
  func deepPushIsPrecise() throws {
    struct Screen: View {
      let number: Int
      @StateCell var taps = 0
      var body: some View {
        Button("Screen \(number): \(taps)") { taps += 1 }.navigationTitle("S\(number)")
      }
    }
    struct Deep: View {
      @StateCell var path = [1, 2, 3]
      var body: some View {
        VStack {
          Button("Push") { path.append(path.count + 1) }
          NavigationStack(path: $path) {
            Text("root").navigationDestination(for: Int.self) { Screen(number: $0) }
          }
        }
      }
    }
    let host = ViewHost.testing(Deep())
    try host.tap("Screen 3: 0")
    host.flush()
    let screens = host.evaluations(of: Screen.self)
    let deeps = host.evaluations(of: Deep.self)
    try host.tap("Push")
    host.flush()
    #expect(host.evaluations(of: Screen.self) == screens + 1, "only the new screen's body runs")
    #expect(host.evaluations(of: Deep.self) == deeps, "the path's owner passes $path only")
    try host.goBack()
    host.flush()
    #expect(host.evaluations(of: Screen.self) == screens + 1, "a pop runs no body")
    #expect(host.text.contains("< S2  S3"))
    #expect(host.text.contains("[Screen 3: 1]"), "the revealed screen kept its state")
  }

  @Test("A link with a nil value shows as disabled and refuses a tap")
  func nilValueLink() {
    let host = ViewHost.testing(
      NavigationStack {
        NavigationLink("Nothing", value: Int?.none)
          .navigationDestination(for: Int.self) { Text("\($0)") }
      })
    #expect(host.text == "Nothing > (disabled)")
    #expect(throws: InteractionError.self) { try host.tapLink("Nothing") }
  }

  @Test("A destination declared inside a pushed screen serves links on that screen")
  func nestedDeclaration() throws {
    struct Chapter: Hashable { let number: Int }
    let host = ViewHost.testing(
      NavigationStack {
        NavigationLink("Book", value: "Dune")
          .navigationDestination(for: String.self) { title in
            NavigationLink("Chapter 1", value: Chapter(number: 1))
              .navigationTitle(title)
              .navigationDestination(for: Chapter.self) { Text("chapter \($0.number)") }
          }
      })
    try host.tapLink("Book")
    try host.tapLink("Chapter 1")
    #expect(host.text == "< Dune\n─────────\nchapter 1")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }
}
