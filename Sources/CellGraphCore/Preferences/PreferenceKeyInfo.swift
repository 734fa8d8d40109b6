/// What the runtime needs to know about one `PreferenceKey` type, with its value type erased: how
/// to combine two contributions and what a reader sees when nothing below contributes.
///
/// Made once per key type (`of(_:)`) and shared by every node that writes or reads the key.
@MainActor
package final class PreferenceKeyInfo {
  package let id: ObjectIdentifier
  /// The key type's name, for diagnostics and records (`TitleKey`).
  package let name: String
  /// `K.defaultValue`, boxed.
  package let defaultValue: () -> Any
  /// `K.reduce(value: &first, nextValue: { second })`, boxed: `first` comes before `second` in
  /// tree order.
  let reduce: (Any, Any) -> Any

  private init(
    id: ObjectIdentifier, name: String, defaultValue: @escaping () -> Any,
    reduce: @escaping (Any, Any) -> Any
  ) {
    self.id = id
    self.name = name
    self.defaultValue = defaultValue
    self.reduce = reduce
  }

  private static var cache: [ObjectIdentifier: PreferenceKeyInfo] = [:]

  package static func of<K: PreferenceKey>(_ key: K.Type) -> PreferenceKeyInfo {
    let id = ObjectIdentifier(key)
    if let info = cache[id] { return info }
    let info = PreferenceKeyInfo(
      id: id, name: typeName(key), defaultValue: { K.defaultValue },
      reduce: { first, second in
        // Both values were stored by writers of `K` (`PreferenceWriter`), so they are `K.Value`.
        var value = first as! K.Value
        K.reduce(value: &value) { second as! K.Value }
        return value
      })
    cache[id] = info
    return info
  }

  /// Combines two optional contributions in tree order: a missing one (`nil`) takes no part, so
  /// `reduce` runs only between views that contribute, as in SwiftUI.
  func combine(_ first: Any?, _ second: Any?) -> Any? {
    guard let first else { return second }
    guard let second else { return first }
    return reduce(first, second)
  }
}
