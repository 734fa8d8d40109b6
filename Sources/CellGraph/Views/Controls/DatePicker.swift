import CellGraphCore
import Foundation

/// A control that picks a date, a time of day, or both.
///
/// Text form: the label, a colon, and the date in brackets in a fixed format, in UTC whatever the
/// machine's time zone and locale: `Due: [2026-11-24 19:49]` for date and time,
/// `Due: [2026-11-24]` for `.date`, `Due: [19:49]` for `.hourAndMinute`.
///
/// ```swift
/// @StateCell var due = Date(timeIntervalSince1970: 0)
/// DatePicker("Due", selection: $due, displayedComponents: .date)   // Due: [1970-01-01]
///
/// try host.pick(Date(timeIntervalSince1970: 86_400), in: "Due")     // Due: [1970-01-02]
/// ```
///
/// Picking with only `.date` shown keeps the time of day of the current selection, and with only
/// `.hourAndMinute` shown keeps its day, as a user of such a picker cannot change the other part.
/// A date outside the picker's range is refused; a selection outside it gets a `valueOutOfRange`
/// diagnostic and is shown as it is.
public nonisolated struct DatePicker<Label: View>: View {
  let label: Label
  let selection: BindingCell<Date>
  let lowerBound: Date?
  let upperBound: Date?
  let components: DatePickerComponents

  /// A date picker labelled by a view, limited to `range`.
  ///
  /// ```swift
  /// DatePicker(selection: $due, in: start...end) { Text("Due") }
  /// ```
  public init(
    selection: BindingCell<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
      components: displayedComponents, label: label())
  }

  /// A date picker labelled by a view.
  ///
  /// ```swift
  /// DatePicker(selection: $due) { Text("Due") }
  /// ```
  public init(
    selection: BindingCell<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents,
      label: label())
  }

  /// A date picker labelled by a view, from `range`'s start on.
  ///
  /// ```swift
  /// DatePicker(selection: $due, in: Date.now...) { Text("Due") }
  /// ```
  public init(
    selection: BindingCell<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: range.lowerBound, upperBound: nil,
      components: displayedComponents, label: label())
  }

  /// A date picker labelled by a view, up to `range`'s end.
  ///
  /// ```swift
  /// DatePicker(selection: $birthday, in: ...Date.now) { Text("Birthday") }
  /// ```
  public init(
    selection: BindingCell<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: range.upperBound,
      components: displayedComponents, label: label())
  }

  init(
    selection: BindingCell<Date>, lowerBound: Date?, upperBound: Date?,
    components: DatePickerComponents, label: Label
  ) {
    self.label = label
    self.selection = selection
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.components = components.isEmpty ? [.date, .hourAndMinute] : components
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension DatePicker where Label == Text {
  /// A date picker with a text label.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due, displayedComponents: .date)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, selection: BindingCell<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker with a text label, limited to `range`.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due, in: start...end)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, selection: BindingCell<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker with a text label, from `range`'s start on.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due, in: Date.now...)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, selection: BindingCell<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker with a text label, up to `range`'s end.
  ///
  /// ```swift
  /// DatePicker("Birthday", selection: $birthday, in: ...Date.now)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, selection: BindingCell<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

/// The parts of a date a `DatePicker` shows and edits.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The day: year, month and day.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The time of day: hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// The fixed format of a date picker's text form, in UTC.
enum DatePickerFormat {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// `2026-11-24 19:49`, or the part `components` names.
  static func iso(_ date: Date, components: DatePickerComponents) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    var shown: [String] = []
    if components.contains(.date) {
      shown.append("\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))")
    }
    if components.contains(.hourAndMinute) {
      shown.append("\(two(parts.hour)):\(two(parts.minute))")
    }
    return shown.joined(separator: " ")
  }

  /// `picked` with the parts `components` does not show taken from `current`.
  static func merged(_ picked: Date, into current: Date, components: DatePickerComponents) -> Date {
    if components.contains(.date) && components.contains(.hourAndMinute) { return picked }
    let day: Set<Calendar.Component> = [.year, .month, .day]
    let time: Set<Calendar.Component> = [.hour, .minute, .second, .nanosecond]
    let dayFrom = components.contains(.date) ? picked : current
    let timeFrom = components.contains(.date) ? current : picked
    var merged = calendar.dateComponents(day, from: dayFrom)
    let clock = calendar.dateComponents(time, from: timeFrom)
    merged.hour = clock.hour
    merged.minute = clock.minute
    merged.second = clock.second
    merged.nanosecond = clock.nanosecond
    return calendar.date(from: merged) ?? picked
  }
}

/// What a date picker read in its last evaluation.
package struct DatePickerReading {
  var date: Date
  var isEnabled: Bool
}

extension ControlKind {
  static let datePicker = ControlKind(
    "date picker",
    phrases: [
      .setValue: { label, action in
        let date = Date(timeIntervalSinceReferenceDate: action.value ?? 0)
        return
          "pick \(DatePickerFormat.iso(date, components: [.date, .hourAndMinute])) in \"\(label)\""
      }
    ])
}

@MainActor extension DatePicker: Control {
  package typealias NodeState = ValueBox<DatePickerReading>

  static var controlKind: ControlKind { .datePicker }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let reading = node.tracking {
      DatePickerReading(date: selection.wrappedValue, isEnabled: node.trackedIsEnabled)
    }
    node.state = ValueBox(reading)
    node.updateChild(label)
    if let problem = outOfRange(reading.date) {
      node.graph.report(
        .outOfRange(
          problem, of: "date picker \"\(node.childrenLabel)\"", at: node,
          fallback: "It is shown as it is; picking a date in the range replaces it."))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard let reading = node.state?.value else { return [] }
    let shown = DatePickerFormat.iso(reading.date, components: components)
    return [
      TextBlock("\(node.childrenLabel): [\(shown)]\(node.disabledSuffix(reading.isEnabled))")
    ]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard let interval = action.value else { throw .unsupported }
    guard interval.isFinite else { throw .rejected("\(interval) is not a date.") }
    let picked = DatePickerFormat.merged(
      Date(timeIntervalSinceReferenceDate: interval), into: selection.wrappedValue,
      components: components)
    if let problem = outOfRange(picked) { throw .rejected("\(problem).") }
    selection.wrappedValue = picked
  }

  /// Why `date` is outside the range, if it is.
  private func outOfRange(_ date: Date) -> String? {
    let format: (Date) -> String = {
      DatePickerFormat.iso($0, components: [.date, .hourAndMinute])
    }
    if let lowerBound, date < lowerBound {
      return "the date \(format(date)) is before the earliest it allows, \(format(lowerBound))"
    }
    if let upperBound, date > upperBound {
      return "the date \(format(date)) is after the latest it allows, \(format(upperBound))"
    }
    return nil
  }
}

extension Interaction {
  /// Sets the date picker to `date` (only the parts it shows) (``ViewHost/pick(_:in:)``).
  public static func pick(_ date: Date) -> Interaction {
    Interaction(.kind(.datePicker), .setValue(date.timeIntervalSinceReferenceDate))
  }
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Sets the date of the date picker labelled `label` (only the parts it shows: a `.date`
  /// picker keeps the time of day). A date outside the picker's range is refused with an
  /// ``InteractionError``, and nothing is written.
  ///
  /// ```swift
  /// try host.pick(Date(timeIntervalSince1970: 0), in: "Due")
  /// ```
  public func pick(_ date: Date, in label: String) throws {
    try perform(.pick(date), on: label)
  }
}
