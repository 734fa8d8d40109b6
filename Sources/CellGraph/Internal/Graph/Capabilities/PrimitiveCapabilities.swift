/// The optional capabilities of a view type, each the protocol a built-in view adopts for it,
/// found once per type and kept in its `ViewTypeInfo`.
///
/// `PrimitiveNode` answers the node-level hooks that only some primitives implement (`tag`,
/// `testID`, lifecycle calls, provided environment, `control`) from these fields: the check
/// `type as? any TaggedPrimitive.Type` runs when the type is first seen, never per call. A field
/// is `nil` when the type does not adopt that protocol (and for every custom view).
///
///     Button ──▶ ViewTypeInfo ──▶ capabilities: control ✓  lifecycle ✗  tagged ✗ …
///                                      │
///     node.control ────────────────────┘ (one load, then the conformance's own code)
@MainActor
struct PrimitiveCapabilities {
  /// The type as a `LifecyclePrimitive`: its nodes get appear, disappear and removal calls.
  let lifecycle: (any LifecyclePrimitive.Type)?
  /// The type as a `TaggedPrimitive` (`.tag(_:)`).
  let tagged: (any TaggedPrimitive.Type)?
  /// The type as a `TestIdentifiedPrimitive` (`.testID(_:)`).
  let testIdentified: (any TestIdentifiedPrimitive.Type)?
  /// The type as an `EnvironmentProvidingPrimitive`.
  let environmentProviding: (any EnvironmentProvidingPrimitive.Type)?
  /// The type as a `Control`, which host interactions find.
  let control: (any Control.Type)?
  /// The name identity paths use for the type's nodes, when not the type's own
  /// (`RenamingPrimitive`: a custom modifier's node is named after the modifier).
  let displayName: String?
  /// The identity of the type `displayName` names, when not the view type.
  let displayTypeID: ObjectIdentifier?

  /// The capabilities of `type`, a built-in view, or none for `nil` (a custom view): a custom
  /// view is not looked up, as a failed conformance lookup costs the most.
  init(of type: (any PrimitiveView.Type)?) {
    lifecycle = type.flatMap { $0 as? any LifecyclePrimitive.Type }
    tagged = type.flatMap { $0 as? any TaggedPrimitive.Type }
    testIdentified = type.flatMap { $0 as? any TestIdentifiedPrimitive.Type }
    environmentProviding = type.flatMap { $0 as? any EnvironmentProvidingPrimitive.Type }
    control = type.flatMap { $0 as? any Control.Type }
    let renaming = type.flatMap { $0 as? any RenamingPrimitive.Type }
    displayName = renaming.map { typeName($0.displayType) }
    displayTypeID = renaming.map { ObjectIdentifier($0.displayType) }
  }
}
