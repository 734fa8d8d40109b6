import CellGraphCore
import Foundation

/// A control that selects a value from a bounded range by dragging.
///
/// Text form: the label and a colon (if there is a label), the minimum-value label, a bar of ten
/// cells filled in proportion to the value (`=` filled, `-` empty), the maximum-value label, and
/// the value: `Volume: [=====-----] 0.5`, `Volume: Quiet [==--------] Loud 20`. The value is
/// printed with at most six significant digits (`0.3`, not `0.30000000000000004`).
///
/// ```swift
/// @StateCell var volume = 0.5
/// Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }   // Volume: [=====-----] 0.5
///
/// try host.slide("Volume", to: 0.8)        // volume == 0.8
/// try host.slideUp("Volume")               // volume == 0.9
/// ```
///
/// Setting a value clamps it to the range and rounds it to the nearest step from the lower bound.
/// Stepping up or down moves by `step`, or by a tenth of the range without one (as assistive
/// technologies do); a step past an end stops there, and a step from an end outwards is refused.
/// A value outside the range gets a `valueOutOfRange` diagnostic; the bar shows it clamped and
/// the number as it is, and the next interaction clamps it.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let sliding: Sliding

  public var body: Never { primitiveBody(Self.self) }
}

extension Slider {
  /// A slider with a label and labels for its minimum and maximum values.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...100) {
  ///   Text("Volume")
  /// } minimumValueLabel: {
  ///   Text("Quiet")
  /// } maximumValueLabel: {
  ///   Text("Loud")
  /// }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: BindingCell<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.sliding = Sliding(value: value, bounds: bounds, step: step, editing: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: BindingCell<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider without labels; the host finds it by the label `""`.
  ///
  /// ```swift
  /// Slider(value: $progress)
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: BindingCell<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      EmptyView()
    }
  }
}

/// What a slider does, in `Double`s: its range, its step, reading and writing the value.
@MainActor
struct Sliding {
  let lower: Double
  let upper: Double
  let step: Double?
  let read: @MainActor () -> Double
  let write: @MainActor (Double) -> Void

  nonisolated init<V: BinaryFloatingPoint>(
    value: BindingCell<V>, bounds: ClosedRange<V>, step: V.Stride?,
    editing: @escaping @MainActor (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    lower = Double(bounds.lowerBound)
    upper = Double(bounds.upperBound)
    self.step = step.map { Double($0) }.flatMap { $0 > 0 ? $0 : nil }
    read = { Double(value.wrappedValue) }
    write = { newValue in
      editing(true)
      value.wrappedValue = V(newValue)
      editing(false)
    }
  }

  /// `value` clamped into the range and rounded to the nearest step from the lower bound.
  func snapped(_ value: Double) -> Double {
    var result = min(max(value, lower), upper)
    if let step {
      var count = ((result - lower) / step).rounded()
      // A step that does not divide the range can round past the upper bound.
      if lower + count * step > upper { count -= 1 }
      // `0.1 * 3` is `0.30000000000000004`, but `3 / 10` is `0.3`: divide when the step is the
      // inverse of a whole number, so that stepped values are the decimals a reader expects.
      let perUnit = (1 / step).rounded()
      let isInverse = perUnit >= 1 && abs(1 / step - perUnit) < 1e-9 * perUnit
      result = max(lower + (isInverse ? count / perUnit : count * step), lower)
    }
    return result
  }

  /// How far one increment or decrement moves.
  var stepSize: Double { step ?? (upper - lower) / 10 }
}

/// What a slider read in its last evaluation.
package struct SliderReading {
  var value: Double
  var isEnabled: Bool
}

extension ControlKind {
  static let slider = ControlKind(
    "slider",
    phrases: [
      .setValue: { label, action in "slide \"\(label)\" to \(action.value ?? 0)" },
      .increment: { label, _ in "slide up \"\(label)\"" },
      .decrement: { label, _ in "slide down \"\(label)\"" },
    ])
}

@MainActor extension Slider: Control {
  package typealias NodeState = ValueBox<SliderReading>

