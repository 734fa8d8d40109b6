/// A source of the floor: one `Int` in a reference box, and the nodes that read it in their last
/// evaluation.
///
/// The floor keeps only what any fine-grained reactive core must: a read records an edge, a write
/// marks the readers dirty. No names, no descriptions, no value comparison beyond `==` on `Int`.
public final class FloorCell {
  /// The value; read it through `read()` to record a dependency.
  ///
  /// `@exclusivity(unchecked)`, as CellGraph's `StateBox.value`: loaded by every read, assigned
  /// only by `write`, and no access is held across a call, so no two accesses can overlap.
  @exclusivity(unchecked) public private(set) var value: Int
  /// The nodes whose last evaluation read this cell, in no particular order.
  var readers: [FloorNode] = []
  /// The serial of the last evaluation that recorded a read of this cell (`FloorRuntime.serial`).
  var lastReadSerial = 0
  /// Strong, so that a read loads it with no reference counting (loading an `unowned` reference
  /// retains and releases it). A cell and its readers already hold each other, so a graph with
  /// edges outlives its last outside reference either way.
  private let runtime: FloorRuntime

  /// A cell of `runtime` holding `value`.
  public init(_ value: Int, in runtime: FloorRuntime) {
    self.value = value
    self.runtime = runtime
  }

  /// The value, recording that the node being evaluated (if any) read this cell; a second read
  /// in the same evaluation records nothing.
  @inline(__always)
  public func read() -> Int {
    if runtime.isTracking && lastReadSerial != runtime.serial { runtime.recordRead(of: self) }
    return value
  }

  /// Stores `newValue` and marks every reader dirty; an equal value changes nothing.
  public func write(_ newValue: Int) {
    guard newValue != value else { return }
    value = newValue
    for reader in readers { runtime.markDirty(reader) }
  }

  /// Removes `node` from the readers (swap with the last: order does not matter).
  func removeReader(_ node: FloorNode) {
    guard let index = readers.firstIndex(where: { $0 === node }) else { return }
    readers.swapAt(index, readers.count - 1)
    readers.removeLast()
  }
}
