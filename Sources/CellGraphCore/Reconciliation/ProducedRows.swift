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
  private var base: UnsafeMutablePointer<Content>
  private var capacity: Int
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

  /// Adds the next row. The buffer is sized by the data's `count`; a collection that yields
  /// more elements than that (a custom collection whose `count` is wrong) makes it grow, so every
  /// element still gets its row.
  ///
  /// `consuming`: the row made by the content closure is moved into the buffer, not copied (a copy
  /// retains every reference the row holds, its strings included, and the temporary is then
  /// destroyed).
  func append(_ row: consuming Content) {
    if count == capacity { grow() }
    (base + count).initialize(to: row)
    count += 1
  }

  /// Appends the row that `make` writes to the memory it is given (initializing it).
  func append(_ make: (UnsafeMutableRawPointer) -> Void) {
    if count == capacity { grow() }
    make(UnsafeMutableRawPointer(base + count))
    count += 1
  }

  /// Appends `count` rows, the `index`th written by `make(index, slot)` into the memory at
  /// `slot` (initializing it). The row type's stride is looked up once for all of them: in code
  /// not specialized for `Content`, `append` looks it up for every row.
  func append(count: Int, _ make: (_ index: Int, _ slot: UnsafeMutableRawPointer) -> Void) {
    while capacity < self.count + count { grow() }
    let stride = MemoryLayout<Content>.stride
    var slot = UnsafeMutableRawPointer(base + self.count)
    for index in 0..<count {
      make(index, slot)
      self.count += 1
      slot += stride
    }
  }

  /// Appends `count` rows that `make` writes one after another from the address it is given
  /// (initializing that memory), all in one call: code specialized for `Content` (a
  /// `ForEach.RowMaker`) makes them in its own loop.
  func append(count: Int, _ make: (_ first: UnsafeMutableRawPointer) -> Void) {
    while capacity < self.count + count { grow() }
    make(UnsafeMutableRawPointer(base + self.count))
    self.count += count
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Content>.allocate(capacity: max(capacity * 2, 1))
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity = max(capacity * 2, 1)
  }

  /// The address of the first row: row `index` lies `index` strides of `Content` after it. For a
  /// loop over every row, which computes the addresses itself (`address(_:)`, called for each
  /// row in code not specialized for `Content`, looks up its stride every time).
  var firstAddress: UnsafeRawPointer { UnsafeRawPointer(base) }

  /// The address of row `index`, which stays in the buffer.
  func address(_ index: Int) -> UnsafeRawPointer {
    precondition(index >= 0 && index < count, "row \(index) of \(count)")
    return UnsafeRawPointer(base + index)
  }
}
