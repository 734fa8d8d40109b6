@_spi(Reflection) import Swift

/// One stored property of a struct or tuple type, read from the type's metadata.
///
/// SwiftUI finds a view's `DynamicProperty` fields by walking the view type's *field
/// descriptors*: compiler-emitted records that give every stored property's name, static type and
/// byte offset. The Swift standard library exposes the same walk as `_forEachField(of:)`;
/// CellGraph calls it once per type and caches what it learns (see `FieldLayout` and
/// `ValueComparator`), so that per-evaluation work is pointer arithmetic, not reflection.
struct StoredField {
  /// The property's name as declared; a property wrapper's storage is `_name`.
  let name: String
  /// The byte offset of the property inside its enclosing value.
  let offset: Int
  /// The property's *static* type (for `var x: any View` this is `any View`, not the dynamic type).
  let type: Any.Type
  /// What kind of type `type` is.
  let kind: Kind
  /// Whether the bytes at `offset` may be read as a value of `type`.
  ///
  /// `weak`, `unowned` and `unowned(unsafe)` properties report the referenced type but store a
  /// different representation (a side-table pointer or an unretained pointer). Reading them as a
  /// strong reference would corrupt reference counts, so they are marked unreadable and every
  /// comparison treats them as changed.
  let isReadable: Bool

  /// The metadata kinds CellGraph distinguishes.
  enum Kind {
    case structure, tuple, enumeration, optional, reference, existential, metatype, function, other
  }
}

extension StoredField {
  /// The stored properties of `type`, in declaration order, or `nil` when `type` is not a struct
  /// or tuple (classes, enums and existentials have no inline fields to install or compare).
  static func fields(of type: Any.Type) -> [StoredField]? {
    var collected: [StoredField] = []
    var isAggregate = false
    switch metadataKind(of: type) {
    case .structure, .tuple: isAggregate = true
    default: break
    }
    guard isAggregate else { return nil }

    let stronglyStored = stronglyStoredFieldNames(of: type)
    let complete = _forEachField(of: type) { namePointer, offset, fieldType, metadataKind in
      let name = String(cString: namePointer)
      let kind = Kind(metadataKind)
      collected.append(
        StoredField(
          name: name, offset: offset, type: fieldType, kind: kind,
          isReadable: kind.cannotBeWeak || stronglyStored.contains(name)))
      return true
    }
    return complete ? collected : nil
  }

  /// The names and static types of the stored properties of a class (its instance fields live in
  /// the object, not inline in a view value, so the runtime can only name them).
  static func classFields(of type: Any.Type) -> [(name: String, type: Any.Type)] {
    var collected: [(name: String, type: Any.Type)] = []
    // `_EachFieldOptions.classType` is a `static var` (rejected by strict concurrency); its raw
    // value is `1 << 0`.
    _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) {
      namePointer, _, fieldType, _ in
      collected.append((String(cString: namePointer), fieldType))
      return true
    }
    return collected
  }

  /// The metadata kind of any type.
  ///
  /// The standard library reports kinds only for fields, so this asks about the single field of a
  /// one-field generic wrapper instantiated with `type`.
  static func metadataKind(of type: Any.Type) -> Kind {
    struct Probe<Value> { var value: Value }
    func kind<Value>(_: Value.Type) -> Kind {
      var found = Kind.other
      _forEachField(of: Probe<Value>.self) { _, _, _, metadataKind in
        found = Kind(metadataKind)
        return false
      }
      return found
    }
    return kind(type)
  }

  /// Names of the fields that the standard library can form key paths to: exactly the fields
  /// stored as strong references or inline values (`weak`/`unowned` fields are left out).
  private static func stronglyStoredFieldNames(of type: Any.Type) -> Set<String> {
    func names<Root>(_ root: Root.Type) -> Set<String> {
      var names: Set<String> = []
      // `_EachFieldOptions.ignoreUnknown` is a `static var` in the standard library, which strict
      // concurrency rejects; its documented raw value is `1 << 1`.
      let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)
      _forEachFieldWithKeyPath(of: root, options: ignoreUnknown) { namePointer, _ in
        names.insert(String(cString: namePointer))
        return true
      }
      return names
    }
    return names(type)
  }
}

extension StoredField.Kind {
  fileprivate init(_ kind: _MetadataKind) {
    switch kind {
    case .struct: self = .structure
    case .tuple: self = .tuple
    case .enum: self = .enumeration
    case .optional: self = .optional
    case .class, .foreignClass, .objcClassWrapper: self = .reference
    case .existential: self = .existential
    case .metatype, .existentialMetatype: self = .metatype
    case .function: self = .function
    default: self = .other
    }
  }

  /// Kinds that `weak` and `unowned` cannot apply to, so their storage is always the plain value.
  fileprivate var cannotBeWeak: Bool {
    switch self {
    case .structure, .tuple, .enumeration, .metatype, .function: true
    case .optional, .reference, .existential, .other: false
    }
  }
}
