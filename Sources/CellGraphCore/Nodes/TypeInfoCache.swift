/// A small direct-mapped cache in front of the dictionary of view type infos
/// (`ViewTypeInfo.lookUp(_:)`), which `ViewTypeInfo.of(_:)` asks first: a node is made, and a
/// block checked, for every view that appears, and the rows of a list ask for the same few types
/// again and again (a row, its stack, its labels). Hashing the type into the dictionary cost more
/// than making a leaf's node.
///
/// Each type has a set of two slots, chosen by a multiplicative hash of its metadata's address
/// (the address's low bits follow the layout of the binary, so two types a list uses together
/// could share them); a slot holds a type asked for there and its info. A type found in neither
/// slot is looked up in the dictionary and takes the first slot, the type there moving to the
/// second, so the two types used most recently in a set both stay.
///
/// *Invariant:* an entry's info is the one `ViewTypeInfo.lookUp(_:)` returns for the entry's
/// type, which never changes: that function makes one info per type and keeps it for the life of
/// the process. So a hit returns exactly what a lookup would. *Tests:* `Graph/TypeInfoCacheTests`.
@MainActor
enum TypeInfoCache {
  private struct Entry {
    var type: ObjectIdentifier?
    var info: ViewTypeInfo?
  }

  /// The number of sets of two slots; a power of two.
  static let setCount = 64

  /// `@exclusivity(unchecked)`: main-actor only, and each access is a plain read or write of one
  /// slot that calls nothing while it lasts (the argument `Node` makes for its hot properties).
  @exclusivity(unchecked) private static var entries = ContiguousArray(
    repeating: Entry(), count: 2 * setCount)

  /// The first slot of `type`'s set (the second is the next one): the top bits of its
  /// metadata's address times a 64-bit odd constant (the golden ratio's), which spreads addresses
  /// that differ in any bits over every set.
  package static func slot(of type: Any.Type) -> Int {
    let hashed = UInt64(UInt(bitPattern: ObjectIdentifier(type))) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: hashed >> 58) &* 2
  }

  /// The info of `type`, as `ViewTypeInfo.lookUp(type)` returns it.
  @inline(__always)
  package static func info(of type: Any.Type) -> ViewTypeInfo {
    let id = ObjectIdentifier(type)
    let slot = slot(of: type)
    if entries[slot].type == id, let info = entries[slot].info { return info }
    if entries[slot + 1].type == id, let info = entries[slot + 1].info { return info }
    return miss(type, slot: slot)
  }

  /// Looks `type` up and keeps it in `slot`, moving the type there to the set's second slot.
  @inline(never)
  private static func miss(_ type: Any.Type, slot: Int) -> ViewTypeInfo {
    let info = ViewTypeInfo.lookUp(type)
    entries[slot + 1] = entries[slot]
    entries[slot] = Entry(type: ObjectIdentifier(type), info: info)
    return info
  }
}
