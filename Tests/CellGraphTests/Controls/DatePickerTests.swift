import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// 2026-11-24 19:49:30 UTC.
private let evening = Date(timeIntervalSince1970: 1_795_549_770)
private let day: TimeInterval = 86_400

private struct DueScreen: View {
  @StateCell var due = evening
  @StateCell var locked = false
  var body: some View {
    VStack {
      DueDay(due: $due).disabled(locked)
      DatePicker("Alarm", selection: $due, displayedComponents: .hourAndMinute)
      DatePicker("When", selection: $due)
      Elsewhere()
      Button("Lock") { locked = true }
    }
  }
}

private struct DueDay: View {
  @BindingCell var due: Date
  var body: some View {
    DatePicker("Due", selection: $due, displayedComponents: .date).testID("due")
  }
}

private struct Elsewhere: View {
  var body: some View { Text("elsewhere") }
}

@MainActor
@Suite struct DatePickerTests: ViewsRendering {
  @Test("A date picker shows its date in a fixed UTC format, only the parts it displays")
  func textForm() {
    #expect(
      render(DueScreen()) == """
        Due: [2026-11-24]
        Alarm: [19:49]
        When: [2026-11-24 19:49]
        elsewhere
        [Lock]
        """)
  }

  @Test("Picking a day keeps the time of day; picking a time keeps the day; only readers re-run")
  func picking() throws {
    let host = ViewHost(DueScreen(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.pick(Date(timeIntervalSince1970: 0), in: "Due")
    host.flush()
    #expect(host.text.hasPrefix("Due: [1970-01-01]\nAlarm: [19:49]\nWhen: [1970-01-01 19:49]"))
    #expect(host.evaluations(of: DueScreen.self) == 0)
    #expect(host.evaluations(of: DueDay.self) == 0, "only the pickers read the date")
    #expect(host.evaluations(of: Elsewhere.self) == 0)
    try host.pick(Date(timeIntervalSince1970: 8 * 3600 + 5 * 60), in: "Alarm")
    #expect(host.text.hasPrefix("Due: [1970-01-01]\nAlarm: [08:05]\nWhen: [1970-01-01 08:05]"))
    try host.find(testID: "due").pick(evening)
    #expect(host.text.hasPrefix("Due: [2026-11-24]\nAlarm: [08:05]"))
  }

  @Test("A date outside the range is refused; a selection outside it is diagnosed")
  func range() throws {
    struct Screen: View {
      @StateCell var due = evening
      var body: some View {
        DatePicker("Due", selection: $due, in: evening.addingTimeInterval(day)...)
      }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "Due: [2026-11-24 19:49]")
    let diagnostic = try #require(host.diagnostics.first)
    #expect(diagnostic.kind == .valueOutOfRange)
    #expect(
      diagnostic.message.contains("is before the earliest it allows, 2026-11-25 19:49"),
      "\(diagnostic.message)")
    #expect {
      try host.pick(evening, in: "Due")
    } throws: { error in
      guard case .rejected(let message) = (error as? InteractionError)?.reason else { return false }
      return message.contains("before the earliest")
    }
    try host.pick(evening.addingTimeInterval(2 * day), in: "Due")
    #expect(host.text == "Due: [2026-11-26 19:49]")
  }

  @Test("A disabled date picker refuses a date")
  func disabled() throws {
    let host = ViewHost(DueScreen())
    try host.tap("Lock")
    #expect(host.text.hasPrefix("Due: [2026-11-24] (disabled)"))
    #expect {
      try host.pick(Date(timeIntervalSince1970: 0), in: "Due")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
  }
}
