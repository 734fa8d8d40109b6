/// A binding to an `Identifiable` value is `Identifiable` itself, as SwiftUI's `Binding` is: its
/// `id` is the value's. A list of bindings can then be shown by id, and a binding can drive an
/// `Identifiable`-keyed presentation.
///
/// ```swift
/// let bindings: [BindingCell<Todo>] = …
/// ForEach(bindings) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
/// ```
///
/// The conformance is isolated to the main actor, like the binding's `wrappedValue`, which `id`
/// reads (reading it in a body makes the body depend on the value).
extension BindingCell: @MainActor Identifiable where Value: Identifiable {
  /// The `id` of the value the binding reads now.
  public var id: Value.ID { wrappedValue.id }
}
