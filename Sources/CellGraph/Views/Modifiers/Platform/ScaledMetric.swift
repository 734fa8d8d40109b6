import CellGraphCore

/// A dimension that scales with the user's text size: SwiftUI's `@ScaledMetric`. The text form
/// has one text size (SwiftUI's default, `.large`, where a metric is its base value), so the
/// value is the base value.
///
/// ```swift
/// struct Avatar: View {
///   @ScaledMetric(relativeTo: .body) var size: CGFloat = 40
///   var body: some View { Image(systemName: "person").frame(width: size, height: size) }
/// }
/// ```
@propertyWrapper
public nonisolated struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
  private let baseValue: Value

  /// A metric of `wrappedValue` at the default text size, scaled like body text.
  public init(wrappedValue: Value) {
    baseValue = wrappedValue
  }

  /// A metric of `wrappedValue` at the default text size, scaled like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
  }

  /// The value at the current text size: the base value here.
  public var wrappedValue: Value { baseValue }
}
