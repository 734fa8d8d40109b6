/// Composing transitions of the `Transition` protocol, as SwiftUI's `Transition.combined(with:)`
/// and `Transition.animation(_:)` do.
///
/// Each composition is a `Transition` of its own whose body applies its parts, so it can be used
/// wherever a transition can (inside another transition's body, too). Given to
/// `.transition(_:)`, it erases to the same composition of `AnyTransition`s
/// (`AnyTransition.combined(with:)`, `AnyTransition.animation(_:)`): each part keeps its name in
/// records and the animation it was given.
extension Transition {
  /// This transition and `other` at once: the view shows both bodies, this one's inside.
  ///
  /// ```swift
  /// Banner().transition(Blur().combined(with: Slide()))
  /// ```
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition, run with `animation` whatever the animation of the update that inserts
  /// or removes the view; `nil` runs it with none (its phases change at once).
  ///
  /// ```swift
  /// Banner().transition(Blur().animation(.linear(duration: 0.2)))
  /// ```
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }
}

/// A transition made of others, which `AnyTransition.init(_:)` erases part by part.
@MainActor
protocol ComposedTransition {
  /// The composition, of its parts' erasures.
  var erased: AnyTransition { get }
}

/// `first.combined(with: second)`.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, ComposedTransition {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  /// Moves when either part moves.
  static var properties: TransitionProperties {
    TransitionProperties(
      hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }

  var erased: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// `base.animation(animation)`.
struct AnimatedTransition<Base: Transition>: Transition, ComposedTransition {
  let base: Base
  let animation: Animation?

  func body(content: Content, phase: TransitionPhase) -> some View {
    base.apply(content: content, phase: phase)
  }

  static var properties: TransitionProperties { Base.properties }

  var erased: AnyTransition { AnyTransition(base).animation(animation) }
}
