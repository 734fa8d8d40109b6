import CellGraphCore

/// What decides whether a presentation modifier presents, and what it writes to dismiss: a
/// `Bool` binding, an optional item binding, or a `Bool` binding with optional data.
///
/// The modifier calls `presented()` inside its tracking scope, so it depends on the bindings it
/// reads, and `dismiss()` from an action or an interaction, never from a body.
@MainActor
protocol PresentationTrigger {
  associatedtype Value
  /// What is presented now, with its identity (a new identity is a new presentation); `nil`
  /// when nothing is.
  func presented() -> (identity: AnyHashable, value: Value)?
  /// Ends the presentation by writing the bindings: `false` or `nil`.
  func dismiss()
}

/// `isPresented:`: presented while the binding is `true`; dismissing writes `false`.
struct FlagTrigger: PresentationTrigger {
  let isPresented: BindingCell<Bool>

  func presented() -> (identity: AnyHashable, value: Void)? {
    isPresented.wrappedValue ? (AnyHashable(0), ()) : nil
  }

  @MainActor func dismiss() {
    isPresented.wrappedValue = false
  }
}

/// `item:`: presented while the item is not `nil`; an item with another `id` is another
/// presentation (the first is dismissed, the second presented); dismissing writes `nil`.
struct ItemTrigger<Item: Identifiable>: PresentationTrigger {
  let item: BindingCell<Item?>

  func presented() -> (identity: AnyHashable, value: Item)? {
    guard let item = item.wrappedValue else { return nil }
    return (AnyHashable(item.id), item)
  }

  func dismiss() {
    item.wrappedValue = nil
  }
}

/// `isPresented:presenting:`: presented while the binding is `true` and the data is not `nil`,
/// as SwiftUI's alerts and dialogs; dismissing writes `false`.
nonisolated struct DataTrigger<Data>: PresentationTrigger {
  let isPresented: BindingCell<Bool>
  let data: Data?

  @MainActor func presented() -> (identity: AnyHashable, value: Data)? {
    guard isPresented.wrappedValue, let data else { return nil }
    return (AnyHashable(0), data)
  }

  @MainActor func dismiss() {
    isPresented.wrappedValue = false
  }
}
