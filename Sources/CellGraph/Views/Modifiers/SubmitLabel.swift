import CellGraphCore

/// The label of the return key while a field has focus: `.done`, `.next`, `.search`, …
///
/// A focused field shows any label other than `.return` after its form: `Email: [ada|] (next)`.
///
/// ```swift
/// TextField("Email", text: $email)
///   .submitLabel(.next)
/// ```
public struct SubmitLabel: Sendable, Hashable {
  /// The label's name as the text form shows it: `next`.
  public let name: String

  private init(_ name: String) {
    self.name = name
  }

  /// "Done".
  public static let done = SubmitLabel("done")
  /// "Go".
  public static let go = SubmitLabel("go")
  /// "Send".
  public static let send = SubmitLabel("send")
  /// "Join".
  public static let join = SubmitLabel("join")
  /// "Route".
  public static let route = SubmitLabel("route")
  /// "Search".
  public static let search = SubmitLabel("search")
  /// "Return", the default.
  public static let `return` = SubmitLabel("return")
  /// "Next".
  public static let next = SubmitLabel("next")
  /// "Continue".
  public static let `continue` = SubmitLabel("continue")
}

/// The key behind `EnvironmentValues.submitLabel`.
struct SubmitLabelKey: EnvironmentKey {
  static let defaultValue = SubmitLabel.return
}

extension EnvironmentValues {
  /// The label of the return key for the fields here, set with `.submitLabel(_:)`.
  var submitLabel: SubmitLabel {
    get { self[SubmitLabelKey.self] }
    set { self[SubmitLabelKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the label of the return key for the fields in this view.
  ///
  /// ```swift
  /// TextField("Password", text: $password)
  ///   .submitLabel(.done)          // Password: [•|] (done) while focused
  /// ```
  public func submitLabel(_ label: SubmitLabel) -> some View {
    environment(\.submitLabel, label)
  }
}
