import CellGraphCore
import Foundation

nonisolated extension View {
  /// Rotates the view by `angle` around `anchor`, as drawn.
  ///
  /// Text form: the view as it is (text is not rotated); the rotation is recorded and
  /// inspectable, and keeps SwiftUI's data flow.
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    visualEffect(VisualEffects.Rotation(angle: angle, anchor: anchor))
  }

  /// Scales the view by `scale` on both axes around `anchor`, as drawn.
  ///
  /// Text form: at a scale of 0 the view is blank space of its size (nothing of it is visible,
  /// as with `opacity(0)`); at any other scale it is as it is (text has one size).
  ///
  /// ```swift
  /// Text("Pop").scaleEffect(isShown ? 1 : 0)
  /// ```
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the view by `x` across and `y` down around `anchor` (see `scaleEffect(_:anchor:)`).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    Concealed(
      content: visualEffect(VisualEffects.Scale(x: x, y: y, anchor: anchor)),
      opacity: x == 0 || y == 0 ? 0 : 1)
  }

  /// Sets the order in which a `ZStack`'s or a layer's views are drawn (higher in front).
  ///
  /// Text form: the view as it is; the value is recorded, and layers keep their order in the
  /// text (Docs/Limitations.md).
  ///
  /// ```swift
  /// Text("Top").zIndex(1)
  /// ```
  public func zIndex(_ value: Double) -> some View {
    visualEffect(VisualEffects.ZIndex(value: value))
  }

  /// Clips the view to its frame.
  ///
  /// Text form: the view as it is; a frame already cuts what does not fit in text.
  ///
  /// ```swift
  /// Text("A long title").frame(width: 40).clipped()
  /// ```
  public func clipped(antialiased: Bool = false) -> some View {
    visualEffect(VisualEffects.Clipped(antialiased: antialiased))
  }
}

extension VisualEffects {
  struct Rotation: Equatable {
    let angle: Angle
    let anchor: UnitPoint
  }
  struct Scale: Equatable {
    let x: CGFloat
    let y: CGFloat
    let anchor: UnitPoint
  }
  struct ZIndex: Equatable { let value: Double }
  struct Clipped: Equatable { let antialiased: Bool }
}
