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
}
