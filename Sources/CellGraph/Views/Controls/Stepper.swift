import CellGraphCore
import Foundation

/// A control with − and + buttons that step a value down and up.
///
/// Text form: the label, then `[-|+]`. A direction that cannot be taken (the value is at that end
/// of its range, or the `onIncrement`/`onDecrement` form has no closure for it) shows a space:
/// `Count: 10 [-| ]`. The stepper shows no value of its own; its label usually does.
///
/// ```swift
/// @StateCell var count = 4
/// Stepper("Count: \(count)", value: $count, in: 0...10, step: 2)   // Count: 4 [-|+]
///
/// try host.increment("Count: 4")                                 // count == 6
/// ```
///
/// As in SwiftUI, a step that would leave the range stops at its end (`9 + 2` in `0...10` is
/// `10`), and a value already outside the range is clamped into it by the next step. Such a
/// value gets a `valueOutOfRange` diagnostic and is shown as it is. A step in a direction that
/// cannot be taken is refused, as a disabled button would be, and writes nothing.
///
/// A stepper given a `format:` shows its value as the format writes it (in the environment's
/// locale) between its label and its buttons: `Stepper("Speed", value: $speed, step: 0.5,
/// format: .number)` is `Speed 1.5 [-|+]`.
public nonisolated struct Stepper<Label: View>: View {
  let label: Label
  let stepping: Stepping

  public var body: Never { primitiveBody(Self.self) }
}

extension Stepper {
  /// A stepper that steps `value` by `step` within `bounds`, labelled by a view.
  ///
  /// ```swift
  /// Stepper(value: $count, in: 0...10) { Text("Count: \(count)") }
  /// ```
  public init<V: Strideable>(
    value: BindingCell<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.stepping = Stepping(value: value, bounds: bounds, step: step, editing: onEditingChanged)
  }

  /// A stepper that steps `value` by `step` without bounds, labelled by a view.
  ///
  /// ```swift
  /// Stepper(value: $count, step: 5) { Text("Count: \(count)") }
  /// ```
  public init<V: Strideable>(
    value: BindingCell<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.stepping = Stepping(value: value, bounds: nil, step: step, editing: onEditingChanged)
  }

  /// A stepper that steps `value` by `step` without bounds, showing it through `format`,
  /// labelled by a view.
  ///
  /// ```swift
  /// Stepper(value: $speed, step: 0.5, format: .number) { Text("Speed") }   // Speed 1 [-|+]
  /// ```
  public init<F: ParseableFormatStyle>(
    value: BindingCell<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
    self.stepping = Stepping(
      value: value, bounds: nil, step: step, editing: onEditingChanged
    ).showing(value, format)
  }

  /// A stepper that steps `value` by `step` within `bounds`, showing it through `format`,
  /// labelled by a view.
  public init<F: ParseableFormatStyle>(
    value: BindingCell<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
    self.stepping = Stepping(
      value: value, bounds: bounds, step: step, editing: onEditingChanged
    ).showing(value, format)
  }

  /// A stepper that runs `onIncrement` and `onDecrement`; a `nil` closure disables its button.
  ///
  /// ```swift
  /// Stepper { Text("Page \(page)") } onIncrement: { page += 1 } onDecrement: { page -= 1 }
  /// ```
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.stepping = Stepping(
      read: { StepperReading(canIncrement: onIncrement != nil, canDecrement: onDecrement != nil) },
      step: { up in
        onEditingChanged(true)
        if up { onIncrement?() } else { onDecrement?() }
        onEditingChanged(false)
      })
  }
}

extension Stepper where Label == Text {
  /// A stepper with a text label that steps `value` by `step` within `bounds`.
  ///
  /// ```swift
  /// Stepper("Count: \(count)", value: $count, in: 0...10, step: 2)
  /// ```
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: BindingCell<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }

  /// A stepper with a text label that steps `value` by `step` without bounds.
  ///
  /// ```swift
  /// Stepper("Count: \(count)", value: $count)
  /// ```
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: BindingCell<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper with a text label that steps `value` by `step` without bounds, showing it
  /// through `format`.
  ///
  /// ```swift
  /// Stepper("Speed", value: $speed, step: 0.5, format: .number)   // Speed 1 [-|+]
  /// ```
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: BindingCell<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, step: step, format: format, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a text label that steps `value` by `step` within `bounds`, showing it
  /// through `format`.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: BindingCell<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, format: format, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
  ///
  /// ```swift
  /// Stepper("Page \(page)", onIncrement: { page += 1 }, onDecrement: { page -= 1 })
  /// ```
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

/// What a stepper does, with the value's type erased: reading where it stands, and stepping.
@MainActor
struct Stepping {
  /// Reads the value (as a dependency, when called inside `tracking`) and says where it stands.
  let read: @MainActor () -> StepperReading
  /// Steps up (`true`) or down; only called in a direction `read` allows.
  let step: @MainActor (_ up: Bool) -> Void
  /// The value as the stepper's format writes it in a context (its locale), for a stepper
  /// given a `format:`; `nil` otherwise.
  private(set) var valueText: (@MainActor (TextContext) -> String)?

