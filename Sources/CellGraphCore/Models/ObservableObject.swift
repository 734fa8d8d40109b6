/// A class whose changes views can observe as a whole: the counterpart of Combine's
/// `ObservableObject`, the model protocol of SwiftUI before the Observation framework.
///
/// An observable object announces, through ``objectWillChange``, that it is *about to* change.
/// Mark stored properties `@Published` and each assignment announces itself; you never declare
/// `objectWillChange`, a default one is provided:
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var books: [String] = []
///   @Published var filter = ""
/// }
///
/// struct Shelf: View {
///   @ObservedObjectCell var library: Library
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// Invalidation is per object: every view observing the object (through ``OwnedObjectCell``,
/// ``ObservedObjectCell`` or ``EnvironmentObjectCell``) re-runs on *any* announced change, whether
/// or not its body read the property that changed. For per-property precision, use an
/// `@Observable` class (see Docs/Models.md).
///
/// A model whose state is not in `@Published` properties announces its changes itself, before it
/// makes them, with `objectWillChange.send()`. It may also declare its own publisher:
///
/// ```swift
/// final class Clock: ObservableObject {
///   let objectWillChange = ObservableObjectPublisher()
///   private(set) var ticks = 0
///   func tick() {
///     objectWillChange.send()
///     ticks += 1
///   }
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// The publisher that announces each change before it happens.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's default publisher: one per object, created on first use and kept for the
  /// object's lifetime.
  ///
  /// ```swift
  /// let subscription = library.objectWillChange.sink { print("library will change") }
  /// ```
  public var objectWillChange: ObservableObjectPublisher {
    DefaultPublishers.publisher(for: self)
  }
}
