import CellGraphCore
import Foundation

/// The layout of an `HStack`, as SwiftUI's `HStackLayout`: use it where a layout value is needed
/// (`AnyLayout`, a layout that picks one of several).
///
/// ```swift
/// HStackLayout(spacing: 4) { Text("A"); Text("B") }
/// ```
public struct HStackLayout: Layout {
  /// How shorter subviews line up.
  public var alignment: VerticalAlignment
  /// Points between subviews; `nil` for the default 8.
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the horizontal axis: a `Spacer` inside grows sideways.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private var stack: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: spacing ?? CellSize.defaultSpacing,
      alignment: alignment.fraction)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stack.sizeThatFits(proposal, subviews: subviews.proxies)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.proxies)
  }
}

/// The layout of a `VStack`, as SwiftUI's `VStackLayout`.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// ```
public struct VStackLayout: Layout {
  /// How narrower subviews line up (leading by default here, as `VStack`'s; Docs/Limitations.md).
  public var alignment: HorizontalAlignment
  /// Points between subviews; `nil` for the default 8.
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A stack along the vertical axis: a `Spacer` inside grows downwards.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  private var stack: StackLayout {
    StackLayout(
      axis: .vertical, spacing: spacing ?? CellSize.defaultSpacing, alignment: alignment.fraction)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stack.sizeThatFits(proposal, subviews: subviews.proxies)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.proxies)
  }
}

/// The layout of a `ZStack`, as SwiftUI's `ZStackLayout`: each subview is offered the
/// container's proposal and aligned in its bounds; the container is as large as its largest
/// subview.
///
/// ```swift
/// let layout = isLayered ? AnyLayout(ZStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///   Color.yellow
///   Text("Note")
/// }
/// ```
public struct ZStackLayout: Layout {
  /// How subviews line up in the container's bounds (centred by default).
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    LayerLayout.size(proposal, subviews.proxies)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    LayerLayout.place(subviews.proxies, in: bounds, proposal: proposal, alignment: alignment)
  }
}

// Without a screen size, the stack layouts draw their text as the stacks they stand for.

extension HStackLayout: TextArrangingLayout {
  func text(of node: Node, cellSize: CellSize) -> [TextBlock]? {
    let spacing = cellSize.columns(spacing ?? CellSize.defaultSpacing)
    return [TextLayout.horizontal(node.childrenText, alignment: alignment, spacing: spacing)]
  }

  var arrangesGridRows: Bool { false }
}

extension VStackLayout: TextArrangingLayout {
  func text(of node: Node, cellSize: CellSize) -> [TextBlock]? {
    let spacing = cellSize.lines(spacing ?? CellSize.defaultSpacing)
    return [TextLayout.vertical(node.childrenText, alignment: alignment, spacing: spacing)]
  }

  var arrangesGridRows: Bool { false }
}

extension ZStackLayout: TextArrangingLayout {
  func text(of node: Node, cellSize: CellSize) -> [TextBlock]? {
    let layers = node.zOrderedLayersText
    guard !layers.isEmpty else { return [] }
    return [TextLayout.stacked(layers, alignment: alignment)]
  }

  var arrangesGridRows: Bool { false }
}
