import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The title, then the icon.
private struct TrailingIconStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

/// A mark, then the label of the next style out.
private struct MarkedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(">")
      Label(configuration)
    }
  }
}

/// The label and the percentage in words, or "waiting" when indeterminate.
private struct PercentStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      if let label = configuration.label { label } else { Text("(no label)") }
      if let fraction = configuration.fractionCompleted {
        Text("\(Int((fraction * 100).rounded())) percent")
      } else {
        Text("waiting")
      }
      if let current = configuration.currentValueLabel { current }
    }
  }
}

/// The progress view of the next style out, between bars.
private struct BarredProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("|")
      ProgressView(configuration)
      Text("|")
    }
  }
}

/// The label above the content, with no frame.
private struct HeadedStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      HStack {
        Text("==")
        configuration.label
      }
      configuration.content
    }
  }
}

/// The label, an arrow, the content.
private struct ArrowStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("->")
      configuration.content
    }
  }
}

/// The controls between bars.
private struct BarStyle: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("|")
      configuration.content
      Text("|")
    }
  }
}

/// The menu of the next style out, after a star.
private struct StarredMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("*")
      Menu(configuration)
    }
  }
}

private struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    Button("Add \(count)") { count += 1 }
  }
}

@MainActor
@Suite struct ContainerStyleTests {
  @Test("A LabelStyle's body replaces the label's text form, with its title and icon")
  func labelStyleBody() {
    // LabelStyle.makeBody(configuration:): "Creates a view that represents the body of a label";
    // LabelStyleConfiguration has `title` and `icon`
    // (developer.apple.com/documentation/swiftui/labelstyleconfiguration).
    let host = ViewHost.testing(
      VStack {
        Label("Favorites", systemImage: "star").labelStyle(TrailingIconStyle())
        Label("Favorites", systemImage: "star").labelStyle(MarkedLabelStyle())
          .labelStyle(.iconOnly)
        Label("Favorites", systemImage: "star").labelStyle(.titleOnly)
      })
    #expect(host.text == "Favorites (star)\n> (star)\nFavorites")
  }

  @Test("A label style's title is the label's own view: a button in it is tapped through the style")
  func labelStyleTap() throws {
    struct Screen: View {
      var body: some View {
        Label {
          Counter()
        } icon: {
          Image(systemName: "plus")
        }
        .labelStyle(TrailingIconStyle())
      }
    }
    let host = ViewHost.testing(Screen())
    // LabelStyleConfiguration.title: "A description of the labeled item"
    // (developer.apple.com/documentation/swiftui/labelstyleconfiguration/title).
    #expect(host.text == "[Add 0] (plus)")
    try host.tap("Add 0")
    #expect(host.text == "[Add 1] (plus)")
  }

