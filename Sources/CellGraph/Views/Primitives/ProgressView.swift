import CellGraphCore
import Foundation

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
///
/// A progress view over a timer interval (`ProgressView(timerInterval: start...end)`) follows the
/// host's clock (``ViewHost/now``): it empties as time passes (or fills, with `countsDown:
/// false`) and shows the time left after its bar.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let value: Double?
  let total: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  /// The interval of a progress view that follows the clock, and which way it goes.
  let timer: (interval: ClosedRange<Date>, countsDown: Bool)?

  /// Progress with a label and a label for the current value (shown after the bar).
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    if let value { self.value = Double(value) } else { self.value = nil }
    self.total = Double(total)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.timer = nil
  }

  /// Progress through `timerInterval` on the host's clock, with a label and a label for the
  /// current value.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end) {
  ///   Text("Workout")
  /// } currentValueLabel: {
  ///   Text(timerInterval: start...end)
  /// }
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.value = nil
    self.total = 1
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.timer = (timerInterval, countsDown)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval` on the host's clock, with a label; the time left (or
  /// since its start, with `countsDown: false`) shows after the bar.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end) { Text("Workout") }   // Workout [####------] 1:30
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval` on the host's clock.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end, countsDown: false)
  /// ```
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// The current-value label of a progress view over a timer interval: the time left, or the
/// time since its start, as `Text(timerInterval:countsDown:)` shows it.
public nonisolated struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View {
    // A body is evaluated on the main actor, where the text reads the host's date as a
    // dependency; this view's type is nonisolated so that nonisolated code can make it.
    Text(timerInterval: interval, countsDown: countsDown, isolation: MainActor.shared)
  }
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

  /// The progress of a Foundation `Progress`: its `fractionCompleted`, or activity of unknown
  /// length while it is indeterminate. Read when the view is evaluated (a `Progress` is not a
  /// source: see Docs/Limitations.md).
  ///
  /// ```swift
  /// ProgressView(download.progress)   // [###-------] 30%
  /// ```
  public init(_ progress: Progress) {
    let fraction = progress.isIndeterminate ? nil : progress.fractionCompleted
    self.init(value: fraction, total: 1)
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
  /// The fraction shown, as of the last evaluation (a timer's moves with the clock).
  package typealias NodeState = ValueBox<Double?>

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
    // One tracking scope per evaluation: it replaces the node's dependencies with what it reads
    // (a timer's reads the host's date, so the bar moves with the clock).
    let (fraction, styles) = node.tracking {
      (
        timer.map { Self.fraction(of: $0, at: TextContext.at(node).now) } ?? self.fraction,
        node.environment.progressViewStyle
      )
    }
    node.state = ValueBox(fraction)
    let styled = node.updateCustomStyle(styles, at: \.progressViewStyle) {
      ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: Label.self == EmptyView.self ? nil : StyleConfigurationPart(.label, label),
        currentValueLabel: CurrentValueLabel.self == EmptyView.self
          ? nil : StyleConfigurationPart(.currentValueLabel, currentValueLabel))
    }
    if !styled { node.updateLabelAndContent(label, currentValueLabel) }
  }

  /// How far through `timer` the date `now` is, kept within `0...1`: the part left when it
  /// counts down. An empty interval is complete.
  static func fraction(
    of timer: (interval: ClosedRange<Date>, countsDown: Bool), at now: Date
  ) -> Double {
    let length = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
    let elapsed = now.timeIntervalSince(timer.interval.lowerBound)
    let done = length > 0 ? min(max(elapsed / length, 0), 1) : 1
    return timer.countsDown ? 1 - done : done
  }

  /// `value / total` clamped to `0...1` (0 for a total that is not positive or a NaN value), or
  /// `nil` without a value.
  var fraction: Double? {
    guard let value else { return nil }
    return total > 0 && !value.isNaN ? min(max(value / total, 0), 1) : 0
  }

  /// The bar and percentage for `fraction`, or `[ ... ]` without one.
  static func bar(_ fraction: Double?) -> String {
    guard let fraction else { return "[ ... ]" }
    return "\(cells(fraction)) \(Int((fraction * 100).rounded()))%"
  }

  /// The bar alone for `fraction` (in `0...1`): `barWidth` cells, the done ones `#`, shared by
  /// progress views and gauges.
  static func cells(_ fraction: Double) -> String {
    let filled = Int((fraction * Double(barWidth)).rounded(.down))
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: barWidth - filled) + "]"
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    if node.showsStyleBody { return node.childrenText }
    let bar = Self.bar(node.state.map(\.value) ?? fraction)
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
