import CellGraph

/// Where views leave their bindings so that a benchmark can write to their state from outside,
/// the way an action or a network response would.
///
/// A view stores `$value` into the sink when its body runs (a plain array write, not a state
/// write); the benchmark then writes through the binding and calls `host.flush()`:
///
/// ```swift
/// let sink = Sink<Int>(slots: 1)
/// let host = ViewHost(Counter(sink: sink))
/// sink[0].wrappedValue += 1
/// host.flush()
/// ```
@MainActor
public final class Sink<Value> {
  private var bindings: [BindingCell<Value>?]

  /// A sink with room for `slots` bindings (a row index each, or one for a single view).
  public init(slots: Int = 1) {
    bindings = Array(repeating: nil, count: slots)
  }

  /// Remembers the binding of slot `slot`.
  public func store(_ binding: BindingCell<Value>, at slot: Int = 0) {
    bindings[slot] = binding
  }

  /// The binding stored at `slot`; stops the benchmark if the view never stored one.
  public subscript(slot: Int) -> BindingCell<Value> {
    guard let binding = bindings[slot] else {
      preconditionFailure("No view stored a binding at slot \(slot): is the view in the host?")
    }
    return binding
  }
}

/// Adds one to an `Int` cell, so that every write is a real change.
@MainActor
func bump(_ binding: BindingCell<Int>) {
  binding.wrappedValue &+= 1
}
