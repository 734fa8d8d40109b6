import CellGraphCore
import Foundation

/// The diagnostics of stores and storage cells, each saying what happened and what the runtime
/// did instead.
enum StorageDiagnostics {
  static func typeMismatch(
    key: String, store: String, type: String, stored: Data, error: any Error
  ) -> Diagnostic {
    Diagnostic(
      kind: .storageTypeMismatch,
      message: """
        The value stored under "\(key)" in \(store) (\(StorageCodec.describe(stored))) is not \
        \(withArticle(type)): \(describe(error)). The read returned the key's default value; the \
        stored value is left as it is until the key is written. Read "\(key)" with the type it was \
        written with, or write it once with \(withArticle(type)) to replace the stored value.
        """)
  }

  static func encodingFailed(key: String, store: String, type: String, error: any Error)
    -> Diagnostic
  {
    Diagnostic(
      kind: .storageEncodingFailed,
      message: """
        \(withArticle(type, capitalized: true)) could not be encoded as JSON for "\(key)" in \
        \(store): \(describe(error)). The write was ignored; the store keeps its previous value. \
        Store only values JSON can hold (no NaN or infinite numbers).
        """)
  }

  static func duplicateKey(key: String, store: String, first: String, second: String)
    -> Diagnostic
  {
    Diagnostic(
      kind: .duplicateStorageKey,
      message: """
        The key "\(key)" of \(store) is declared with two value types: \(first) and \(second). \
        Both read and write the same stored value; a read whose type does not match returns its \
        default. Give the key one type, or give the two declarations different names.
        """)
  }

  /// "1 value", "2 values".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A type name with its indefinite article: "an Int", "a String", "a value of type [Int]".
  static func withArticle(_ type: String, capitalized: Bool = false) -> String {
    let article: String
    switch type.first {
    case let first? where first.isLetter:
      article = startsWithVowelSound(type) ? "an" : "a"
      return "\(capitalized ? article.capitalized : article) \(type)"
    default:
      return "\(capitalized ? "A" : "a") value of type \(type)"
    }
  }

  /// Whether a type name is said with a vowel first: "Int", "Optional", "Undo" but not "UInt",
  /// "URL", "UUID" or "Unicode" (said "you-").
  private static func startsWithVowelSound(_ name: String) -> Bool {
    let letters = Array(name.prefix(3))
    guard let first = letters.first, "AEIOUaeiou".contains(first) else { return false }
    guard first == "U" || first == "u" else { return true }
    return letters.count == 3 && letters[1] == "n" && letters[2] != "i"
  }

  /// A decoding or encoding error in one line.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    case EncodingError.invalidValue(_, let context):
      return context.debugDescription
    default:
      return String(describing: error)
    }
  }
}

/// The kinds of misuse and failure stores report.
extension Diagnostic.Kind {
  /// A stored value did not decode as the type of the key read; the default was returned.
  public static let storageTypeMismatch = Self("storageTypeMismatch")
  /// A value could not be encoded for a store; the write was ignored.
  public static let storageEncodingFailed = Self("storageEncodingFailed")
  /// One key of one store was used with two different value types.
  public static let duplicateStorageKey = Self("duplicateStorageKey")
  /// A store's file was not valid; it was moved aside and what could be read was kept.
  public static let storeFileCorrupt = Self("storeFileCorrupt")
  /// A store's file could not be read; the store did not write over it.
  public static let storeReadFailed = Self("storeReadFailed")
  /// A store could not write its file; the values are kept in memory and written later.
  public static let storeWriteFailed = Self("storeWriteFailed")
  /// A store's path names what a store must not write (another store's lock or temporary file, a
  /// directory); nothing is written and the values stay in memory.
  public static let storePathRejected = Self("storePathRejected")
}
