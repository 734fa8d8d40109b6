import CellGraphCore
import Foundation

/// How stores encode values: JSON with sorted keys, so that equal values give equal bytes and a
/// write of an equal value can be recognised (and ignored) by comparing bytes.
///
/// Dates use `JSONEncoder`'s default (seconds since 2001 as a number), which round-trips exactly;
/// ISO 8601 would lose the fraction of a second and make a written date differ from the one read
/// back.
enum StorageCodec {
  static func encode<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    try JSONDecoder().decode(type, from: data)
  }

  /// Whether `data` is one JSON value (a fragment such as `1` or `"a"` counts).
  static func isJSON(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
  }

  /// The bytes described for graph dumps: the JSON text, or `absent`, cut after 80 characters.
  static func describe(_ data: Data?) -> String {
    let whole = text(data)
    return whole.count > ValueText.limit ? String(whole.prefix(ValueText.limit - 1)) + "…" : whole
  }

  /// The whole JSON text of `data`, or `absent`; records shorten an old and a new text together
  /// (`SourceChange(kind:name:oldText:newText:)`).
  static func text(_ data: Data?) -> String {
    data.map { String(decoding: $0, as: UTF8.self) } ?? "absent"
  }
}
