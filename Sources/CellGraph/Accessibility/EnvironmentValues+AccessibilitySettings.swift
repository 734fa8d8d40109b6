import CellGraphCore

/// The keys behind the accessibility settings a device gives its views. SwiftUI declares them
/// read-only: the system sets them; here the host does (``ViewHost/accessibilityReduceMotion``, …).
struct ReduceMotionKey: EnvironmentKey {
  static let defaultValue = false
}

struct ReduceTransparencyKey: EnvironmentKey {
  static let defaultValue = false
}

struct DifferentiateWithoutColorKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the user asked for less motion (Settings > Accessibility > Reduce Motion): the
  /// host's ``ViewHost/accessibilityReduceMotion``, `false` unless set. Read-only, as in SwiftUI.
  ///
  /// ```swift
  /// @EnvironmentCell(\.accessibilityReduceMotion) var reduceMotion
  /// withAnimation(reduceMotion ? nil : .spring()) { expanded.toggle() }
  /// ```
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }

  /// Whether the user asked for less transparency: the host's
  /// ``ViewHost/accessibilityReduceTransparency``, `false` unless set. Read-only, as in SwiftUI.
  ///
  /// ```swift
  /// @EnvironmentCell(\.accessibilityReduceTransparency) var reduceTransparency
  /// ```
  public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }

  /// Whether the user asked for information not to be carried by colour alone: the host's
  /// ``ViewHost/accessibilityDifferentiateWithoutColor``, `false` unless set. Read-only, as in
  /// SwiftUI.
  ///
  /// ```swift
  /// @EnvironmentCell(\.accessibilityDifferentiateWithoutColor) var withoutColor
  /// ```
  public var accessibilityDifferentiateWithoutColor: Bool {
    self[DifferentiateWithoutColorKey.self]
  }
}
