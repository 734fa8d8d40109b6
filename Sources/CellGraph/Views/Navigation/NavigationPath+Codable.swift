import CellGraphCore
import Foundation

extension NavigationPath {
  /// The path in a form that can be encoded and decoded: for each value, the name of its type and
  /// its JSON encoding.
  ///
  /// `nil` when a value was appended as merely `Hashable` (not `Codable`) or fails to encode.
  ///
  /// ```swift
  /// @StorageCell("recipes.path") var saved: NavigationPath.CodableRepresentation? = nil
  ///
  /// saved = path.codable                          // save
  /// if let saved { path = NavigationPath(saved) } // restore
  /// ```
  public var codable: CodableRepresentation? {
    var stored: [CodableRepresentation.Element] = []
    stored.reserveCapacity(elements.count)
    for element in elements {
      guard let encoded = element.encoded() else { return nil }
      stored.append(encoded)
    }
    return CodableRepresentation(elements: stored)
  }

  /// Restores a path from its codable representation.
  ///
  /// Each value's type is looked up by the name stored with it (the runtime's mangled name, as
  /// `_typeByName` resolves it), which must name a `Codable & Hashable` type linked into the
  /// process. An element whose type cannot be found or whose JSON does not decode is kept as it
  /// was stored, so the path can be saved again unchanged; a stack showing it reports a
  /// `navigationPathUnresolvedType` diagnostic and shows an empty screen for it.
  ///
  /// ```swift
  /// let restored = NavigationPath(saved)
  /// ```
  public init(_ codable: CodableRepresentation) {
    elements = codable.elements.map { stored in
      guard let type = _typeByName(stored.typeName) as? any (Codable & Hashable).Type,
        let element = Self.decode(type, from: stored)
      else { return NavigationPathElement(unresolved: stored) }
      return element
    }
  }

  private static func decode<V: Codable & Hashable>(
    _: V.Type, from stored: CodableRepresentation.Element
  ) -> NavigationPathElement? {
    guard let value = try? JSONDecoder().decode(V.self, from: Data(stored.json.utf8)) else {
      return nil
    }
    return NavigationPathElement(codable: value)
  }

  /// A `NavigationPath` as data: each value's type name and JSON encoding, bottom first.
  ///
  /// Encodes as a flat list of strings, type name then JSON for each value.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(path.codable)
  /// let restored = NavigationPath(try JSONDecoder().decode(
  ///   NavigationPath.CodableRepresentation.self, from: data))
  /// ```
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    /// One stored value.
    struct Element: Hashable, Sendable {
      let typeName: String
      let json: String

      init(typeName: String, json: String) {
        self.typeName = typeName
        self.json = json
      }

      /// The stored form of `value`; `nil` if its type has no mangled name or it fails to encode.
      init?<V: Encodable>(encoding value: V) {
        guard let name = _mangledTypeName(V.self),
          let data = try? JSONEncoder().encode(value)
        else { return nil }
        self.init(typeName: name, json: String(decoding: data, as: UTF8.self))
      }
    }

    let elements: [Element]

    init(elements: [Element]) {
      self.elements = elements
    }

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        elements.append(Element(typeName: typeName, json: json))
      }
      self.elements = elements
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element.typeName)
        try container.encode(element.json)
      }
    }
  }
}
