import CellGraphCore

/// A control that turns a Boolean value on and off.
///
/// Text form: `[x] Label` when on, `[ ] Label` when off; `[x] Label (disabled)` when disabled. A
/// custom `ToggleStyle` replaces the whole form with its body.
///
/// ```swift
/// @StateCell var wifi = true
/// Toggle("Wi-Fi", isOn: $wifi)        // [x] Wi-Fi
///
/// try host.toggle("Wi-Fi")            // flips wifi
/// ```
///
/// The toggle reads its binding when it is evaluated, so it depends on the bound state: a write
/// to `wifi` re-renders the toggle even when no body read `wifi`.
///
/// A toggle over several sources (`Toggle(sources:isOn:label:)`) is on when all of them are, off
/// when none is, and shows `[-]` when they differ; flipping it turns them all on, or all off when
/// all were on.
public nonisolated struct Toggle<Label: View>: View {
  let label: Label
  let isOn: BindingCell<Bool>?
  /// The bindings of a toggle over several sources, made when it is evaluated.
  let sources: (@MainActor () -> [BindingCell<Bool>])?

  /// A toggle whose label is a view.
  public init(isOn: BindingCell<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    self.sources = nil
  }

  /// A toggle over the Boolean at `isOn` in each of `sources`, whose label is a view.
  ///
  /// ```swift
  /// @StateCell var alarms = [Alarm(isOn: true), Alarm(isOn: false)]
  /// Toggle(sources: $alarms, isOn: \.isOn) { Text("All alarms") }   // [-] All alarms
  /// ```
  @MainActor public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, BindingCell<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.isOn = nil
    self.sources = { sources.map { $0[keyPath: isOn] } }
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: BindingCell<Bool>) {
    self.label = Text(title)
    self.isOn = isOn
    self.sources = nil
  }

  /// A toggle with a text label over the Boolean at `isOn` in each of `sources`.
  ///
  /// ```swift
  /// Toggle("All alarms", sources: $alarms, isOn: \.isOn)
  /// ```
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, BindingCell<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

@MainActor extension Toggle: Control {
  package typealias NodeState = ValueBox<ToggleState>

  static var controlKind: ControlKind { .toggle }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let (value, isEnabled, styles) = node.tracking {
      (currentValue(), node.trackedIsEnabled, node.environment.toggleStyle)
    }
    guard let style = styles.custom, let makeBody = style.makeBody else {
      node.state = ValueBox(ToggleState(value: value, isEnabled: isEnabled, isStyled: false))
      node.updateChild(label)
      return
    }
    node.state = ValueBox(ToggleState(value: value, isEnabled: isEnabled, isStyled: true))
    // The style's body stands in for the label, under the styles further out.
    let configuration = ToggleStyleConfiguration(
      label: StyleConfigurationPart(.label, label), isOn: binding, isMixed: value == .mixed)
    node.updateChild(
      makeBody(configuration).environment(\.toggleStyle, styles.outer), key: .position(1))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state =
      node.state?.value ?? ToggleState(value: .off, isEnabled: true, isStyled: false)
    // A custom style's body is the toggle's whole text form.
    if state.isStyled { return node.childrenText }
    return [
      TextBlock(
        "[\(state.value.glyph)] \(node.childrenLabel)\(node.disabledSuffix(state.isEnabled))")
    ]
  }

  /// A toggle labelled by a style's configuration label (`Toggle(configuration)` in a style's
  /// body) is the styled toggle's look, not a control of its own that the host would find twice.
  func isControl(_ node: PrimitiveNode<Self>) -> Bool {
    Label.self != StyleConfigurationPart.self
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.state?.value.isStyled == true ? node.styledControlLabel : node.childrenLabel
  }

  /// The toggle's value as one binding: the bound value, or for a toggle over several sources,
  /// on when all are, and writing sets them all.
  private var binding: BindingCell<Bool> {
    if let isOn { return isOn }
    let sources = sources
    return BindingCell(
      get: { MainActor.assumeIsolated { (sources?() ?? []).allSatisfy(\.wrappedValue) } },
      set: { value in
        MainActor.assumeIsolated { for source in sources?() ?? [] { source.wrappedValue = value } }
      })
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .toggle else { throw .unsupported }
    if let isOn {
      isOn.wrappedValue.toggle()
      return
    }
    let turnOn = currentValue() != .on
    for source in sources?() ?? [] { source.wrappedValue = turnOn }
  }

  /// Reads the binding, or every source's binding (each becomes a dependency when tracked).
  private func currentValue() -> ToggleValue {
    if let isOn { return isOn.wrappedValue ? .on : .off }
    let values = (sources?() ?? []).map(\.wrappedValue)
    if values.allSatisfy({ $0 }) && !values.isEmpty { return .on }
    return values.contains(true) ? .mixed : .off
  }
}

/// A toggle's text is `[x] ` and its label on one line when the label is one line: it joins a row
/// of labels (`LabelRow`).
@MainActor extension Toggle: LinePrimitive {}

/// What a toggle read in its last evaluation.
package struct ToggleState {
  var value: ToggleValue
  var isEnabled: Bool
  /// Whether a custom style draws the toggle (its body is the toggle's only child).
  var isStyled: Bool
}

/// A toggle's value: a toggle over several sources is mixed when they differ.
enum ToggleValue {
  case on, off, mixed

  var glyph: String {
    switch self {
    case .on: "x"
    case .off: " "
    case .mixed: "-"
    }
  }
}

extension Interaction {
  /// Flips the toggle (``ViewHost/toggle(_:)``).
  public static let toggle = Interaction(.kind(.toggle), .toggle)
}
