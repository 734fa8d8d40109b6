import CellGraphCore

/// Where a toolbar item goes in the navigation bar, as SwiftUI's `ToolbarItemPlacement`.
///
/// In the text form, leading placements come after the back button, trailing ones after the
/// title, `.principal` replaces the title, `.bottomBar`, `.status` and `.bottomOrnament` go
/// under the content, and `.keyboard` items go on a line of their own under the content, after
/// `⌨`, while a field of the screen has focus (as SwiftUI shows them over the keyboard).
///
/// ```swift
/// ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Position: Hashable, Sendable {
    case leading, principal, trailing, bottom
    /// Over the keyboard: shown only while a field of the screen has focus.
    case keyboard
  }

  let name: String
  let position: Position

  /// The platform's usual place: trailing in the navigation bar.
  public static let automatic = ToolbarItemPlacement(name: "automatic", position: .trailing)
  /// The primary action: trailing.
  public static let primaryAction = ToolbarItemPlacement(
    name: "primaryAction", position: .trailing)
  /// Confirms a modal task ("Done", "Save"): trailing.
  public static let confirmationAction = ToolbarItemPlacement(
    name: "confirmationAction", position: .trailing)
  /// Cancels a modal task: leading.
  public static let cancellationAction = ToolbarItemPlacement(
    name: "cancellationAction", position: .leading)
  /// A destructive action: trailing.
  public static let destructiveAction = ToolbarItemPlacement(
    name: "destructiveAction", position: .trailing)
  /// In place of the title.
  public static let principal = ToolbarItemPlacement(name: "principal", position: .principal)
  /// The leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(
    name: "navigationBarLeading", position: .leading)
  /// The trailing edge of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(
    name: "navigationBarTrailing", position: .trailing)
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(
    name: "topBarLeading", position: .leading)
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(
    name: "topBarTrailing", position: .trailing)
  /// The navigation actions (back, forward): leading.
  public static let navigation = ToolbarItemPlacement(name: "navigation", position: .leading)
  /// Actions less important than the primary one: trailing.
  public static let secondaryAction = ToolbarItemPlacement(
    name: "secondaryAction", position: .trailing)
  /// Over the keyboard: shown while a field of the screen has focus.
  ///
  /// ```swift
  /// ToolbarItem(placement: .keyboard) { Button("Done") { focused = false } }
  /// ```
  public static let keyboard = ToolbarItemPlacement(name: "keyboard", position: .keyboard)
  /// An ornament below the window (visionOS): under the content.
  public static let bottomOrnament = ToolbarItemPlacement(
    name: "bottomOrnament", position: .bottom)
  /// The bottom toolbar, under the content.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", position: .bottom)
  /// Status information, under the content.
  public static let status = ToolbarItemPlacement(name: "status", position: .bottom)
}
