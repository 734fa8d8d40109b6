extension ValueComparator {
  /// Compares a struct or tuple property by property.
  ///
  /// Fields with a shortcut are compared where they lie, with no call: integers, flags and
  /// references as words or bytes, strings with `==`. Those are most fields of most views (a table
  /// row is an `Int`, a `String` and a `Bool`), and calling a comparator closure per field, with
  /// the retain and release of its context, cost several times the comparison itself. The rest
  /// call their comparators. The order does not matter: comparisons have no effects, and the value
  /// is equal only if every field is.
  ///
  /// When every field has a shortcut and the fields cover the value's first bytes without a gap
  /// (`sameBitsSpan(of:)`), the comparison first compares those bytes as a whole: equal bits are
  /// equal fields (a string's bits are its storage, so equal bits are one string), which is the
  /// answer for almost every row a parent's re-run hands back unchanged. Different bits decide
  /// nothing (two equal strings may be stored apart), so the fields are then compared one by one.
  static func fieldwise(
    _ parts: [(offset: Int, comparator: ValueComparator)]
  ) -> ValueComparator {
    var words: [Int] = []
    var narrow: [(offset: Int, size: Int)] = []
    var strings: [Int] = []
    var others: [(offset: Int, comparator: ValueComparator)] = []
    for part in parts {
      switch part.comparator.shortcut {
      case .bits(size: 8): words.append(part.offset)
      case .bits(let size) where size == 1 || size == 2 || size == 4:
        narrow.append((part.offset, size))
      case .string: strings.append(part.offset)
      case .bits, .none: others.append(part)
      }
    }
    let span = sameBitsSpan(of: parts)
    return ValueComparator(
      equal: { lhs, rhs in
        if span > 0 && sameBytes(lhs, rhs, count: span) { return true }
        for offset in words
        where lhs.load(fromByteOffset: offset, as: UInt64.self)
          != rhs.load(fromByteOffset: offset, as: UInt64.self)
        {
          return false
        }
        for field in narrow where !sameBits(lhs + field.offset, rhs + field.offset, field.size) {
          return false
        }
        for offset in strings
        where (lhs + offset).assumingMemoryBound(to: String.self).pointee
          != (rhs + offset).assumingMemoryBound(to: String.self).pointee
        {
          return false
        }
        for part in others where !part.comparator.equal(lhs + part.offset, rhs + part.offset) {
          return false
        }
        return true
      }, sameBitsSpan: span)
  }

  /// The number of leading bytes whose equality in two values makes the values the same input,
  /// or 0 if there is none worth comparing: the fields must all have a shortcut (bits or a
  /// string, which are the same input when their bits are) and cover `0..<span` exactly, one
  /// after another. A gap would be padding, whose bits are unspecified, so two equal values
  /// would rarely have equal bytes there and the whole-value comparison would only add work.
  static func sameBitsSpan(of parts: [(offset: Int, comparator: ValueComparator)]) -> Int {
    var fields: [(offset: Int, size: Int)] = []
    for part in parts {
      switch part.comparator.shortcut {
      case .bits(let size): fields.append((part.offset, size))
      case .string: fields.append((part.offset, MemoryLayout<String>.size))
      case .none: return 0
      }
    }
    var end = 0
    for field in fields.sorted(by: { $0.offset < $1.offset }) {
      guard field.offset == end else { return 0 }
      end += field.size
    }
    return end
  }

  /// Whether the `count` bytes at the two addresses are the same, compared a word at a time.
  /// Unaligned loads: a value's fields may be narrower than a word.
  @inline(__always)
  static func sameBytes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int)
    -> Bool
  {
    var offset = 0
    while offset &+ 8 <= count {
      guard
        lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset &+= 8
    }
    while offset < count {
      guard
        lhs.load(fromByteOffset: offset, as: UInt8.self)
          == rhs.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset &+= 1
    }
    return true
  }

  /// Whether the `size` bytes (1, 2 or 4) at the two addresses are the same.
  @inline(__always)
  private static func sameBits(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ size: Int)
    -> Bool
  {
    switch size {
    case 1: lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self)
    case 2: lhs.load(as: UInt16.self) == rhs.load(as: UInt16.self)
    default: lhs.load(as: UInt32.self) == rhs.load(as: UInt32.self)
    }
  }
}
