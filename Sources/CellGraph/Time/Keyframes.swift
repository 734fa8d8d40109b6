import CellGraphCore

/// Keyframes for a value: one or more ``KeyframeTrack``s, each moving one property of the value,
/// as SwiftUI's `Keyframes`. Written in a `KeyframesBuilder` closure.
///
/// ```swift
/// KeyframeTimeline(initialValue: Pose()) {
///   KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
///   KeyframeTrack(\.offset) { SpringKeyframe(30, duration: 0.5) }
/// }
/// ```
@MainActor @preconcurrency
public protocol Keyframes<Value> {
  associatedtype Value

  /// The tracks, each a function from time to its property (an implementation detail of
  /// CellGraph's keyframes; write keyframes with the builders).
  func _tracks() -> [KeyframeTrackModel<Value>]
}

/// One or more keyframes of a track, as SwiftUI's `KeyframeTrackContent`. Written in a
/// `KeyframeTrackContentBuilder` closure.
@MainActor @preconcurrency
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable

  /// The keyframes, in order (an implementation detail; write them with the builder).
  func _keyframes() -> [KeyframeModel<Value>]
}

/// One keyframe, as the tracks evaluate it.
public struct KeyframeModel<Value: Animatable> {
  enum Kind {
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case spring(Spring, startVelocity: Value?)
    case move
  }

  let target: Value
  /// Seconds; 0 or more.
  let duration: Double
  let kind: Kind
}

/// A keyframe track's property as a function of time, erased to its root value's type.
public struct KeyframeTrackModel<Root> {
  /// How long the track moves.
  let duration: Double
  /// Sets the track's property of `root` to its value at `time`, starting from `root`'s value.
  let apply: @MainActor (_ root: inout Root, _ initial: Root, _ time: Double) -> Void
}

// MARK: Keyframes

/// Moves the value in a straight line to `to`, along `timingCurve`: SwiftUI's `LinearKeyframe`.
///
/// ```swift
/// LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeIn)
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let model: KeyframeModel<Value>

  public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
    model = KeyframeModel(target: to, duration: validDuration(duration), kind: .linear(timingCurve))
  }

  public func _keyframes() -> [KeyframeModel<Value>] { [model] }
}

/// Moves the value along a cubic curve through the keyframes around it (Catmull-Rom tangents
/// where no velocity is given): SwiftUI's `CubicKeyframe`.
///
/// ```swift
/// CubicKeyframe(10.0, duration: 0.25)
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let model: KeyframeModel<Value>

  public init(
    _ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    model = KeyframeModel(
      target: to, duration: validDuration(duration),
      kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
  }

  public func _keyframes() -> [KeyframeModel<Value>] { [model] }
}

/// Moves the value to `to` with `spring`, for `duration` seconds (the spring's settling
/// duration when not given); at its end the value is `to`: SwiftUI's `SpringKeyframe`.
///
/// ```swift
/// SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let model: KeyframeModel<Value>

  public init(
    _ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
  ) {
    let length = duration.map(validDuration) ?? min(spring.settlingDuration, 1e6)
    model = KeyframeModel(
      target: to, duration: length, kind: .spring(spring, startVelocity: startVelocity))
  }

  public func _keyframes() -> [KeyframeModel<Value>] { [model] }
}

/// Jumps to `to` at once: SwiftUI's `MoveKeyframe`.
///
/// ```swift
/// MoveKeyframe(0.0)
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let model: KeyframeModel<Value>

  public init(_ to: Value) {
    model = KeyframeModel(target: to, duration: 0, kind: .move)
  }

  public func _keyframes() -> [KeyframeModel<Value>] { [model] }
}

/// A duration that is a number of at least 0 (at most a million seconds).
private func validDuration(_ seconds: Double) -> Double {
  seconds.isNaN ? 0 : min(max(seconds, 0), 1e6)
}

// MARK: Tracks

/// The keyframes of one property of a value, played one after the other from the property's
/// value at the start: SwiftUI's `KeyframeTrack`.
///
/// ```swift
/// KeyframeTrack(\Pose.scale) {
///   LinearKeyframe(2.0, duration: 0.5)
///   SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// A track moving the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  public func _tracks() -> [KeyframeTrackModel<Root>] {
    let keyframes = content._keyframes()
    let keyPath = keyPath
    let duration = keyframes.reduce(0) { $0 + $1.duration }
    return [
      KeyframeTrackModel(duration: duration) { root, initial, time in
        root[keyPath: keyPath] = KeyframeTrackValue.value(
          of: keyframes, from: initial[keyPath: keyPath], at: time)
      }
    ]
  }
}

extension KeyframeTrack where Root == Value {
  /// A track moving the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// How a track's keyframes give its value at a time (on the main actor, where `Animatable`'s
/// data is read).
@MainActor
enum KeyframeTrackValue {
  static func value<Value: Animatable>(
    of keyframes: [KeyframeModel<Value>], from initial: Value, at time: Double
  ) -> Value {
    var start = initial
    var elapsed = max(time.isNaN ? 0 : time, 0)
    for (index, keyframe) in keyframes.enumerated() {
      if keyframe.duration > 0, elapsed < keyframe.duration {
        return value(
          of: keyframe, from: start, at: elapsed, previous: index > 0 ? keyframes[index - 1] : nil,
          before: index > 1 ? keyframes[index - 2].target : (index > 0 ? initial : nil),
          next: index + 1 < keyframes.count ? keyframes[index + 1] : nil)
      }
      elapsed -= keyframe.duration
      start = keyframe.target
    }
    return start
  }

