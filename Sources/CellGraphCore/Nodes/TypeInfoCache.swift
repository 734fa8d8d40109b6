/// A small direct-mapped cache in front of the dictionary of view type infos
/// (`ViewTypeInfo.lookUp(_:)`), which `ViewTypeInfo.of(_:)` asks first: a node is made, and a
/// block checked, for every view that appears, and the rows of a list ask for the same few types
/// again and again (a row, its stack, its labels). Hashing the type into the dictionary cost more
/// than making a leaf's node.
///
/// Each type has one slot, chosen by bits of its metadata's address; a slot holds the last type
/// asked for there and its info. A type whose slot holds another type (a collision) is looked up
/// in the dictionary and takes the slot over.
///
/// *Invariant:* an entry's info is the one `ViewTypeInfo.lookUp(_:)` returns for the entry's
/// type, which never changes: that function makes one info per type and keeps it for the life of
/// the process. So a hit returns exactly what a lookup would.
@MainActor
enum TypeInfoCache {
  private struct Entry {
    var type: ObjectIdentifier?
    var info: ViewTypeInfo?
  }

  /// The number of slots; a power of two.
  static let slotCount = 64

  /// `@exclusivity(unchecked)`: main-actor only, and each access is a plain read or write of one
  /// slot that calls nothing while it lasts (the argument `Node` makes for its hot properties).
  @exclusivity(unchecked) private static var entries = ContiguousArray(
    repeating: Entry(), count: slotCount)

  /// The slot of `type`: bits of its metadata's address above the alignment of metadata.
  package static func slot(of type: Any.Type) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(type)) >> 4) & (slotCount - 1)
  }

  /// The info of `type`, as `ViewTypeInfo.lookUp(type)` returns it.
  @inline(__always)
  package static func info(of type: Any.Type) -> ViewTypeInfo {
    let id = ObjectIdentifier(type)
    let slot = slot(of: type)
    if entries[slot].type == id, let info = entries[slot].info { return info }
    return miss(type, slot: slot)
  }

  /// Looks `type` up and keeps it in `slot`, in place of the type there.
  @inline(never)
  private static func miss(_ type: Any.Type, slot: Int) -> ViewTypeInfo {
    let info = ViewTypeInfo.lookUp(type)
    entries[slot] = Entry(type: ObjectIdentifier(type), info: info)
    return info
  }
}
