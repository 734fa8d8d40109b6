import CellGraphCore

/// The size of text the user chose: SwiftUI's `DynamicTypeSize`, from `.xSmall` to
/// `.accessibility5`, `.large` by default.
///
/// Views read it from the environment to adapt their layout (a stack that turns vertical at the
/// accessibility sizes); the text form draws every size alike (one character per cell).
///
/// ```swift
/// struct Row: View {
///   @EnvironmentCell(\.dynamicTypeSize) var typeSize
///   var body: some View {
///     if typeSize.isAccessibilitySize { VStack { Text("Name"); Text("Ada") } }
///     else { HStack { Text("Name"); Text("Ada") } }
///   }
/// }
/// ```
public nonisolated enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size nearest to this one that `range` holds: the size itself when the range holds it,
  /// else the range's smallest or largest size. An empty range holds none; the size is kept.
  func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == Self {
    if range.contains(self) { return self }
    let allowed = Self.allCases.filter { range.contains($0) }
    guard let smallest = allowed.first, let largest = allowed.last else { return self }
    return self < smallest ? smallest : largest
  }
}

/// The key behind `EnvironmentValues.dynamicTypeSize`.
struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The text size here: the host's (``ViewHost/dynamicTypeSize``, `.large` unless set), the
  /// nearest `.dynamicTypeSize(_:)` or `.environment(\.dynamicTypeSize, …)`.
  ///
  /// ```swift
  /// @EnvironmentCell(\.dynamicTypeSize) var dynamicTypeSize
  /// ```
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the text size of this view and its descendants, as SwiftUI's `dynamicTypeSize(_:)`:
  /// they read `size` in `\.dynamicTypeSize`.
  ///
  /// ```swift
  /// Preview().dynamicTypeSize(.accessibility3)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the text size of this view and its descendants to `range`, as SwiftUI's
  /// `dynamicTypeSize(_:)` with a range: a size outside it reads as the range's nearest end.
  ///
  /// ```swift
  /// TabBar().dynamicTypeSize(...DynamicTypeSize.xxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in size = size.clamped(to: range) }
  }
}
