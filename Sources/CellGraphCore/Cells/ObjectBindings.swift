/// Bindings to the properties of an observed object: the `$model` of an ``OwnedObjectCell``,
/// ``ObservedObjectCell`` or ``EnvironmentObjectCell``, the counterpart of SwiftUI's
/// `ObservedObject.Wrapper`.
///
/// ```swift
/// struct FilterField: View {
///   @ObservedObjectCell var library: Library
///   var body: some View { TextField("Filter", text: $library.filter) }
/// }
/// ```
///
/// Reading such a binding makes the reader depend on the whole object (as observing it does);
/// writing it assigns the property, so a `@Published` property announces the change.
@MainActor
@dynamicMemberLookup
public struct ObjectBindings<Object: ObservableObject> {
  let object: Object
  let source: ObjectWillChangeSource

  package init(object: Object, source: ObjectWillChangeSource? = nil) {
    self.object = object
    self.source = source ?? ObjectWillChangeSource.of(object)
  }

  /// A binding to a property of the object: `$library.filter`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Object, Subject>
  ) -> BindingCell<Subject> {
    BindingCell(location: ObjectPropertyLocation(object: object, keyPath: keyPath, source: source))
  }
}

/// Where a binding into an ``ObservableObject`` reads and writes: `$library.filter`.
@MainActor
final class ObjectPropertyLocation<Object: ObservableObject, Value>: BindingLocation {
  let object: Object
  let keyPath: ReferenceWritableKeyPath<Object, Value>
  let source: ObjectWillChangeSource

  init(
    object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>,
    source: ObjectWillChangeSource
  ) {
    self.object = object
    self.keyPath = keyPath
    self.source = source
  }

  func get() -> Value {
    source.recordRead()
    return object[keyPath: keyPath]
  }

  func set(_ newValue: Value) {
    object[keyPath: keyPath] = newValue
  }

  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? ObjectPropertyLocation<Object, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }

  var locationName: String { "\(typeName(Object.self))\(memberName(of: keyPath))" }
}

/// `.title` for `\Book.title`, or the key path itself when the runtime cannot name its
/// components (computed properties, such as those of `@Observable` classes, print as addresses).
func memberName(of keyPath: AnyKeyPath) -> String {
  let path = String(describing: keyPath)
  guard !path.contains("<"), let dot = path.firstIndex(of: ".") else { return "[\(path)]" }
  return String(path[dot...])
}
