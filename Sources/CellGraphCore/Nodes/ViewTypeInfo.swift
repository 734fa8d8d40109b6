/// Built-in views that install the fields of a value they carry (a `ModifiedContent` installs its
/// modifier's fields).
@MainActor
protocol InstallsNestedFields {
  static var nestedLayout: FieldLayout { get }
}

/// What the runtime knows about one view type, computed once per type and shared by all its nodes.
@MainActor
package final class ViewTypeInfo {
  /// The type's readable name (`Row`, `Wrapper<Text>`).
  package let name: String
  /// Where the type's `DynamicField`s are stored.
  let layout: FieldLayout
  /// How two values of the type compare as inputs.
  let comparator: ValueComparator
  /// A small dense number for this type, used to index per-host evaluation counters.
  let index: Int
  /// The type itself.
  package let type: Any.Type
  /// The type as a built-in view, or `nil` for a custom view (looked up once: a conformance check
  /// costs more than creating a node).
  let primitiveType: (any PrimitiveView.Type)?
  /// The optional protocols the type adopts as a built-in view (none for a custom view).
  let capabilities: PrimitiveCapabilities
  /// Whether the type's nodes get lifecycle calls (`capabilities.lifecycle` is set), read when
  /// each node is made without copying `capabilities`.
  let hasLifecycle: Bool
  /// Whether nodes must keep the value as received to compare inputs with inputs: installing
  /// the type's fields (a custom `DynamicField`'s `update()`) may change the stored copy.
  let comparesReceivedValues: Bool
  /// How the type's nodes compare a new value with theirs: `comparator`, or for a container (a
  /// stack) a comparator of its layout only, as its children compare its content (see
  /// `ContentContainer`). Nodes call it with the info borrowed (`TypedNode.isSameInput`).
  let nodeComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// How many leading bytes of two values, when equal, make them the same input for a node, so
  /// that it need not call `nodeComparator` (0: none; see `ValueComparator.sameBitsSpan`). Always
  /// 0 for a container, whose nodes compare only its layout.
  let sameBitsSpan: Int
  /// How the engine animates the type's `animatableData`, when the type is ``Animatable`` (see
  /// `ViewAnimation`); `nil` for every other type, whose nodes never look at animations.
  let animatable: AnimatableAccess?
  /// Whether the type is a container, whose nodes reconcile their children in place.
  let reconcilesInPlace: Bool
  /// Whether the type is a block (`TupleView`), which has no node of its own under `.content`
  /// (see `Node.updateChild`). Looked up once: a failed conformance check costs more than
  /// creating the node it is asked for.
  let isFlattenedTuple: Bool
  /// Whether the type is a label (`LabelPrimitive`, its layout checked: one `String`), which the
  /// engine takes by its label fast paths.
  let isLabel: Bool
  /// The label type every element of the type's blocks is, when the type is a block of labels of
  /// one type, which a stack keeps as labels, with no node per element (see `LabelBlock`).
  let blockLabelType: Any.Type?
  /// Whether the type is a block of labels of one type (`blockLabelType` is set).
  let isLabelBlock: Bool
  /// The type of the type's `body`, when the type is a custom view whose `body` is a label: its
  /// nodes keep the label with no node for it (`LabelBodyNode`).
  let bodyLabelType: Any.Type?
  /// Whether the type is a custom view whose `body` is a label (`bodyLabelType` is set).
  let bodyIsLabel: Bool
  /// The class of the type's nodes (`PrimitiveNode<V>`, `LabelBodyNode<V>` or `BodyNode<V>`: see
  /// `nodeClass(in:_:)`), once one was made
  /// (`makeNode(for:key:parent:)`): code not specialized for `V` that names the generic class
  /// looks its metadata up in the runtime's cache on every use, which costs more than making the
  /// node; an initializer called on this metatype looks nothing up.
  @exclusivity(unchecked) var nodeClass: AnyObject.Type?
  /// Where a node of this type keeps its view value, in bytes from the node's start, once the
  /// first node was made (0 until then): the same for every node of the type, as every node class
  /// adds its properties after `TypedNode`'s (see `TypedNode.storage`).
  @exclusivity(unchecked) var valueOffset = 0

  private init(_ type: Any.Type, index: Int) {
    self.type = type
    self.name = typeName(type)
    self.layout = FieldLayout.of(type)
    self.comparator = ValueComparator.forType(type)
    self.index = index
    self.primitiveType = type as? any PrimitiveView.Type
    self.capabilities = PrimitiveCapabilities(of: primitiveType)
    self.hasLifecycle = capabilities.lifecycle != nil
    let container = type as? any ContentContainer.Type
    self.nodeComparator = (container?.layoutComparator ?? comparator).equal
    self.sameBitsSpan = container == nil ? comparator.sameBitsSpan : 0
    self.reconcilesInPlace = container != nil
    let tuple = type as? any FlattenedTuple.Type
    self.isFlattenedTuple = tuple != nil
    self.isLabel = Self.isLabelType(type)
    self.blockLabelType = (tuple?.elementTypes).flatMap { elements in
      guard let first = elements.first, Self.isLabelType(first),
        elements.allSatisfy({ $0 == first })
      else { return nil }
      return first
    }
    self.isLabelBlock = blockLabelType != nil
    let body = primitiveType == nil ? (type as? any View.Type).map { bodyType(of: $0) } : nil
    self.bodyLabelType = body.flatMap { Self.isLabelType($0) ? $0 : nil }
    self.bodyIsLabel = bodyLabelType != nil
    self.animatable = AnimatableAccess.of(type)
    // An animated node's stored value shows the data of the animation's moment, not the data
    // received: inputs are compared with the received value.
    self.comparesReceivedValues =
      layout.hasCustomFields
      || (type as? any InstallsNestedFields.Type)?.nestedLayout.hasCustomFields == true
      || animatable != nil
  }

  /// Whether `type` is a label: it adopts `LabelPrimitive` and is laid out as the capability
  /// requires, one `String` and nothing else (its only stored property, at offset 0).
  static func isLabelType(_ type: Any.Type) -> Bool {
    guard type is any LabelPrimitive.Type,
      let fields = StoredField.fields(of: type), fields.count == 1,
      fields[0].type == String.self, fields[0].offset == 0
    else { return false }
    return true
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

  /// The info for `type`: from `TypeInfoCache`, which looks the type up in `byType` only when
  /// its slot holds another type.
  package static func of(_ type: Any.Type) -> ViewTypeInfo {
    TypeInfoCache.info(of: type)
  }

  /// The info for `type`, found in (or added to) the dictionary of every type's info: one info
  /// per type, kept for the life of the process, which is what lets `TypeInfoCache` keep them.
  static func lookUp(_ type: Any.Type) -> ViewTypeInfo {
    let id = ObjectIdentifier(type)
    if let known = byType[id] { return known }
    let info = ViewTypeInfo(type, index: count)
    count += 1
    byType[id] = info
    return info
  }

  /// The dense index of `type`, if any node of it was ever created.
  static func existingIndex(of type: Any.Type) -> Int? {
    byType[ObjectIdentifier(type)]?.index
  }
}

/// The type of `V`'s `body`.
private func bodyType<V: View>(of _: V.Type) -> Any.Type { V.Body.self }
