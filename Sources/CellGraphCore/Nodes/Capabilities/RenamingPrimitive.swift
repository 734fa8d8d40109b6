/// A built-in view whose nodes identity paths name after another type: a `ModifiedContent` is
/// named after its modifier (`Card`, not `ModifiedContent<Text, Card>`).
///
/// ```swift
/// extension ModifiedContent: RenamingPrimitive {
///   static var displayType: Any.Type { Modifier.self }
/// }
/// ```
@MainActor
protocol RenamingPrimitive: PrimitiveView {
  /// The type whose name the view's nodes show in identity paths (`Node.displayName`).
  static var displayType: Any.Type { get }
}
