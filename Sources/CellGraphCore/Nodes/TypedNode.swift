/// A node that holds a view value of a known type `V`.
///
/// Every node below the root is a `TypedNode`; the parent, which knows the child's static type,
/// hands it new values through `receive(valueAt:environment:force:)`, which decides whether
/// anything changed.
///
/// The view value is stored in the node itself, and every use reaches it through its address
/// (`storage`): comparing a new value with it is then a call of the type's comparator on two
/// addresses, with no generic code between. (Code not specialized for `V` that reads a stored
/// value of unknown layout copies it through its value witnesses before it can even take its
/// address; a skipped row did that twice.) Stored inline rather than in memory of its own, a node
/// costs one allocation, not two, to make and to free.
@MainActor
package class TypedNode<V: View>: Node {
  /// Where the last value received lives, before installation, for types whose installed copy
  /// can differ from it (`ViewTypeInfo.comparesReceivedValues`); `nil` otherwise, and the
  /// current value is compared. `nonisolated(unsafe)`: only so that `deinit`, which is not
  /// isolated, can free it; it runs when nothing else can reach the node, and every other use is
  /// on the main actor.
  nonisolated(unsafe) private let received: UnsafeMutablePointer<V>?
  /// What the runtime knows about `V`. Strong, although every info lives as long as the process:
  /// an `unowned(unsafe)` reference is copied (retained and released) into every call it is
  /// passed to, and a node passes its info on every evaluation.
  let info: ViewTypeInfo
  /// The address of `value`, in the node itself; every read and write of the view value goes
  /// through it. Kept rather than taken at each use: code not specialized for `V` calls
  /// `withUnsafeMutablePointer` out of line, which would cost every comparison a call.
  ///
  /// A class's stored property that is `final` and has no observers is accessed where it is
  /// stored, so the inout access in the initializer hands over the address of the node's own
  /// storage, not of a copy. The node never moves and `value` is never accessed as a property
  /// after the initializer, so the address stays valid, and the only way in, as long as the node
  /// lives. `nonisolated(unsafe)`: `viewAddress` hands it to a nonisolated helper that the main
  /// actor calls synchronously; every use is on the main actor. A `var` only because the
  /// initializer can take the address only once the node is initialized: `@exclusivity(unchecked)`,
  /// as it is never written after.
  @exclusivity(unchecked) nonisolated(unsafe) private var storage: UnsafeMutablePointer<V>
  /// The current view value: the last one received that differed from its predecessor, with its
  /// fields installed. Declared last: the size of `V` is known only at run time, so any stored
  /// property after it would be found at an offset read from the class's metadata.
  ///
  /// Reached only through `storage` (apart from the initializer), never read or written as a
  /// property. `@exclusivity(unchecked)`: accesses through the address are not checked anyway.
  @exclusivity(unchecked) private final var value: V

  init(
    view: V, info: borrowing ViewTypeInfo, graph: borrowing Graph, parent: borrowing Node?,
    key: ChildKey
  ) {
    value = view
    // Replaced below, once the node is initialized and `value` has an address: never read
    // before. (Not optional: every access would check it.)
    storage = UnsafeMutableRawPointer(bitPattern: MemoryLayout<V>.alignment)!
      .assumingMemoryBound(to: V.self)
    if info.comparesReceivedValues {
      let received = UnsafeMutablePointer<V>.allocate(capacity: 1)
      received.initialize(to: view)
      self.received = received
    } else {
      received = nil
    }
    self.info = copy info
    let reconcilesInPlace = info.reconcilesInPlace
    let parent = copy parent
    super.init(
      graph: graph, parent: parent, key: key, viewType: ObjectIdentifier(V.self),
      environment: parent?.environmentForChildren ?? EnvironmentValues())
    if reconcilesInPlace { flags.insert(.reconcilesInPlace) }
    storage = Self.address(of: &value, in: Unmanaged.passUnretained(self).toOpaque(), info: info)
  }

  /// The address of `value`, which the caller passes inout from the node at `start` (see
  /// `storage`).
  ///
  /// Every node of a type keeps its value at the same offset (`ViewTypeInfo.valueOffset`), so
  /// after the type's first node the address is that offset into the node, with no call to
  /// `withUnsafeMutablePointer`, which code not specialized for `V` makes as a generic call.
  /// (A view of size zero, whose address is never read, may come back at the node's start:
  /// then every node of its type takes the first node's way.)
  private static func address(
    of value: inout V, in start: UnsafeMutableRawPointer, info: ViewTypeInfo
  ) -> UnsafeMutablePointer<V> {
    let offset = info.valueOffset
    if offset > 0 { return (start + offset).assumingMemoryBound(to: V.self) }
    let address = rawAddress(of: &value)
    info.valueOffset = address - start
    if info.isLabel { LabelNodeLayout.note(info.valueOffset) }
    return address.assumingMemoryBound(to: V.self)
  }

  /// The address of `value`. Nonisolated, so that the closure is too: a main-actor closure
  /// checks its executor when it is called. A raw pointer: a result of type
  /// `UnsafeMutablePointer<V>` would make code not specialized for `V` look that type's
  /// metadata up in the runtime.
  nonisolated private static func rawAddress(of value: inout V) -> UnsafeMutableRawPointer {
    withUnsafeMutablePointer(to: &value) { UnsafeMutableRawPointer($0) }
  }

  deinit {
    received?.deinitialize(count: 1)
    received?.deallocate()
  }

  /// The current view value, read and changed in place.
  package final var view: V {
    unsafeAddress { UnsafePointer(storage) }
    unsafeMutableAddress { storage }
  }

  /// The current view value's address, for a nonisolated helper that the main actor calls
  /// synchronously: a closure handed to the standard library must not be a main-actor closure,
  /// which checks its executor on every call (see `LabelRow`). Read through it only on the main
  /// actor, like `view`.
  nonisolated final var viewAddress: UnsafePointer<V> { UnsafePointer(storage) }

  package override var typeName: String { info.name }

  /// Takes a new view value from the parent's re-evaluation and evaluates the node if it must:
  /// when it is dirty, when the value is a different input, or when its environment changed.
  /// Otherwise the node is skipped and keeps its text.
  package final func receive(
    _ newView: V, environment newEnvironment: EnvironmentValues, force: Bool
  ) {
    // One test for both kinds of node that take values their own way: most nodes are neither.
    if !flags.isDisjoint(with: [.reconcilesInPlace, .isLabel]) {
      if flags.contains(.isLabel) {
        return receiveLabel(
          withUnsafeBytes(of: newView) { $0.load(as: String.self) }, environment: newEnvironment,
          force: force)
      }
      _ = environmentReason(newEnvironment, force: force)
      return receiveContent(newView)
    }
    var reason = environmentReason(newEnvironment, force: force)
    if !isSameInput(UnsafeRawPointer(received ?? storage), as: newView) {
      replaceView(with: newView)
      reason = reason ?? .inputChanged
    }
    finishReceiving(reason)
  }

  /// `receive(_:environment:force:)` for a value at `newValue`, which stays the caller's: it is
  /// copied only if it differs from the current one (a `ForEach` row, compared in place).
  final func receive(
    valueAt newValue: UnsafeRawPointer, environment newEnvironment: EnvironmentValues, force: Bool
  ) {
    if !flags.isDisjoint(with: [.reconcilesInPlace, .isLabel]) {
      if flags.contains(.isLabel) {
        return receiveLabel(
          newValue.load(as: String.self), environment: newEnvironment, force: force)
      }
      _ = environmentReason(newEnvironment, force: force)
      return receiveContent(newValue.assumingMemoryBound(to: V.self).pointee)
    }
    var reason = environmentReason(newEnvironment, force: force)
    if !isSameInput(UnsafeRawPointer(received ?? storage), newValue) {
      replaceView(with: newValue.assumingMemoryBound(to: V.self).pointee)
      reason = reason ?? .inputChanged
    }
    finishReceiving(reason)
  }

  /// `receive(_:environment:force:)` for a label (`LabelPrimitive`: a `Text`), the leaf of
  /// almost every row, whose new value is the string `newString`: a label has no children, reads
  /// no source, has no fields and no lifecycle, so evaluating it only marks its text stale. This
  /// does that directly: the string is compared with `==`, and the node is not queued for
  /// rendering, as its parent, whose evaluation is handing it this value, is queued and assembles
  /// its text (or, in a `LabelRow`, reads the string). Right only while a label stays such a leaf
  /// (`LabelPrimitive`'s invariant; `LabelUpdateTests` checks what it skips).
  private func receiveLabel(
    _ newString: String, environment newEnvironment: EnvironmentValues, force: Bool
  ) {
    // A label reads no source, so it is never dirty, and `received` is `nil`: a label has no
    // fields to install.
    assert(!isDirty && received == nil, "a label node is dirty or keeps a received value")
    // The flag `environmentReason` sets is for the descendants of a node run next; a label has
    // none and is not run.
    var changed = environmentReason(newEnvironment, force: force) != nil
    flags.remove(.environmentReplaced)
    // No `noteInputChange`: records list the input fields of views with a body only, and a
    // label's entry would wait, unused, until the node's next skip or removal.
    // A label is one `String` (`LabelPrimitive`), so its value's address is its string's.
    let string = UnsafeMutableRawPointer(storage).assumingMemoryBound(to: String.self)
    if string.pointee != newString {
      string.pointee = newString
      changed = true
    }
    if changed {
      setNeedsRender()
    } else if EvaluationRecorder.isAnyAttached {
      graph.recordSkip(of: self)
    }
  }

  /// Whether the value at `newValue` is the same input as the one at `current`, by
  /// `info.nodeComparator`.
  ///
  /// The comparator is called with `info` borrowed: called as `info.nodeComparator(…)`, its
  /// closure context was retained and released around every comparison, in case the call released
  /// `info` (a tenth of a skipped row). The node holds `info` for its whole life.
  ///
  /// Values whose leading `info.sameBitsSpan` bytes are equal are the same without the call:
  /// the bytes cover every field, and each field compares by its bits or as a string (whose bits
  /// are its storage), as `ValueComparator.sameBitsSpan(of:)` checks when it sets the span. This
  /// is the answer for almost every row a re-run parent hands back; `ValueComparatorTests`
  /// covers the spans set and refused, and different bits falling back to the comparator.
  @inline(__always)
  private func isSameInput(_ current: UnsafeRawPointer, _ newValue: UnsafeRawPointer) -> Bool {
    borrowing(info) { info in
      let span = info.sameBitsSpan
      return (span != 0 && ValueComparator.sameBytes(current, newValue, count: span))
        || info.nodeComparator(current, newValue)
    }
  }

  /// `isSameInput(_:_:)` for a value passed as such, compared where it is.
  @inline(__always)
  private func isSameInput(_ current: UnsafeRawPointer, as newView: V) -> Bool {
    withUnsafeBytes(of: newView) { bytes in
      isSameInput(current, bytes.baseAddress ?? .nowhere)
    }
  }

  /// `receive(_:environment:force:)` for a container (`ContentContainer`): takes `newView`
  /// whatever it holds and reconciles the children with its content at once, which is all that
  /// running the node would do, without the bookkeeping of a run (queuing its text, which its
  /// evaluated ancestor renders anyway). Only a changed layout marks the text stale here; a child
  /// that changes marks it itself. A new environment (`environmentReason` set the flag) forces
  /// every child, as it would in a run.
  private func receiveContent(_ newView: V) {
    // A stack reads no source and installs no field.
    assert(!isDirty && received == nil, "a container node is dirty or keeps a received value")
    let sameLayout = isSameInput(UnsafeRawPointer(storage), as: newView)
    storage.pointee = newView
    if !sameLayout { setNeedsRender() }
    let scope = Tracking.suspend()
    if TransactionContext.isAnimating || graph.animations.leavingCount > 0 {
      evaluateKeepingLeavingChildren(.inputChanged)  // Node+Leaving.swift
    } else {
      evaluate(.inputChanged)
    }
    Tracking.resume(scope)
    // As after a run: the children have the new environment now.
    flags.remove(.environmentReplaced)
  }

  /// Takes a new environment; `.environmentChanged` if it differs (or `force`), else `nil`.
  /// Inlined, like `finishReceiving(_:)`: every row of a list asks, and almost always gets `nil`.
  @inline(__always)
  private func environmentReason(
    _ newEnvironment: EnvironmentValues, force: Bool
  ) -> EvaluationReason? {
    guard force || !newEnvironment.hasSameProviders(as: environment) else { return nil }
    environment = newEnvironment
    flags.insert(.environmentReplaced)
    return .environmentChanged
  }

  private func replaceView(with newView: V) {
    if graph.recorder != nil { noteInputChange(to: newView) }
    if info.animatable != nil { return replaceAnimatableView(with: newView) }
    storage.pointee = newView
    received?.pointee = newView
    flags.insert(.valueReplaced)
  }

  /// `replaceView(with:)` for an ``Animatable`` type: when the change carries an animation, the
  /// stored value keeps showing the data it showed, and the graph starts moving it towards the
  /// new value's on the clock (`Graph.animateValue`). Out of line: only animatable types take it.
  @inline(never)
  private func replaceAnimatableView(with newView: V) {
    let previous = storage.pointee
    storage.pointee = newView
    received?.pointee = newView
    flags.insert(.valueReplaced)
    guard let access = info.animatable else { return }
    withUnsafePointer(to: previous) { previous in
      graph.animateValue(
        of: self, access: access, view: UnsafeMutableRawPointer(storage),
        previous: UnsafeRawPointer(previous))
    }
  }

  /// Evaluates the node for `reason`, or for being dirty; otherwise records a skip.
  @inline(__always)
  private func finishReceiving(_ reason: EvaluationReason?) {
    if let reason {
      run(reason)
    } else if isDirty {
      run(.invalidated)
    } else if EvaluationRecorder.isAnyAttached {
      // Only a recording host lists skips; the check spares every other skip a load of `graph`.
      graph.recordSkip(of: self)
    }
  }

  /// Tells the recorder which fields of the view value differ from the previous one.
  ///
  /// Out of line: it is taken only while a test records evaluations.
  @inline(never)
  private func noteInputChange(to newView: V) {
    guard let recorder = graph.recorder else { return }
    let previous = (received ?? storage).pointee
    recorder.noteInputChange(of: self, fields: info.differingFields(previous, newView))
  }
}
