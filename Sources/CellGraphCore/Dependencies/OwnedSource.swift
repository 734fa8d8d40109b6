/// A source a feature keeps inside an object of its own: a focus state's box, a scroll
/// position, a store key, a navigation stack's memory.
///
/// Features live outside the engine, and a class cannot be subclassed outside its module unless
/// it is `open`, so a feature's state does not inherit from `Source`: it owns one of these, reads
/// and writes through it (`recordRead()`, `invalidateReaders(change:)`), and describes itself for
/// records and dependency graphs as its `SourceOwner`.
///
///     FocusBox ── source ──▶ OwnedSource ◀── dependencies ── Row#3
///        ▲                        │
///        └──── owner (weak) ──────┘   name: "SignUp.focus", value: "email"
///
/// The owner is held weakly by default: a node that still depends on the source after the owner
/// went away reads it as an unnamed source, and is never kept from being released. An owner whose
/// life is its readers' (a store key read by views in several hosts) is held strongly instead
/// (`keepsOwnerAlive`), and holds its source weakly, making one again when none is left.
@MainActor
package final class OwnedSource: Source {
  /// The object whose state this source stands for.
  package var owner: (any SourceOwner)? { keptOwner ?? weakOwner }
  private weak var weakOwner: (any SourceOwner)?
  private let keptOwner: (any SourceOwner)?

  /// A source standing for `owner`'s state, holding it weakly, or strongly when
  /// `keepsOwnerAlive`.
  package init(owner: any SourceOwner, keepsOwnerAlive: Bool = false) {
    if keepsOwnerAlive {
      keptOwner = owner
    } else {
      keptOwner = nil
      weakOwner = owner
    }
  }

  package override var name: String { owner?.sourceName ?? "source" }
  override var valueDescription: String { owner?.sourceValueDescription ?? "" }
  override var dependencyKind: DependencyGraph.SourceNode.Kind {
    owner?.sourceDependencyKind ?? .state
  }
}

/// An object that keeps its state in an `OwnedSource` and describes it (see there).
///
/// ```swift
/// final class ScrollPosition: SourceOwner {
///   private(set) lazy var source = OwnedSource(owner: self)
///   var sourceName: String { "scroll position of \(path)" }
///   var sourceValueDescription: String { "line \(line), column \(column)" }
/// }
/// ```
@MainActor
package protocol SourceOwner: AnyObject {
  /// A readable name such as `SignUp.focus` or `scroll position of Feed/ScrollView`.
  var sourceName: String { get }
  /// The current value, described for records and graph dumps.
  var sourceValueDescription: String { get }
  /// What kind of source this is in a dependency graph.
  var sourceDependencyKind: DependencyGraph.SourceNode.Kind { get }
}

extension SourceOwner {
  package var sourceValueDescription: String { "" }
  package var sourceDependencyKind: DependencyGraph.SourceNode.Kind { .state }
}
