import CellGraphCore
import Foundation

// The stacks in points (see `StackLayout` for SwiftUI's algorithm and its sources).

extension HorizontalAlignment {
  /// Where a narrower view sits across a vertical stack: 0 leading, 0.5 centre, 1 trailing.
  var fraction: CGFloat {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

extension VerticalAlignment {
  /// Where a shorter view sits across a horizontal stack: 0 top, 0.5 centre, 1 bottom.
  var fraction: CGFloat {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom: 1
    }
  }
}

@MainActor extension VStack: LayoutPrimitive {
  private var stack: StackLayout {
    StackLayout(
      axis: .vertical, spacing: spacing ?? CellSize.defaultSpacing, alignment: alignment.fraction)
  }

  package var subviewAxis: StackAxis? { .vertical }

  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    stack.sizeThatFits(proposal, subviews: subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
  }
}

@MainActor extension HStack: LayoutPrimitive {
  private var stack: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: spacing ?? CellSize.defaultSpacing,
      alignment: alignment.fraction)
  }

  package var subviewAxis: StackAxis? { .horizontal }

  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    stack.sizeThatFits(proposal, subviews: subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
  }
}

@MainActor extension ZStack: LayoutPrimitive {
  /// As large as its largest layer, each layer proposed the stack's own proposal (SwiftUI's
  /// `ZStack`: "The stack … sizes itself to fit its largest child").
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    LayerLayout.size(proposal, subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    LayerLayout.place(subviews, in: bounds, proposal: proposal, alignment: alignment)
  }
}

/// Layers in points: a `ZStack`, an overlay, a background.
enum LayerLayout {
  @MainActor static func size(_ proposal: ProposedViewSize, _ subviews: [LayoutSubview]) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let layer = subview.sizeThatFits(proposal)
      return CGSize(width: max(size.width, layer.width), height: max(size.height, layer.height))
    }
  }

  /// Each layer proposed `proposal` and aligned in `bounds` by `alignment`.
  @MainActor static func place(
    _ subviews: [LayoutSubview], in bounds: CGRect, proposal: ProposedViewSize,
    alignment: Alignment
  ) {
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      subview.place(
        topLeading: aligned(size, in: bounds, alignment), proposal: proposal)
    }
  }

  /// The origin of a view of `size` aligned in `bounds` by `alignment`.
  static func aligned(_ size: CGSize, in bounds: CGRect, _ alignment: Alignment) -> CGPoint {
    CGPoint(
      x: bounds.minX + (bounds.width - size.width) * alignment.horizontal.fraction,
      y: bounds.minY + (bounds.height - size.height) * alignment.vertical.fraction)
  }
}
