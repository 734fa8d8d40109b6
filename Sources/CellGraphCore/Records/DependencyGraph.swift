/// A snapshot of a host's dependency graph: the views, the sources each read in its last
/// evaluation, and the environment providers.
///
/// Get one with ``ViewHost/dependencyGraph()``, then print it as text (``text``) or as Graphviz
/// DOT (``dot``) to look at a picture of why things update:
///
/// ```swift
/// let graph = host.dependencyGraph()
/// print(graph.text)
/// try graph.dot.write(toFile: "graph.dot", atomically: true, encoding: .utf8)
/// // dot -Tsvg graph.dot -o graph.svg
/// ```
public struct DependencyGraph: Sendable, Hashable {
  /// A view in the graph: every custom view, and every built-in view that reads a source itself
  /// (a toggle reading its binding, a `ForEach` running its content closure).
  public struct ViewNode: Sendable, Hashable {
    /// A short stable id for the view within this snapshot: `v1`, `v2`, …
    public let id: String
    /// The view's identity path.
    public let path: String
    /// The view's type name.
    public let viewType: String
    /// The id of the nearest ancestor that is also in the graph, if any.
    public let parentID: String?
    /// The ids of the sources the view read in its last evaluation.
    public let reads: [String]
  }

  /// A source: a state cell, a provided environment value, a key of a store, an observable
  /// object, or the `@Observable` properties one view read.
  public struct SourceNode: Sendable, Hashable {
    /// What kind of source this is.
    public enum Kind: String, Sendable, Hashable {
      /// A `StateCell`.
      case state
      /// A provided environment value (an environment object is one too).
      case environment
      /// A key of a store (``StorageCell``, a store-backed model property).
      case storage
      /// An ``ObservableObject``: one source per object, read by every view observing it.
      case object
      /// The `@Observable` properties one view read: one source per reading view.
      case observation
    }

    /// A short stable id for the source within this snapshot: `s1`, `s2`, …
    public let id: String
    public let kind: Kind
    /// `Row.isOn` for state, the key type's name for the environment, the class name for an
    /// object, the reading view's path for `@Observable` properties.
    public let name: String
    /// The current value, described.
    public let value: String
    /// For an environment value: the identity path of the view the provider modifies.
    public let providedAt: String?
    /// For an environment value: the id of the nearest view in the graph that contains the
    /// provider, if any.
    public let providerID: String?
  }

  /// The views, parents before children.
  public let views: [ViewNode]
  /// The sources read by the views, and every provided environment value.
  public let sources: [SourceNode]
}

extension DependencyGraph {
  /// The graph as readable text: each view with what it reads, then each source with its
  /// readers.
  ///
  /// ```
  /// views
  ///   v1 Settings
  ///   v2 Settings/VStack/ForEach[id: Wi-Fi]/Row        reads s1
  /// sources
  ///   s1 state Row.isOn = true                         read by v2
  /// ```
  public var text: String {
    var lines = ["views"]
    let names = Dictionary(uniqueKeysWithValues: sources.map { ($0.id, $0.name) })
    for view in views {
      var line = "  \(view.id) \(view.path)"
      if !view.reads.isEmpty {
        line += "  reads " + view.reads.map { "\($0) \(names[$0] ?? "")" }.joined(separator: ", ")
      }
      lines.append(line)
    }
    lines.append("sources")
    for source in sources {
      let readers = views.filter { $0.reads.contains(source.id) }.map(\.id)
      var line = "  \(source.id) \(source.kind.rawValue) \(source.name) = \(source.value)"
      if let providedAt = source.providedAt { line += "  provided at \(providedAt)" }
      line += readers.isEmpty ? "  read by nobody" : "  read by " + readers.joined(separator: ", ")
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The graph in Graphviz's DOT language: views are boxes (grey lines join a view to its nearest
  /// ancestor in the graph), state cells are ellipses, environment values are hexagons (a dotted
  /// arrow runs from the view that provides one), keys of stores are cylinders, observable
  /// objects octagons, the `@Observable` reads of a view notes, and a blue arrow runs from each
  /// source to each view that read it.
  public var dot: String {
    var lines = [
      "digraph CellGraph {",
      "  rankdir=LR;",
      "  node [fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    for view in views {
      let label = view.path == view.viewType ? view.path : "\(view.viewType)\n\(view.path)"
      lines.append("  \(view.id) [shape=box, label=\(quoted(label))];")
    }
    for source in sources {
      let shape =
        switch source.kind {
        case .state: "ellipse"
        case .environment: "hexagon"
        case .storage: "cylinder"
        case .object: "octagon"
        case .observation: "note"
        }
      // The `@Observable` reads of a view are named by the view's path; the arrow shows the view.
      let label =
        source.kind == .observation
        ? "@Observable\nproperties read" : "\(source.name)\n= \(source.value)"
      lines.append("  \(source.id) [shape=\(shape), label=\(quoted(label))];")
    }
    for view in views {
      if let parent = view.parentID {
        lines.append("  \(parent) -> \(view.id) [color=gray, arrowhead=none];")
      }
    }
    for source in sources {
      if let provider = source.providerID {
        lines.append("  \(provider) -> \(source.id) [style=dotted, label=\"provides\"];")
      }
    }
    for view in views {
      for source in view.reads {
        lines.append("  \(source) -> \(view.id) [color=blue];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}

extension ViewHost {
  /// A snapshot of the dependency graph after any pending pass: every custom view (and every
  /// built-in view that reads a source), the sources each read in its last evaluation, and the
  /// environment values provided in the tree.
  ///
  /// ```swift
  /// print(host.dependencyGraph().text)
  /// ```
  public func dependencyGraph() -> DependencyGraph {
    flush()
    var views: [DependencyGraph.ViewNode] = []
    var sources: [DependencyGraph.SourceNode] = []
    var sourceIDs: [ObjectIdentifier: String] = [:]

    func id(for source: Source, providedAt: String? = nil, providerID: String? = nil) -> String {
      if let known = sourceIDs[ObjectIdentifier(source)] { return known }
      let id = "s\(sources.count + 1)"
      sourceIDs[ObjectIdentifier(source)] = id
      let entry = source as? EnvironmentEntry
      let kind = source.dependencyKind
      sources.append(
        DependencyGraph.SourceNode(
          id: id, kind: kind,
          name: entry?.keyName ?? source.name, value: source.valueDescription,
          providedAt: providedAt, providerID: providerID))
      return id
    }

    func visit(_ node: Node, parentID: String?) {
      for entry in node.providedEntries {
        _ = id(for: entry, providedAt: node.identityPath, providerID: parentID)
      }
      var currentID = parentID
      let read = node.sourcesRead
      if node.hasBody || !read.isEmpty {
        let viewID = "v\(views.count + 1)"
        views.append(
          DependencyGraph.ViewNode(
            id: viewID, path: node.identityPath, viewType: node.pathName ?? node.typeName,
            parentID: parentID, reads: unique(read.map { id(for: $0) })))
        currentID = viewID
      }
      for child in node.children { visit(child, parentID: currentID) }
    }
    visit(rootNode, parentID: nil)
    return DependencyGraph(views: views, sources: sources)
  }

  private func unique(_ ids: [String]) -> [String] {
    var seen: Set<String> = []
    return ids.filter { seen.insert($0).inserted }
  }
}
