/// Built-in views that install the fields of a value they carry (a `ModifiedContent` installs its
/// modifier's fields).
@MainActor
protocol InstallsNestedFields {
  static var nestedLayout: FieldLayout { get }
}

/// What the runtime knows about one view type, computed once per type and shared by all its nodes.
@MainActor
final class ViewTypeInfo {
  /// The type's readable name (`Row`, `Wrapper<Text>`).
  let name: String
  /// Where the type's `DynamicField`s are stored.
  let layout: FieldLayout
  /// How two values of the type compare as inputs.
  let comparator: ValueComparator
  /// A small dense number for this type, used to index per-host evaluation counters.
  let index: Int
  /// The type itself.
  let type: Any.Type
  /// The type as a built-in view, or `nil` for a custom view (looked up once: a conformance check
  /// costs more than creating a node).
  let primitiveType: (any PrimitiveView.Type)?
  /// The optional protocols the type adopts as a built-in view (none for a custom view).
  let capabilities: PrimitiveCapabilities
  /// Whether nodes must keep the value as received to compare inputs with inputs: installing
  /// the type's fields (a custom `DynamicField`'s `update()`) may change the stored copy.
  let comparesReceivedValues: Bool
  /// How the type's nodes compare a new value with theirs: `comparator`, or for a container (a
  /// stack) a comparator of its layout only, as its children compare its content (see
  /// `ContentContainer`). Nodes call it with the info borrowed (`TypedNode.isSameInput`).
  let nodeComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// Whether the type is a container, whose nodes reconcile their children in place.
  let reconcilesInPlace: Bool
  /// Whether the type is a block (`TupleView`), which has no node of its own under `.content`
  /// (see `Node.updateChild`). Looked up once: a failed conformance check costs more than
  /// creating the node it is asked for.
  let isFlattenedTuple: Bool
  /// The class of the type's nodes (`BodyNode<V>` or `PrimitiveNode<V>`), once one was made
  /// (`makeNode(for:key:parent:)`): code not specialized for `V` that names the generic class
  /// looks its metadata up in the runtime's cache on every use, which costs more than making the
  /// node; an initializer called on this metatype looks nothing up.
  @exclusivity(unchecked) var nodeClass: AnyObject.Type?

  private init(_ type: Any.Type, index: Int) {
    self.type = type
    self.name = typeName(type)
    self.layout = FieldLayout.of(type)
    self.comparator = ValueComparator.forType(type)
    self.index = index
    self.primitiveType = type as? any PrimitiveView.Type
    self.capabilities = PrimitiveCapabilities(of: primitiveType)
    let container = type as? any ContentContainer.Type
    self.nodeComparator = (container?.layoutComparator ?? comparator).equal
    self.reconcilesInPlace = container != nil
    self.isFlattenedTuple = type is any FlattenedTuple.Type
    self.comparesReceivedValues =
      layout.hasCustomFields
      || (type as? any InstallsNestedFields.Type)?.nestedLayout.hasCustomFields == true
  }

  /// Whether `old` and `new` are the same input (see `ValueComparator`).
  @inline(__always)
  func isSameInput<V>(_ old: V, _ new: V) -> Bool {
    assert(V.self == type, "comparing \(V.self) values with the comparator of \(name)")
    return comparator(old, new)
  }

  /// The names of the stored properties in which `old` and `new` differ, for invalidation
  /// records (`title`, `isOn`; a property wrapper's storage is named after its property). Empty
  /// when the type has no fields to compare one by one.
  func differingFields<V>(_ old: V, _ new: V) -> [String] {
    guard let fields = StoredField.fields(of: V.self) else { return [] }
    return withUnsafeBytes(of: old) { oldBytes in
      withUnsafeBytes(of: new) { newBytes in
        guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else {
          return []
        }
        return fields.compactMap { field -> String? in
          let same =
            field.isReadable && field.kind != .function
            && ValueComparator.forType(field.type).equal(
              oldBase + field.offset, newBase + field.offset)
          guard !same else { return nil }
          return field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
        }
      }
    }
  }

  private static var byType: [ObjectIdentifier: ViewTypeInfo] = [:]
  private static var count = 0

  /// The info for `type`.
  ///
  /// Asked for every node made and every block checked, several times a row: a small cache
  /// indexed by bits of the type's address answers first, since hashing the type into `byType`
  /// cost more than the rest of making a leaf's node. A slot holds the last type that mapped to
  /// it; a different type with the same bits takes the dictionary's path and the slot.
  static func of(_ type: Any.Type) -> ViewTypeInfo {
    let id = ObjectIdentifier(type)
    // Type metadata is at least 8-byte aligned: the bits above the lowest three vary.
    let slot = Int(truncatingIfNeeded: (UInt(bitPattern: id) >> 3) & UInt(recentSlots - 1))
    if recentTypes[slot] == id, let info = recentInfos[slot] { return info }
    let info = byType[id] ?? made(for: type, id)
    recentTypes[slot] = id
    recentInfos[slot] = info
    return info
  }

  private static func made(for type: Any.Type, _ id: ObjectIdentifier) -> ViewTypeInfo {
    let info = ViewTypeInfo(type, index: count)
    count += 1
    byType[id] = info
    return info
  }

  /// The number of slots of the cache in front of `byType` (a power of two).
  private static let recentSlots = 64
  // `@exclusivity(unchecked)`: read and written only here, on the main actor, by plain loads and
  // stores that call nothing while they last, so no two accesses can overlap.
  @exclusivity(unchecked) private static var recentTypes = [ObjectIdentifier?](
    repeating: nil, count: recentSlots)
  @exclusivity(unchecked) private static var recentInfos = [ViewTypeInfo?](
    repeating: nil, count: recentSlots)

  /// The dense index of `type`, if any node of it was ever created.
  static func existingIndex(of type: Any.Type) -> Int? {
    byType[ObjectIdentifier(type)]?.index
  }
}
