import CellGraphCore
import Foundation

nonisolated extension View {
  /// Attaches `gesture` to this view, with lower precedence than the gestures of its subviews.
  ///
  /// ```swift
  /// Text("Canvas").gesture(DragGesture().onEnded { value in offset = value.translation })
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: The gesture to attach.
  ///   - mask: Which gestures stay on: this one (`.gesture`), the subviews' (`.subviews`), both
  ///     (`.all`, the default) or none.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    GestureModifier(content: self, gesture: gesture, priority: .normal, mask: mask)
  }

  /// Attaches `gesture` with higher precedence than the gestures of its subviews: a tap here wins
  /// over a subview's tap.
  ///
  /// ```swift
  /// Row().highPriorityGesture(TapGesture().onEnded { select() })
  /// ```
  public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    GestureModifier(content: self, gesture: gesture, priority: .high, mask: mask)
  }

  /// Attaches `gesture` to run at the same time as the other gestures that see the same input.
  ///
  /// ```swift
  /// Row().simultaneousGesture(TapGesture().onEnded { log("tapped") })
  /// ```
  public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    GestureModifier(content: self, gesture: gesture, priority: .simultaneous, mask: mask)
  }

  /// Runs `action` when the view is tapped `count` times.
  ///
  /// With a double tap and a single tap on one view, declare the double tap first: the single tap
  /// then runs only when no second tap follows.
  ///
  /// ```swift
  /// Text("Card")
  ///   .onTapGesture(count: 2) { like() }
  ///   .onTapGesture { flip() }
  /// try host.tap("Card")             // flip()
  /// try host.tap("Card", count: 2)   // like()
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Runs `action` with the location of the tap, in `coordinateSpace`, when the view is tapped
  /// `count` times.
  ///
  /// ```swift
  /// Color.clear.onTapGesture(count: 1) { location in marks.append(location) }
  /// Color.clear.onTapGesture(coordinateSpace: .global) { location in lastTap = location }
  /// ```
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Runs `action` with the location of the tap, in `coordinateSpace`, when the view is tapped
  /// `count` times (SwiftUI's earlier spelling, taking a ``CoordinateSpace``).
  @_disfavoredOverload
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Runs `action` when the view is pressed for at least `minimumDuration` seconds without moving
  /// more than `maximumDistance`; `onPressingChanged` hears `true` when the press starts and
  /// `false` when it ends: when the finger lifts (after `action`, which runs the moment the
  /// duration has passed, finger still down), or when the press fails by lifting early or moving.
  ///
  /// ```swift
  /// Text("Record").onLongPressGesture(minimumDuration: 1) { start() } onPressingChanged: {
  ///   isPressing = $0
  /// }
  /// try host.longPress("Record", duration: 1)
  /// ```
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      PressingGesture(
        base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, onPressingChanged: onPressingChanged))
  }
}

/// The gesture `.onLongPressGesture` attaches: a long press that also reports pressing.
nonisolated struct PressingGesture: Gesture {
  typealias Value = Bool
  typealias Body = Never
  let base: LongPressGesture
  let action: () -> Void
  let onPressingChanged: ((Bool) -> Void)?
}

@MainActor extension PressingGesture: PrimitiveGesture {
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
    let recognizer = base.makeRecognizer(in: space)
    let action = action
    if let pressing = onPressingChanged {
      recognizer.changed.append { _ in pressing(true) }
      recognizer.released.append { pressing(false) }
    }
    recognizer.ended.append { _ in action() }
    return recognizer
  }
}
