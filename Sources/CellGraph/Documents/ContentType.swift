import CellGraphCore

/// A kind of file content, standing in for `UniformTypeIdentifiers`' `UTType`, which Linux lacks.
///
/// A content type has a reverse-DNS identifier (`public.json`), the filename extensions that name
/// it, and the types it conforms to (`public.json` conforms to `public.text`, which conforms to
/// `public.data`). Equality is by identifier, as for `UTType`. `import CellGraphSwiftUI` names
/// it `UTType`.
///
/// An app declares its own document type with `init(exportedAs:conformingTo:)`. On Apple
/// platforms the filename extension comes from the app's Info.plist; there is none here, so the
/// declaration carries it: by default the identifier's last component.
///
/// ```swift
/// extension ContentType {
///   static let emojiart = ContentType(exportedAs: "edu.stanford.cs193p.emojiart")
/// }
/// ContentType.emojiart.preferredFilenameExtension  // "emojiart"
/// ContentType.emojiart.conforms(to: .data)         // true
/// ```
public struct ContentType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier, such as `public.plain-text`.
  public let identifier: String
  /// The filename extensions of this type, preferred first, without the dot.
  public let filenameExtensions: [String]
  /// Whether an app declared the type (exported or imported) or it is a system type.
  public let isDeclared: Bool
  /// Whether the type was made up for an unknown filename extension.
  public let isDynamic: Bool
  /// The types this one conforms to directly.
  let parents: [ContentType]

  init(
    identifier: String, extensions: [String], parents: [ContentType], isDeclared: Bool = true,
    isDynamic: Bool = false
  ) {
    self.identifier = identifier
    self.filenameExtensions = extensions
    self.parents = parents
    self.isDeclared = isDeclared
    self.isDynamic = isDynamic
  }

  /// Declares a type the app owns (writes and reads), like an exported type in an Info.plist.
  ///
  /// - Parameters:
  ///   - identifier: The reverse-DNS identifier, such as `edu.stanford.cs193p.emojiart`.
  ///   - filenameExtensions: The extensions naming it, preferred first; by default the last
  ///     component of `identifier`.
  ///   - parentType: The type it conforms to; `.data` by default, as for `UTType`.
  public init(
    exportedAs identifier: String, filenameExtensions: [String]? = nil,
    conformingTo parentType: ContentType = .data
  ) {
    self.init(
      identifier: identifier,
      extensions: filenameExtensions ?? Self.lastComponent(of: identifier),
      parents: [parentType])
  }

  /// Declares a type another app owns that this one reads, like an imported type.
  ///
  /// ```swift
  /// let sketch = ContentType(importedAs: "com.example.sketch", filenameExtensions: ["sketch"])
  /// ```
  public init(
    importedAs identifier: String, filenameExtensions: [String]? = nil,
    conformingTo parentType: ContentType = .data
  ) {
    self.init(
      exportedAs: identifier, filenameExtensions: filenameExtensions, conformingTo: parentType)
  }

  /// The system type with `identifier`, or `nil` for an identifier this library does not know.
  ///
  /// ```swift
  /// ContentType("public.json") == .json  // true
  /// ```
  public init?(_ identifier: String) {
    guard let known = Self.systemTypes.first(where: { $0.identifier == identifier }) else {
      return nil
    }
    self = known
  }

  /// The system type named by `filenameExtension` that conforms to `supertype`, or a dynamic
  /// type for an extension no system type claims (as `UTType` makes one); `nil` when a system
  /// type claims the extension but does not conform to `supertype`.
  ///
  /// ```swift
  /// ContentType(filenameExtension: "json")  // .json
  /// ```
  public init?(filenameExtension: String, conformingTo supertype: ContentType = .data) {
    let lowered = filenameExtension.lowercased()
    if let known = Self.systemTypes.first(where: { $0.filenameExtensions.contains(lowered) }) {
      guard known.conforms(to: supertype) else { return nil }
      self = known
    } else {
      self.init(
        identifier: "dyn.extension.\(lowered)", extensions: [lowered], parents: [supertype],
        isDeclared: false, isDynamic: true)
    }
  }

  /// The first of `filenameExtensions`, used to name new files of this type.
  public var preferredFilenameExtension: String? { filenameExtensions.first }

  /// Every type this one conforms to, directly or through its parents, excluding itself.
  public var supertypes: Set<ContentType> {
    var found: Set<ContentType> = []
    var pending = parents
    while let next = pending.popLast() {
      if found.insert(next).inserted { pending.append(contentsOf: next.parents) }
    }
    return found
  }

  /// Whether this type is `type` or conforms to it through its parents.
  ///
  /// ```swift
  /// ContentType.json.conforms(to: .text)  // true
  /// ContentType.json.conforms(to: .image) // false
  /// ```
  public func conforms(to type: ContentType) -> Bool {
    self == type || supertypes.contains(type)
  }

  /// Whether `type` conforms to this one.
  public func isSupertype(of type: ContentType) -> Bool { type.conforms(to: self) }

  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: ContentType) -> Bool { self != type && conforms(to: type) }

  public static func == (lhs: ContentType, rhs: ContentType) -> Bool {
    lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  public var description: String { identifier }

  private static func lastComponent(of identifier: String) -> [String] {
    guard let last = identifier.split(separator: ".").last, !last.isEmpty else { return [] }
    return [last.lowercased()]
  }
}
