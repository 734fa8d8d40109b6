/// Decides whether two values of one type are the same *input*, the question a parent's
/// re-evaluation asks of each child view ("did this child's view value change?"), and a state write
/// asks of its new value ("is this a change at all?").
///
/// The rule, built once per type and cached:
/// 1. A type that says how it compares as a view field (`FieldComparable`: state cells, bindings,
///    environment cells, `AnyView`) uses that.
/// 2. An `Equatable` type uses `==`.
/// 3. A struct or tuple compares stored property by stored property, with these same rules.
/// 4. A class instance compares by identity; an optional by its payload; an existential by its
///    dynamic type and then that type's rule; a metatype by identity.
/// 5. Everything else (closures, non-`Equatable` enums, `weak`/`unowned` storage) counts as
///    different, so the view is re-evaluated: a false "changed" costs one body, a false "equal"
///    would show stale text.
///
/// The comparison closures are nonisolated although they only ever run on the main actor: Swift 6
/// checks the executor on entry to every main-actor-isolated closure, which would cost more than
/// comparing most fields. So they are built by nonisolated functions (a closure takes the isolation
/// of the function it is written in), and the few comparisons that need the main actor (bindings
/// compare their main-actor locations) assert it themselves. The cache is main-actor isolated.
package struct ValueComparator {
  /// Compares the values at two addresses, both holding an initialized value of the compared type.
  package let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// What a struct holding a field of the compared type can do instead of calling `equal` (see
  /// `fieldwise(_:)`).
  var shortcut: FieldShortcut = .none

  /// How many leading bytes, when equal in two values, make them the same input without a call
  /// to `equal` (0: none). Set for a struct whose fields all compare by their bits or as strings
  /// and lie one after another (`fieldwise(_:)`); a node checks these bytes before it calls
  /// `equal` (`TypedNode.isSameInput`). Different bytes decide nothing.
  var sameBitsSpan = 0

  /// How a field can be compared without a call to its comparator.
  enum FieldShortcut: Equatable {
    /// Only through the comparator.
    case none
    /// Bit for bit, `size` bytes: integers, flags, and class references and metatypes, which
    /// compare by identity. Not floating point (`-0.0 == 0.0`, `nan != nan`), not optionals (the
    /// bits of a `nil` payload are not specified). Only sizes of 1, 2, 4 and 8 bytes are compared
    /// this way; a field of another size calls its comparator.
    case bits(size: Int)
    /// As a `String`, with `==`: a `String`, or a `Text`, which is one `String` and nothing else.
    case string
  }

  /// Compares two values of the compared type.
  ///
  /// `withUnsafeBytes(of:)` rather than `withUnsafePointer(to:)`: in code that is not specialized
  /// for `T`, the latter instantiates `UnsafePointer<T>`'s metadata on every call, which costs more
  /// than most comparisons.
  @inline(__always)
  package func callAsFunction<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in
        // A value of size zero may have no address; its comparator reads nothing.
        equal(
          left.baseAddress ?? .nowhere, right.baseAddress ?? .nowhere)
      }
    }
  }

  /// Compares the value at `lhs` with `rhs` by `equal` (a comparator's `equal`), where it is (a
  /// generic parameter is passed by address): no copy of either.
  ///
  /// Static, taking the closure: a node calls its type's comparator closure with the type's info
  /// borrowed, so that calling it retains nothing (see `TypedNode.isSameInput`).
  @inline(__always)
  static func isSame<T>(
    _ lhs: UnsafeRawPointer, as rhs: T, by equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  ) -> Bool {
    withUnsafeBytes(of: rhs) { right in equal(lhs, right.baseAddress ?? .nowhere) }
  }

  /// A comparator that treats every pair as different.
  static var alwaysDifferent: ValueComparator { ValueComparator { _, _ in false } }
  /// A comparator that treats every pair as equal (types with no stored properties).
  static var alwaysEqual: ValueComparator { ValueComparator { _, _ in true } }
}

/// Types that define how they compare when they appear as a stored property of a view.
///
/// A `StateCell` field is never an input (its value lives in the node), a `BindingCell` compares
/// by the location it points to, an `EnvironmentCell` by its key path.
package protocol FieldComparable: SendableMetatype {
  @MainActor static func isSameInput(_ lhs: Self, _ rhs: Self) -> Bool
  /// Whether every two values are the same input (a state cell), so no comparison runs at all.
  static var isAlwaysSameInput: Bool { get }
  /// The comparator the cache keeps for this type, built once.
  ///
  /// The default calls `isSameInput` on the main actor (asserting it, an executor check per
  /// comparison). A type on the hot path of every update (a `TupleView`) returns a comparator
  /// that needs neither the main actor nor a lookup.
  @MainActor static func makeInputComparator() -> ValueComparator
}

