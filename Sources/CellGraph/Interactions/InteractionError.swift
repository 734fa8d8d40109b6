import CellGraphCore

/// Why a host interaction (`tap`, `toggle`, `type`, …) could not be performed.
///
/// The message lists the controls of that kind that do exist, so a failing test shows what to
/// write instead.
///
/// ```swift
/// do {
///   try host.tap("Sav")
/// } catch {
///   print(error)
///   // No button labelled "Sav". Buttons: "Save" (ContentView/VStack/Button), "Cancel" (…)
/// }
/// ```
public struct InteractionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// No control of the kind has the label.
    case notFound
    /// Several controls of the kind have the label; the interaction would be ambiguous.
    case ambiguous
    /// The control is disabled (`.disabled(true)` on it or an ancestor); nothing was changed.
    case disabled
    /// The control has no such interaction (a button cannot be typed into).
    case unsupported
    /// The control could not take the input; the message says what was wrong and what it offers.
    case rejected(String)
  }

  public let reason: Reason
  /// The kind of control looked for: `button`, `toggle`, `text field`, `picker`, …
  public let controlKind: String
  /// The label looked for.
  public let label: String
  /// The controls of that kind that exist, as `"label" (identity path)`; for a disabled,
  /// unsupported or rejected interaction, the one control that was found.
  public let candidates: [String]

  /// An interaction error; tools that perform interactions of their own may throw it too.
  ///
  /// ```swift
  /// throw InteractionError(reason: .notFound, controlKind: "button", label: "Save", candidates: [])
  /// ```
  public init(reason: Reason, controlKind: String, label: String, candidates: [String]) {
    self.reason = reason
    self.controlKind = controlKind
    self.label = label
    self.candidates = candidates
  }

  public var description: String {
    let listing = candidates.isEmpty ? "none" : candidates.joined(separator: ", ")
    let plural = controlKind.prefix(1).uppercased() + controlKind.dropFirst() + "s"
    let control = "The \(controlKind) \(candidates.first ?? "\"\(label)\"")"
    switch reason {
    case .notFound:
      return "No \(controlKind) labelled \"\(label)\". \(plural): \(listing)"
    case .ambiguous:
      return
        "Several \(controlKind)s are labelled \"\(label)\"; the interaction is ambiguous. \(plural): \(listing)"
    case .disabled:
      return
        "\(control) is disabled (.disabled(true) on it or an ancestor), so a user cannot use it; nothing was changed."
    case .unsupported:
      return "\(control) has no such interaction; nothing was changed."
    case .rejected(let message):
      return "\(control) refused the interaction, and nothing was changed: \(message)"
    }
  }
}
