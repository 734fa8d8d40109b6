import CellGraphCore

/// The update of a lazy stack's node: rows created as they come into view, kept after, and told
/// when they appear and disappear.
///
/// Inside a scroll view that scrolls along the stack's axis, the window is the screen's lines
/// (columns) from the scroll position. Each update hands every created row its view again (an
/// unchanged row is skipped, as in any stack), then creates the rows after them, one group (grid
/// row) at a time, while the last created group ends before the window does:
///
///     content lines   0 ┌ row 0 ┐
///                       │ row 1 │  created, scrolled past: hidden
///     window start  ─▶  │ row 2 │  created, in view
///                       │ row 3 │  created by this update: in view
///     window end    ─▶  └ row 4 ┘  not created (rows 4… wait for the next scroll)
///
/// Outside a scroll view (or in one along the other axis) every row is created and in view, as
/// in a plain stack.
extension PrimitiveNode where V: LazyStack {
  func updateLazyRows<Content: View>(_ content: Content, layout: LazyLayout) {
    let memory = lazyMemory()
    let scroll = memory.scroll
    let effectsBefore = graph.effects.count
    tracking {
      // What decides which rows exist: the position and the screen, and whatever the content
      // reads while its rows are made (a binding's collection, state a `ForEach` closure reads).
      var window: Range<Int>?
      if let scroll, scroll.axes.contains(Axis.Set(layout.axis)) {
        let start = scroll.trackedOffset(along: layout.axis)
        let extent = graph.viewport.trackedExtent(along: layout.axis)
        window = start..<(start + extent)
      }
      let segments = ObservationScope.track(self) { lazySegments(of: content, position: nil) }
      let total = segments.reduce(0) { $0 + $1.count }
      var rows = LazyRowMaker(segments: segments, node: self)
      var reconciler = ChildReconciler(parent: self)
      // The created rows first, made in one Observation scope (their bodies run outside it).
      let kept = min(children.count, total)
      for row in ObservationScope.track(self, { rows.make(0..<kept) }) {
        row.reconcile(&reconciler, row.key)
      }
      var made = kept
      if let window {
        // Then rows one group at a time, while the created ones end before the window does.
        // (A group that a change of the data left incomplete is completed first.)
        let start = startOffset(along: layout.axis)
        var extent = createdExtent(layout, rows: made)
        // (`extent` ends at the last created group; the next starts `spacing` after it.)
        while made < total,
          start + extent + (made > 0 ? layout.spacing : 0) < window.upperBound
            || made % layout.groupSize != 0
        {
          let isWholeGroup = made % layout.groupSize == 0
          let next = made..<min(made + layout.groupSize - made % layout.groupSize, total)
          for row in ObservationScope.track(self, { rows.make(next) }) {
            row.reconcile(&reconciler, row.key)
          }
          if isWholeGroup {
            let cells = children[next].map { layout.cellBlock($0.text) }
            extent += (made > 0 ? layout.spacing : 0) + layout.groupExtent(cells[...])
          } else {
            extent = createdExtent(layout, rows: next.upperBound)
          }
          made = next.upperBound
        }
      } else {
        for row in ObservationScope.track(self, { rows.make(kept..<total) }) {
          row.reconcile(&reconciler, row.key)
        }
        made = total
      }
      reconciler.finish()
      rows.reportDuplicates()
      // Every row created and the window past their end (a jump to the end): the scroll view
      // shows the last screen, so the rows of that screen are the ones in view.
      if let requested = window, made == total {
        let end = startOffset(along: layout.axis) + createdExtent(layout, rows: made)
        let start = max(min(requested.lowerBound, end - requested.count), 0)
        window = start..<(start + requested.count)
      }
      scroll?.uncreatedRows[ObjectIdentifier(self)] = (layout.axis, total - made)
      memory.hasUncreatedRows = made < total
      updateVisibility(memory, layout, window: window, effectsBefore: effectsBefore)
    }
  }

  /// The node's memory, made on the first update, when the enclosing scroll view is looked for.
  private func lazyMemory() -> LazyStackMemory {
    if let memory = state { return memory }
    let memory = LazyStackMemory()
    var ancestor = parent
    while let node = ancestor {
      // A scroll view's node keeps its position as its state.
      if let position = node.primitiveState(as: ScrollPosition.self) {
        memory.scroll = position
        memory.scrollNode = node
        break
      }
      ancestor = node.parent
    }
    state = memory
    return memory
  }

