/// A property wrapper for an ``ObservableObject`` provided by an ancestor with
/// `.environmentObject(_:)`: the counterpart of SwiftUI's `@EnvironmentObject`.
///
/// The object is found by its type in the view's environment: the nearest ancestor that provided
/// an object of that type. The view observes it: any change the object announces re-runs the
/// view's body; an ancestor providing another object re-runs it too.
///
/// ```swift
/// struct LibraryScreen: View {
///   @OwnedObjectCell private var library = Library()
///   var body: some View {
///     Shelf().environmentObject(library)
///   }
/// }
///
/// struct Shelf: View {
///   @EnvironmentObjectCell var library: Library
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// When no ancestor provides the object, SwiftUI stops the program. CellGraph reports a
/// `missingEnvironmentObject` diagnostic naming the type and the view, does not run the view's
/// body, and shows nothing in its place until an ancestor provides the object. Read outside a view
/// installed in a host, there is no environment and no object to return: the program stops with a
/// message.
@propertyWrapper
public struct EnvironmentObjectCell<Object: ObservableObject>: DynamicField {
  private var object: Object?
  private var source: ObjectWillChangeSource?

  /// Finds the `Object` provided by the nearest ancestor.
  public init() {}

  /// The object provided by the nearest ancestor.
  public var wrappedValue: Object {
    guard let object else {
      preconditionFailure(
        """
        @EnvironmentObjectCell var _: \(typeName(Object.self)) was read outside a view installed \
        in a ViewHost: there is no environment to find a \(typeName(Object.self)) in.
        """)
    }
    return object
  }

  /// Bindings to the object's properties: `$library.filter`.
  public var projectedValue: ObjectBindings<Object> {
    ObjectBindings(object: wrappedValue, source: source)
  }
}

extension EnvironmentObjectCell: BuiltinField {
  package static var ownsStorage: Bool { true }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    // Reading the key records a dependency on the provider: another object re-runs the view.
    guard let provided = node.environment[environmentObject: EnvironmentObjectKey<Object>()] else {
      // Not reached: `missingObject(in:)` stopped the evaluation before installation.
      return
    }
    let installed: ObjectWillChangeSource
    if let existing = node.fieldStorage[slot],
      unsafeDowncast(existing, to: ObjectWillChangeSource.self).object === provided
    {
      installed = unsafeDowncast(existing, to: ObjectWillChangeSource.self)
    } else {
      installed = ObjectWillChangeSource.of(provided)
      node.fieldStorage[slot] = installed
    }
    object = provided
    source = installed
    installed.recordRead()
  }
}

extension EnvironmentObjectCell: EnvironmentRequirement {
  func missingObject(in environment: EnvironmentValues) -> MissingObject? {
    if environment.providesObject(EnvironmentObjectKey<Object>.self) { return nil }
    return MissingObject(typeName: typeName(Object.self), modifier: ".environmentObject(_:)")
  }
}

extension EnvironmentObjectCell: FieldComparable {
  /// The object comes from the environment, not from the parent: never a different input.
  package static func isSameInput(_ lhs: EnvironmentObjectCell, _ rhs: EnvironmentObjectCell)
    -> Bool
  {
    true
  }
  package nonisolated static var isAlwaysSameInput: Bool { true }
}