  /// The value `elapsed` seconds into `keyframe`, which starts at `start`.
  private static func value<Value: Animatable>(
    of keyframe: KeyframeModel<Value>, from start: Value, at elapsed: Double,
    previous: KeyframeModel<Value>?, before: Value?, next: KeyframeModel<Value>?
  ) -> Value {
    let from = start.animatableData
    let to = keyframe.target.animatableData
    let fraction = elapsed / keyframe.duration
    var result = keyframe.target
    switch keyframe.kind {
    case .move:
      return keyframe.target
    case .linear(let curve):
      result.animatableData = from + (to - from).scaled(by: curve.value(at: fraction))
    case .spring(let spring, let startVelocity):
      result.animatableData = spring.value(
        fromValue: from, toValue: to,
        initialVelocity: startVelocity?.animatableData ?? .zero, time: elapsed)
    case .cubic(let startVelocity, let endVelocity):
      // A cubic Hermite segment; a missing velocity is the Catmull-Rom tangent through the
      // neighbouring keyframes' values (zero at an end with no neighbour).
      let duration = keyframe.duration
      let v0 =
        startVelocity?.animatableData
        ?? before.map { before in
          (to - before.animatableData).scaled(by: 1 / (duration + (previous?.duration ?? 0)))
        } ?? .zero
      let v1 =
        endVelocity?.animatableData
        ?? next.map { next in
          (next.target.animatableData - from).scaled(by: 1 / (duration + next.duration))
        } ?? .zero
      let t = fraction
      let t2 = t * t
      let t3 = t2 * t
      result.animatableData =
        from.scaled(by: 2 * t3 - 3 * t2 + 1) + v0.scaled(by: (t3 - 2 * t2 + t) * duration)
        + to.scaled(by: -2 * t3 + 3 * t2) + v1.scaled(by: (t3 - t2) * duration)
    }
    return result
  }
}

// MARK: Builders

/// Builds the keyframes of a track from a list: SwiftUI's `KeyframeTrackContentBuilder`.
@MainActor @resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value>
  where K.Value == Value {
    KeyframeList(keyframe._keyframes())
  }

  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(parts.flatMap(\.keyframes))
  }

  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(parts.flatMap(\.keyframes))
  }

  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
    part ?? KeyframeList([])
  }

  public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
  public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}

/// Keyframes in order, as a track content builder makes them.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
  let keyframes: [KeyframeModel<Value>]

  init(_ keyframes: [KeyframeModel<Value>]) { self.keyframes = keyframes }

  public func _keyframes() -> [KeyframeModel<Value>] { keyframes }
}

/// Builds the tracks of keyframes from a list: SwiftUI's `KeyframesBuilder`.
@MainActor @resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTrackList<Value>
  where K.Value == Value {
    KeyframeTrackList(keyframes._tracks())
  }

  /// Keyframes of the whole value, written without a track: together, in order, they are one
  /// track of the whole value.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframes: K)
    -> KeyframeTrackList<Value>
  where K.Value == Value {
    KeyframeTrackList(
      [], loose: keyframes._keyframes(),
      makeTrack: { loose in
        let keyframes = loose.compactMap { $0 as? KeyframeModel<Value> }
        return KeyframeTrackModel(duration: keyframes.reduce(0) { $0 + $1.duration }) {
          root, initial, time in
          root = KeyframeTrackValue.value(of: keyframes, from: initial, at: time)
        }
      })
  }

  public static func buildBlock(_ parts: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
    KeyframeTrackList(joining: parts)
  }

  public static func buildArray(_ parts: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
    KeyframeTrackList(joining: parts)
  }

  public static func buildOptional(_ part: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
    part ?? KeyframeTrackList([])
  }

  public static func buildEither(first: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
    first
  }
  public static func buildEither(second: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
    second
  }
}

/// Tracks, as a keyframes builder makes them.
public struct KeyframeTrackList<Value>: Keyframes {
  let tracks: [KeyframeTrackModel<Value>]
  /// Keyframes of the whole value written without a track (each a `KeyframeModel<Value>`, the
  /// value being `Animatable` when there are any), and how to make them one track.
  let loose: [Any]
  let makeTrack: (@MainActor ([Any]) -> KeyframeTrackModel<Value>)?

  init(
    _ tracks: [KeyframeTrackModel<Value>], loose: [Any] = [],
    makeTrack: (@MainActor ([Any]) -> KeyframeTrackModel<Value>)? = nil
  ) {
    self.tracks = tracks
    self.loose = loose
    self.makeTrack = makeTrack
  }

  /// The parts' tracks, and their loose keyframes in order.
  init(joining parts: [KeyframeTrackList<Value>]) {
    self.init(
      parts.flatMap(\.tracks), loose: parts.flatMap(\.loose),
      makeTrack: parts.lazy.compactMap(\.makeTrack).first)
  }

  public func _tracks() -> [KeyframeTrackModel<Value>] {
    guard !loose.isEmpty, let makeTrack else { return tracks }
    return tracks + [makeTrack(loose)]
  }
}

// MARK: Timeline

/// Keyframes for a value, evaluated at any time: SwiftUI's `KeyframeTimeline`. Each track starts
/// from the initial value's property and holds its last keyframe's value after its end.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///   KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
/// }
/// timeline.value(time: 0.25)   // 2.5
/// timeline.duration            // 1
/// ```
@MainActor
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [KeyframeTrackModel<Value>]

  /// A timeline of the keyframes `content` builds, from `initialValue`.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.initialValue = initialValue
    self.tracks = content()._tracks()
  }

  /// How long the longest track moves, in seconds.
  public var duration: Double { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds from the start.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, initialValue, time) }
    return value
  }

  /// The value at `progress` of the timeline's duration (0...1).
  public func value(progress: Double) -> Value {
    value(time: duration * min(max(progress.isNaN ? 0 : progress, 0), 1))
  }
}
