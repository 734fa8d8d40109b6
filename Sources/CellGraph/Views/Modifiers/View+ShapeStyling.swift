import CellGraphCore
import Foundation

nonisolated extension View {
  /// Rounds the corners of this view. Not shown in the text form.
  ///
  /// ```swift
  /// Text("Badge").padding(1).background(.blue).cornerRadius(8)
  /// ```
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    visualEffect(VisualEffects.CornerRadius(radius: Double(radius)))
  }

  /// Clips this view to `shape`. Not shown in the text form.
  ///
  /// ```swift
  /// Image("avatar").clipShape(Circle())
  /// ```
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    visualEffect(VisualEffects.ClipShape(shape: shape))
  }

  /// Draws a shadow behind this view. Not shown in the text form.
  ///
  /// ```swift
  /// Text("Card").padding().shadow(radius: 4)
  /// ```
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    visualEffect(
      VisualEffects.Shadow(color: color, radius: Double(radius), x: Double(x), y: Double(y)))
  }
}
