/// An `@AppStorage` value as the store keeps it: encoded as the value itself when it is
/// `Codable`, otherwise as its raw value (a `RawRepresentable` type), `nil` as JSON `null`.
///
/// The stored bytes are the same as `StorageCell` would write for the value (or its raw value),
/// so a raw-value enum reads back from a store written by other code. A stored value that does
/// not decode (another type, a raw value no case has) makes the store report a
/// `storageTypeMismatch` and read the default.
struct AppStorageValue<Value: Sendable>: Codable, Sendable {
  var value: Value

  init(value: Value) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    value = try AppStorageCoding.decode(Value.self, from: decoder.singleValueContainer())
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try AppStorageCoding.encode(value, to: &container)
  }
}

/// Encodes and decodes the value types `@AppStorage` accepts, chosen by the value's type at run
/// time (the initializers restrict which types reach here).
enum AppStorageCoding {
  static func encode<T>(_ value: T, to container: inout any SingleValueEncodingContainer) throws {
    if let optional = value as? any OptionalStorable, optional.isNone {
      try container.encodeNil()
    } else if let encodable = value as? any Encodable {
      try container.encode(encodable)
    } else if let rawRepresentable = value as? any RawRepresentable,
      let raw = rawValue(of: rawRepresentable)
    {
      try container.encode(raw)
    } else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "@AppStorage cannot store a \(T.self)"))
    }
  }

  static func decode<T>(_ type: T.Type, from container: any SingleValueDecodingContainer) throws
    -> T
  {
    if let decodable = T.self as? any Decodable.Type,
      let value = try decodeDecodable(decodable, from: container) as? T
    {
      return value
    }
    if let optional = T.self as? any OptionalStorable.Type,
      let value = try optional.decodeStored(from: container) as? T
    {
      return value
    }
    if let rawType = T.self as? any RawRepresentable.Type,
      let value = try decodeRaw(rawType, from: container) as? T
    {
      return value
    }
    throw DecodingError.typeMismatch(
      T.self,
      DecodingError.Context(
        codingPath: container.codingPath, debugDescription: "not a stored \(T.self)"))
  }

  private static func rawValue<R: RawRepresentable>(of value: R) -> (any Encodable)? {
    value.rawValue as? any Encodable
  }

  private static func decodeDecodable<D: Decodable>(
    _ type: D.Type, from container: any SingleValueDecodingContainer
  ) throws -> D {
    try container.decode(D.self)
  }

  private static func decodeRaw<R: RawRepresentable>(
    _ type: R.Type, from container: any SingleValueDecodingContainer
  ) throws -> R {
    let raw = try decode(R.RawValue.self, from: container)
    guard let value = R(rawValue: raw) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(raw) is not a raw value of \(R.self)")
    }
    return value
  }
}

/// `Optional`, seen through a protocol so that a value of unknown type can be asked whether it is
/// `nil`, and an optional of a non-`Codable` wrapped type can be decoded.
protocol OptionalStorable {
  var isNone: Bool { get }
  static func decodeStored(from container: any SingleValueDecodingContainer) throws -> Self
}

extension Optional: OptionalStorable {
  var isNone: Bool { self == nil }

  static func decodeStored(from container: any SingleValueDecodingContainer) throws -> Self {
    if container.decodeNil() { return nil }
    return try AppStorageCoding.decode(Wrapped.self, from: container)
  }
}
