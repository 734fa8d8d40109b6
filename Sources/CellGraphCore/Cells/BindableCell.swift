import Observation

/// A property wrapper that makes bindings to the properties of an `@Observable` object: the
/// counterpart of SwiftUI's `@Bindable`.
///
/// `$model.name` is a ``BindingCell`` that reads and writes `model.name`. The view that reads the
/// binding (a text field, a toggle, a child's `@BindingCell`) tracks that property like any
/// `@Observable` read, so it re-runs when the property changes, and only then.
///
/// ```swift
/// @Observable final class Book {
///   var title = ""
///   var isRead = false
/// }
///
/// struct BookEditor: View {
///   @BindableCell var book: Book
///   var body: some View {
///     VStack {
///       TextField("Title", text: $book.title)
///       Toggle("Read", isOn: $book.isRead)
///     }
///   }
/// }
/// ```
///
/// Inside a body, make bindings to an object you got another way with a local wrapper:
/// `@BindableCell var library = library`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct BindableCell<Model: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Model

  /// Makes bindings to `model`'s properties: `@BindableCell var book: Book` set by the parent.
  public init(wrappedValue model: Model) {
    wrappedValue = model
  }

  /// Makes bindings to `model`'s properties: `BindableCell(book).title`.
  public init(_ model: Model) {
    wrappedValue = model
  }

  /// The wrapper itself, whose members are bindings: `$book.title`.
  public var projectedValue: BindableCell<Model> { self }

  /// A binding to a property of the object: `$book.title`.
  public subscript<Value>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>
  ) -> BindingCell<Value> {
    BindingCell(location: ObservableLocation(model: wrappedValue, keyPath: keyPath))
  }
}

/// Where a binding into an `@Observable` object reads and writes: `$book.title`.
///
/// The read runs in an Observation scope of the node reading it, so a built-in view that reads a
/// binding (a toggle, a text field, a `ForEach` over `$model.items`) tracks the property; inside a
/// body, the body's own scope already does.
@MainActor
final class ObservableLocation<Model: AnyObject & Observable, Value>: BindingLocation {
  let model: Model
  let keyPath: ReferenceWritableKeyPath<Model, Value>

  init(model: Model, keyPath: ReferenceWritableKeyPath<Model, Value>) {
    self.model = model
    self.keyPath = keyPath
  }

  func get() -> Value {
    ObservationScope.trackForCurrentReader { model[keyPath: keyPath] }
  }

  func set(_ newValue: Value) {
    model[keyPath: keyPath] = newValue
  }

  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? ObservableLocation<Model, Value> else { return false }
    return other.model === model && other.keyPath == keyPath
  }

  var locationName: String { "\(typeName(Model.self))\(memberName(of: keyPath))" }
}