extension FieldComparable {
  package static var isAlwaysSameInput: Bool { false }

  @MainActor static package func makeInputComparator() -> ValueComparator {
    if isAlwaysSameInput { return .alwaysEqual }
    return mainActorInputComparator()
  }

  /// A comparator that calls `isSameInput` on the main actor, asserting it.
  @MainActor static func mainActorInputComparator() -> ValueComparator {
    ValueComparator { lhs, rhs in
      // The pointers are used on the main actor only, inside this call.
      nonisolated(unsafe) let left = lhs
      nonisolated(unsafe) let right = rhs
      return MainActor.assumeIsolated {
        isSameInput(
          left.assumingMemoryBound(to: Self.self).pointee,
          right.assumingMemoryBound(to: Self.self).pointee)
      }
    }
  }
}

extension Equatable {
  fileprivate static func makeEquatableComparator() -> ValueComparator {
    ValueComparator { lhs, rhs in
      lhs.assumingMemoryBound(to: Self.self).pointee
        == rhs.assumingMemoryBound(to: Self.self).pointee
    }
  }
}

/// Lets the comparator builder reach the payload type of an `Optional` from its metatype.
private protocol OptionalComparable {
  static var wrappedType: Any.Type { get }
  static func makeOptionalComparator(wrapped: ValueComparator) -> ValueComparator
}

extension Optional: OptionalComparable {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }

  fileprivate static func makeOptionalComparator(wrapped: ValueComparator) -> ValueComparator {
    ValueComparator { lhs, rhs in
      // Not a `switch` over a tuple of the two: unspecialized, that looks up the tuple type's
      // metadata on every comparison.
      guard let left = lhs.assumingMemoryBound(to: Self.self).pointee else {
        return rhs.assumingMemoryBound(to: Self.self).pointee == nil
      }
      guard let right = rhs.assumingMemoryBound(to: Self.self).pointee else { return false }
      return wrapped(left, right)
    }
  }
}

@MainActor
extension ValueComparator {
  /// One comparator per type for the life of the process: types never change, so it only grows.
  // `@exclusivity(unchecked)`: looked up on hot paths; see the note on `Node`.
  @exclusivity(unchecked) private static var cache: [ObjectIdentifier: ValueComparator] = [:]

  /// The comparator for `type`, built on first use and cached for the process.
  package static func forType(_ type: Any.Type) -> ValueComparator {
    let id = ObjectIdentifier(type)
    if let cached = cache[id] { return cached }
    // A type can reach itself only through a class or an indirect enum, both of which stop the
    // recursion below, but the placeholder keeps a malformed cycle finite.
    cache[id] = .alwaysDifferent
    let built = build(type)
    cache[id] = built
    return built
  }

  /// Compares two values of any types dynamically: different types are different values.
  ///
  /// An existential read in generic code and converted to `Any` is boxed twice (an `Any` holding
  /// an `any View` holding a `Text`); `type(of:)` and dynamic casts see through every layer, so
  /// the values are compared as their innermost dynamic type.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let dynamicType = type(of: lhs)
    guard dynamicType == type(of: rhs),
      StoredField.metadataKind(of: dynamicType) != .existential
    else { return false }
    func compare<Dynamic>(_: Dynamic.Type) -> Bool {
      guard let left = lhs as? Dynamic, let right = rhs as? Dynamic else { return false }
      return areEqual(left, right)
    }
    return compare(dynamicType)
  }

  /// Compares two values of the same static type.
  package static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    forType(T.self)(lhs, rhs)
  }

  private static func build(_ type: Any.Type) -> ValueComparator {
    if let common = commonType(type) { return common }
    // The leaf of almost every row. A label (`Text`) is its string and nothing else
    // (`LabelPrimitive`), so two labels compare as their strings, and a block of labels compares
    // their strings in place (the `.string` shortcut reads the field at the label's own address).
    if ViewTypeInfo.isLabelType(type) { return typed(String.self, shortcut: .string) }
    if let fieldComparable = type as? any FieldComparable.Type {
      return fieldComparable.makeInputComparator()
    }
    if let equatable = type as? any Equatable.Type {
      return equatable.makeEquatableComparator()
    }
    if let optional = type as? any OptionalComparable.Type {
      return optional.makeOptionalComparator(wrapped: forType(optional.wrappedType))
    }
    switch StoredField.metadataKind(of: type) {
    case .structure, .tuple:
      guard let fields = StoredField.fields(of: type) else { return .alwaysDifferent }
      var parts: [(offset: Int, comparator: ValueComparator)] = []
      for field in fields {
        guard field.isReadable, field.kind != .function else { return .alwaysDifferent }
        parts.append((field.offset, forType(field.type)))
      }
      return parts.isEmpty ? .alwaysEqual : fieldwise(parts)
    case .reference, .metatype:
      return identity()
    case .existential:
      return existential(type)
    case .enumeration, .optional, .function, .other:
      return .alwaysDifferent
    }
  }
}

