import CellGraphCore

nonisolated extension View {
  /// Runs `action` with every value `publisher` sends while the view is on screen: SwiftUI's
  /// `onReceive(_:perform:)`. The subscription starts when the view appears and ends when it
  /// disappears; the action is the one of the view's latest evaluation.
  ///
  /// ```swift
  /// Text("\(seconds) s")
  ///   .onReceive(ticks) { _ in seconds += 1 }
  /// ```
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    Receiving(content: self, publisher: publisher, action: action)
  }
}

/// The view `onReceive(_:perform:)` returns: its content, and a subscription its node keeps.
nonisolated struct Receiving<Content: View, P: Publisher>: View where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Receiving: LifecyclePrimitive {
  typealias NodeState = ReceiveSubscription<P.Output>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let subscription = node.state ?? ReceiveSubscription()
    subscription.action = action
    node.state = subscription
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) {
    // A timer connected by this subscription ticks on the host's clock (`HostTimers`).
    HostTimers.Scope.$current.withValue(node.graph.feature(HostTimers.self)) {
      node.state?.start(publisher)
    }
  }

  func disappear(_ node: PrimitiveNode<Self>) {
    node.state?.stop()
  }

  static func actionLabel(appearing: Bool) -> String { "onReceive" }
}

/// The live subscription of one `onReceive`, kept by its node; it calls the latest action.
@MainActor
final class ReceiveSubscription<Output> {
  var action: ((Output) -> Void)?
  private var cancellable: AnyCancellable?

  func start<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Never {
    guard cancellable == nil else { return }
    cancellable = publisher.sink { [weak self] value in
      // Publishers send on the thread that sends; the views' publishers send on the main actor
      // (subjects sent from actions, timers), which this assumes, as SwiftUI requires.
      MainActor.assumeIsolated { self?.action?(value) }
    }
  }

  func stop() {
    cancellable?.cancel()
    cancellable = nil
  }
}
