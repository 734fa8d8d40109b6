import CellGraphCore
import Foundation

/// A value shown within a range: a fuel level, a temperature, a battery's charge.
///
/// Text form: the label, the minimum-value label, a bar of ten cells filled with `#` in
/// proportion to where the value lies in its bounds, the maximum-value label, then the
/// current-value label; the parts a gauge has no view for are left out:
///
/// ```swift
/// Gauge(value: 40, in: 0...100) {
///   Text("Speed")
/// } currentValueLabel: {
///   Text("40 km/h")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// // Speed 0 [####------] 100 40 km/h
/// ```
///
/// A value outside its bounds is shown at the nearer end and reported as a `valueOutOfRange`
/// diagnostic. A custom `GaugeStyle` replaces the whole form with its body.
public nonisolated struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>: View {
  let value: Double
  let bounds: ClosedRange<Double>
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  public var body: Never { primitiveBody(Self.self) }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` within `bounds` with a label, a current-value label and labels for the
  /// two ends of the range.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` within `bounds` with a label and a current-value label.
  ///
  /// ```swift
  /// Gauge(value: battery) { Text("Battery") } currentValueLabel: { Text("\(Int(battery * 100))%") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` within `bounds` (`0...1` by default) with a label.
  ///
  /// ```swift
  /// Gauge(value: 0.4) { Text("Fuel") }   // Fuel [####------]
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
  }
}

@MainActor extension Gauge: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // Written so that a NaN value or bounds count as out of range (every comparison fails).
    if reason != .invalidated, !(value >= bounds.lowerBound && value <= bounds.upperBound) {
      node.graph.report(
        .outOfRange(
          "the value \(value) is outside \(bounds)", of: "gauge", at: node,
          fallback: "It is shown at the nearer end of the range."))
    }
    let styles = node.tracking { node.environment.gaugeStyle }
    let styled = node.updateCustomStyle(styles, at: \.gaugeStyle) {
      GaugeStyleConfiguration(
        value: fraction,
        label: StyleConfigurationPart(.label, label),
        currentValueLabel: CurrentValueLabel.self == EmptyView.self
          ? nil : StyleConfigurationPart(.currentValueLabel, currentValueLabel),
        minimumValueLabel: BoundsLabel.self == EmptyView.self
          ? nil : StyleConfigurationPart(.minimumValueLabel, minimumValueLabel),
        maximumValueLabel: BoundsLabel.self == EmptyView.self
          ? nil : StyleConfigurationPart(.maximumValueLabel, maximumValueLabel))
    }
    if !styled {
      node.updateChildren { children in
        children.update(label, key: .position(0))
        children.update(minimumValueLabel, key: .position(1))
        children.update(maximumValueLabel, key: .position(2))
        children.update(currentValueLabel, key: .position(3))
      }
    }
  }

  /// Where the value lies in its bounds, from 0 to 1 (0 for empty bounds or a NaN value).
  var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, !value.isNaN else { return 0 }
    return min(max((value - bounds.lowerBound) / span, 0), 1)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    if node.showsStyleBody { return node.childrenText }
    let bar = TextBlock(ProgressView<EmptyView, EmptyView>.cells(fraction))
    guard node.children.count == 4 else { return [bar] }
    let parts = node.children
    let blocks = parts[0].text + parts[1].text + [bar] + parts[2].text + parts[3].text
    return [TextLayout.horizontal(blocks, alignment: .center, spacing: 1)]
  }
}
