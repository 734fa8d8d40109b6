/// What an animation knows while it runs, as SwiftUI's `AnimationContext`: the state a
/// ``CustomAnimation`` keeps between calls (``state``), whether it has logically completed, and
/// the environment of the view whose value it moves.
///
/// Each running animation of a view's value has a context of its own, kept from one clock step
/// to the next; a custom animation that merges with a running one continues with that one's.
///
/// ```swift
/// var context = AnimationContext<Double>()
/// _ = Animation.bouncy.animate(value: 1.0, time: 0.6, context: &context)
/// context.isLogicallyComplete   // true: past its perceptual duration of 0.5 s
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
  /// The state the animation keeps between calls, by ``AnimationStateKey``.
  ///
  /// ```swift
  /// context.state[Bounces.self] += 1
  /// ```
  public var state: AnimationState<Value>

  /// Whether the animation has reached its logical end: completions with the
  /// `.logicallyComplete` criteria may run.
  public var isLogicallyComplete = false

  /// The environment of the view whose value the animation moves (empty in a context made with
  /// ``init()``).
  ///
  /// ```swift
  /// let scale = context.environment[MotionScale.self]   // an EnvironmentKey of the app
  /// ```
  public private(set) var environment: EnvironmentValues

  /// A context for a new run of an animation, with empty state and environment: for sampling an
  /// animation by hand.
  public init() {
    self.init(state: AnimationState(), environment: EnvironmentValues())
  }

  package init(state: AnimationState<Value>, environment: EnvironmentValues) {
    self.state = state
    self.environment = environment
  }

  /// A context with `state` and this context's environment (and logical completion): for a
  /// custom animation that runs another one on a value of another type.
  ///
  /// ```swift
  /// var inner = context.withState(AnimationState<Double>())
  /// ```
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(state: state, environment: environment)
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}

/// The state a ``CustomAnimation`` keeps while it runs, as SwiftUI's `AnimationState`: values
/// by ``AnimationStateKey``, each its key's default until written.
///
/// ```swift
/// struct Bounces: AnimationStateKey { static var defaultValue: Int { 0 } }
/// var state = AnimationState<Double>()
/// state[Bounces.self] += 1   // 1
/// ```
public struct AnimationState<Value: VectorArithmetic> {
  /// The values written, by key type. Each is written by the subscript of its key, with the
  /// key's `Value` type, so a read finds that type.
  private var values: [ObjectIdentifier: Any] = [:]

  /// An empty state: every key reads its default.
  public init() {}

  /// The value for `key`, or its default when none was written.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value a ``CustomAnimation`` keeps in its ``AnimationState``, as SwiftUI's
/// `AnimationStateKey`.
///
/// ```swift
/// private struct Paused: AnimationStateKey {
///   var since: TimeInterval?
///   static var defaultValue: Self { .init() }
/// }
/// ```
public protocol AnimationStateKey {
  /// The type of the value.
  associatedtype Value
  /// The value before the animation writes one.
  static var defaultValue: Value { get }
}
