import CellGraphCore

/// How much room the interface has along one axis: SwiftUI's `UserInterfaceSizeClass`.
///
/// A headless host is a regular-width, regular-height device (an iPad in full screen) unless set:
/// its screens show split views' columns side by side. Set ``ViewHost/horizontalSizeClass`` to
/// `.compact` to run the phone branch of an adaptive view.
///
/// ```swift
/// struct Adaptive: View {
///   @EnvironmentCell(\.horizontalSizeClass) var sizeClass
///   var body: some View {
///     if sizeClass == .compact { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
///   }
/// }
/// ```
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable {
  /// Constrained space: a phone's width in portrait, a phone's height in landscape.
  case compact
  /// Expansive space: an iPad's width and height, a phone's height in portrait.
  case regular
}

/// The key behind `EnvironmentValues.horizontalSizeClass`.
struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

/// The key behind `EnvironmentValues.verticalSizeClass`.
struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
  /// The horizontal size class here: the host's (``ViewHost/horizontalSizeClass``, `.regular`
  /// unless set) or the nearest `.environment(\.horizontalSizeClass, …)`.
  ///
  /// ```swift
  /// @EnvironmentCell(\.horizontalSizeClass) var horizontalSizeClass
  /// ```
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class here: the host's (``ViewHost/verticalSizeClass``, `.regular`
  /// unless set) or the nearest `.environment(\.verticalSizeClass, …)`.
  ///
  /// ```swift
  /// @EnvironmentCell(\.verticalSizeClass) var verticalSizeClass
  /// ```
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
