/// A location that reads and writes a property *through a reference*: `$order.special` where the
/// state (or the element, or the property before it) holds a class instance.
///
/// A `KeyPathLocation` reads a part of its base's value and writes by writing the whole value
/// back, and its readers depend on that part of the value (a projection of the state box). Through
/// a reference neither holds: the base's value is the reference, which a write through it leaves
/// as it was, so the box sees no change and no projection compares different. This location
/// instead makes its reader depend on what a body reading the property directly would:
///
///     $order.special ─ get ─▶ base.get()          the reference: replaced → re-read
///                            └▶ order.special     Observation (`@Observable`), or the object's
///                                                 objectWillChange (`ObservableObject`)
///                    ─ set ─▶ order.special = v   through the reference; the base is not written
///
/// so a toggle bound to it re-renders exactly when the model's property changes, whoever changed
/// it.
@MainActor
final class ReferenceKeyPathLocation<Base, Value>: BindingLocation {
  let base: any BindingLocation<Base>
  let keyPath: ReferenceWritableKeyPath<Base, Value>

  init(base: any BindingLocation<Base>, keyPath: ReferenceWritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value {
    let object = base.get()
    if Tracking.current != nil, Self.baseIsObservableObject,
      let observed = object as? any ObservableObject
    {
      Self.recordObjectRead(observed)
    }
    return ObservationScope.trackForCurrentReader { object[keyPath: keyPath] }
  }

  func set(_ newValue: Value) {
    let object = Tracking.untracked { base.get() }
    object[keyPath: keyPath] = newValue
  }

  func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
    guard let other = other as? ReferenceKeyPathLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSameLocation(as: base)
  }

  var locationName: String { "\(base.locationName)\(memberName(of: keyPath))" }

  /// Whether the base's type is an `ObservableObject`, checked once per type.
  private static var baseIsObservableObject: Bool { Base.self is any ObservableObject.Type }

  /// Makes the reader depend on the object's `objectWillChange`, as observing it does.
  private static func recordObjectRead<Object: ObservableObject>(_ object: Object) {
    ObjectWillChangeSource.of(object).recordRead()
  }
}

extension BindingCell {
  /// The location of `$value.member`: through the reference when `Value` is a class (the key path
  /// is then a `ReferenceWritableKeyPath`), otherwise a part of the value.
  @usableFromInline
  static func memberLocation<Subject>(
    of base: any BindingLocation<Value>, _ keyPath: WritableKeyPath<Value, Subject>
  ) -> any BindingLocation<Subject> {
    if let reference = keyPath as? ReferenceWritableKeyPath<Value, Subject> {
      return ReferenceKeyPathLocation(base: base, keyPath: reference)
    }
    return KeyPathLocation(base: base, keyPath: keyPath)
  }
}
