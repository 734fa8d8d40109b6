/// A view with an animatable modifier applied (`.modifier(Pulse(scale: s))`, where `Pulse` is a
/// `ViewModifier & Animatable`) animates as its modifier: its data is the modifier's, so an
/// animated change of the modifier moves it on the host's clock and its `body(content:)` sees
/// each step.
@MainActor extension ModifiedContent: Animatable where Modifier: Animatable {
  public var animatableData: Modifier.AnimatableData {
    get { modifier.animatableData }
    set { modifier.animatableData = newValue }
  }
}
