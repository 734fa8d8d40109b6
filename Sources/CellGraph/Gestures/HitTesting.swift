import CellGraphCore

/// The key behind `allowsHitTesting(_:)`: whether views here can be hit.
struct AllowsHitTestingKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether the views here can receive gestures: `false` below `.allowsHitTesting(false)`.
  var allowsHitTesting: Bool {
    get { self[AllowsHitTestingKey.self] }
    set { self[AllowsHitTestingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Whether this view and its subviews can be hit by gestures. With `false`, a gesture driver
  /// addressed to the view finds nothing there to act on (in SwiftUI, the touch passes through to
  /// what is behind).
  ///
  /// ```swift
  /// Text("Overlay").onTapGesture { tapped = true }.allowsHitTesting(false)
  /// // host.tap("Overlay") throws: nothing there can be hit
  /// ```
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    transformEnvironment(\.allowsHitTesting) { $0 = $0 && enabled }
  }

  /// Gives the view the shape that gestures hit. The host's gesture drivers address views by text
  /// or identifier, not by point, so the shape changes nothing there yet.
  ///
  /// ```swift
  /// VStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { open() }
  /// ```
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }
}
