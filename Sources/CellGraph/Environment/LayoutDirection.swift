import CellGraphCore

/// The direction text and horizontal layout run in: SwiftUI's `LayoutDirection`.
///
/// Views read it to choose leading and trailing content; the text form itself is always drawn
/// left to right (Docs/Limitations.md, "Layout direction").
///
/// ```swift
/// @EnvironmentCell(\.layoutDirection) var direction
/// Image(systemName: direction == .rightToLeft ? "chevron.left" : "chevron.right")
/// ```
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Left to right, as English.
  case leftToRight
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft
}

/// The key behind `EnvironmentValues.layoutDirection`.
struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The layout direction here: the host's (``ViewHost/layoutDirection``, `.leftToRight` unless
  /// set) or the nearest `.environment(\.layoutDirection, …)`.
  ///
  /// ```swift
  /// @EnvironmentCell(\.layoutDirection) var layoutDirection
  /// ```
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
