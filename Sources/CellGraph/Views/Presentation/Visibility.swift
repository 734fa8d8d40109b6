import CellGraphCore

/// Whether a part of the interface is shown: SwiftUI's `Visibility`, as confirmation dialogs
/// take it for their title.
///
/// ```swift
/// .confirmationDialog("Delete?", isPresented: $asks, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Sendable, Hashable, CaseIterable {
  /// The element decides (a confirmation dialog hides its title, as on iOS).
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
