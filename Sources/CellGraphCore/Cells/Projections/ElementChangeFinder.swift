import Foundation

/// Finds which elements of a collection changed between two of its values, for a state box whose
/// value is the collection of a `ForEach($items)`: after a write, only the projections of those
/// elements need to compare their part (`ProjectionTable.rootDidChange(old:new:)`), not one per
/// row.
///
///     old:  [a] [b] [c] [d]          bitwise compare, element by element
///     new:  [a] [B] [c] [d]    ─▶    changed indices: [1]
///
/// An element whose bytes are unchanged is unchanged: the same bytes are the same value (the same
/// stored properties, the same object references). That is the invariant the projection table
/// relies on when it skips a projection, which would have compared equal anyway. The converse does
/// not hold (padding bytes, two equal strings in different storage), so a changed element only
/// means "compare this one": its projections then compare with the usual rule.
///
/// It answers only for contiguous collections indexed by `Int` (arrays) with the same count and
/// start index before and after; otherwise (`nil`) every projection compares, as without it.
struct ElementChangeFinder {
  /// The indices whose elements' bytes differ between two values of the collection (`old`, `new`:
  /// the values' addresses), or `nil` when the finder cannot answer.
  let changedIndices: (_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> [Int]?
  /// Whether the elements at `indices` have the same ids in both values (then the collection's
  /// ids, which the `ForEach` depends on, are unchanged: no other element changed).
  let sameIDs: (_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, _ indices: [Int]) -> Bool

  /// The finder for collections of type `C`, or `nil` if `C` is not indexed by `Int`.
  package static func make<C: RandomAccessCollection>(for type: C.Type) -> ElementChangeFinder?
  where C.Element: Identifiable {
    guard C.Index.self == Int.self else { return nil }
    return ElementChangeFinder(
      changedIndices: { old, new in
        let before = old.assumingMemoryBound(to: C.self).pointee
        let after = new.assumingMemoryBound(to: C.self).pointee
        guard before.count == after.count, before.startIndex == after.startIndex else {
          return nil
        }
        let start = unsafeBitCast(before.startIndex, to: Int.self)
        let offsets = before.withContiguousStorageIfAvailable { left in
          after.withContiguousStorageIfAvailable { right in
            changedOffsets(
              UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right),
              stride: MemoryLayout<C.Element>.stride)
          }
        }
        guard let offsets, let offsets else { return nil }
        return offsets.map { start + $0 }
      },
      sameIDs: { old, new, indices in
        let before = old.assumingMemoryBound(to: C.self).pointee
        let after = new.assumingMemoryBound(to: C.self).pointee
        return indices.allSatisfy { index in
          let position = unsafeBitCast(index, to: C.Index.self)
          return before[position].id == after[position].id
        }
      })
  }

  /// The offsets of the `stride`-byte elements that differ between two buffers of equal length.
  private static func changedOffsets(
    _ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer, stride: Int
  ) -> [Int] {
    guard let leftBase = left.baseAddress, let rightBase = right.baseAddress, stride > 0,
      leftBase != rightBase
    else { return [] }
    var changed: [Int] = []
    for offset in 0..<(left.count / stride)
    where memcmp(leftBase + offset * stride, rightBase + offset * stride, stride) != 0 {
      changed.append(offset)
    }
    return changed
  }
}
