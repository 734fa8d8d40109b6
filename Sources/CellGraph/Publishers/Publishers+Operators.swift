import CellGraphCore
import Foundation

extension Publisher {
  /// Sends each value transformed by `transform`: Combine's `map`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Sends the values `isIncluded` accepts: Combine's `filter`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Sends values on `scheduler`: Combine's `receive(on:)`. Values sent on the main thread for
  /// the main queue or main run loop are delivered at once; others are dispatched to the main
  /// queue (see Docs/Limitations.md).
  public func receive<S>(on scheduler: S) -> Publishers.ReceiveOn<Self> {
    Publishers.ReceiveOn(upstream: self)
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the one sent just before: Combine's `removeDuplicates()`.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self)
  }
}

extension Publishers {
  /// The publisher of `map(_:)`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output

    public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
      upstream.attach(
        Receiver(
          receiveCompletion: receiver.receive(completion:),
          receiveValue: { receiver.receive(transform($0)) }))
    }
  }

  /// The publisher of `filter(_:)`.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let isIncluded: (Output) -> Bool

    public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
      upstream.attach(
        Receiver(
          receiveCompletion: receiver.receive(completion:),
          receiveValue: { if isIncluded($0) { receiver.receive($0) } }))
    }
  }

  /// The publisher of `removeDuplicates()`.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher
  where Upstream.Output: Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream

    public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
      var last: Output?
      return upstream.attach(
        Receiver(
          receiveCompletion: receiver.receive(completion:),
          receiveValue: { value in
            if let last, last == value { return }
            last = value
            receiver.receive(value)
          }))
    }
  }

  /// The publisher of `receive(on:)`.
  public struct ReceiveOn<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    let upstream: Upstream

    public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
      // `@unchecked Sendable` box: the receiver is only touched on the main thread — at once
      // when already there, otherwise in the main-queue block.
      let box = UncheckedReceiver(receiver: receiver)
      return upstream.attach(
        Receiver(
          receiveCompletion: { completion in
            let completionBox = UncheckedValue(value: completion)
            Self.onMain { box.receiver.receive(completion: completionBox.value) }
          },
          receiveValue: { value in
            let valueBox = UncheckedValue(value: value)
            Self.onMain { box.receiver.receive(valueBox.value) }
          }))
    }

    private static func onMain(_ work: @escaping @Sendable () -> Void) {
      if Thread.isMainThread { work() } else { DispatchQueue.main.async(execute: work) }
    }
  }
}

/// A receiver carried to the main thread. `@unchecked Sendable`: `ReceiveOn` touches it only on
/// the main thread (see there), so it is never used from two threads.
private struct UncheckedReceiver<Output, Failure: Error>: @unchecked Sendable {
  let receiver: Receiver<Output, Failure>
}

/// A value carried to the main thread. `@unchecked Sendable`: it is handed over, not shared: the
/// sending side keeps no use of it after dispatching.
private struct UncheckedValue<Value>: @unchecked Sendable {
  let value: Value
}
