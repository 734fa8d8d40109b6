import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
private func environment(_ locale: String) -> EnvironmentValues {
  var environment = EnvironmentValues()
  environment.locale = Locale(identifier: locale)
  return environment
}

private struct AmountForm: View {
  @StateCell var amount = 12.5
  @StateCell var count = 3
  @StateCell var note = ""
  @StateCell var submitted: [String] = []
  var body: some View {
    VStack {
      TextField("Amount", value: $amount, format: .number)
        .onSubmit { submitted.append("amount \(amount)") }
      TextField("Count", value: $count, formatter: Self.integers)
      TextField("Note", text: $note, prompt: Text("Say something"))
      Text("amount=\(amount) count=\(count) submitted=\(submitted.joined(separator: ","))")
    }
  }

  static let integers: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .none
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()
}

@MainActor
@Suite struct FormattedInputTests {
  // SwiftUI TextField(_:value:format:prompt:): "The text field updates the bound value when the
  // user commits their edits, such as by pressing the Return key" — typing alone does not.
  @Test("Typing into a formatted field keeps a draft; submitting commits it before onSubmit runs")
  func commitOnSubmit() throws {
    let host = ViewHost.testing(AmountForm(), environment: environment("en_US"))
    #expect(host.text.hasPrefix("Amount: [12.5]\nCount: [3]\nNote: [] (Say something)"))
    try host.type("3.25", into: "Amount")
    host.flush()
    #expect(host.text.hasPrefix("Amount: [3.25]"))
    #expect(host.text.hasSuffix("amount=12.5 count=3 submitted="), "the value waits for a commit")
    try host.submit("Amount")
    host.flush()
    #expect(host.text.hasPrefix("Amount: [3.25]"))
    #expect(host.text.hasSuffix("amount=3.25 count=3 submitted=amount 3.25"))
  }

  // SwiftUI: a formatted field commits when focus leaves it (the edit ends).
  @Test("A formatted field commits its draft when focus leaves it")
  func commitOnFocusLoss() throws {
    let host = ViewHost.testing(AmountForm(), environment: environment("en_US"))
    try host.focus("Amount")
    try host.type("1,000.5", into: "Amount")
    host.flush()
    #expect(host.text.hasSuffix("amount=12.5 count=3 submitted="))
    try host.focus("Note")
    host.flush()
    #expect(host.text.hasPrefix("Amount: [1,000.5]"))
    #expect(host.text.hasSuffix("amount=1000.5 count=3 submitted="))
  }

  // SwiftUI: text that the format cannot parse is discarded on commit; the bound value keeps
  // its previous value and the field shows it again.
  @Test("Text that does not parse keeps the previous value and the field shows it again")
  func unparsableReverts() throws {
    let host = ViewHost.testing(AmountForm(), environment: environment("en_US"))
    try host.type("twelve", into: "Amount")
    try host.type("many", into: "Count")
    host.flush()
    #expect(host.text.hasPrefix("Amount: [twelve]\nCount: [many]"))
    try host.submit("Amount")
    try host.submit("Count")
    host.flush()
    #expect(host.text.hasPrefix("Amount: [12.5]\nCount: [3]"))
    #expect(host.text.hasSuffix("amount=12.5 count=3 submitted=amount 12.5"))
  }

  // SwiftUI TextField(_:value:formatter:): the formatter writes and reads the value.
  @Test("A formatter field parses what is typed into the value")
  func formatterField() throws {
    let host = ViewHost.testing(AmountForm(), environment: environment("en_US"))
    try host.type("42", into: "Count")
    try host.submit("Count")
    host.flush()
    #expect(host.text.hasSuffix("amount=12.5 count=42 submitted="))
  }

  // SwiftUI: the format uses the environment's locale to write and to parse.
  @Test("A formatted field writes and parses in the environment's locale")
  func localeField() throws {
    let host = ViewHost.testing(AmountForm(), environment: environment("de_DE"))
    #expect(host.text.hasPrefix("Amount: [12,5]"))
    try host.type("3,75", into: "Amount")
    try host.submit("Amount")
    host.flush()
    #expect(host.text.hasPrefix("Amount: [3,75]"))
    #expect(host.text.contains("amount=3.75"))
  }

  // SwiftUI TextField(_:text:prompt:): the prompt shows while the field is empty.
  @Test("A prompt shows while the field is empty and goes when it has text")
  func prompt() throws {
    let host = ViewHost.testing(AmountForm(), environment: environment("en_US"))
    try host.type("hi", into: "Note")
    host.flush()
    #expect(host.text.contains("Note: [hi]\n"))
  }

  // SwiftUI TextField(_:text:axis:): a vertical field edits the same text.
  @Test("A field with a vertical axis edits its text like any field")
  func axis() throws {
    struct Notes: View {
      @StateCell var notes = ""
      var body: some View { TextField("Notes", text: $notes, axis: .vertical) }
    }
    let host = ViewHost.testing(Notes())
    try host.type("a\nb", into: "Notes")
    host.flush()
    #expect(host.text == "Notes: [a\nb]")
  }

  // SwiftUI LabeledContent: a label beside a value, a formatted value, or any content.
  @Test("Labeled content shows its label beside a value, a formatted value or a view")
  func labeledContent() throws {
    struct Info: View {
      @StateCell var name = "Ada"
      var body: some View {
        VStack {
          LabeledContent("Version", value: "1.2")
          LabeledContent("Total", value: 12.5, format: .currency(code: "USD"))
          LabeledContent {
            TextField("Name", text: $name)
          } label: {
            Text("Who")
          }
        }
      }
    }
    let host = ViewHost.testing(Info(), environment: environment("en_US"))
    #expect(host.text == "Version: 1.2\nTotal: $12.50\nWho: Name: [Ada]")
    try host.type("Grace", into: "Name")
    host.flush()
    #expect(host.text.hasSuffix("Who: Name: [Grace]"))
  }

  // SwiftUI .keyboardType, .textInputAutocapitalization, .autocorrectionDisabled,
  // .textContentType: accepted; they reach the field through the environment.
  @Test("Keyboard settings reach the field and a test reads them")
  func keyboardSettings() throws {
    struct Email: View {
      @StateCell var email = ""
      var body: some View {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .textContentType(.emailAddress)
          .testID("email")
      }
    }
    let host = ViewHost.testing(Email())
    #expect(host.text == "Email: []", "the text form is unchanged")
    let traits = try host.find(testID: "email").textInputTraits()
    #expect(traits.keyboardType == .emailAddress)
    #expect(traits.autocapitalization == .never)
    #expect(traits.autocorrectionDisabled)
    #expect(traits.textContentType == .emailAddress)
  }
}
