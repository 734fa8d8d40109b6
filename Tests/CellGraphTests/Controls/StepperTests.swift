import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Passes `$count` down without reading it.
private struct CountScreen: View {
  @StateCell var count = 4
  var body: some View {
    VStack {
      CountStepper(count: $count)
      Untouched()
    }
  }
}

private struct CountStepper: View {
  @BindingCell var count: Int
  var body: some View {
    Stepper("Count: \(count)", value: $count, in: 0...10, step: 2).testID("count")
  }
}

private struct Untouched: View {
  var body: some View { Text("untouched") }
}

private struct PageScreen: View {
  @StateCell var page = 1
  var body: some View {
    var previous: (@MainActor () -> Void)?
    if page > 1 { previous = { page -= 1 } }
    return Stepper("Page \(page)", onIncrement: { page += 1 }, onDecrement: previous)
  }
}

@MainActor
@Suite struct StepperTests: ViewsRendering {
  @Test("A stepper shows its label and its two buttons")
  func textForm() {
    #expect(render(CountScreen()) == "Count: 4 [-|+]\nuntouched")
  }

  @Test("Increment and decrement step the value and re-run only the views that read it")
  func stepping() throws {
    let host = ViewHost(CountScreen(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.increment("Count: 4")
    host.flush()
    #expect(host.text == "Count: 6 [-|+]\nuntouched")
    #expect(host.evaluations(of: CountScreen.self) == 0, "the screen only passes $count down")
    #expect(host.evaluations(of: CountStepper.self) == 1)
    #expect(host.evaluations(of: Untouched.self) == 0)
    try host.decrement("Count: 6")
    try host.decrement("Count: 4")
    #expect(host.text == "Count: 2 [-|+]\nuntouched")
  }

  @Test("A step past an end of the range stops at the end, and that end's button is unavailable")
  func clampsAtTheEnds() throws {
    struct Screen: View {
      @StateCell var count = 9
      var body: some View { Stepper("Count: \(count)", value: $count, in: 0...10, step: 2) }
    }
    let host = ViewHost(Screen())
    try host.increment("Count: 9")
    #expect(host.text == "Count: 10 [-| ]")
    #expect {
      try host.increment("Count: 10")
    } throws: { error in
      guard case .rejected(let message) = (error as? InteractionError)?.reason else { return false }
      return message.contains("+ button is unavailable")
    }
    #expect(host.text == "Count: 10 [-| ]", "a refused step writes nothing")
  }

  @Test("A value outside the range is diagnosed, shown as is, and clamped by the next step")
  func outOfRange() throws {
    struct Screen: View {
      @StateCell var count = 15
      var body: some View { Stepper("Count: \(count)", value: $count, in: 0...10) }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "Count: 15 [-| ]")
    let diagnostic = try #require(host.diagnostics.first)
    #expect(diagnostic.kind == .valueOutOfRange)
    #expect(diagnostic.message.contains("the value 15 is outside 0...10"), "\(diagnostic.message)")
    try host.decrement("Count: 15")
    #expect(host.text == "Count: 10 [-| ]", "15 - 1 clamps to 10")
  }

  @Test("The onIncrement/onDecrement form runs the closures; a nil closure's button is unavailable")
  func closures() throws {
    let host = ViewHost(PageScreen())
    #expect(host.text == "Page 1 [ |+]")
    #expect(throws: InteractionError.self) { try host.decrement("Page 1") }
    try host.increment("Page 1")
    #expect(host.text == "Page 2 [-|+]")
    try host.decrement("Page 2")
    #expect(host.text == "Page 1 [ |+]")
  }

  @Test("A step reports editing began and ended")
  func editingChanged() throws {
    struct Screen: View {
      @StateCell var value = 0.5
      @StateCell var edits: [Bool] = []
      var body: some View {
        VStack {
          Stepper("Value", value: $value, step: 0.25, onEditingChanged: { edits.append($0) })
          Text("\(value) \(edits)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.increment("Value")
    #expect(host.text == "Value [-|+]\n0.75 [true, false]")
  }

  @Test("A disabled stepper refuses to step; a found stepper steps")
  func disabledAndFound() throws {
    struct Screen: View {
      @StateCell var count = 4
      @StateCell var locked = false
      var body: some View {
        VStack {
          CountStepper(count: $count).disabled(locked)
          Button("Lock") { locked = true }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.find(testID: "count").increment()
    #expect(host.text == "Count: 6 [-|+]\n[Lock]")
    try host.find(testID: "count").decrement()
    try host.tap("Lock")
    #expect(host.text == "Count: 4 [-|+] (disabled)\n[Lock]")
    #expect {
      try host.increment("Count: 4")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
  }

  @Test("A stepper does not take other actions")
  func unsupported() throws {
    let host = ViewHost(CountScreen())
    #expect {
      try host.find(testID: "count").choose("x")
    } throws: { $0 is FindError }
  }
}
