import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Logs through the one-parameter form, whose action captured `value` at the previous update.
private struct OneParameter: View {
  let log: ViewsEventLog
  @StateCell var value = 0
  var body: some View {
    Button("add \(value)") { value += 1 }
      .onChange(of: value) { [value] newValue in log.events.append("\(value) then \(newValue)") }
  }
}

/// The zero-parameter form, with and without `initial:`.
private struct ZeroParameter: View {
  let log: ViewsEventLog
  @StateCell var value = 0
  var body: some View {
    VStack {
      Button("bump") { value += 1 }
      Text("\(value)")
        .onChange(of: value) { log.events.append("changed to \(value)") }
        .onChange(of: value, initial: true) { log.events.append("initial or changed \(value)") }
    }
  }
}

@MainActor
@Suite struct OnChangeFormsTests {
  @Test("The one-parameter form passes the new value to the action given at the previous update")
  func oneParameterNewValue() throws {
    let log = ViewsEventLog()
    let host = ViewHost(OneParameter(log: log))
    #expect(log.events.isEmpty, "the one-parameter form never runs on appear")
    try host.tap("add 0")
    host.flush()
    try host.tap("add 1")
    host.flush()
    #expect(log.events == ["0 then 1", "1 then 2"])
  }

  @Test("The zero-parameter form runs after a change, and also on appear with initial: true")
  func zeroParameter() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ZeroParameter(log: log))
    #expect(log.events == ["initial or changed 0"])
    try host.tap("bump")
    host.flush()
    #expect(log.events.count == 3)
    #expect(log.events.dropFirst().sorted() == ["changed to 1", "initial or changed 1"])
  }
}
