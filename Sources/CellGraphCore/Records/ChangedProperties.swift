/// What a change line needs to know about a view type beyond its reasons: the name SwiftUI prints
/// for it and its dynamic fields, in declaration order.
///
/// SwiftUI names a type by its declaration path without the module (`Settings.Row`, `Row<Int>`)
/// and lists the storage names of its dynamic properties (`_isOn` for `@State var isOn`).
public struct ChangedProperties: Sendable, Hashable {
  /// One dynamic field: its storage name (`_isOn`) and the name of its type (`StateCell<Bool>`).
  public struct Field: Sendable, Hashable {
    public let name: String
    public let typeName: String

    public init(name: String, typeName: String) {
      self.name = name
      self.typeName = typeName
    }
  }

  /// The type's name as SwiftUI prints it: `Settings.Row`, `Badge<Int>`.
  public let typeName: String
  /// The type's dynamic fields, in declaration order.
  public let fields: [Field]

  public init(typeName: String, fields: [Field]) {
    self.typeName = typeName
    self.fields = fields
  }

  /// The properties of `type`, computed once per type.
  @MainActor
  static func of(_ type: Any.Type) -> ChangedProperties {
    let id = ObjectIdentifier(type)
    if let known = cache[id] { return known }
    let fields = (StoredField.fields(of: type) ?? [])
      .filter { $0.type is any DynamicField.Type }
      .map { Field(name: $0.name, typeName: String(describing: $0.type)) }
    let properties = ChangedProperties(typeName: swiftUITypeName(type), fields: fields)
    cache[id] = properties
    return properties
  }

  @MainActor private static var cache: [ObjectIdentifier: ChangedProperties] = [:]

  /// The field a change of `kind` named `name` came from, if it can be told.
  func field(for change: SourceChange, viewType: String) -> String? {
    switch change.kind {
    case .state:
      // `Row.isOn`, or `Row.clicks.count` for a cell inside a custom field: the top-level field.
      // Another view's cell was read through a binding: SwiftUI names the binding's field.
      guard change.name.hasPrefix(viewType + ".") else { return only(prefix: "BindingCell<") }
      let path = change.name.dropFirst(viewType.count + 1)
      let first = path.split(separator: ".").first.map(String.init) ?? String(path)
      return fields.first { $0.name == "_" + first || $0.name == first }?.name ?? "_" + first
    case .environment:
      return only(prefix: "EnvironmentCell<")
    case .storage:
      return only(prefix: "StorageCell<")
    case .object:
      let named = fields.filter { $0.typeName.hasSuffix("<\(change.name)>") }
      return named.count == 1 ? named[0].name : nil
    case .observation, .animation:
      return nil
    }
  }

  /// The one field whose type starts with `prefix`, if there is exactly one.
  private func only(prefix: String) -> String? {
    let matching = fields.filter { $0.typeName.hasPrefix(prefix) }
    return matching.count == 1 ? matching[0].name : nil
  }
}

/// `type`'s name as SwiftUI's `_printChanges()` prints it: the declaration path without the
/// module and without the contexts of private and local declarations, generic arguments
/// included (`Settings.Row`, `Badge<Int>`, `Box<Array<Item>>`).
func swiftUITypeName(_ type: Any.Type) -> String {
  var name = _typeName(type, qualified: true)
  // Private and local declarations sit in anonymous contexts: `(unknown context at $1f2e).`
  while let start = name.range(of: "(unknown context at "),
    let end = name[start.upperBound...].range(of: ").")
  {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  // Drop the first component (the module) of every dotted path.
  var result = ""
  var path: [Substring] = []
  var token = Substring()
  func endPath() {
    if !token.isEmpty { path.append(token) }
    token = Substring()
    if path.count > 1 { path.removeFirst() }
    result += path.joined(separator: ".")
    path.removeAll()
  }
  var index = name.startIndex
  while index < name.endIndex {
    let character = name[index]
    if character == "." {
      path.append(token)
      token = Substring()
    } else if character.isLetter || character.isNumber || character == "_" {
      token = name[(token.isEmpty ? index : token.startIndex)...index]
    } else {
      endPath()
      result.append(character)
    }
    index = name.index(after: index)
  }
  endPath()
  return result
}