  nonisolated init(
    read: @escaping @MainActor () -> StepperReading, step: @escaping @MainActor (Bool) -> Void
  ) {
    self.read = read
    self.step = step
  }

  /// This stepping, showing `value` through `format`.
  nonisolated func showing<F: FormatStyle>(_ value: BindingCell<F.FormatInput>, _ format: F)
    -> Stepping where F.FormatOutput == String
  {
    var stepping = self
    // `nonisolated(unsafe)`: the format is a value of the view's declaration, used only by this
    // main-actor closure (SwiftUI's format styles are values; ours are not all `Sendable`).
    nonisolated(unsafe) let format = format
    stepping.valueText = { context in context.format(value.wrappedValue, format) }
    return stepping
  }

  nonisolated init<V: Strideable>(
    value: BindingCell<V>, bounds: ClosedRange<V>?, step: V.Stride,
    editing: @escaping @MainActor (Bool) -> Void
  ) {
    // Values of the view's declaration, read only by the main-actor closures below; a stepper's
    // values are numbers and dates in practice, which are `Sendable`.
    nonisolated(unsafe) let bounds = bounds
    nonisolated(unsafe) let step = step
    read = {
      let current = value.wrappedValue
      guard let bounds else { return StepperReading(canIncrement: true, canDecrement: true) }
      return StepperReading(
        canIncrement: current < bounds.upperBound, canDecrement: current > bounds.lowerBound,
        outOfRange: bounds.contains(current) ? nil : "the value \(current) is outside \(bounds)")
    }
    self.step = { up in
      var next = value.wrappedValue.advanced(by: up ? step : -step)
      if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
      editing(true)
      value.wrappedValue = next
      editing(false)
    }
  }
}

/// What a stepper read in its last evaluation.
package struct StepperReading {
  var canIncrement: Bool
  var canDecrement: Bool
  /// Why the value is outside the range, if it is.
  var outOfRange: String?
  var isEnabled = true
  /// The value as the stepper's format writes it, for a stepper given a `format:`.
  var valueText: String?
}

extension ControlKind {
  static let stepper = ControlKind("stepper")
}

@MainActor extension Stepper: Control {
  package typealias NodeState = ValueBox<StepperReading>

  static var controlKind: ControlKind { .stepper }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let reading = node.tracking {
      var reading = stepping.read()
      reading.isEnabled = node.trackedIsEnabled
      reading.valueText = stepping.valueText?(.at(node))
      return reading
    }
    node.state = ValueBox(reading)
    node.updateChild(label)
    if let outOfRange = reading.outOfRange {
      node.graph.report(
        .outOfRange(
          outOfRange, of: "stepper \"\(node.childrenLabel)\"", at: node,
          fallback: "It is shown as it is; the next step clamps it into the range."))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let reading =
      node.state?.value
      ?? StepperReading(canIncrement: true, canDecrement: true)
    let buttons = "[\(reading.canDecrement ? "-" : " ")|\(reading.canIncrement ? "+" : " ")]"
    let value = reading.valueText.map { "\($0) " } ?? ""
    return [
      TextBlock(
        "\(node.childrenLabel) \(value)\(buttons)\(node.disabledSuffix(reading.isEnabled))")
    ]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .increment || action == .decrement else { throw .unsupported }
    let up = action == .increment
    let reading = stepping.read()
    guard up ? reading.canIncrement : reading.canDecrement else {
      throw .rejected(
        "its \(up ? "+" : "−") button is unavailable: \(reading.outOfRange ?? "the value is at that end of its range, or there is no action for it")."
      )
    }
    stepping.step(up)
  }
}

@MainActor
extension Diagnostic {
  /// A control's value is outside its range; `fallback` says what the control does with it.
  static func outOfRange(_ problem: String, of control: String, at node: Node, fallback: String)
    -> Diagnostic
  {
    return Diagnostic(
      kind: .valueOutOfRange,
      message: "The \(control) at \(node.identityPath): \(problem). \(fallback)",
      path: node.identityPath)
  }
}

/// The kind of misuse steppers, sliders and date pickers report.
extension Diagnostic.Kind {
  /// A stepper's, slider's or date picker's value is outside its range; it is shown as is.
  public static let valueOutOfRange = Self("valueOutOfRange")
}

extension Interaction {
  /// Taps the stepper's +: one step up, or its `onIncrement` (``ViewHost/increment(_:)``).
  public static let increment = Interaction(.kind(.stepper), .increment)
  /// Taps the stepper's −: one step down, or its `onDecrement` (``ViewHost/decrement(_:)``).
  public static let decrement = Interaction(.kind(.stepper), .decrement)
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Taps the + of the stepper labelled `label`: one step up (or its `onIncrement`).
  ///
  /// ```swift
  /// try host.increment("Count: 4")
  /// ```
  public func increment(_ label: String) throws {
    try perform(.increment, on: label)
  }

  /// Taps the − of the stepper labelled `label`: one step down (or its `onDecrement`).
  ///
  /// ```swift
  /// try host.decrement("Count: 4")
  /// ```
  public func decrement(_ label: String) throws {
    try perform(.decrement, on: label)
  }
}
