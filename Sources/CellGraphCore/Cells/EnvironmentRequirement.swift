/// A built-in field that needs an object from the environment to have a value at all (an
/// ``EnvironmentObjectCell``, an ``EnvironmentCell`` keyed by an `@Observable` type).
///
/// Such a field has no fallback value: its type is a class the runtime cannot make. So the runtime
/// checks these fields *before* it evaluates a body (`FieldLayout.requirements`), and when an object
/// is missing it reports `missingEnvironmentObject` and does not run the body; the view shows
/// nothing until an ancestor provides the object (which replaces the environment and re-evaluates
/// the view). SwiftUI stops the program in that case.
@MainActor
protocol EnvironmentRequirement {
  /// The object the field needs and `environment` lacks, if any.
  func missingObject(in environment: EnvironmentValues) -> MissingObject?
}

/// What a field needs from the environment: the object's type and how to provide it.
struct MissingObject {
  let typeName: String
  /// The modifier that provides it: `.environmentObject(_:)` or `.environment(_:)`.
  let modifier: String
}

extension EnvironmentRequirement {
  fileprivate static func missingObject(
    at address: UnsafeRawPointer, in environment: EnvironmentValues
  ) -> MissingObject? {
    address.assumingMemoryBound(to: Self.self).pointee.missingObject(in: environment)
  }
}

extension Node {
  /// Whether a field of `value` needs an environment object that this node's environment lacks;
  /// if so, reports it. `layout` is the layout of `value`'s type.
  final func lacksEnvironmentObject<Value>(_ value: inout Value, layout: FieldLayout) -> Bool {
    let missing = withUnsafeMutablePointer(to: &value) { pointer -> MissingObject? in
      let base = UnsafeRawPointer(pointer)
      for requirement in layout.requirements {
        if let missing = requirement.type.missingObject(
          at: base + requirement.offset, in: environment)
        {
          return missing
        }
      }
      return nil
    }
    guard let missing else { return false }
    let providers = environment.providedKeyNames
    graph.report(
      Diagnostic(
        kind: .missingEnvironmentObject,
        message: """
          \(typeName) at \(identityPath) needs an object of type \(missing.typeName) from the \
          environment, but no ancestor provides one (its environment provides \
          \(providers.isEmpty ? "nothing" : providers.joined(separator: ", "))). Its body was not \
          run and it shows nothing until an ancestor provides a \(missing.typeName) with \
          \(missing.modifier).
          """,
        path: identityPath))
    return true
  }
}
