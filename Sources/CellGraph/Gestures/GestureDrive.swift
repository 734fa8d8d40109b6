import CellGraphCore
import Foundation

/// What a host's gesture driver does with a finger (or two): the input of a gesture interaction.
struct GestureDrive: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `count` quick taps at a location.
    case tap(count: Int, x: Double, y: Double)
    /// A press held for `duration` seconds.
    case longPress(duration: Double)
    /// A finger held still for `hold` seconds (none when 0), then moving by a translation, in
    /// `steps` moves, lifting at the end when `ends`.
    case drag(width: Double, height: Double, steps: Int, ends: Bool, hold: Double = 0)
    /// Two fingers pinching to `scale`, in `steps`.
    case magnify(scale: Double, steps: Int, ends: Bool)
    /// Two fingers turning by `radians`, in `steps`.
    case rotate(radians: Double, steps: Int, ends: Bool)
  }

  let kind: Kind

  /// How records name the drive on a view labelled `label`: `drag "Canvas"`.
  func phrase(label: String) -> String {
    switch kind {
    case .tap(let count, _, _): count == 1 ? "tap \"\(label)\"" : "tap \"\(label)\" ×\(count)"
    case .longPress: "long press \"\(label)\""
    case .drag: "drag \"\(label)\""
    case .magnify: "magnify \"\(label)\""
    case .rotate: "rotate \"\(label)\""
    }
  }

  /// The kind of input, to continue a gesture in progress only with the same kind.
  var sameKindKey: String {
    switch kind {
    case .tap: "tap"
    case .longPress: "longPress"
    case .drag: "drag"
    case .magnify: "magnify"
    case .rotate: "rotate"
    }
  }
}

/// Where a gesture driver acts: the view showing a text, the view with an accessibility
/// identifier, a node a test found, or a point of the screen (the view hit there).
@MainActor
enum GestureAddress {
  case text(String)
  case identifier(String)
  case node(Node)
  /// A point in the host's coordinates, in points.
  case point(CGPoint)

  /// How records and errors name the address.
  var label: String {
    switch self {
    case .text(let text): text
    case .identifier(let identifier): identifier
    case .node(let node): node.plainText
    case .point(let point): "at \(Self.describe(point))"
    }
  }

  /// `(40, 30)`: whole points without a fraction.
  static func describe(_ point: CGPoint) -> String {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    return "(\(number(point.x)), \(number(point.y)))"
  }

  func isSame(as other: GestureAddress) -> Bool {
    switch (self, other) {
    case (.text(let a), .text(let b)), (.identifier(let a), .identifier(let b)): a == b
    case (.node(let a), .node(let b)): a === b
    // The finger is down already: a drag by point continues wherever it began.
    case (.point, .point): true
    default: false
    }
  }
}

extension ControlAction.Name {
  /// Drives a gesture: the input is a `GestureDrive`.
  package static let gesture = Self("gesture") { label, action in
    action.input(GestureDrive.self)?.phrase(label: label) ?? "gesture \"\(label)\""
  }
}

extension Interaction {
  /// Taps the view `count` times, as a finger would: its gestures (and a button there) decide
  /// what happens (``ViewHost/tap(_:count:at:)``).
  public static func tap(count: Int, at location: CGPoint = .zero) -> Interaction {
    gesture(.tap(count: count, x: location.x, y: location.y))
  }

  /// Presses the view for `duration` seconds (``ViewHost/longPress(_:duration:)``).
  public static func longPress(duration: Double = 0.5) -> Interaction {
    gesture(.longPress(duration: duration))
  }

  /// Drags a finger across the view by `translation`, in `steps` moves, after holding it still
  /// for `duration` seconds (``ViewHost/drag(_:pressingFor:by:steps:endsGesture:)``).
  public static func drag(
    pressingFor duration: Double = 0, by translation: CGSize, steps: Int = 1,
    endsGesture: Bool = true
  ) -> Interaction {
    gesture(
      .drag(
        width: translation.width, height: translation.height, steps: steps, ends: endsGesture,
        hold: duration))
  }

  /// Pinches the view to `scale` times its size (``ViewHost/magnify(_:by:steps:endsGesture:)``).
  public static func magnify(by scale: CGFloat, steps: Int = 1, endsGesture: Bool = true)
    -> Interaction
  {
    gesture(.magnify(scale: scale, steps: steps, ends: endsGesture))
  }

  /// Turns the view by `angle` (``ViewHost/rotate(_:by:steps:endsGesture:)``).
  public static func rotate(by angle: Angle, steps: Int = 1, endsGesture: Bool = true)
    -> Interaction
  {
    gesture(.rotate(radians: angle.radians, steps: steps, ends: endsGesture))
  }

  private static func gesture(_ kind: GestureDrive.Kind) -> Interaction {
    Interaction(.gesture, ControlAction(.gesture, input: GestureDrive(kind: kind)))
  }
}

extension Node {
  /// The node's text on one line, its lines trimmed and joined with spaces.
  var plainText: String {
    text.flatMap { $0.resolved.lines }.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}
