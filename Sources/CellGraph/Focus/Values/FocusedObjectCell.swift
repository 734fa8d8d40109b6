import CellGraphCore

/// A property wrapper for the `ObservableObject` the focused path publishes with
/// `.focusedObject(_:)`: the counterpart of SwiftUI's `@FocusedObject`.
///
/// `nil` while nothing on the focused path (or, with `.focusedSceneObject(_:)`, the active
/// scene) publishes an object of the type. The view observes the object it got: any change the
/// object announces re-runs it, as `@ObservedObjectCell` does, and so does focus moving to a view
/// publishing another object.
///
/// ```swift
/// struct RenameButton: View {
///   @FocusedObjectCell private var document: NoteDocument?
///   var body: some View {
///     Button("Rename \(document?.title ?? "")") { document?.title = "Untitled" }
///       .disabled(document == nil)
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedObjectCell<ObjectType: ObservableObject>: DynamicField {
  /// Bindings to the focused object's properties: `$document?.title`.
  public typealias Wrapper = ObjectBindings<ObjectType>

  private var object: ObjectType?
  private var source: ObjectWillChangeSource?

  /// Reads the focused object of type `ObjectType`.
  public init() {}

  /// The object for the current focus, or `nil` when nothing publishes one.
  public var wrappedValue: ObjectType? { object }

  /// Bindings to the object's properties, or `nil` when there is no object.
  ///
  /// ```swift
  /// TextField("Title", text: $document?.title ?? .constant(""))
  /// ```
  @MainActor public var projectedValue: Wrapper? {
    guard let object else { return nil }
    return ObjectBindings(object: object, source: source)
  }
}

extension FocusedObjectCell: BuiltinField {
  package static var ownsStorage: Bool { false }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    let table = FocusedValueTable.of(node)
    object = table.read(\FocusedValues.[object: FocusedObjectKey<ObjectType>()])
    // Observing is declaring, as for `ObservedObjectCell`: the view depends on the object it
    // got whether or not its body reads it.
    if let object {
      let observed = ObjectWillChangeSource.of(object)
      observed.recordRead()
      source = observed
    } else {
      source = nil
    }
  }
}

extension FocusedObjectCell: FieldComparable {
  /// The object comes from the focused path, not from the parent: never a different input.
  package static func isSameInput(_ lhs: FocusedObjectCell, _ rhs: FocusedObjectCell) -> Bool {
    true
  }
}
