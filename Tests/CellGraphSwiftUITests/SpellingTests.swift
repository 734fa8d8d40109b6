import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Views written as SwiftUI files are: SwiftUI's names only, through `import CellGraphSwiftUI`.

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Stepperless(count: $count)
    }
  }
}

private struct Stepperless: View {
  @Binding var count: Int
  var body: some View {
    Button("Add") { count += 1 }
  }
}

@Observable private final class Account {
  var name = "Ada"
}

private struct AccountEditor: View {
  @Bindable var account: Account
  var body: some View {
    TextField("Name", text: $account.name)
  }
}

private final class Session: ObservableObject {
  @Published var signedIn = false
}

private struct SessionView: View {
  @StateObject private var session = Session()
  var body: some View {
    Toggle("Signed in", isOn: $session.signedIn)
  }
}

private struct Clicks: DynamicProperty {
  @State var count = 0
}

private struct ClickCounter: View {
  var clicks = Clicks()
  var body: some View {
    Button("Clicked \(clicks.count)") { clicks.count += 1 }
  }
}

@MainActor
@Suite struct SpellingTests {
  @Test("@State and @Binding are StateCell and BindingCell under SwiftUI's names")
  func stateAndBinding() throws {
    let host = ViewHost(Counter())
    try host.tap("Add")
    #expect(host.text == "Count: 1\n[Add]")
    #expect(host.evaluations(of: Stepperless.self) == 1, "the child only passes the binding on")
  }

  @Test("@Bindable edits an @Observable model through a binding")
  func bindable() throws {
    let account = Account()
    let host = ViewHost(AccountEditor(account: account))
    try host.type("Grace", into: "Name")
    #expect(account.name == "Grace")
    #expect(host.text == "Name: [Grace]")
  }

  @Test("@StateObject owns an ObservableObject and re-runs on its @Published changes")
  func stateObject() throws {
    let host = ViewHost(SessionView())
    try host.toggle("Signed in")
    #expect(host.text == "[x] Signed in")
  }

  @Test("A DynamicProperty of the view's own is installed like a DynamicField")
  func dynamicProperty() throws {
    let host = ViewHost(ClickCounter())
    try host.tap("Clicked 0")
    #expect(host.text == "[Clicked 1]")
  }
}
