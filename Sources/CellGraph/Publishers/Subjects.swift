import CellGraphCore

/// A publisher you send values through, to every current subscriber: Combine's
/// `PassthroughSubject`. A late subscriber gets only later values.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// let subscription = taps.sink { print("tapped") }
/// taps.send()
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  let receivers = ReceiverList<Output, Failure>()

  /// A subject with no subscriber yet.
  public init() {}

  /// Sends `input` to every subscriber.
  public func send(_ input: Output) { receivers.send(input) }

  /// Ends the subject: every subscriber gets `completion`, later sends are dropped.
  public func send(completion: Subscribers.Completion<Failure>) {
    receivers.complete(completion)
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    receivers.add(receiver)
  }
}

extension PassthroughSubject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// A publisher holding a current value, sent to each new subscriber and again on every change:
/// Combine's `CurrentValueSubject`.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// let subscription = volume.sink { print($0) }   // prints 5
/// volume.value = 6                               // prints 6
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  let receivers = ReceiverList<Output, Failure>()

  /// The current value; setting it sends it.
  public var value: Output {
    didSet { receivers.send(value) }
  }

  /// A subject starting at `value`.
  public init(_ value: Output) { self.value = value }

  /// Sets and sends `input`.
  public func send(_ input: Output) { value = input }

  /// Ends the subject: every subscriber gets `completion`, later sends are dropped.
  public func send(completion: Subscribers.Completion<Failure>) {
    receivers.complete(completion)
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    if let completion = receivers.completion {
      receiver.receive(completion: completion)
      return AnyCancellable {}
    }
    receiver.receive(value)
    return receivers.add(receiver)
  }
}

/// A publisher of one value, then the end: Combine's `Just`.
///
/// ```swift
/// Just(42).sink { print($0) }   // prints 42
/// ```
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value sent.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  public func attach(_ receiver: Receiver<Output, Never>) -> AnyCancellable {
    receiver.receive(output)
    receiver.receive(completion: .finished)
    return AnyCancellable {}
  }
}

/// The subscribers of a subject, in order of subscription; once completed, it stays so.
final class ReceiverList<Output, Failure: Error> {
  private var receivers: [(id: Int, receiver: Receiver<Output, Failure>)] = []
  private var nextID = 0
  private(set) var completion: Subscribers.Completion<Failure>?

  func add(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    if let completion {
      receiver.receive(completion: completion)
      return AnyCancellable {}
    }
    let id = nextID
    nextID += 1
    receivers.append((id, receiver))
    return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
  }

  func send(_ input: Output) {
    guard completion == nil else { return }
    // A copy: a receiver may cancel (or subscribe) while it is being sent to.
    for entry in receivers { entry.receiver.receive(input) }
  }

  func complete(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ended = receivers
    receivers = []
    for entry in ended { entry.receiver.receive(completion: completion) }
  }
}
