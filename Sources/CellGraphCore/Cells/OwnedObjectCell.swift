/// A property wrapper for an ``ObservableObject`` that a view creates and owns: the counterpart of
/// SwiftUI's `@StateObject`.
///
/// The object is created the first time the view's identity is installed — the autoclosure runs
/// then, once per identity, and never again while the identity lives, however often the view
/// struct is re-created. The view observes the object: any change it announces re-runs the view's
/// body, whether or not the body read the property that changed.
///
/// ```swift
/// final class Timer: ObservableObject {
///   @Published var seconds = 0
/// }
///
/// struct Stopwatch: View {
///   @OwnedObjectCell private var timer = Timer()
///
///   var body: some View {
///     HStack {
///       Text("\(timer.seconds) s")
///       Button("Tick") { timer.seconds += 1 }
///     }
///   }
/// }
/// ```
///
/// `$timer.seconds` is a ``BindingCell`` to the property (see ``ObjectBindings``). Used outside a
/// view installed in a host, the wrapper creates a new object on every access, as SwiftUI does,
/// and reports an `uninstalledState` diagnostic.
@propertyWrapper
public struct OwnedObjectCell<Object: ObservableObject>: DynamicField {
  private let makeObject: () -> Object
  private var source: ObjectWillChangeSource?

  /// An owned object, created by `makeObject` when the view's identity is first installed.
  public init(wrappedValue makeObject: @autoclosure @escaping () -> Object) {
    self.makeObject = makeObject
  }

  /// The owned object.
  public var wrappedValue: Object {
    if let source { return unsafeDowncast(source.object, to: Object.self) }
    reportUninstalled()
    return makeObject()
  }

  /// Bindings to the object's properties: `$timer.seconds`.
  public var projectedValue: ObjectBindings<Object> {
    if let source {
      return ObjectBindings(object: unsafeDowncast(source.object, to: Object.self), source: source)
    }
    reportUninstalled()
    return ObjectBindings(object: makeObject())
  }

  private func reportUninstalled() {
    Graph.reportUnattributed(
      Diagnostic(
        kind: .uninstalledState,
        message: """
          An OwnedObjectCell<\(typeName(Object.self))> was used outside a view installed in a \
          ViewHost; it created a new \(typeName(Object.self)) for this access, and will again for \
          the next. Put the view in a host before using its object.
          """))
  }
}

extension OwnedObjectCell: BuiltinField {
  package static var ownsStorage: Bool { true }

  package mutating func install(in node: Node, slot: Int, description: FieldDescription) {
    let installed: ObjectWillChangeSource
    if let existing = node.fieldStorage[slot] {
      installed = unsafeDowncast(existing, to: ObjectWillChangeSource.self)
    } else {
      // The identity's first install: the only time the autoclosure runs.
      installed = ObjectWillChangeSource.of(makeObject())
      node.fieldStorage[slot] = installed
    }
    source = installed
    // Observing is declaring: the view depends on the object whether or not its body reads it.
    installed.recordRead()
  }
}

extension OwnedObjectCell: FieldComparable {
  /// The object is owned by the node, not passed in by the parent: never a different input.
  package static func isSameInput(_ lhs: OwnedObjectCell, _ rhs: OwnedObjectCell) -> Bool { true }
  package nonisolated static var isAlwaysSameInput: Bool { true }
}
