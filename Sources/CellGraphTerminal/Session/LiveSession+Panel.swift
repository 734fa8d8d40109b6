import CellGraph

/// The panel: the bodies the last interaction ran, or the dependency graph of the focused view.
extension LiveSession {
  /// The panel's rows, its header first; empty when the panel is hidden.
  func panelContent() -> [StyledLine] {
    switch panel {
    case .hidden:
      return []
    case .bodies:
      let bodies = records.reduce(0) { $0 + $1.evaluations.count }
      let header = StyledLine("─ bodies that ran for \(lastTrigger): \(bodies) ─", style: .bar)
      let lines = records.flatMap { $0.description.split(separator: "\n").map(String.init) }
      return [header] + (lines.isEmpty ? ["no pass ran"] : lines).map { StyledLine($0) }
    case .graph:
      let (title, lines) = graphLines()
      return [StyledLine("─ \(title) ─", style: .bar)] + lines.map { StyledLine($0) }
    }
  }

  /// The dependency graph around the focused control's view: the nearest custom view that
  /// contains it, what that view read (with every reader), and the views it is inside. With no
  /// focus, the whole graph.
  package func graphLines() -> (title: String, lines: [String]) {
    let graph = host.dependencyGraph()
    guard let focused else {
      return (
        "dependency graph (focus a control to see its view's)",
        graph.text.split(separator: "\n").map(String.init)
      )
    }
    // The view is the deepest graph view whose path is the control's path or a prefix of it.
    let view = graph.views.filter {
      focused.path == $0.path || focused.path.hasPrefix($0.path + "/")
    }
    .max { $0.path.count < $1.path.count }
    guard let view else {
      return ("dependency graph of \(focused.name)", ["no view of the graph contains it"])
    }
    let sources = Dictionary(uniqueKeysWithValues: graph.sources.map { ($0.id, $0) })
    let views = Dictionary(uniqueKeysWithValues: graph.views.map { ($0.id, $0) })
    var lines = ["\(view.id) \(view.path)"]
    if view.reads.isEmpty { lines.append("  reads nothing") }
    for id in view.reads {
      guard let source = sources[id] else { continue }
      let readers = graph.views.filter { $0.reads.contains(id) }.map(\.id)
      var line = "  reads \(id) \(source.kind.rawValue) \(source.name) = \(source.value)"
      if let providedAt = source.providedAt { line += ", provided at \(providedAt)" }
      line += "; read by \(readers.joined(separator: ", "))"
      lines.append(line)
    }
    var parent = view.parentID
    while let id = parent, let ancestor = views[id] {
      let reads = ancestor.reads.compactMap { sources[$0]?.name }
      lines.append(
        "  inside \(ancestor.id) \(ancestor.path)"
          + (reads.isEmpty ? "" : " (reads \(reads.joined(separator: ", ")))"))
      parent = ancestor.parentID
    }
    return ("dependency graph of \(view.viewType) (focused: \(focused.name))", lines)
  }
}
