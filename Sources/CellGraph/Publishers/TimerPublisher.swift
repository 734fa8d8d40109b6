import CellGraphCore
import Foundation

extension Timer {
  /// A publisher of the current date every `interval` seconds: Combine's `Timer.publish`.
  /// Connect it (`autoconnect()`) to start it.
  ///
  /// ```swift
  /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(seconds)").onReceive(ticks) { _ in seconds += 1 }
  /// ```
  ///
  /// Connected by a view's `.onReceive` (through `autoconnect()`), it runs on the host's
  /// virtual clock: each `host.advance(by:)` past a tick sends the host's date at that tick, in
  /// an update of its own, and the live runner moves the clock with the wall clock. Connected
  /// anywhere else (a model's `sink`), it runs on real time, on the main actor. An interval of
  /// zero or less fires every 0.0001 s, as Foundation's timers do, with a diagnostic.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher of `Timer.publish(every:on:in:)`: it sends while connected.
  ///
  /// `@unchecked Sendable`, so that the timer's main-actor task can hold it: a timer publisher is
  /// made, subscribed and cancelled on the main thread (`on: .main`, as apps use it), and the
  /// task that fires it runs on the main actor, so its `state` is only touched on the main thread.
  public final class TimerPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// The time between values, in seconds.
    public let interval: TimeInterval
    private var state = TimerState()

    init(interval: TimeInterval) { self.interval = interval }

    public func attach(_ receiver: Receiver<Date, Never>) -> AnyCancellable {
      state.nextID += 1
      let id = state.nextID
      state.receivers.append((id, receiver))
      return AnyCancellable { [weak self] in
        self?.state.receivers.removeAll { $0.id == id }
      }
    }

    /// Starts sending; cancel the result to stop.
    ///
    /// Inside a view's subscription (`.onReceive`), the ticks are alarms on the host's virtual
    /// clock; elsewhere, a task on the main actor that sleeps on real time.
    public func connect() -> AnyCancellable {
      if let host = HostTimers.Scope.current {
        // The scope is only set on the main actor, by a view subscribing.
        let timer = MainActor.assumeIsolated {
          host.start(interval: interval) { [weak self] date in self?.fire(at: date) }
        }
        return AnyCancellable { MainActor.assumeIsolated { timer?.cancel() } }
      }
      let nanoseconds = UInt64(max(interval, 0.001) * 1_000_000_000)
      let task = Task { @MainActor [weak self] in
        while !Task.isCancelled {
          try? await Task.sleep(nanoseconds: nanoseconds)
          guard let self, !Task.isCancelled else { return }
          self.fire(at: Date())
        }
      }
      return AnyCancellable { task.cancel() }
    }

    /// Starts sending on the first subscription and stops when the last ends: Combine's
    /// `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
      Publishers.Autoconnect(upstream: self)
    }

    /// Counts one automatic connection; the first starts the timer.
    func autoconnectionBegan() {
      state.autoconnections += 1
      if state.autoconnections == 1 { state.autoconnection = connect() }
    }

    /// Ends one automatic connection; the last stops the timer.
    func autoconnectionEnded() {
      state.autoconnections -= 1
      guard state.autoconnections == 0 else { return }
      let connection = state.autoconnection
      state.autoconnection = nil
      connection?.cancel()
    }

    private func fire(at date: Date) {
      let receivers = state.receivers
      for entry in receivers { entry.receiver.receive(date) }
    }
  }
}

/// The mutable state of a `TimerPublisher`.
private struct TimerState {
  var receivers: [(id: Int, receiver: Receiver<Date, Never>)] = []
  var nextID = 0
  var autoconnections = 0
  var autoconnection: AnyCancellable?
}

extension Publishers {
  /// A timer that connects on its first subscription and disconnects after its last: the
  /// publisher of `autoconnect()`.
  public struct Autoconnect<Upstream: Timer.TimerPublisher>: Publisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// The timer.
    public let upstream: Upstream

    public func attach(_ receiver: Receiver<Date, Never>) -> AnyCancellable {
      let subscription = upstream.attach(receiver)
      let upstream = upstream
      upstream.autoconnectionBegan()
      return AnyCancellable {
        subscription.cancel()
        upstream.autoconnectionEnded()
      }
    }
  }
}
