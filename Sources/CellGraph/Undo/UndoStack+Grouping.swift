import CellGraphCore

/// Groups, undo and redo, and removing actions.
extension UndoStack {
  // MARK: Grouping

  /// How many groups are open: `0` outside any group.
  public var groupingLevel: Int { openGroups.count }

  /// Opens a group: every action registered until the matching `endUndoGrouping()` is undone
  /// together. Groups nest; a nested group's actions join the enclosing one.
  ///
  /// ```swift
  /// undo.beginUndoGrouping()
  /// move(emoji, by: offset)   // registers an undo
  /// resize(emoji, by: 2)      // registers another
  /// undo.endUndoGrouping()    // one undo takes back both
  /// ```
  public func beginUndoGrouping() {
    openGroups.append(UndoGroup(isEventGroup: false))
  }

  /// Closes the group opened by the matching `beginUndoGrouping()`.
  ///
  /// A top-level group with actions goes on the undo stack (on the redo stack while undoing); an
  /// empty one is dropped.
  public func endUndoGrouping() {
    guard let group = openGroups.last, !group.isEventGroup else {
      reportMisuse(
        """
        endUndoGrouping() was called with no open undo group. The call was ignored.
        """)
      return
    }
    if openGroups.count == 1 {
      closeTopLevelGroup()
    } else {
      openGroups.removeLast()
      let parent = openGroups[openGroups.count - 1]
      parent.actions.append(contentsOf: group.actions)
      if parent.actionName.isEmpty { parent.actionName = group.actionName }
    }
  }

  /// Ends the unhosted event: closes the event groups opened by registrations made outside every
  /// host's interaction and flush, as a run-loop pass does on Apple platforms. A host ends its own
  /// event (and the unhosted one) after each interaction and flush; call this yourself only for a
  /// stack used outside any host.
  ///
  /// ```swift
  /// undo.registerUndo(withTarget: model) { $0.value = 0 }
  /// UndoStack.endEvent()  // the registration is now one undo step
  /// ```
  public static func endEvent() {
    UndoEvent.endUnhosted()
  }

  /// Closes this stack's event group, if it is still the only open group.
  func closeEventGroup() {
    guard openGroups.count == 1, openGroups[0].isEventGroup else { return }
    closeTopLevelGroup()
  }

  /// Moves the one open group onto the stack the current phase records to.
  func closeTopLevelGroup() {
    let group = openGroups.removeLast()
    guard !group.actions.isEmpty else { return }
    if isUndoing {
      redoGroups.append(group)
    } else {
      undoGroups.append(group)
      if !isRedoing { notify(.done) }
    }
    trimToLevels()
  }

  // MARK: Undo and redo

  /// Takes back the newest group: runs its actions newest first; what they register becomes its
  /// redo, under the same action name.
  ///
  /// An open event group is closed first, so an undo during the same interaction as the edit
  /// takes that edit back. Inside an explicit group it does nothing and reports `undoMisuse`.
  public func undo() {
    guard let group = popGroup(from: \.undoGroups, for: "undo()") else { return }
    isUndoing = true
    replay(group)
    isUndoing = false
    notify(.undone)
  }

  /// Makes the newest undone group again; what its actions register becomes its undo.
  public func redo() {
    guard let group = popGroup(from: \.redoGroups, for: "redo()") else { return }
    isRedoing = true
    replay(group)
    isRedoing = false
    notify(.redone)
  }

  /// Closes the event group and takes the newest group off `stack`, or reports why it cannot.
  private func popGroup(
    from stack: ReferenceWritableKeyPath<UndoStack, [UndoGroup]>, for call: String
  ) -> UndoGroup? {
    guard !isUndoing && !isRedoing else {
      reportMisuse(
        """
        \(call) was called while \(isUndoing ? "undoing" : "redoing"). The call was ignored; \
        an undo action registers its redo with registerUndo(withTarget:handler:) instead.
        """)
      return nil
    }
    closeEventGroup()
    guard openGroups.isEmpty else {
      reportMisuse(
        """
        \(call) was called with \(openGroups.count) undo group(s) open. The call was ignored; \
        close the groups with endUndoGrouping() first.
        """)
      return nil
    }
    return self[keyPath: stack].popLast()
  }

  /// Runs `group`'s actions inside a new group that collects what they register.
  private func replay(_ group: UndoGroup) {
    let recorded = UndoGroup(isEventGroup: false)
    recorded.actionName = group.actionName
    openGroups.append(recorded)
    group.runActions()
    // An action that left a group open has its registrations joined to the recording group, so
    // nothing it registered is lost and the stack is back at grouping level 0.
    while openGroups.count > 1 {
      let nested = openGroups.removeLast()
      openGroups[openGroups.count - 1].actions.append(contentsOf: nested.actions)
    }
    closeTopLevelGroup()
  }

  // MARK: Removing actions

  /// Empties both stacks and any open group, and enables registration again.
  public func removeAllActions() {
    undoGroups.removeAll()
    redoGroups.removeAll()
    for group in openGroups { group.actions.removeAll() }
    registrationDisabledCount = 0
    notify(.cleared)
  }

  /// Removes the actions registered with `target`; groups left empty are dropped.
  ///
  /// ```swift
  /// undo.removeAllActions(withTarget: closedDocument)
  /// ```
  public func removeAllActions(withTarget target: AnyObject) {
    func prune(_ groups: [UndoGroup]) -> [UndoGroup] {
      for group in groups { group.actions.removeAll { $0.target === target } }
      return groups.filter { !$0.actions.isEmpty }
    }
    undoGroups = prune(undoGroups)
    redoGroups = prune(redoGroups)
    for group in openGroups { group.actions.removeAll { $0.target === target } }
  }

  /// Drops the oldest groups of each stack beyond `levelsOfUndo`.
  func trimToLevels() {
    guard levelsOfUndo > 0 else { return }
    if undoGroups.count > levelsOfUndo { undoGroups.removeFirst(undoGroups.count - levelsOfUndo) }
    if redoGroups.count > levelsOfUndo { redoGroups.removeFirst(redoGroups.count - levelsOfUndo) }
  }

  private func notify(_ change: UndoStackChange) {
    for observer in onChange { observer(change) }
  }
}
