/// The view values a `ForEach` made for its rows in one update, kept between making them and
/// reconciling them (see `ForEach.produceRows`).
///
/// A manually allocated buffer rather than an array: in code not specialized for the row type,
/// every append to an `[Content]` would look up the array type's metadata. Rows are appended in
/// order, then handed to the reconciler by address (a row is copied into its node only if it
/// differs from the node's value), and destroyed with the buffer:
///
///     append ─▶ [r0][r1][r2][r3]      address(0), address(1), …      deinit destroys them all
///
/// Not isolated: it is a plain buffer, made and used by one `ForEach` update and never shared.
final class ProducedRows<Content> {
  private let base: UnsafeMutablePointer<Content>
  private let capacity: Int
  /// How many rows were appended.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 0)
    base = UnsafeMutablePointer<Content>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Adds the next row. A collection that yields more elements than its `count` said is a
  /// collection bug; the extra rows are dropped rather than written past the buffer.
  func append(_ row: Content) {
    guard count < capacity else {
      assertionFailure("ForEach data yielded more elements than its count (\(capacity))")
      return
    }
    (base + count).initialize(to: row)
    count += 1
  }

  /// The address of row `index`, which stays in the buffer.
  func address(_ index: Int) -> UnsafeRawPointer {
    precondition(index >= 0 && index < count, "row \(index) of \(count)")
    return UnsafeRawPointer(base + index)
  }
}
