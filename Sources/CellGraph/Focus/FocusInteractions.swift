/// The focus-driven interactions a focusable view supports: SwiftUI's `FocusInteractions`.
///
/// Headlessly every focusable view takes focus from a focus interaction (`host.focus(_:)`)
/// whatever it supports; the value is kept for the view's own use.
///
/// ```swift
/// Card(title: "Inbox")
///   .focusable(interactions: .activate)
/// ```
public struct FocusInteractions: OptionSet, Sendable {
  /// The interactions as bits.
  public let rawValue: Int

  /// Interactions of the raw value `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The view has a primary action that focus gestures activate.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// The view takes input from a keyboard or another non-spatial source.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// Whatever focus-driven interactions the platform expects of interactive content.
  public static var automatic: FocusInteractions { [.activate, .edit] }
}
