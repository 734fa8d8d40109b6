/// Calls `body` with `object` borrowed, not retained, for the duration of the call.
///
/// Swift retains what it loads from a class instance's stored property before calling through it
/// (a closure held by a shared `ViewTypeInfo`), in case the call releases the instance; on the
/// graph's hot paths that retain and release cost more than the call. `object` is kept alive by
/// the caller, who holds it for the whole call (a `let` of the node that calls), so the borrow
/// is safe.
///
/// A main-actor function that hands `body` on unchanged: a main-actor closure passed straight to
/// the standard library's `_withUnsafeGuaranteedRef` checks its executor on every call, and one
/// passed through here does not.
@MainActor
@inline(__always)
func borrowing<Object: AnyObject, Result>(_ object: Object, _ body: (Object) -> Result) -> Result {
  Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef(body)
}

/// Calls `body` with the object `reference` refers to, borrowed, for the duration of the call: for
/// a walk over objects that something else keeps alive (a node's ancestors, which own it), with
/// no retain and release of each. Main-actor, like `borrowing(_:_:)`, for the same reason.
@MainActor
@inline(__always)
func borrowing<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
