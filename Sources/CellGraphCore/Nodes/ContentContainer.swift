/// A built-in view whose evaluation only hands its content to its children: a stack.
///
/// Such a node is not compared as a whole and then run, as other views are. Its children compare
/// what they receive themselves, so comparing the content first would only do their work twice:
/// a changed row's `HStack` compared its three labels, then handed each to its node, which
/// compared it again. So a container takes every new value as it comes and reconciles its
/// children at once (`TypedNode.receiveContent`); only what the content does not decide, its
/// layout (`hasSameLayout`), is compared, to know whether its own text changed. A child that
/// changes marks its ancestors' text stale itself (`Node.setNeedsRender()`).
///
///     row ─ HStack ─┬ Text ">"        the HStack's spacing and alignment are compared;
///                   ├ Text "12"       each label compares its own string, and only a
///                   └ Text "row !!!"  changed one marks the HStack's text stale
package protocol ContentContainer: PrimitiveView {
  /// The type of the content the container hands to its children (a block of them, usually):
  /// inspection reads the type of the labels a stack keeps from it.
  static var contentType: Any.Type { get }

  /// Whether the values at `lhs` and `rhs` lay out their content the same way: every stored
  /// property but the content is equal.
  ///
  /// Nonisolated: it is called through a comparator closure, which would otherwise check its
  /// executor on every call (see `ValueComparator`).
  nonisolated static func hasSameLayout(_ lhs: UnsafePointer<Self>, _ rhs: UnsafePointer<Self>)
    -> Bool
}

extension ContentContainer {
  /// A comparator of layouts only, for the nodes of this type (`TypedNode.isSameInput`).
  nonisolated static var layoutComparator: ValueComparator {
    ValueComparator { lhs, rhs in
      hasSameLayout(lhs.assumingMemoryBound(to: Self.self), rhs.assumingMemoryBound(to: Self.self))
    }
  }
}
