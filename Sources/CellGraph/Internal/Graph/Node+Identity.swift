/// Readable identity paths: `ContentView/VStack/ForEach[id: 42]/Row`.
///
/// Structural plumbing (tuple blocks, conditionals, optionals, the host's root) has no name of its
/// own; its key still shows where it matters: `if`/`else` branches as components
/// (`Root/VStack/if/Detail`), `ForEach` ids on the `ForEach` (`ForEach[id: 42]/Row`), and
/// `.id(_:)` values on the view they identify (`Editor[.id(7)]`).
extension Node {
  /// The node's identity path from the root.
  var identityPath: String {
    var chain: [Node] = []
    var current: Node? = self
    while let node = current {
      chain.append(node)
      current = node.parent
    }
    var components: [String] = []
    var pendingSuffix = ""
    for node in chain.reversed() {
      if let suffix = node.key.pathComponent {
        switch node.key {
        case .branch:
          components.append(suffix)
        case .explicit:
          pendingSuffix += suffix
        default:
          if components.isEmpty {
            components.append(suffix)
          } else {
            components[components.count - 1] += suffix
          }
        }
      }
      if let name = node.pathName {
        components.append(name + pendingSuffix)
        pendingSuffix = ""
      }
    }
    if !pendingSuffix.isEmpty { components.append(pendingSuffix) }
    return components.joined(separator: "/")
  }

  /// The node's name in identity paths, or `nil` for structural nodes.
  var pathName: String? {
    if isStructural { return nil }
    let name = displayName
    if let bracket = name.firstIndex(of: "<") { return String(name[..<bracket]) }
    return name
  }
}
