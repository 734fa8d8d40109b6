import CellGraphCore

/// The key behind `EnvironmentValues.clock`.
struct ClockKey: EnvironmentKey {
  static let defaultValue: any Clock<Duration> = ContinuousClock()
}

extension EnvironmentValues {
  /// The clock views sleep on: in a host, the host's virtual clock (``HostClock``), which tests
  /// move with `host.advance(by:)` and the live runner with the wall clock; `ContinuousClock`
  /// outside a host. SwiftUI has no such value: this follows the Swift ecosystem's way of making
  /// time testable (an injected `any Clock<Duration>`, as swift-clocks and TCA's `@Dependency(\.continuousClock)`).
  /// Set it with `.environment(\.clock, …)` to give a subtree another clock.
  ///
  /// ```swift
  /// @EnvironmentCell(\.clock) var clock
  /// …
  /// .task { try? await clock.sleep(for: .seconds(2)); showsHint = true }
  /// ```
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
