/// Readable identity paths: `ContentView/VStack/ForEach[id: 42]/Row`.
///
/// Structural plumbing (tuple blocks, conditionals, optionals, the host's root) has no name of its
/// own; its key still shows where it matters: `if`/`else` branches as components
/// (`Root/VStack/if/Detail`), `ForEach` ids on the `ForEach` (`ForEach[id: 42]/Row`), and
/// `.id(_:)` values on the view they identify (`Editor[.id(7)]`). Siblings of one block that would
/// read the same are numbered in order (`VStack/Button#1`, `VStack/Button#2`), so every path names
/// one view.
extension Node {
  /// The node's identity path from the root.
  package var identityPath: String {
    var chain: [Node] = []
    var current: Node? = self
    while let node = current {
      chain.append(node)
      current = node.parent
    }
    var components: [String] = []
    var pendingSuffix = ""
    for node in chain.reversed() {
      if case .position = node.key, let number = node.siblingNumber {
        pendingSuffix += "#\(number)"
      }
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

  /// The first name a path shows for this node: its own, or, through structural nodes with one
  /// child, its descendant's.
  private var headName: String? {
    if let pathName { return pathName }
    return children.count == 1 ? children[0].headName : nil
  }

  /// For an element of a block: its number among the siblings whose paths would read the same,
  /// or `nil` if no other sibling would.
  private var siblingNumber: Int? {
    guard let parent, let head = headName else { return nil }
    var number = 0
    var total = 0
    for sibling in parent.children where sibling.headName == head {
      total += 1
      if sibling === self { number = total }
    }
    return total > 1 ? number : nil
  }

  /// The node's name in identity paths, or `nil` for structural nodes.
  var pathName: String? {
    if isStructural { return nil }
    let name = displayName
    if let bracket = name.firstIndex(of: "<") { return String(name[..<bracket]) }
    return name
  }
}
