// SwiftUI's collection helpers for a list's edit actions: SwiftUI declares them (Foundation on
// Linux does not), and `onDelete`/`onMove` actions call them.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` does in an `onDelete`
  /// action.
  ///
  /// ```swift
  /// ForEach(todos) { Text($0.title) }
  ///   .onDelete { offsets in todos.remove(atOffsets: offsets) }
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    // From the last offset down, so each removal leaves the offsets still to remove in place.
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element at offset `destination` (offsets
  /// before the move; `count` for the end), keeping their order, as SwiftUI's
  /// `move(fromOffsets:toOffset:)` does in an `onMove` action.
  ///
  /// ```swift
  /// ForEach(todos) { Text($0.title) }
  ///   .onMove { offsets, destination in todos.move(fromOffsets: offsets, toOffset: destination) }
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let destination = Swift.min(Swift.max(destination, 0), elements.count)
    let moving = source.filter { $0 < elements.count }.map { elements[$0] }
    var reordered: [Element] = []
    reordered.reserveCapacity(elements.count)
    for offset in 0..<destination where !source.contains(offset) {
      reordered.append(elements[offset])
    }
    reordered.append(contentsOf: moving)
    for offset in destination..<elements.count where !source.contains(offset) {
      reordered.append(elements[offset])
    }
    for (position, index) in indices.enumerated() {
      self[index] = reordered[position]
    }
  }
}
