extension Node {
  /// The subtree as indented lines, one node per line: type, key, and flags. For debugging and
  /// tests.
  var treeDescription: String {
    var lines: [String] = []
    func visit(_ node: Node, depth: Int) {
      var line = String(repeating: "  ", count: depth) + node.typeName
      if node.key != .content { line += " key=\(node.key)" }
      if node.isDirty { line += " dirty" }
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}
