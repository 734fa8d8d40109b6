import CellGraph

/// Skipping: a parent re-runs and hands 1,000 children equal inputs. The cost per skipped child
/// is the difference from the same parent with no children, divided by the child count.
extension Workload {
  static let skippingGroup = "Skipping"

  /// The children of the skipping workloads.
  public static let skippedChildren = 1_000

  @MainActor static var skipping: [Workload] {
    [
      skip(name: "parent re-runs, 0 children (reference)", key: "skip-none", count: 0) {
        PlainChild(index: $0, label: "")
      },
      skip(
        name: "parent re-runs, \(skippedChildren.formatted) plain children skipped",
        key: "skip-plain", count: skippedChildren
      ) { PlainChild(index: $0, label: "child") },
      skip(
        name: "parent re-runs, \(skippedChildren.formatted) Equatable children skipped",
        key: "skip-equatable", count: skippedChildren
      ) { EquatableChild(index: $0, label: "child") },
    ]
  }

  @MainActor private static func skip<Child: View>(
    name: String, key: String, count: Int, _ makeChild: @escaping @MainActor (Int) -> Child
  ) -> Workload {
    Workload(group: skippingGroup, name: name, key: key, naiveSamples: 41) { mode in
      let sink = Sink<Int>()
      let host = ViewHost(SkippingParent(count: count, sink: sink, makeChild: makeChild))
      mode.apply(to: host)
      return Run(host: host, bodyTypes: [SkippingParent<Child>.self, Child.self]) {
        bump(sink[0])
        host.flush()
      }
    }
  }
}
