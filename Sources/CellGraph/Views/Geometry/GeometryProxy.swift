import CellGraphCore
import Foundation

/// The size and position a ``GeometryReader`` was given, in points, as SwiftUI's
/// `GeometryProxy`.
///
/// Values are the host's layout (see `ViewHost.screenSize` and Docs/TextForm.md, "Proposals"):
/// a text line is 22 points high and a character 8 points wide with the default ``CellSize``.
/// The safe area is empty: a host has no bars or notches.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.size.width)) wide")   // "320 wide" on a 40-column screen
/// }
/// ```
@MainActor
public struct GeometryProxy {
  /// The size of the reader: what it was proposed.
  public let size: CGSize
  /// The reader's frame in the host's coordinates.
  let globalFrame: CGRect
  /// Finds the frame of an ancestor named `name` (`coordinateSpace(name:)`), if any.
  let namedFrame: @MainActor (AnyHashable) -> CGRect?
  /// The reader's node, whose host resolves anchors and hears of their misuse.
  private(set) weak var node: Node?

  /// Insets of the safe area: none (a host has no bars or notches).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`: its bounds (origin zero) in `.local`, its position
  /// on the screen in `.global`, relative to the named ancestor in `.named(_:)` (the screen
  /// when no ancestor has that name, as SwiftUI falls back).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let space = namedFrame(name) else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
    }
  }

  /// The reader's frame in `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The proxy of a view of `frame` (global), which names spaces through `node`'s ancestors.
  init(frame: CGRect, node: Node?) {
    size = frame.size
    globalFrame = frame
    self.node = node
    namedFrame = { [weak node] name in
      guard let node else { return nil }
      return NamedCoordinateSpaceModifier<EmptyView>.frame(named: name, above: node)
    }
  }
}
