/// The optional capabilities of a view type, each the protocol a built-in view adopts for it,
/// found once per type and kept in its `ViewTypeInfo`.
///
/// The engine's own capabilities are fields, filled when the type is first seen: a node reads
/// them with one load (`Node.primitiveCapabilities`), never a conformance check per call. A field
/// is `nil` when the type does not adopt that protocol (and for every custom view).
///
///     onAppear ──▶ ViewTypeInfo ──▶ capabilities: lifecycle ✓  environment ✗  renaming ✗
///                                       │
///     node.didAppear() ─────────────────┘ (one load, then the conformance's own code)
///
/// A feature declares capabilities of its own (a control, a tag, a test id) as a
/// `PrimitiveCapability` in its own folder: `capability(_:)` looks the type up once per
/// capability and keeps the answer, so the engine names no feature and a feature adds no field
/// here.
@MainActor
final class PrimitiveCapabilities {
  /// The type as a `LifecyclePrimitive`: its nodes get appear, disappear and removal calls.
  package let lifecycle: (any LifecyclePrimitive.Type)?
  /// The type as an `EnvironmentProvidingPrimitive`.
  let environmentProviding: (any EnvironmentProvidingPrimitive.Type)?
  /// The name identity paths use for the type's nodes, when not the type's own
  /// (`RenamingPrimitive`: a custom modifier's node is named after the modifier).
  package let displayName: String?
  /// The identity of the type `displayName` names, when not the view type.
  let displayTypeID: ObjectIdentifier?
  /// Whether an animated removal may keep the type's nodes as leaving, with a transition
  /// (`PrimitiveView.leavesWithTransition`; `true` for a custom view).
  let leavesWithTransition: Bool
  /// Whether the type is a `LinePrimitive`: a row of labels may take its nodes' line.
  package let writesLine: Bool
  /// The type as a built-in view, for the features' capabilities (`nil` for a custom view).
  private let primitiveType: (any PrimitiveView.Type)?
  /// The features' capabilities looked up so far, by capability: each a `FoundWitness` of that
  /// capability's `Witness`.
  private var found: [ObjectIdentifier: AnyObject] = [:]

  /// The capabilities of `type`, a built-in view, or none for `nil` (a custom view): a custom
  /// view is not looked up, as a failed conformance lookup costs the most.
  init(of type: (any PrimitiveView.Type)?) {
    primitiveType = type
    lifecycle = type.flatMap { $0 as? any LifecyclePrimitive.Type }
    environmentProviding = type.flatMap { $0 as? any EnvironmentProvidingPrimitive.Type }
    let renaming = type.flatMap { $0 as? any RenamingPrimitive.Type }
    displayName = renaming.map { typeName($0.displayType) }
    displayTypeID = renaming.map { ObjectIdentifier($0.displayType) }
    leavesWithTransition = type?.leavesWithTransition ?? true
    writesLine = type.map { $0 is any LinePrimitive.Type } ?? false
  }

  /// The type's `Capability`, looked up the first time it is asked for and kept.
  package func capability<Capability: PrimitiveCapability>(
    _: Capability.Type
  ) -> Capability.Witness? {
    guard let primitiveType else { return nil }
    let key = ObjectIdentifier(Capability.self)
    if let known = found[key] {
      // Invariant: the entry under `Capability`'s identifier was made just below, by this
      // function for this `Capability`, so it is a `FoundWitness<Capability.Witness>`. The
      // unchecked cast skips a dynamic cast that layout, which asks on every size, paid per ask.
      return unsafeDowncast(known, to: FoundWitness<Capability.Witness>.self).witness
    }
    let witness = Capability.witness(for: primitiveType)
    found[key] = FoundWitness(witness)
    return witness
  }
}

/// One capability's answer for a type, kept by `PrimitiveCapabilities` with its type known.
private final class FoundWitness<Witness> {
  let witness: Witness?
  init(_ witness: Witness?) { self.witness = witness }
}

/// A capability a feature declares: a protocol some built-in views adopt, which the feature finds
/// on a node through `Node.capability(_:)`. The type is the key; the lookup runs once per view
/// type.
///
/// ```swift
/// enum ControlCapability: PrimitiveCapability {
///   static func witness(for type: any PrimitiveView.Type) -> (any Control.Type)? {
///     type as? any Control.Type
///   }
/// }
/// let control = node.capability(ControlCapability.self)?.handle(for: node)
/// ```
@MainActor
package protocol PrimitiveCapability {
  /// What the capability gives a node: usually the view type as the feature's protocol.
  associatedtype Witness
  /// `type` as this capability, or `nil` when it does not adopt it.
  static func witness(for type: any PrimitiveView.Type) -> Witness?
}

extension Node {
  /// What this node's view type gives as `Capability`: `nil` for a custom view, or a built-in
  /// view that does not adopt it.
  package final func capability<Capability: PrimitiveCapability>(
    _ key: Capability.Type
  ) -> Capability.Witness? {
    primitiveCapabilities?.capability(key)
  }
}
