/// The size of the text grid's cells, in points.
extension ViewHost {
  /// The size of one character cell in points (``CellSize/body``, 8 × 22, unless set): every
  /// size a view gives in points becomes lines and columns by it (see ``CellSize``).
  ///
  /// Setting it re-renders the text of every view; no body runs again.
  ///
  /// ```swift
  /// let host = ViewHost(VStack(spacing: 20) { Text("a"); Text("b") })
  /// host.cellSize = CellSize(width: 10, height: 10)
  /// #expect(host.text == "a\n\n\nb")   // 20 points: two lines of 10
  /// ```
  public var cellSize: CellSize {
    get { graph.cellSize }
    set {
      guard newValue != graph.cellSize else { return }
      graph.cellSize = newValue
      // Every size in points is a different number of cells: the layout is made again.
      graph.existingFeature(GeometryState.self)?.dropLayout()
      graph.setNeedsRenderEverywhere(below: rootNode)
    }
  }
}

extension Graph {
  /// Marks the text of `node` and of every node below it stale: a change every render depends on
  /// (the cell size), which no source records.
  func setNeedsRenderEverywhere(below node: Node) {
    node.setNeedsRender()
    for child in node.children { setNeedsRenderEverywhere(below: child) }
    textGeneration &+= 1
  }
}
