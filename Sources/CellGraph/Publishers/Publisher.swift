import CellGraphCore

/// A source of values over time: the counterpart of Combine's `Publisher`, for the handful of
/// Combine uses SwiftUI apps make (`sink`, `assign`, `.onReceive`, `map`/`filter`, subjects,
/// `Timer.publish`).
///
/// A subscriber gets values by ``Receiver``: each value, then at most one completion. There is no
/// demand: a publisher sends as it likes, as a `sink` would request `.unlimited` anyway.
///
/// ```swift
/// let names = PassthroughSubject<String, Never>()
/// let subscription = names.map { $0.uppercased() }.sink { print($0) }
/// names.send("ada")   // prints "ADA"
/// subscription.cancel()
/// ```
public protocol Publisher<Output, Failure> {
  /// The values the publisher sends.
  associatedtype Output
  /// The error that ends it, `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Starts sending to `receiver` until the returned subscription is cancelled or released.
  func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable
}

/// Namespaces of Combine's names: completions.
public enum Subscribers {
  /// How a publisher ended: Combine's `Subscribers.Completion`.
  public enum Completion<Failure: Error> {
    /// It sent everything.
    case finished
    /// It failed with `Failure`.
    case failure(Failure)
  }
}

/// Namespace of the operators' publishers, as Combine's `Publishers`.
public enum Publishers {}

/// Where a publisher sends: a value handler and a completion handler. After a completion, the
/// receiver ignores everything.
public final class Receiver<Output, Failure: Error> {
  private let value: (Output) -> Void
  private let completion: (Subscribers.Completion<Failure>) -> Void
  private var isFinished = false

  /// A receiver calling `receiveValue` per value and `receiveCompletion` once at the end.
  public init(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
    receiveValue: @escaping (Output) -> Void
  ) {
    value = receiveValue
    completion = receiveCompletion
  }

  /// Delivers `input`, unless the receiver has completed.
  public func receive(_ input: Output) {
    if !isFinished { value(input) }
  }

  /// Delivers the completion, once.
  public func receive(completion: Subscribers.Completion<Failure>) {
    guard !isFinished else { return }
    isFinished = true
    self.completion(completion)
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion: Combine's `sink`.
  ///
  /// ```swift
  /// publisher.sink(receiveCompletion: { print("done", $0) }, receiveValue: { print($0) })
  /// ```
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    attach(Receiver(receiveCompletion: receiveCompletion, receiveValue: receiveValue))
  }

  /// Wraps the publisher so its type is `AnyPublisher<Output, Failure>`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values: Combine's `sink(receiveValue:)`.
  ///
  /// ```swift
  /// let subscription = counter.$count.sink { print($0) }
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    attach(Receiver(receiveValue: receiveValue))
  }

  /// Writes every value to `keyPath` of `object`, holding the object while subscribed.
  ///
  /// ```swift
  /// subscription = names.assign(to: \.title, on: model)
  /// ```
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    attach(Receiver { object[keyPath: keyPath] = $0 })
  }
}

/// A publisher of any type: Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attachment: (Receiver<Output, Failure>) -> AnyCancellable

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attachment = publisher.attach
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    attachment(receiver)
  }
}
