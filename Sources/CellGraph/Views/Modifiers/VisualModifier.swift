import CellGraphCore

/// The view of a modifier that changes only how a view looks, not its text (`bold()`,
/// `foregroundStyle(_:)`, `cornerRadius(_:)`, `shadow(…)`, `frame(…)`, …).
///
/// It keeps what it was given in `effect` and hands its content on as its only child, so the
/// modifier keeps SwiftUI's data flow without changing the text: like any input, a new effect
/// equal to the last one (compared field by field) re-runs nothing, and a different one re-runs
/// only this node, which renders its content's text unchanged. Structural: identity paths leave
/// it out, as they do `padding`.
nonisolated struct VisualModifier<Content: View, Effect>: View {
  let content: Content
  var effect: Effect

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension VisualModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

/// A modifier whose effect is animatable (a rotation, a blur) animates as its effect.
@MainActor extension VisualModifier: Animatable where Effect: Animatable {
  var animatableData: Effect.AnimatableData {
    get { effect.animatableData }
    set { effect.animatableData = newValue }
  }
}

nonisolated extension View {
  /// This view with a visual `effect` that leaves its text as it is.
  func visualEffect<Effect>(_ effect: Effect) -> VisualModifier<Self, Effect> {
    VisualModifier(content: self, effect: effect)
  }
}

/// The effects of the visual modifiers: one small value each, compared field by field.
enum VisualEffects {
  struct FontWeight: Equatable { let weight: Font.Weight? }
  struct Bold: Equatable { let isActive: Bool }
  struct Italic: Equatable { let isActive: Bool }
  struct ForegroundStyle<Style> { let style: Style }
  struct ForegroundColor: Equatable { let color: Color? }
  struct Tint<Style> { let tint: Style? }
  struct BackgroundStyle<Style> {
    let style: Style
    let edges: Edge.Set
  }
  struct CornerRadius: Equatable { let radius: Double }
  struct ClipShape<S> { let shape: S }
  struct Shadow: Equatable {
    let color: Color
    let radius: Double
    let x: Double
    let y: Double
  }
  struct Opacity: Equatable { let opacity: Double }
  struct FixedSize: Equatable {
    let horizontal: Bool
    let vertical: Bool
  }
}
