/// A stored property of a view that the runtime installs and updates before every `body`.
///
/// `DynamicField` is CellGraph's counterpart of SwiftUI's `DynamicProperty`. When a view's node is
/// evaluated, the runtime finds every `DynamicField` stored in the view (and, recursively, inside
/// custom `DynamicField` structs), connects the built-in ones to storage owned by the view's
/// identity, and then calls ``update()`` on each field, innermost first, before calling `body`.
///
/// Compose a wrapper of your own from built-in cells and it behaves like a built-in one: its
/// `StateCell`s live as long as the view's identity, its `EnvironmentCell`s read the environment
/// where the view is installed.
///
/// ```swift
/// @propertyWrapper
/// struct Counter: DynamicField {
///   @StateCell private var count = 0
///   private(set) var updates = 0
///
///   var wrappedValue: Int {
///     get { count }
///     nonmutating set { count = newValue }
///   }
///
///   mutating func update() { updates += 1 }   // called before every body
/// }
///
/// struct Clicker: View {
///   @Counter var clicks
///   var body: some View {
///     Button("Clicked \(clicks) times") { clicks += 1 }
///   }
/// }
/// ```
///
/// Fields are discovered from the view type's metadata the first time the type is evaluated and
/// cached per type, so installing them costs pointer work, not a reflection walk.
@MainActor
public protocol DynamicField {
  /// Updates the field's value before the enclosing view's `body` is evaluated.
  ///
  /// The default implementation does nothing.
  mutating func update()
}

extension DynamicField {
  public mutating func update() {}
}