  @Test("A ProgressViewStyle reads fractionCompleted, label and currentValueLabel as they change")
  func progressStyle() {
    struct Screen: View {
      @StateCell var value = 0.3
      var body: some View {
        VStack {
          ProgressView("Upload", value: value).progressViewStyle(PercentStyle())
          ProgressView(value: value, total: 2).progressViewStyle(PercentStyle())
          ProgressView().progressViewStyle(PercentStyle())
          ProgressView(value: value) {
            Text("Copy")
          } currentValueLabel: {
            Text("3 of 10")
          }
          .progressViewStyle(PercentStyle())
          ProgressView("Outer", value: value).progressViewStyle(BarredProgressStyle())
            .progressViewStyle(.linear)
        }
      }
    }
    let host = ViewHost.testing(Screen())
    // ProgressViewStyleConfiguration.fractionCompleted: "from 0.0 (not yet started) to 1.0
    // (fully complete), or nil if the progress is indeterminate"; `label` and
    // `currentValueLabel` are optional (developer.apple.com/documentation/swiftui/
    // progressviewstyleconfiguration).
    #expect(
      host.text == """
        Upload 30 percent
        (no label) 15 percent
        (no label) waiting
        Copy 30 percent 3 of 10
        | Outer [###-------] 30% |
        """)
  }

  @Test("A progress style's body follows the value: a new value re-runs it")
  func progressStyleUpdates() throws {
    struct Screen: View {
      @StateCell var value = 0.3
      var body: some View {
        VStack {
          ProgressView("Upload", value: value).progressViewStyle(PercentStyle())
          Button("More") { value += 0.3 }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    try host.tap("More")
    // ProgressViewStyleConfiguration.fractionCompleted: "The completed fraction of the task
    // represented by the progress view" (developer.apple.com/documentation/swiftui/
    // progressviewstyleconfiguration/fractioncompleted).
    #expect(host.text == "Upload 60 percent\n[More]")
  }

  @Test("A button in a progress view's label is tapped through a custom ProgressViewStyle")
  func progressStyleTap() throws {
    let host = ViewHost.testing(
      ProgressView(value: 0.5) { Counter() }.progressViewStyle(PercentStyle()))
    // ProgressViewStyleConfiguration.label: "A view that describes the task represented by the
    // progress view" (developer.apple.com/documentation/swiftui/progressviewstyleconfiguration):
    // the progress view's own label, placed by the style.
    #expect(host.text == "[Add 0] 50 percent")
    try host.tap("Add 0")
    #expect(host.text == "[Add 1] 50 percent")
  }

  @Test("A GroupBoxStyle's body replaces the frame; a button in the content is tapped through it")
  func groupBoxStyle() throws {
    let host = ViewHost.testing(
      GroupBox("Usage") { Counter() }.groupBoxStyle(HeadedStyle()))
    // GroupBoxStyleConfiguration: `label` ("A view that provides the title of the group box")
    // and `content` (developer.apple.com/documentation/swiftui/groupboxstyleconfiguration).
    #expect(host.text == "== Usage\n[Add 0]")
    try host.tap("Add 0")
    #expect(host.text == "== Usage\n[Add 1]")
  }

  @Test("GroupBox(configuration) in a style's body is styled by the next style out")
  func groupBoxConfigurationInit() {
    struct Outer: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          Text("outer")
          GroupBox(configuration)
        }
      }
    }
    let host = ViewHost.testing(
      GroupBox("Box") { Text("inside") }.groupBoxStyle(Outer()).groupBoxStyle(HeadedStyle()))
    // GroupBox.init(_ configuration:): "Creates a group box based on a style configuration"
    // (developer.apple.com/documentation/swiftui/groupbox/init(_:)); the inner style wins, and
    // styles further out style what it builds, as for toggleStyle(_:).
    #expect(host.text == "outer\n== Box\ninside")
  }

  @Test("A LabeledContentStyle's body replaces the label-colon-content form")
  func labeledContentStyle() throws {
    struct Screen: View {
      var body: some View {
        VStack {
          LabeledContent("Version", value: "1.2")
          LabeledContent("Count") { Counter() }
        }
        .labeledContentStyle(ArrowStyle())
      }
    }
    let host = ViewHost.testing(Screen())
    // LabeledContentStyleConfiguration: `label` and `content`
    // (developer.apple.com/documentation/swiftui/labeledcontentstyleconfiguration).
    #expect(host.text == "Version -> 1.2\nCount -> [Add 0]")
    try host.tap("Add 0")
    #expect(host.text == "Version -> 1.2\nCount -> [Add 1]")
  }

  @Test("A ControlGroupStyle's body places the controls, which are tapped by their labels")
  func controlGroupStyle() throws {
    struct Screen: View {
      @StateCell var cuts = 0
      var body: some View {
        VStack {
          ControlGroup {
            Button("Cut") { cuts += 1 }
            Button("Copy") {}
          }
          .controlGroupStyle(BarStyle())
          Text("cuts \(cuts)")
        }
      }
    }
    let host = ViewHost.testing(Screen())
    // ControlGroupStyleConfiguration.content: "A view that represents the content of the
    // ControlGroup" (developer.apple.com/documentation/swiftui/controlgroupstyleconfiguration).
    #expect(host.text == "| [Cut] [Copy] |\ncuts 0")
    try host.tap("Cut")
    #expect(host.text == "| [Cut] [Copy] |\ncuts 1")
  }

  @Test("A MenuStyle's body places Menu(configuration), which the host opens and taps into")
  func menuStyle() throws {
    struct Screen: View {
      @StateCell var sorted = "none"
      var body: some View {
        VStack {
          Menu("Sort") { Button("By Name") { sorted = "name" } }
            .menuStyle(StarredMenuStyle())
          Text("sorted \(sorted)")
        }
      }
    }
    let host = ViewHost.testing(Screen())
    // Menu.init(_ configuration:): "Use this initializer within the makeBody(configuration:)
    // method of a MenuStyle instance to create an instance of the menu being styled"
    // (developer.apple.com/documentation/swiftui/menu/init(_:)).
    #expect(host.text == "* [Sort ▾]\nsorted none")
    try host.openMenu("Sort")
    #expect(host.text == "* [Sort ▴]\n    [By Name]\nsorted none")
    try host.tap("By Name")
    #expect(host.text == "* [Sort ▴]\n    [By Name]\nsorted name")
  }
}
