import CellGraphCore
import Foundation

/// The shape of the container the view is in, inset to the view's frame: SwiftUI's
/// `ContainerRelativeShape`, which takes a widget's or a window's corner radius.
///
/// No container in CellGraph declares a shape, so it is always SwiftUI's fallback, a rectangle
/// (Docs/Limitations.md). Text form `<container shape>`, drawn as a box.
///
/// ```swift
/// Image(systemName: "star").padding().background(ContainerRelativeShape().fill(.yellow))
/// ```
public nonisolated struct ContainerRelativeShape: InsettableShape, Hashable {
  public init() {}

  /// The frame's rectangle: no container gives a shape of its own.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> {
    _Inset(base: self, amount: amount)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ContainerRelativeShape: BoxShape {
  var boxOutline: Drawing.Outline { .rectangle }
  var cellToken: String { "<container shape>" }
}

@MainActor extension ContainerRelativeShape: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
