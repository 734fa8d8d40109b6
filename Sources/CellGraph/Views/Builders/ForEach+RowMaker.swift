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
    /// Reads the element at the first address and initializes the second with its row's view.
    @usableFromInline let make: (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void

    @inlinable
    init(_ content: @escaping (Data.Element) -> Content) {
      make = { element, row in
        row.initializeMemory(
          as: Content.self,
          to: content(element.assumingMemoryBound(to: Data.Element.self).pointee))
      }
    }
  }
}
