/// A binding to whether a set contains an element: the idiom SwiftUI code writes by hand as
///
/// ```swift
/// Toggle(name, isOn: BindingCell(
///   get: { selection.contains(id) },
///   set: { isOn in if isOn { selection.insert(id) } else { selection.remove(id) } }))
/// ```
///
/// which works here as it is. `contains(_:)` (a CellGraph addition) says the same in one call and
/// is comparable: a parent that re-runs hands its child the *same* membership binding, so the
/// child is not re-run for it, where a closure binding is always new.
extension BindingCell where Value: SetAlgebra, Value.Element: Hashable {
  /// A binding that is `true` while the set contains `element`; setting it inserts or removes it.
  ///
  /// Writing the value the membership already has leaves the set equal, which invalidates
  /// nothing.
  ///
  /// ```swift
  /// @StateCell var selected: Set<String> = []
  /// Toggle("Milk", isOn: $selected.contains("milk"))
  /// ```
  public func contains(_ element: Value.Element) -> BindingCell<Bool> {
    BindingCell<Bool>(location: MembershipLocation(base: location, element: element))
  }
}

/// A location that reads and writes the membership of one element in a set of a base location.
@MainActor
final class MembershipLocation<Collection: SetAlgebra>: BindingLocation
where Collection.Element: Hashable {
  let base: any BindingLocation<Collection>
  let element: Collection.Element

  init(base: any BindingLocation<Collection>, element: Collection.Element) {
    self.base = base
    self.element = element
  }

  func get() -> Bool { base.get().contains(element) }

  func set(_ isMember: Bool) {
    var whole = Tracking.untracked { base.get() }
    guard whole.contains(element) != isMember else { return }
    if isMember {
      whole.insert(element)
    } else {
      whole.remove(element)
    }
    base.set(whole)
  }

  func isSameLocation(as other: any BindingLocation<Bool>) -> Bool {
    guard let other = other as? MembershipLocation<Collection> else { return false }
    return other.element == element && other.base.isSameLocation(as: base)
  }

  var locationName: String { "\(base.locationName).contains(\(String(reflecting: element)))" }
}
