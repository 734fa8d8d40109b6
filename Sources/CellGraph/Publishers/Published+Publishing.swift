import CellGraphCore

// The publishers CellGraph's models already have are `Publisher`s, so operators and
// `.onReceive` take them.

extension Published.Publisher: Publisher {
  public typealias Output = Value
  public typealias Failure = Never

  public func attach(_ receiver: Receiver<Value, Never>) -> AnyCancellable {
    sink(receiveValue: receiver.receive)
  }
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  public func attach(_ receiver: Receiver<Void, Never>) -> AnyCancellable {
    // `@unchecked Sendable` box: `ObservableObjectPublisher` calls its subscribers on the thread
    // that announces the change; the receiver is used only from there, never concurrently for
    // one subscription.
    let box = UncheckedVoidReceiver(receiver: receiver)
    return sink { box.receiver.receive(()) }
  }
}

/// See `ObservableObjectPublisher.attach(_:)` for why this is `@unchecked Sendable`.
private struct UncheckedVoidReceiver: @unchecked Sendable {
  let receiver: Receiver<Void, Never>
}

extension Publisher where Failure == Never {
  /// Assigns every value to a `@Published` property, as an assignment of the property does (its
  /// object's `objectWillChange` first): Combine's `assign(to:)`.
  ///
  /// ```swift
  /// final class Search: ObservableObject {
  ///   @Published var query = ""
  ///   @Published var isEmpty = true
  ///   init() { $query.map(\.isEmpty).assign(to: &$isEmpty) }
  /// }
  /// ```
  ///
  /// The subscription lives as long as the property: it ends when the object is released, so no
  /// cancellable is returned. It holds the property's storage weakly, so assigning a property
  /// from its own object's publishers makes no cycle.
  public func assign(to published: inout Published<Output>.Publisher) {
    let subject = published.subject
    subject.keep(attach(Receiver { [weak subject] value in subject?.assignFromPublisher(value) }))
  }
}
