extension ForEach {
  /// A `ForEach`'s content closure for an element at an address, writing the row's view to
  /// memory: `ForEach` is generic, and code not specialized for its element type copies each
  /// element (through its value witnesses) to hand it to `content`, then copies the view it
  /// returns into the rows' storage. A `RowMaker` is made by the inlinable initializers, in the
  /// module that writes the `ForEach`, where both types are known: there an element is read and a
  /// view written as plain loads and stores.
  ///
  /// `@usableFromInline`: made by inlined initializers.
  @usableFromInline
  struct RowMaker {
    /// Reads `count` elements stored one after another from the first address and initializes
    /// the memory from the second with their rows' views, one after another: one call per
    /// update, and inside it one call of `content` per row.
    @usableFromInline let make: (UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> Void

    @inlinable
    init(_ content: @escaping (Data.Element) -> Content) {
      make = { elements, count, rows in
        let elements = elements.assumingMemoryBound(to: Data.Element.self)
        let rows = rows.assumingMemoryBound(to: Content.self)
        for index in 0..<count {
          (rows + index).initialize(to: content(elements[index]))
        }
      }
    }
  }
}
