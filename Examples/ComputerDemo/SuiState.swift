import CellGraph

/// The article's `SuiState`, rebuilt on CellGraph: a custom `DynamicField` composed of a
/// `StateCell`.
///
/// The article needed `@StateObject` and `objectWillChange` to make its hand-made wrapper update
/// the view. Here the wrapper only stores a `StateCell`; the runtime finds it inside `SuiState`
/// (fields are discovered recursively in `DynamicField` structs), installs it with the view's
/// identity, and the reads and writes of the inner cell drive invalidation exactly as if the view
/// had declared `@StateCell` itself.
@propertyWrapper
struct SuiState<Value>: DynamicField {
  @StateCell private var storage: Value

  init(wrappedValue: Value) {
    _storage = StateCell(initialValue: wrappedValue)
  }

  var wrappedValue: Value {
    get { storage }
    nonmutating set { storage = newValue }
  }

  var projectedValue: BindingCell<Value> { $storage }
}