  static var controlKind: ControlKind { .slider }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let reading = node.tracking {
      SliderReading(value: sliding.read(), isEnabled: node.trackedIsEnabled)
    }
    node.state = ValueBox(reading)
    node.updateChildren { children in
      children.update(label, key: .position(0))
      children.update(minimumValueLabel, key: .position(1))
      children.update(maximumValueLabel, key: .position(2))
    }
    if !(sliding.lower...sliding.upper).contains(reading.value) {
      node.graph.report(
        .outOfRange(
          "the value \(Self.format(reading.value)) is outside \(Self.format(sliding.lower))..."
            + "\(Self.format(sliding.upper))",
          of: "slider \"\(controlLabel(node))\"", at: node,
          fallback: "The bar shows it clamped; the next interaction clamps it into the range."))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard let reading = node.state?.value, node.children.count == 3
    else { return [] }
    let span = sliding.upper - sliding.lower
    let fraction = span > 0 ? min(max((reading.value - sliding.lower) / span, 0), 1) : 0
    let filled = fraction.isNaN ? 0 : Int((fraction * 10).rounded())
    let bar =
      "[" + String(repeating: "=", count: filled) + String(repeating: "-", count: 10 - filled) + "]"
    var parts: [String] = []
    let label = node.children[0].ownLabel
    if !label.isEmpty { parts.append(label + ":") }
    let minimum = node.children[1].ownLabel
    if !minimum.isEmpty { parts.append(minimum) }
    parts.append(bar)
    let maximum = node.children[2].ownLabel
    if !maximum.isEmpty { parts.append(maximum) }
    parts.append(Self.format(reading.value))
    return [TextBlock(parts.joined(separator: " ") + node.disabledSuffix(reading.isEnabled))]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.children.first?.ownLabel ?? ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    let current = sliding.read()
    if let value = action.value {
      guard value.isFinite else {
        throw .rejected("\(value) is not a number it can take.")
      }
      sliding.write(sliding.snapped(value))
    } else if action == .increment {
      guard current < sliding.upper else {
        throw .rejected("it is at its maximum, \(Self.format(sliding.upper)).")
      }
      sliding.write(sliding.snapped(max(current, sliding.lower) + sliding.stepSize))
    } else if action == .decrement {
      guard current > sliding.lower else {
        throw .rejected("it is at its minimum, \(Self.format(sliding.lower)).")
      }
      sliding.write(sliding.snapped(min(current, sliding.upper) - sliding.stepSize))
    } else {
      throw .unsupported
    }
  }

  /// A number with at most six significant digits: `0.5`, `0.3`, `100`, `1.5e+07`.
  static func format(_ value: Double) -> String {
    String(format: "%.6g", value)
  }
}

extension Interaction {
  /// Drags the slider to `value`, clamped to its range and rounded to its step
  /// (``ViewHost/slide(_:to:)``).
  public static func slide(to value: Double) -> Interaction {
    Interaction(.kind(.slider), .setValue(value))
  }
  /// Moves the slider one step up (its `step`, or a tenth of its range) (``ViewHost/slideUp(_:)``).
  public static let slideUp = Interaction(.kind(.slider), .increment)
  /// Moves the slider one step down (``ViewHost/slideDown(_:)``).
  public static let slideDown = Interaction(.kind(.slider), .decrement)
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Drags the slider labelled `label` to `value`, clamped to its range and rounded to its step.
  ///
  /// ```swift
  /// try host.slide("Volume", to: 0.5)
  /// ```
  public func slide(_ label: String, to value: Double) throws {
    try perform(.slide(to: value), on: label)
  }

  /// Moves the slider labelled `label` one step up (its `step`, or a tenth of its range).
  ///
  /// ```swift
  /// try host.slideUp("Volume")
  /// ```
  public func slideUp(_ label: String) throws {
    try perform(.slideUp, on: label)
  }

  /// Moves the slider labelled `label` one step down (its `step`, or a tenth of its range).
  ///
  /// ```swift
  /// try host.slideDown("Volume")
  /// ```
  public func slideDown(_ label: String) throws {
    try perform(.slideDown, on: label)
  }
}
