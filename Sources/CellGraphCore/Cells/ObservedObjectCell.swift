/// A property wrapper for an ``ObservableObject`` that a view observes but does not own: the
/// counterpart of SwiftUI's `@ObservedObject`.
///
/// The object is whatever the parent passes. The view observes it: any change the object
/// announces re-runs the view's body, whether or not the body read the property that changed.
/// Passing another object makes the view a different input, and from then on it observes the new
/// one.
///
/// ```swift
/// struct Shelf: View {
///   @ObservedObjectCell var library: Library
///   var body: some View { Text("\(library.books.count) books") }
/// }
///
/// // In the parent's body:
/// Shelf(library: library)
/// ```
///
/// Only the object's own announcements count: when a `@Published` property holds *another*
/// observable object, changes inside that one do not re-run this view (observe it where it is
/// used, or forward its changes; see Docs/Models.md).
@propertyWrapper
public struct ObservedObjectCell<Object: ObservableObject>: DynamicField {
  /// The observed object. Settable, as SwiftUI's, so that an initializer may assign it:
  /// `self.library = library` for `@ObservedObjectCell var library: Library`.
  public var wrappedValue: Object
  private var source: ObjectWillChangeSource?

  /// Observes `object`: `ObservedObjectCell(wrappedValue: library)`, or simply
  /// `Shelf(library: library)` for a property declared `@ObservedObjectCell var library: Library`.
  public init(wrappedValue object: Object) {
    wrappedValue = object
  }

  /// Observes `object`: `_library = ObservedObjectCell(initialValue: library)`.
  public init(initialValue object: Object) {
    wrappedValue = object
  }

  /// Bindings to the object's properties: `$library.filter`.
  public var projectedValue: ObjectBindings<Object> {
    ObjectBindings(object: wrappedValue, source: source)
  }
}

extension ObservedObjectCell: BuiltinField {
  package static var ownsStorage: Bool { true }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    // The slot remembers the source of the object last observed, which saves a registry lookup
    // while the parent keeps passing the same object.
    let installed: ObjectWillChangeSource
    if let existing = node.fieldStorage[slot],
      unsafeDowncast(existing, to: ObjectWillChangeSource.self).object === wrappedValue
    {
      installed = unsafeDowncast(existing, to: ObjectWillChangeSource.self)
    } else {
      installed = ObjectWillChangeSource.of(wrappedValue)
      node.fieldStorage[slot] = installed
    }
    source = installed
    // Observing is declaring: the view depends on the object whether or not its body reads it.
    installed.recordRead()
  }
}

extension ObservedObjectCell: FieldComparable {
  /// The same object is the same input, whatever its properties hold.
  package static func isSameInput(_ lhs: ObservedObjectCell, _ rhs: ObservedObjectCell) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }
}
