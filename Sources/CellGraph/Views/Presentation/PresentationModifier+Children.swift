import CellGraphCore

/// The children of a presentation modifier's node, reconciled by hand: the content at position
/// 0, always, and the presented layer at position 1 while something is presented. A general
/// reconciliation would hand the content its value again whenever the layer changes.
extension PrimitiveNode {
  /// Hands the presenter its view (the first child), creating it the first time.
  func updatePresenterContent<C: View>(_ content: C) {
    guard let first = children.first else {
      return insertPresentationChild(content, key: .position(0))
    }
    // The content's type is the modifier's `Content`, fixed by the node's type: the first child
    // is always a `TypedNode<C>`.
    unsafeDowncast(first, to: TypedNode<C>.self).receive(
      content, environment: environmentForChildren, force: forcesPresentationChildren)
  }

  /// Presents, updates or dismisses the layer (the second child) so that it shows `wanted`.
  ///
  /// A new identity (another item of `sheet(item:)`) is another presentation: the old layer is
  /// dismissed (its disappear actions, then `onDismiss`), then the new one presented with fresh
  /// state, as SwiftUI dismisses and presents again.
  func updatePresentedLayer<L: View>(
    _ wanted: (identity: AnyHashable, layer: PresentedLayer<L>)?, link: PresentationLink
  ) {
    if children.count > 1, wanted?.identity != link.presentedIdentity {
      let dismissed = children[1]
      children.removeSubrange(1...)
      childrenDidChange()
      graph.remove(dismissed)
      link.presentedIdentity = nil
      if let onDismiss = link.onDismiss {
        // After the layer's disappear actions, which the removal queued.
        graph.enqueue("onDismiss", of: self) { onDismiss() }
      }
    }
    guard let wanted else { return }
    if children.count > 1 {
      unsafeDowncast(children[1], to: TypedNode<PresentedLayer<L>>.self).receive(
        wanted.layer, environment: environmentForChildren, force: forcesPresentationChildren)
      return
    }
    link.presenterPath = identityPath
    link.presentedIdentity = wanted.identity
    link.context?.claim(for: link)
    insertPresentationChild(wanted.layer, key: .position(1))
  }

  /// Whether `link`'s presentation may take its context's slot now. Called inside the modifier's
  /// tracking scope: when the slot is taken, the modifier reads it (and re-runs when it frees)
  /// and the first refusal of a wait is reported.
  func mayPresent(_ link: PresentationLink) -> Bool {
    let context =
      link.context
      ?? Tracking.untracked { environment[PresentationContextKey.self] }
      ?? graph.feature(PresentationStack.self).screenContext
    link.context = context
    if context.isAvailable(to: link) {
      link.isWaiting = false
      return true
    }
    context.source.recordRead()
    if !link.isWaiting {
      link.isWaiting = true
      graph.report(.presentationConflict(of: link, at: self, in: context))
    }
    return false
  }

  private func insertPresentationChild<C: View>(_ view: C, key: ChildKey) {
    let child = makeNode(for: view, key: key, parent: self)
    child.run(.appeared)
    graph.didInsert(child)
    children.append(child)
    childrenDidChange()
  }

  /// Whether children must be re-evaluated whatever they receive (as `Node.forcesChildren`).
  private var forcesPresentationChildren: Bool {
    flags.contains(.environmentReplaced) || graph.evaluatesEverything
  }
}
