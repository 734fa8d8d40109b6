import Synchronization

/// The publisher behind every ``ObservableObject``'s `objectWillChange`: it tells subscribers that
/// the object is *about to* change, and carries no value.
///
/// The counterpart of Combine's `ObservableObjectPublisher`. Each `@Published` property calls
/// ``send()`` before it stores a new value; a model whose state lives elsewhere (a store, a file)
/// calls it itself:
///
/// ```swift
/// final class PaletteStore: ObservableObject {
///   var palettes: [String] {
///     get { defaults.stringArray(forKey: "palettes") ?? [] }
///     set {
///       objectWillChange.send()   // the views observing the store re-run in the next pass
///       defaults.set(newValue, forKey: "palettes")
///     }
///   }
/// }
/// ```
///
/// The publisher is thread-safe: subscribers may come and go, and `send()` may be called, on any
/// thread. Subscribers run on the thread that calls `send()`, in the order they subscribed; a
/// subscriber cancelled while a `send()` is running may still receive that one call.
public final class ObservableObjectPublisher: Sendable {
  private struct Subscriber {
    let id: Int
    let receive: @Sendable () -> Void
  }

  private struct State {
    var nextID = 0
    var subscribers: [Subscriber] = []
  }

  private let state = Mutex(State())

  /// A publisher with no subscribers.
  ///
  /// ```swift
  /// final class Clock: ObservableObject {
  ///   let objectWillChange = ObservableObjectPublisher()
  /// }
  /// ```
  public init() {}

  /// Tells every subscriber that the object will change.
  ///
  /// ```swift
  /// objectWillChange.send()
  /// ```
  public func send() {
    // Called outside the lock: a subscriber may subscribe, cancel or send again.
    let receivers = state.withLock { $0.subscribers.map(\.receive) }
    for receive in receivers { receive() }
  }

  /// Calls `receiveValue` before every change, until the returned subscription ends.
  ///
  /// ```swift
  /// let subscription = model.objectWillChange.sink { print("model will change") }
  /// ```
  public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
    let id = state.withLock { state in
      let id = state.nextID
      state.nextID += 1
      state.subscribers.append(Subscriber(id: id, receive: receiveValue))
      return id
    }
    return AnyCancellable { [weak self] in
      self?.state.withLock { $0.subscribers.removeAll { $0.id == id } }
    }
  }

  /// How many subscriptions are live (for tests of subscription lifetimes).
  var subscriberCount: Int {
    state.withLock { $0.subscribers.count }
  }
}
