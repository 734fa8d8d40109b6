import CellGraphCore

nonisolated extension View {
  /// Sets the style of the foreground (text, symbols, shapes) in this view. Not shown in the
  /// text form.
  ///
  /// ```swift
  /// Text("Updated 2 min ago").foregroundStyle(.secondary)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    visualEffect(VisualEffects.ForegroundStyle(style: style))
  }

  /// Sets a primary and a secondary foreground style. Not shown in the text form.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    visualEffect(VisualEffects.ForegroundStyle(style: (primary, secondary)))
  }

  /// Sets a primary, a secondary and a tertiary foreground style. Not shown in the text form.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    visualEffect(VisualEffects.ForegroundStyle(style: (primary, secondary, tertiary)))
  }

  /// Sets the colour of the foreground in this view (`nil`: the default). Not shown in the text
  /// form.
  ///
  /// ```swift
  /// Image(systemName: "star.fill").foregroundColor(.yellow)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View {
    visualEffect(VisualEffects.ForegroundColor(color: color))
  }

  /// Sets the tint of controls in this view. Not shown in the text form.
  ///
  /// ```swift
  /// Toggle("Alerts", isOn: $alerts).tint(.orange)
  /// ```
  public func tint(_ tint: Color?) -> some View {
    visualEffect(VisualEffects.Tint(tint: tint))
  }

  /// Sets the tint of controls in this view to a style. Not shown in the text form.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    visualEffect(VisualEffects.Tint(tint: tint))
  }

  /// Fills the background of this view with a colour or a style. Not shown in the text form;
  /// for drawn content, use `background(alignment:content:)`.
  ///
  /// ```swift
  /// Text("New").padding(1).background(.yellow)
  /// ```
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    visualEffect(VisualEffects.BackgroundStyle(style: style, edges: edges))
  }

  /// Fills `shape` with `style` behind this view. Not shown in the text form.
  ///
  /// ```swift
  /// Text("3 new").padding(1).background(.blue, in: Capsule())
  /// ```
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    visualEffect(VisualEffects.BackgroundStyle(style: (style, shape), edges: []))
  }

  /// Fills `shape` with the default background behind this view. Not shown in the text form.
  public func background<T: Shape>(in shape: T) -> some View {
    visualEffect(VisualEffects.BackgroundStyle(style: shape, edges: []))
  }
}
