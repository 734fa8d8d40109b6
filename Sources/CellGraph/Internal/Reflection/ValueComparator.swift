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
@MainActor
struct ValueComparator {
  /// Compares the values at two addresses, both holding an initialized value of the compared type.
  let equal: @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// A comparator that treats every pair as different.
  static let alwaysDifferent = ValueComparator { _, _ in false }
  /// A comparator that treats every pair as equal (types with no stored properties).
  static let alwaysEqual = ValueComparator { _, _ in true }
}

/// Types that define how they compare when they appear as a stored property of a view.
///
/// A `StateCell` field is never an input (its value lives in the node), a `BindingCell` compares
/// by the location it points to, an `EnvironmentCell` by its key path.
protocol FieldComparable {
  @MainActor static func isSameInput(_ lhs: Self, _ rhs: Self) -> Bool
}

extension FieldComparable {
  @MainActor fileprivate static func makeFieldComparator() -> ValueComparator {
    ValueComparator { lhs, rhs in
      isSameInput(
        lhs.assumingMemoryBound(to: Self.self).pointee,
        rhs.assumingMemoryBound(to: Self.self).pointee)
    }
  }
}

extension Equatable {
  @MainActor fileprivate static func makeEquatableComparator() -> ValueComparator {
    ValueComparator { lhs, rhs in
      lhs.assumingMemoryBound(to: Self.self).pointee
        == rhs.assumingMemoryBound(to: Self.self).pointee
    }
  }
}

/// Lets the comparator builder reach the payload type of an `Optional` from its metatype.
private protocol OptionalComparable {
  @MainActor static func makeOptionalComparator() -> ValueComparator
}

extension Optional: OptionalComparable {
  @MainActor fileprivate static func makeOptionalComparator() -> ValueComparator {
    let wrapped = ValueComparator.forType(Wrapped.self)
    return ValueComparator { lhs, rhs in
      switch (
        lhs.assumingMemoryBound(to: Self.self).pointee,
        rhs.assumingMemoryBound(to: Self.self).pointee
      ) {
      case (.none, .none): return true
      case (.some(var left), .some(var right)):
        return withUnsafePointer(to: &left) { l in
          withUnsafePointer(to: &right) { r in wrapped.equal(l, r) }
        }
      default: return false
      }
    }
  }
}

extension ValueComparator {
  /// The comparator for `type`, built on first use and cached for the process.
  static func forType(_ type: Any.Type) -> ValueComparator {
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
  static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    var left = lhs
    var right = rhs
    let comparator = forType(T.self)
    return withUnsafePointer(to: &left) { l in
      withUnsafePointer(to: &right) { r in comparator.equal(l, r) }
    }
  }

  private static func build(_ type: Any.Type) -> ValueComparator {
    if let fieldComparable = type as? any FieldComparable.Type {
      return fieldComparable.makeFieldComparator()
    }
    if let equatable = type as? any Equatable.Type {
      return equatable.makeEquatableComparator()
    }
    if let optional = type as? any OptionalComparable.Type {
      return optional.makeOptionalComparator()
    }
    switch StoredField.metadataKind(of: type) {
    case .structure, .tuple:
      return fieldwise(type)
    case .reference:
      return ValueComparator { lhs, rhs in
        lhs.load(as: UnsafeRawPointer.self) == rhs.load(as: UnsafeRawPointer.self)
      }
    case .metatype:
      return ValueComparator { lhs, rhs in
        lhs.load(as: UnsafeRawPointer.self) == rhs.load(as: UnsafeRawPointer.self)
      }
    case .existential:
      return existential(type)
    case .enumeration, .optional, .function, .other:
      return .alwaysDifferent
    }
  }

  /// Compares a struct or tuple property by property.
  private static func fieldwise(_ type: Any.Type) -> ValueComparator {
    guard let fields = StoredField.fields(of: type) else { return .alwaysDifferent }
    var parts: [(offset: Int, comparator: ValueComparator)] = []
    for field in fields {
      guard field.isReadable, field.kind != .function else { return .alwaysDifferent }
      parts.append((field.offset, forType(field.type)))
    }
    if parts.isEmpty { return .alwaysEqual }
    return ValueComparator { lhs, rhs in
      for part in parts where !part.comparator.equal(lhs + part.offset, rhs + part.offset) {
        return false
      }
      return true
    }
  }

  /// Compares existential containers (`any P`, `Any`) by opening their dynamic values.
  private static func existential(_ type: Any.Type) -> ValueComparator {
    func make<Existential>(_: Existential.Type) -> ValueComparator {
      ValueComparator { lhs, rhs in
        areEqual(
          lhs.assumingMemoryBound(to: Existential.self).pointee as Any,
          rhs.assumingMemoryBound(to: Existential.self).pointee as Any)
      }
    }
    return make(type)
  }
}

extension ValueComparator {
  /// One comparator per type for the life of the process: types never change, so it only grows.
  private static var cache: [ObjectIdentifier: ValueComparator] = [:]
}
