import Foundation

extension Anchor {
  /// A geometry value of a view that an anchor is made from (SwiftUI's `Anchor.Source`): its
  /// bounds, a rectangle or a point in its own coordinates, or a unit point of its size.
  ///
  /// ```swift
  /// Text("Inbox").anchorPreference(key: TopKey.self, value: .top) { $0 }
  /// Text("Inbox").anchorPreference(key: BoxKey.self, value: .rect(CGRect(x: 0, y: 0, width: 8, height: 22))) { $0 }
  /// ```
  public nonisolated struct Source: Sendable {
    /// What the source stands for: compared and hashed, so that two anchors of one view from
    /// equal sources are equal.
    let kind: AnchorSourceKind
    /// The value for a view whose frame, in the coordinate space asked for, is the argument.
    let resolve: @Sendable (CGRect) -> Value

    init(kind: AnchorSourceKind, resolve: @escaping @Sendable (CGRect) -> Value) {
      self.kind = kind
      self.resolve = resolve
    }

    /// A source of the array of the values of `array`'s sources, in order.
    ///
    /// ```swift
    /// let corners = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])
    /// ```
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
      self.init(kind: .array(array.map(\.kind))) { frame in array.map { $0.resolve(frame) } }
    }

    /// A source of `anchor`'s value, or of `nil` when there is no source.
    ///
    /// ```swift
    /// let maybe = Anchor<CGRect?>.Source(isSelected ? .bounds : nil)
    /// ```
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
      self.init(kind: .optional(anchor?.kind)) { frame in anchor?.resolve(frame) }
    }
  }
}

extension Anchor.Source where Value == CGRect {
  /// The rectangle `r`, in the view's own coordinates (its top-leading corner is the origin).
  ///
  /// ```swift
  /// .anchorPreference(key: K.self, value: .rect(CGRect(x: 0, y: 0, width: 16, height: 22))) { $0 }
  /// ```
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor<CGRect>.Source(kind: .rect(r)) { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
  }

  /// The view's whole bounds.
  ///
  /// ```swift
  /// .anchorPreference(key: K.self, value: .bounds) { $0 }
  /// ```
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(kind: .bounds) { frame in frame }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// The point `p`, in the view's own coordinates.
  ///
  /// ```swift
  /// .anchorPreference(key: K.self, value: .point(CGPoint(x: 4, y: 11))) { $0 }
  /// ```
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source(kind: .point(p)) { frame in
      CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
    }
  }

  /// The point at `p` of the view's size (`UnitPoint(x: 0.5, y: 0.5)` is its centre).
  ///
  /// ```swift
  /// .anchorPreference(key: K.self, value: .unitPoint(UnitPoint(x: 0.25, y: 1))) { $0 }
  /// ```
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source(kind: .unitPoint(p)) { frame in
      CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
    }
  }

  /// The view's top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The view's top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The view's centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The view's bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// What an anchor source stands for, as a value: anchors compare and hash their sources by it
/// (a source's resolving closure cannot be compared).
nonisolated indirect enum AnchorSourceKind: Hashable, Sendable {
  case bounds
  case rect(CGRect)
  case point(CGPoint)
  case unitPoint(UnitPoint)
  case array([AnchorSourceKind])
  case optional(AnchorSourceKind?)
}
