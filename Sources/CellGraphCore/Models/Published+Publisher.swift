extension Published {
  /// The publisher of one `@Published` property, `$property`: it gives the current value on
  /// subscription, then each new value before it is stored.
  ///
  /// ```swift
  /// let subscription = library.$filter.sink { filter in print("filter: \(filter)") }
  /// library.filter = "Austen"   // prints "filter: Austen" (library.filter is still "")
  /// subscription.cancel()
  /// ```
  ///
  /// Values are delivered on the thread that assigns the property. The publisher holds its
  /// property's storage, not the object, so a subscription does not keep the object alive.
  public struct Publisher {
    package let subject: PublishedSubject<Value>

    /// Calls `receiveValue` with the current value at once, then with each new value before it is
    /// stored, until the returned subscription ends.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      receiveValue(subject.value)
      return subject.subscribe(receiveValue)
    }

    /// How many subscriptions are live (for tests of subscription lifetimes).
    var subscriberCount: Int { subject.subscriberCount }
  }
}
