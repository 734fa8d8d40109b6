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
