/// A subscription that ends when it is cancelled or released.
///
/// Every `sink` of CellGraph's publishers (``ObservableObjectPublisher``, ``Published/Publisher``)
/// returns one. Keep it as long as you want values; `cancel()` it, or drop the last reference to
/// it, and the subscriber is removed from the publisher, so subscriptions never outlive their
/// owner. This is the counterpart of Combine's `AnyCancellable`, which is not available on Linux.
///
/// ```swift
/// var subscriptions: Set<AnyCancellable> = []
/// store.$palettes
///   .sink { palettes in print("will be \(palettes.count) palettes") }
///   .store(in: &subscriptions)
/// ```
public final class AnyCancellable: Hashable {
  private var cancelAction: (() -> Void)?

  /// A subscription whose `cancel()` (or release) runs `cancel` once.
  ///
  /// ```swift
  /// let subscription = AnyCancellable { print("ended") }
  /// subscription.cancel()   // prints "ended"; releasing it later does nothing more
  /// ```
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  deinit {
    cancelAction?()
  }

  /// Ends the subscription; later calls do nothing.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps the subscription in `set`, for as long as the set keeps it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
