import CellGraphCore

/// Progress towards a goal, or activity of unknown length.
///
/// Text form: a bar of ten cells, filled with `#` in proportion to `value / total`, then the
/// percentage: `[#####-----] 50%`. Without a value (indeterminate) it is `[ ... ]`. A label comes
/// first, then a space: `Loading [##--------] 20%`.
///
/// A value outside `0...total` (or a total that is not positive) is shown clamped and reported
/// as a `Diagnostic` of kind `.progressValueOutOfRange`, as SwiftUI warns about it. A custom
/// `ProgressViewStyle` replaces the whole form with its body.
///
/// ```swift
/// ProgressView("Upload", value: 0.3)   // Upload [###-------] 30%
/// ProgressView()                       // [ ... ]
/// ```
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let value: Double?
  let total: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel

  /// Progress with a label and a label for the current value (shown after the bar).
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    if let value { self.value = Double(value) } else { self.value = nil }
    self.total = Double(total)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Progress with a label view.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }

  /// Activity of unknown length with a label view.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: Double?.none, label: label)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Activity of unknown length: `[ ... ]`.
  public init() {
    self.init(value: Double?.none, label: { EmptyView() })
  }

  /// Progress: `value` out of `total` (1 by default); `nil` is indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Activity of unknown length with a text label.
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: Double?.none, label: { Text(title) })
  }

  /// Progress with a text label.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) })
  }
}

@MainActor extension ProgressView: PrimitiveView {
  /// The cells of the bar.
  static var barWidth: Int { 10 }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // Written so that a NaN value or total counts as out of range (every comparison fails).
    if reason != .invalidated, let value, !(total > 0 && value >= 0 && value <= total) {
      node.graph.report(
        Diagnostic(
          kind: .progressValueOutOfRange,
          message: """
            ProgressView at \(node.identityPath) was given the value \(value) out of \(total), \
            outside 0...total. It shows the value clamped to that range.
            """,
          path: node.identityPath))
    }
    let styles = node.tracking { node.environment.progressViewStyle }
    let styled = node.updateCustomStyle(styles, at: \.progressViewStyle) {
      ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: Label.self == EmptyView.self ? nil : StyleConfigurationPart(.label, label),
        currentValueLabel: CurrentValueLabel.self == EmptyView.self
          ? nil : StyleConfigurationPart(.currentValueLabel, currentValueLabel))
    }
    if !styled { node.updateLabelAndContent(label, currentValueLabel) }
  }

  /// `value / total` clamped to `0...1` (0 for a total that is not positive or a NaN value), or
  /// `nil` without a value.
  var fraction: Double? {
    guard let value else { return nil }
    return total > 0 && !value.isNaN ? min(max(value / total, 0), 1) : 0
  }

  /// The bar and percentage, or `[ ... ]` without a value.
  var bar: String {
    guard let fraction else { return "[ ... ]" }
    let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
    let percent = Int((fraction * 100).rounded())
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: Self.barWidth - filled) + "] \(percent)%"
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    if node.showsStyleBody { return node.childrenText }
    guard let (label, currentValue) = node.labelAndContent else { return [TextBlock(bar)] }
    let blocks = label.text + [TextBlock(bar)] + currentValue.text
    return [TextLayout.horizontal(blocks, alignment: .center, spacing: 1)]
  }
}

/// The kind of misuse `ProgressView` reports.
extension Diagnostic.Kind {
  /// A `ProgressView` was given a value outside `0...total`; the bar shows the value clamped.
  public static let progressValueOutOfRange = Self("progressValueOutOfRange")
}
