extension ForEach {
  // Reading ids in place, from the storage of an array whose elements store their id at an
  // offset: in code not specialized for `Data`, copying each element to read its id would go
  // through its value witnesses.

  /// The keys of the elements of `data`, an array whose elements store their id at `idOffset`,
  /// read in place (an `Int` id is one load per row); `nil` when they cannot be read that way.
  /// Nonisolated, like `idsAreUnchanged`.
  nonisolated static func elementKeys(
    _ data: Data, idOffset: Int?
  ) -> ContiguousArray<ChildKey>? {
    guard let idOffset else { return nil }
    return data.withContiguousStorageIfAvailable { buffer in
      var keys = ContiguousArray<ChildKey>()
      keys.reserveCapacity(buffer.count)
      guard let base = buffer.baseAddress else { return keys }
      let ids = UnsafeRawPointer(base) + idOffset
      let stride = MemoryLayout<Data.Element>.stride
      if ID.self == Int.self {
        for index in 0..<buffer.count {
          keys.append(.integerElement(ids.load(fromByteOffset: index * stride, as: Int.self)))
        }
      } else {
        for index in 0..<buffer.count {
          keys.append(.forElement(ids.load(fromByteOffset: index * stride, as: ID.self)))
        }
      }
      return keys
    }
  }

  /// Whether the ids of the elements of `data`, an array whose elements store their id at
  /// `idOffset`, are `keys`, in order. Reads the ids in place, without copying elements; an `Int`
  /// id is one load and one comparison per row.
  ///
  /// `false` when the ids cannot be read that way (no offset, no contiguous storage). Nonisolated:
  /// a main-actor closure handed to `withContiguousStorageIfAvailable` would check its executor.
  nonisolated static func idsAreUnchanged(
    _ data: Data, _ keys: ContiguousArray<ChildKey>, idOffset: Int?
  ) -> Bool {
    guard let idOffset else { return false }
    let unchanged: Bool? = data.withContiguousStorageIfAvailable { buffer in
      guard let base = buffer.baseAddress else { return keys.isEmpty }
      let ids = UnsafeRawPointer(base) + idOffset
      let stride = MemoryLayout<Data.Element>.stride
      if ID.self == Int.self {
        for index in 0..<buffer.count {
          guard case .integerElement(let previous) = keys[index],
            previous == ids.load(fromByteOffset: index * stride, as: Int.self)
          else { return false }
        }
        return true
      }
      for index in 0..<buffer.count {
        let id = ids.load(fromByteOffset: index * stride, as: ID.self)
        if !ChildKey.forElement(id).isSameKey(as: keys[index]) { return false }
      }
      return true
    }
    return unchanged ?? false
  }
}
