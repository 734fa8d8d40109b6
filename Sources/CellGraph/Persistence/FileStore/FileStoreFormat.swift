import CellGraphCore
import Foundation

/// The layout of a `FileStore` file: a JSON object with one key per line, keys sorted.
///
/// ```
/// {
/// "theme": "dark",
/// "volume": 0.8
/// }
/// ```
///
/// It is valid JSON (any tool can read it), and because each value sits on a line of its own, a
/// damaged file can be salvaged line by line: every line that still holds a whole key and value
/// is kept. A file written in another layout (pretty-printed by hand, say) is read through
/// `JSONSerialization` and rewritten in this layout on the next write.
enum FileStoreFormat {
  enum Parsed {
    case valid([String: Data])
    /// Not a valid store file; `salvaged` holds every line that still parsed on its own.
    case corrupt(salvaged: [String: Data], problem: String)
  }

  static func encode(_ entries: [String: Data]) -> Data {
    var output = Data("{\n".utf8)
    for (index, key) in entries.keys.sorted().enumerated() {
      if index > 0 { output.append(contentsOf: ",\n".utf8) }
      output.append(encodedKey(key))
      output.append(contentsOf: ": ".utf8)
      output.append(entries[key]!)
    }
    output.append(contentsOf: (entries.isEmpty ? "}\n" : "\n}\n").utf8)
    return output
  }

  static func parse(_ data: Data) -> Parsed {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return .valid([:])  // an empty file is an empty store
    }
    let whole: Any
    do {
      whole = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      return .corrupt(salvaged: salvage(data), problem: "not valid JSON (\(error))")
    }
    guard let object = whole as? [String: Any] else {
      return .corrupt(salvaged: [:], problem: "the top level is not a JSON object")
    }
    // The usual case: our own layout, each value's bytes taken as they are. The whole file is
    // valid JSON, so values need no check of their own when every line between `{` and `}` is
    // one `"key": value` entry and the keys are the object's (a value spread over several lines
    // would leave a line that is not an entry).
    if let lines = entriesOfOwnLayout(data), lines.count == object.count,
      lines.keys.allSatisfy({ object[$0] != nil })
    {
      return .valid(lines)
    }
    // Another layout: re-encode each value.
    var entries: [String: Data] = [:]
    for (key, value) in object {
      entries[key] = try? JSONSerialization.data(
        withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
    }
    return .valid(entries)
  }

  /// Every line of the form `"key": value` (with or without a trailing comma) whose key and value
  /// are valid JSON on their own.
  static func salvage(_ data: Data) -> [String: Data] {
    var entries: [String: Data] = [:]
    for line in data.split(separator: 0x0A) {
      guard let (key, value) = entry(in: Data(line)) else { continue }
      entries[key] = value
    }
    return entries
  }

  /// The entries of a file in this layout, or `nil` when a line is not an entry. Values are not
  /// checked: call it only on a file that parsed as a whole.
  private static func entriesOfOwnLayout(_ data: Data) -> [String: Data]? {
    var lines = data.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
    guard lines.first?.elementsEqual("{".utf8) == true, lines.last?.elementsEqual("}".utf8) == true
    else { return nil }
    lines = lines.dropFirst().dropLast()
    var entries: [String: Data] = [:]
    entries.reserveCapacity(lines.count)
    for line in lines {
      guard let (key, value) = entry(in: Data(line), validating: false) else { return nil }
      entries[key] = value
    }
    return entries
  }

  /// The key and value of one line, if the line holds exactly one entry (and, when `validating`,
  /// the value is valid JSON on its own).
  private static func entry(in line: Data, validating: Bool = true) -> (String, Data)? {
    var bytes = line[...]
    while let last = bytes.last, last == 0x20 || last == 0x0D || last == 0x09 {
      bytes = bytes.dropLast()
    }
    if bytes.last == UInt8(ascii: ",") { bytes = bytes.dropLast() }
    guard bytes.first == UInt8(ascii: "\"") else { return nil }
    // The key's closing quote: the first quote not escaped by a backslash.
    var index = bytes.index(after: bytes.startIndex)
    var escaped = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        break
      }
      index = bytes.index(after: index)
    }
    guard index < bytes.endIndex else { return nil }
    let keyBytes = Data(bytes[bytes.startIndex...index])
    var rest = bytes[bytes.index(after: index)...]
    guard rest.first == UInt8(ascii: ":") else { return nil }
    rest = rest.dropFirst()
    while rest.first == 0x20 { rest = rest.dropFirst() }
    let value = Data(rest)
    guard !value.isEmpty, !validating || StorageCodec.isJSON(value), let key = decodeKey(keyBytes)
    else { return nil }
    return (key, value)
  }

  /// A quoted key: taken as it is when it has no escapes, otherwise decoded as JSON.
  private static func decodeKey(_ quoted: Data) -> String? {
    if !quoted.contains(UInt8(ascii: "\\")) {
      return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
    }
    return try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String
  }

  private static func encodedKey(_ key: String) -> Data {
    (try? StorageCodec.encode(key)) ?? Data("\"\"".utf8)
  }
}

extension FileStoreFormat {
  /// Whether `bytes` can be stored as they are: one JSON value on one line.
  static func isStorable(_ bytes: Data) -> Bool {
    !bytes.contains(0x0A) && !bytes.contains(0x0D) && StorageCodec.isJSON(bytes)
  }

  /// `bytes` re-encoded on one line, or `nil` when they are not JSON.
  static func normalized(_ bytes: Data) -> Data? {
    guard
      let value = try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
    else { return nil }
    return try? JSONSerialization.data(
      withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
  }
}
