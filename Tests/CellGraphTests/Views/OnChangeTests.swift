import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `onChange(of:)`: which changes it reports, with which values, and when.
@MainActor
@Suite struct OnChangeTests {
  @Test("onChange delivers the old and the new value after a change")
  func onChangeDeliversOldAndNew() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log))
    #expect(log.events.isEmpty)
    try host.tap("set 1")
    host.flush()
    #expect(log.events == ["0 -> 1"])
    try host.tap("burst")
    host.flush()
    #expect(log.events == ["0 -> 1", "1 -> 3"])
  }

  @Test("Several writes in one action give one onChange call with the first old and last new")
  func onChangeCoalescesWritesOfOneAction() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log))
    try host.tap("burst")
    host.flush()
    #expect(log.events == ["0 -> 3"])
  }

  @Test("Writing an equal value, or changing a value and changing it back, calls no onChange")
  func onChangeIgnoresEqualValues() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log))
    try host.tap("same")
    host.flush()
    try host.tap("there and back")
    host.flush()
    try host.tap("other")
    host.flush()
    #expect(host.text.hasPrefix("value 0, other 1"))
    #expect(log.events.isEmpty)
  }

  @Test("onChange with initial: true also runs on appear with the current value as old and new")
  func onChangeInitial() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log, initial: true))
    #expect(log.events == ["0 -> 0"])
    try host.tap("set 1")
    host.flush()
    #expect(log.events == ["0 -> 0", "0 -> 1"])
  }

  @Test("onChange without initial does not run on appear")
  func onChangeNotInitial() {
    let log = ViewsEventLog()
    _ = ViewHost(ChangeScreen(log: log, initial: false))
    #expect(log.events.isEmpty)
  }

  @Test("The zero-argument onChange runs once per committed change")
  func onChangeZeroArguments() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ZeroArgumentChange(log: log))
    #expect(log.events == ["changed"])
    try host.tap("burst")
    host.flush()
    try host.tap("there and back")
    host.flush()
    #expect(log.events == ["changed", "changed"])
  }

  @Test("onChange runs after the update, in the commit phase")
  func onChangeRunsAfterTheUpdate() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log, logsBody: true))
    log.events.removeAll()
    try host.tap("set 1")
    host.flush()
    #expect(log.events == ["body 1", "0 -> 1"])
  }

  @Test("State written by an onChange action is shown after the same flush")
  func onChangeWritingState() throws {
    let host = ViewHost(Doubler())
    try host.tap("set 4")
    host.flush()
    #expect(host.text.hasPrefix("value 4, doubled 8"))
    #expect(host.diagnostics.isEmpty)
  }
}

// MARK: - Views

private struct ChangeScreen: View {
  let log: ViewsEventLog
  var initial = false
  var logsBody = false
  @StateCell private var value = 0
  @StateCell private var other = 0

  var body: some View {
    let _ = logsBody ? log.append("body \(value)") : ()
    VStack {
      Text("value \(value), other \(other)")
      Button("set 1") { value = 1 }
      Button("burst") {
        value = 1
        value = 2
        value = 3
      }
      Button("same") {
        let current = value
        value = current
      }
      Button("there and back") {
        value = 5
        value = 0
      }
      Button("other") { other += 1 }
    }
    .onChange(of: value, initial: initial) { old, new in log.append("\(old) -> \(new)") }
  }
}

private struct ZeroArgumentChange: View {
  let log: ViewsEventLog
  @StateCell private var value = 0

  var body: some View {
    VStack {
      Text("value \(value)")
      Button("burst") {
        value += 1
        value += 1
      }
      Button("there and back") {
        value += 1
        value -= 1
      }
    }
    .onChange(of: value, initial: true) { log.append("changed") }
  }
}

private struct Doubler: View {
  @StateCell private var value = 0
  @StateCell private var doubled = 0

  var body: some View {
    VStack {
      Text("value \(value), doubled \(doubled)")
      Button("set 4") { value = 4 }
    }
    .onChange(of: value) { _, new in doubled = new * 2 }
  }
}
