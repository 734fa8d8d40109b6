/// A property wrapper for a stored property of a class that announces every assignment: the
/// counterpart of Combine's `@Published`.
///
/// Assigning a new value, *before* it is stored:
/// 1. calls `objectWillChange.send()` when the enclosing class is an ``ObservableObject``, so the
///    views observing the object re-run in the next pass;
/// 2. sends the new value to the subscribers of `$property`;
/// 3. stores the value.
///
/// So observers run in `willSet`: they see the old value in the object and the new one in the
/// event. Every assignment announces itself, even of an equal value, as in Combine.
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var books: [String] = []
/// }
///
/// let library = Library()
/// let subscription = library.$books.sink { books in
///   print("now \(library.books.count), next \(books.count)")
/// }
/// // prints "now 0, next 0": the current value, on subscription
/// library.books.append("Emma")
/// // prints "now 0, next 1": the new value, before it is stored
/// ```
///
/// ## How the wrapper reaches its object
///
/// A property wrapper is a struct stored inside the class; on its own it cannot know which object
/// it belongs to, and so whose `objectWillChange` to call. Swift has a second way to access a
/// wrapped property for exactly this: when the wrapper declares
/// `static subscript(_enclosingInstance:wrapped:storage:)`, the compiler turns `library.books`
/// into a call of that subscript with the object and the key paths of the property and of its
/// storage, instead of a call of `wrappedValue`. That is how Combine's `@Published` (and
/// SwiftUI's model wrappers) are built; `wrappedValue` itself is unavailable, which is why
/// `@Published` cannot be used in a struct.
@propertyWrapper
public struct Published<Value> {
  package let subject: PublishedSubject<Value>

  /// A published property with an initial value: `@Published var books: [String] = []`.
  public init(wrappedValue value: Value) {
    subject = PublishedSubject(value)
  }

  /// A published property with an initial value: `_books = Published(initialValue: [])`.
  public init(initialValue value: Value) {
    subject = PublishedSubject(value)
  }

  /// Unavailable: `@Published` is accessed through its enclosing instance, so only classes can
  /// have published properties.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { preconditionFailure("@Published is only available on properties of classes") }
    set { preconditionFailure("@Published is only available on properties of classes") }
  }

  /// The property's publisher, `$books`: the current value on subscription, then each new value
  /// before it is stored. Settable, as Combine's is, so that `assign(to: &$books)` can take it
  /// `inout`; setting it keeps the property's storage (a publisher is its property's own).
  public var projectedValue: Publisher {
    get { Publisher(subject: subject) }
    set {}
  }

  /// Reads and writes the property through its object: the mechanism that lets an assignment call
  /// the object's `objectWillChange`. The compiler calls this subscript for every access of a
  /// `@Published` property of a class; you never call it yourself.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      object[keyPath: storageKeyPath].subject.value
    }
    set {
      object[keyPath: storageKeyPath].subject.assign(newValue, announcingTo: object)
    }
  }

  /// `$property` read through its object: the property's publisher, whose storage learns its
  /// object here, so that `assign(to: &$property)` can announce `objectWillChange` as an
  /// assignment does. The compiler calls this subscript for `object.$property`.
  ///
  /// Setting `$property` (what an `inout` use such as `assign(to: &$property)` ends with) keeps
  /// the property's storage: a publisher is its property's own and cannot be replaced.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      let subject = object[keyPath: storageKeyPath].subject
      subject.owner = object
      return Publisher(subject: subject)
    }
    set {}
  }
}

/// The storage of one `@Published` property: its value and the subscribers of `$property`.
///
/// A class, so that the `Published` struct stored in the object can be copied (into `$property`'s
/// publisher) and still refer to one value.
package final class PublishedSubject<Value> {
  private struct Subscriber {
    let id: Int
    let receive: (Value) -> Void
  }

  var value: Value
  private var subscribers: [Subscriber] = []
  private var nextID = 0
  /// The object whose property this is, once `$property` has been read through it (weak: the
  /// object owns its storage).
  weak var owner: AnyObject?
  /// The subscriptions of `assign(to: &$property)`: they live as long as the property.
  private var assignments: [AnyCancellable] = []

  init(_ value: Value) {
    self.value = value
  }

  /// Assigns `newValue` as an assignment of the property does: `object`'s `objectWillChange`
  /// first (when it is an ``ObservableObject``), then the subscribers, then the store.
  func assign(_ newValue: Value, announcingTo object: AnyObject?) {
    (object as? any ObservableObject)?.objectWillChange.send()
    willSet(newValue)
    value = newValue
  }

  /// Assigns `newValue` as an assignment through the property's object does, announcing it to
  /// the object `$property` was last read through: what `assign(to: &$property)` writes with.
  package func assignFromPublisher(_ newValue: Value) {
    assign(newValue, announcingTo: owner)
  }

  /// Keeps `subscription` for as long as the property lives.
  package func keep(_ subscription: AnyCancellable) {
    assignments.append(subscription)
  }

  /// Sends `newValue` to every subscriber, in the order they subscribed.
  func willSet(_ newValue: Value) {
    guard !subscribers.isEmpty else { return }
    for subscriber in subscribers { subscriber.receive(newValue) }
  }

  func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    subscribers.append(Subscriber(id: id, receive: receive))
    return AnyCancellable { [weak self] in
      self?.subscribers.removeAll { $0.id == id }
    }
  }

  var subscriberCount: Int { subscribers.count }
}
