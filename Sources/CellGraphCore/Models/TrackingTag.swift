import Observation

/// An `@Observable` property that no user code reads: the handle by which the engine cancels its
/// own Observation trackings.
///
/// The public Observation API gives no handle on a tracking: `withObservationTracking` registers
/// the closure in the registrar of every model it read, and removes it from all of them only
/// when it fires (it calls `onChange`, then cancels itself). So the engine makes the trackings it
/// must be able to drop also read this tag: writing the tag fires each tracking that read it
/// (synchronously, on the writing thread), and firing removes that tracking from every registrar
/// it had joined. The callbacks of trackings fired this way must recognise that the firing means
/// nothing (`ObservedProperties` moves to a new generation first).
///
///     let tag = TrackingTag()
///     withObservationTracking({ _ = model.title; tag.read() }, onChange: { … })
///     tag.cancelReaders()  // the tracking leaves model's registrar, and tag's
///
/// Invariant: a tag is read only inside trackings made by `ObservationScope`, so `cancelReaders()`
/// fires nothing but those.
///
/// `Sendable`: its only stored property is the registrar, which is `Sendable`.
final class TrackingTag: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// The observed property. It has no storage: only its key path matters to the registrar.
  private var mark: Int { 0 }

  /// Records the tag in the tracking open on this thread (if any), as a read of any `@Observable`
  /// property would.
  func read() {
    registrar.access(self, keyPath: \.mark)
  }

  /// Fires every armed tracking that read the tag, which removes each from every registrar it had
  /// joined.
  func cancelReaders() {
    registrar.withMutation(of: self, keyPath: \.mark) {}
  }
}
