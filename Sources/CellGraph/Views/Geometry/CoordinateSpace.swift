import Foundation

/// A coordinate space a ``GeometryProxy`` reports frames in: the host's screen (`.global`), the
/// view's own bounds (`.local`), or the bounds of an ancestor named with
/// `coordinateSpace(name:)` (`.named(_:)`).
///
/// ```swift
/// GeometryReader { proxy in
///   Text("x = \(proxy.frame(in: .named("card")).minX)")
/// }
/// ```
public enum CoordinateSpace: Hashable {
  /// The host's screen: the root view's top-leading corner is the origin.
  case global
  /// The view's own bounds: its top-leading corner is the origin.
  case local
  /// The bounds of the nearest ancestor given this name with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// A type that stands for a coordinate space (SwiftUI's `CoordinateSpaceProtocol`): `.global`,
/// `.local`, `.named(_:)`.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this value stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The host's screen as a coordinate space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own bounds as a coordinate space (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space (`.named(_:)`), given to a view with `coordinateSpace(_:)`.
///
/// ```swift
/// ScrollView { rows }.coordinateSpace(.named("scroll"))
/// ```
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }

  /// The coordinate space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The host's screen.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own bounds.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space named `name` (see `coordinateSpace(_:)`).
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}