extension ValueComparator {
  /// Compares class references and metatypes by identity.
  fileprivate static func identity() -> ValueComparator {
    ValueComparator(
      equal: { lhs, rhs in
        lhs.load(as: UnsafeRawPointer.self) == rhs.load(as: UnsafeRawPointer.self)
      }, shortcut: .bits(size: MemoryLayout<UnsafeRawPointer>.size))
  }

  /// Compares existential containers (`any P`, `Any`) by opening their dynamic values.
  fileprivate static func existential(_ type: Any.Type) -> ValueComparator {
    func make<Existential>(_: Existential.Type) -> ValueComparator {
      ValueComparator { lhs, rhs in
        // The pointers are used on the main actor only, inside this call.
        nonisolated(unsafe) let left = lhs
        nonisolated(unsafe) let right = rhs
        return MainActor.assumeIsolated {
          areEqual(
            left.assumingMemoryBound(to: Existential.self).pointee as Any,
            right.assumingMemoryBound(to: Existential.self).pointee as Any)
        }
      }
    }
    return make(type)
  }
}

extension ValueComparator {
  /// Comparators for the types views hold most (numbers, flags, strings, optionals of them),
  /// written for each concrete type.
  ///
  /// The general `Equatable` comparator is generic over the compared type, and runs unspecialized:
  /// it copies both values out through the type's value witnesses and calls `==` through its
  /// witness table, about ten times the work of comparing two integers. These are the comparisons
  /// every skipped row makes, once per field.
  fileprivate static func commonType(_ type: Any.Type) -> ValueComparator? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Int.self): bitwise(Int.self)
    case ObjectIdentifier(Bool.self): bitwise(Bool.self)
    case ObjectIdentifier(String.self): typed(String.self, shortcut: .string)
    case ObjectIdentifier(Double.self): typed(Double.self)
    case ObjectIdentifier(Float.self): typed(Float.self)
    case ObjectIdentifier(Int64.self): bitwise(Int64.self)
    case ObjectIdentifier(Int32.self): bitwise(Int32.self)
    case ObjectIdentifier(UInt.self): bitwise(UInt.self)
    case ObjectIdentifier(UInt8.self): bitwise(UInt8.self)
    case ObjectIdentifier(Character.self): typed(Character.self)
    case ObjectIdentifier(Int?.self): typed(Int?.self)
    case ObjectIdentifier(Bool?.self): typed(Bool?.self)
    case ObjectIdentifier(String?.self): typed(String?.self)
    case ObjectIdentifier(Double?.self): typed(Double?.self)
    // The stacks' alignments: enums without payloads, equal exactly when their tags are.
    case ObjectIdentifier(VerticalAlignment.self): bitwise(VerticalAlignment.self)
    case ObjectIdentifier(HorizontalAlignment.self): bitwise(HorizontalAlignment.self)
    default: nil
    }
  }

  /// A comparator specialized for `T`: every call site passes a concrete type, so the closure is
  /// compiled for that type (`@inline(__always)` keeps it from being shared as a generic one).
  @inline(__always)
  private static func typed<T: Equatable>(
    _: T.Type, shortcut: FieldShortcut = .none
  ) -> ValueComparator {
    ValueComparator(
      equal: { lhs, rhs in
        lhs.assumingMemoryBound(to: T.self).pointee == rhs.assumingMemoryBound(to: T.self).pointee
      }, shortcut: shortcut)
  }

  /// `typed(_:)` for a type whose values are equal exactly when their bits are (integers,
  /// `Bool`), so that a struct compares its fields of this type in place. The size is the
  /// type's own, never written by hand.
  @inline(__always)
  private static func bitwise<T: Equatable>(_: T.Type) -> ValueComparator {
    typed(T.self, shortcut: .bits(size: MemoryLayout<T>.size))
  }
}

extension UnsafeRawPointer {
  /// An address to hand a comparator for a value of size zero, which may have none: its
  /// comparator, and its copy, read nothing.
  static var nowhere: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 0x10)! }
}
