import CellGraphCore

/// What a ``Layout`` tells the views inside it, as SwiftUI's `LayoutProperties`.
///
/// A layout that arranges its subviews along an axis says so, and the `Spacer`s and `Divider`s
/// directly inside it behave as in a stack along that axis: a spacer grows along it, a divider
/// crosses it.
///
/// ```swift
/// struct Row: Layout {
///   static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .horizontal
///     return properties
///   }
///   …
/// }
/// ```
public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which the layout arranges its subviews, if it is a stack; `nil` otherwise.
  public var stackOrientation: Axis?

  /// Properties of a layout that is not a stack.
  public init() {}

  /// The engine's axis for `stackOrientation`.
  var subviewAxis: StackAxis? {
    switch stackOrientation {
    case .horizontal: .horizontal
    case .vertical: .vertical
    case nil: nil
    }
  }
}
