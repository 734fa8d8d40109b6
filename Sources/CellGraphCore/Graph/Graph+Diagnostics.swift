/// Recording misuse: each message says what happened and what the runtime did instead.
extension Graph {
  /// Adds a diagnostic, once per distinct message per flush.
  package func report(_ diagnostic: Diagnostic) {
    guard reportedMessages.insert(diagnostic.message).inserted else { return }
    diagnostics.append(diagnostic)
    onDiagnostic?(diagnostic)
  }

  func clearDiagnostics() {
    diagnostics.removeAll()
  }

  /// A state write happened while `node` was being evaluated.
  func reportWriteDuringUpdate(to source: Source, by node: Node) {
    report(
      source.writeDuringUpdate(by: node)
        ?? Diagnostic(
          kind: .stateWrittenDuringUpdate,
          message: """
            \(source.name) was written while \(node.identityPath) was being evaluated. \
            The write was applied; the views that read it will re-run in the next pass. \
            Write state from actions, onAppear, onChange or task instead of body.
            """,
          path: node.identityPath))
  }

  /// Reports, once per type and host, the `DynamicField`s of a type that cannot be installed.
  func reportUnreachableFields(of info: ViewTypeInfo, at node: Node) {
    guard typesWithUnreachableFieldsReported.insert(info.index).inserted else { return }
    report(
      Diagnostic(
        kind: .unreachableField,
        message: """
          \(info.layout.unreachableFields.joined(separator: ", ")) cannot be installed: \
          dynamic fields must be stored properties of a struct (not of a class, and not weak or \
          unowned). They behave as if outside a view: state keeps its initial value.
          """,
        path: node.identityPath))
  }

  func reportUpdateLoop(passes: Int) {
    var names: [String] = []
    for source in pendingCauses where !names.contains(source.name) { names.append(source.name) }
    let dirty = dirtyQueue.filter { $0.isDirty && !$0.isRemoved }.map(\.identityPath)
    var seen: Set<String> = []
    let views = dirty.filter { seen.insert($0).inserted }
    report(
      Diagnostic(
        kind: .updateLoop,
        message: """
          The update did not settle after \(passes) passes: every pass wrote state that \
          invalidated views again (cells: \(names.joined(separator: ", ")); views: \
          \(views.joined(separator: ", "))). The runtime stopped updating; those views show \
          the values of the last pass until another change.
          """,
        path: views.first))
  }

  func abandonDirtyNodes() {
    for node in dirtyQueue { node.flags.remove(.dirty) }
    dirtyQueue.removeAll()
    effects.removeAll()
  }

  /// Reports a diagnostic raised where no node is at hand: to the active graph if there is one,
  /// otherwise to the process-wide list of unhosted diagnostics.
  package static func reportUnattributed(_ diagnostic: Diagnostic) {
    if let active {
      active.report(diagnostic)
    } else {
      UnhostedDiagnostics.append(diagnostic)
    }
  }
}
