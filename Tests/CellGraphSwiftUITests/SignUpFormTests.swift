import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A sign-up form as a SwiftUI file writes it: focus moves on submit, the email is validated as
// it is typed, and the button stays disabled until everything is valid.

private enum Field: Hashable {
  case name, email, password
}

private struct SignUpForm: View {
  @FocusState private var focus: Field?
  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var welcome: String?

  private var emailIsValid: Bool { email.contains("@") && email.contains(".") }
  private var canSubmit: Bool { !name.isEmpty && emailIsValid && password.count >= 8 }

  var body: some View {
    VStack {
      Section("Account") {
        TextField("Name", text: $name)
          .focused($focus, equals: .name)
          .submitLabel(.next)
        TextField("Email", text: $email)
          .focused($focus, equals: .email)
          .submitLabel(.next)
          .testID("email")
        if !email.isEmpty && !emailIsValid {
          Text("Enter a valid email address.")
        }
        PasswordRow(focus: $focus, password: $password)
      }
      Button("Create account", action: signUp)
        .disabled(!canSubmit)
      if let welcome {
        Text(welcome)
      }
    }
    .onSubmit {
      switch focus {
      case .name: focus = .email
      case .email: focus = .password
      case .password, nil: if canSubmit { signUp() }
      }
    }
    .onAppear { focus = .name }
  }

  private func signUp() {
    welcome = "Welcome, \(name)!"
    focus = nil
  }
}

private struct PasswordRow: View {
  var focus: FocusState<Field?>.Binding
  @Binding var password: String

  var body: some View {
    TextField("Password", text: $password)
      .focused(focus, equals: .password)
      .submitLabel(.join)
  }
}

@MainActor
@Suite struct SignUpFormTests {
  @Test("The form opens with the name field focused and the button disabled")
  func opens() {
    let host = ViewHost.testing(SignUpForm())
    host.expectText(
      """
      Account
        Name: [|] (next)
        Email: []
        Password: []
      [Create account] (disabled)
      """)
  }

  @Test("Submitting each field moves focus to the next one")
  func focusMovesOnSubmit() throws {
    let host = ViewHost.testing(SignUpForm())
    try host.type("Ada", into: "Name")
    try host.submit("Name")
    try host.type("ada@example.com", into: "Email")
    try host.submit("Email")
    host.expectText(
      """
      Account
        Name: [Ada]
        Email: [ada@example.com]
        Password: [|] (join)
      [Create account] (disabled)
      """)
  }

  @Test("An invalid email shows a message, and the disabled button refuses a tap")
  func validation() throws {
    let host = ViewHost.testing(SignUpForm())
    try host.type("Ada", into: "Name")
    try host.type("ada@", into: "Email")
    try host.type("correct horse", into: "Password")
    #expect(host.text.contains("Enter a valid email address."))
    do {
      try host.tap("Create account")
      Issue.record("the button is disabled")
    } catch let error as InteractionError {
      #expect(error.reason == .disabled)
    }
    try host.submit("Password")
    #expect(!host.text.contains("Welcome"), "submit does not sign up an invalid form")
    try host.type("ada@example.com", into: "Email")
    #expect(!host.text.contains("Enter a valid email address."))
    #expect(host.text.contains("[Create account]\n") || host.text.hasSuffix("[Create account]"))
  }

  @Test("Submitting the last field of a valid form signs up and clears focus")
  func signsUp() throws {
    let host = ViewHost.testing(SignUpForm())
    try host.type("Ada", into: "Name")
    try host.type("ada@example.com", into: "Email")
    try host.type("correct horse", into: "Password")
    try host.focus("Password")
    try host.submit("Password")
    host.expectText(
      """
      Account
        Name: [Ada]
        Email: [ada@example.com]
        Password: [correct horse]
      [Create account]
      Welcome, Ada!
      """)
  }

  @Test("Moving focus re-runs no body: only the fields re-render")
  func focusRunsNoBody() throws {
    let host = ViewHost.testing(SignUpForm())
    try host.expectNoBodies {
      try host.focus("Email")
    }
    #expect(host.text.contains("Email: [|] (next)"))
  }

  @Test("A found view's focus and submit act on the field inside it")
  func foundView() throws {
    let host = ViewHost.testing(SignUpForm())
    try host.find(testID: "email").focus()
    #expect(host.text.contains("Email: [|] (next)"))
    try host.find(PasswordRow.self).focus()
    try host.find(PasswordRow.self).submit()
    #expect(host.text.contains("Password: [|] (join)"), "an invalid form keeps focus")
  }
}
