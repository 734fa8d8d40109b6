import CellGraphCore
import Foundation

/// A rectangle with rounded corners; text form `<rounded rectangle>`.
///
/// ```swift
/// Text("Card").padding().background { RoundedRectangle(cornerRadius: 12).fill(.thinMaterial) }
/// ```
public nonisolated struct RoundedRectangle: Shape, Hashable {
  let cornerRadius: Double

  /// A rectangle whose corners have `cornerRadius` points of radius.
  public init(cornerRadius: CGFloat) {
    self.cornerRadius = Double(cornerRadius)
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension RoundedRectangle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeToken("rounded rectangle")
  }
}