  /// Where this stack starts in its scroll view's content along `axis`: the extent of what comes
  /// before it in the stacks between them (a header above a list). Read from the siblings' last
  /// text; padding and borders between are not counted.
  private func startOffset(along axis: Axis) -> Int {
    guard let memory = state, let scrollNode = memory.scrollNode else {
      return 0
    }
    var offset = 0
    var child: Node = self
    while let parent = child.parent, parent !== scrollNode {
      if (parent as? any StackingNode)?.stackingAxis == axis.stackAxis {
        for sibling in parent.children {
          if sibling === child { break }
          let block = TextLayout.vertical(sibling.text, alignment: .leading, spacing: 0)
          offset += axis == .vertical ? block.height : block.width
        }
      }
      child = parent
    }
    return offset
  }

  /// The extent of the first `rows` children, laid out: their groups and the spacing between.
  private func createdExtent(_ layout: LazyLayout, rows: Int) -> Int {
    let cells = children.prefix(rows).map { layout.cellBlock($0.text) }
    var extent = 0
    var groups = 0
    for start in stride(from: 0, to: cells.count, by: layout.groupSize) {
      extent += layout.groupExtent(cells[start..<min(start + layout.groupSize, cells.count)])
      groups += 1
    }
    return extent + layout.spacing * max(groups - 1, 0)
  }

  /// Tells rows that entered the window that they appear, and rows that left it that they
  /// disappear, and takes back the appear actions of rows created out of view (passed over by a
  /// jump to the end).
  private func updateVisibility(
    _ memory: LazyStackMemory, _ layout: LazyLayout, window: Range<Int>?, effectsBefore: Int
  ) {
    var current: Set<ObjectIdentifier> = []
    var createdOutOfView: Set<ObjectIdentifier> = []
    var position = window == nil ? 0 : startOffset(along: layout.axis)
    let cells = children.map { layout.cellBlock($0.text) }
    for start in stride(from: 0, to: children.count, by: layout.groupSize) {
      let group = start..<min(start + layout.groupSize, children.count)
      let extent = layout.groupExtent(cells[group])
      let inView =
        window.map { window in
          extent == 0
            ? window.contains(position)
            : position < window.upperBound && position + extent > window.lowerBound
        } ?? true
      position += extent + layout.spacing
      for row in children[group] {
        let id = ObjectIdentifier(row)
        current.insert(id)
        let isNew = memory.created.insert(id).inserted
        switch (isNew, inView, memory.hidden[id] != nil) {
        case (true, false, _):
          var lifecycleNodes: Set<ObjectIdentifier> = []
          row.collectLifecycleNodes(into: &lifecycleNodes)
          memory.hidden[id] = lifecycleNodes
          createdOutOfView.formUnion(lifecycleNodes)
        case (false, true, true):
          memory.hidden[id] = nil
          row.queueVisibility(appearing: true)
        case (false, false, false):
          var lifecycleNodes: Set<ObjectIdentifier> = []
          row.collectLifecycleNodes(into: &lifecycleNodes)
          memory.hidden[id] = lifecycleNodes
          row.queueVisibility(appearing: false)
        default:
          break
        }
      }
    }
    // Rows that left the data were removed, and their removal queued their disappear actions:
    // for a row out of view, which already ran them, those are taken back.
    var alreadyDisappeared: Set<ObjectIdentifier> = []
    for (id, lifecycleNodes) in memory.hidden where !current.contains(id) {
      alreadyDisappeared.formUnion(lifecycleNodes)
      memory.hidden[id] = nil
    }
    memory.created.formIntersection(current)
    guard !createdOutOfView.isEmpty || !alreadyDisappeared.isEmpty else { return }
    graph.effects = graph.effects.enumerated().filter { index, effect in
      guard index >= effectsBefore else { return true }
      switch effect {
      case .appear(let node): return !createdOutOfView.contains(ObjectIdentifier(node))
      case .disappear(let node): return !alreadyDisappeared.contains(ObjectIdentifier(node))
      case .action: return true
      }
    }.map(\.element)
  }
}

extension Node {
  /// The nodes of this subtree that have appear and disappear actions.
  fileprivate func collectLifecycleNodes(into set: inout Set<ObjectIdentifier>) {
    for child in children { child.collectLifecycleNodes(into: &set) }
    if hasLifecycle { set.insert(ObjectIdentifier(self)) }
  }

  /// Queues the appear (or disappear) actions of this subtree, children before parents, as when
  /// it is inserted (removed) — without inserting or removing it: a lazy stack's row that scrolls
  /// into (out of) view keeps its node and state. Leaving view cancels the row's tasks, as
  /// removal does; coming back starts them again.
  fileprivate func queueVisibility(appearing: Bool) {
    for child in children { child.queueVisibility(appearing: appearing) }
    guard hasLifecycle else { return }
    if appearing {
      graph.effects.append(.appear(self))
    } else {
      willRemove()
      graph.effects.append(.disappear(self))
    }
  }
}
