/// A named value that views produce for their ancestors: the counterpart of SwiftUI's
/// `PreferenceKey`.
///
/// Preferences flow *up* the tree. A view sets a value with `preference(key:value:)`; an ancestor
/// reads the values of everything below it, combined in tree order by `reduce(value:nextValue:)`,
/// with `onPreferenceChange(_:perform:)`, `overlayPreferenceValue(_:_:)` or
/// `backgroundPreferenceValue(_:_:)`. Where nothing below contributes, readers see `defaultValue`.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static let defaultValue: [String] = []
///   static func reduce(value: inout [String], nextValue: () -> [String]) {
///     value += nextValue()
///   }
/// }
///
/// VStack {
///   Text("Inbox").preference(key: TitleKey.self, value: ["Inbox"])
///   Text("Drafts").preference(key: TitleKey.self, value: ["Drafts"])
/// }
/// .onPreferenceChange(TitleKey.self) { titles in print(titles) }  // ["Inbox", "Drafts"]
/// ```
public protocol PreferenceKey {
  /// The type of value the key carries.
  associatedtype Value

  /// The value readers see when no view below them sets the key.
  static var defaultValue: Value { get }

  /// Combines the values of two views: `value` holds what was combined so far, `nextValue()`
  /// returns the value of the next view in tree order.
  ///
  /// Called only between views that set the key (with `preference(key:value:)` or
  /// `transformPreference(_:_:)`): a single contributor's value reaches its readers as it is.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
