import CellGraphCore
import Foundation

/// A view that takes all the space it is offered and builds its content from its size and
/// position (a ``GeometryProxy``), as SwiftUI's `GeometryReader`.
///
/// Layout: the reader is as large as its proposal (10 points on an axis offered none, as
/// SwiftUI's); its content is offered the reader's size and placed at its top-leading corner.
/// The content is built again whenever the reader's size or position changes: after a layout
/// (a changed screen size, a sibling that grew), the reader's geometry is a source its content
/// read, and the records name it (`geometry of Root/GeometryReader`).
///
/// Text form: the content's.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
/// }
/// // host.screenSize = ScreenSize(columns: 40, lines: 10)  →  "320 × 220"
/// ```
public nonisolated struct GeometryReader<Content: View>: View {
  let content: @MainActor (GeometryProxy) -> Content

  /// - Parameter content: Builds the content from the reader's geometry.
  public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension GeometryReader: PrimitiveView {
  package typealias NodeState = GeometryReading

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let reading = node.state ?? GeometryReading.install(on: node)
    // The content depends on the reader's geometry and on whatever the closure reads.
    let built = node.tracking { content(reading.proxy) }
    node.updateChild(built)
  }
}

@MainActor extension GeometryReader: LifecyclePrimitive {
  package func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.geometry.unregister(node)
  }
}

@MainActor extension GeometryReader: LayoutPrimitive {
  /// All that is offered; 10 points on an axis offered nothing (SwiftUI's default size).
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The content at the top-leading corner, offered the reader's size.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    for subview in subviews {
      subview.place(topLeading: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}
