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
        The value stored under "\(key)" in \(store) (\(StorageCodec.describe(stored))) is not a \
        \(type): \(describe(error)). The read returned the key's default value; the stored value \
        is left as it is until the key is written.
        """)
  }

  static func encodingFailed(key: String, store: String, type: String, error: any Error)
    -> Diagnostic
  {
    Diagnostic(
      kind: .storageEncodingFailed,
      message: """
        A \(type) could not be encoded as JSON for "\(key)" in \(store): \(describe(error)). The \
        write was ignored; the store keeps its previous value.
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
        default. Give each key one type, or the keys different names.
        """)
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
