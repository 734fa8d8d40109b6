import CellGraph
import CellGraphTesting
import Foundation
import Testing

// One vocabulary: each interaction is declared once, beside its control, and the host's
// shortcuts, the host's general `perform(_:on:)` and a found view's `perform(_:)` name it the
// same way in records (a record lists the passes that ran a body: `Panel` reads every value its
// controls write).

private struct Panel: View {
  @StateCell private var volume = 0.5
  @StateCell private var count = 0
  @StateCell private var notes = "x"
  @StateCell private var due = Date(timeIntervalSinceReferenceDate: 0)
  @StateCell private var selection: String?

  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...1) { Text("Volume") }
      Stepper("Count: \(count)", value: $count)
      TextEditor(text: $notes)
      DatePicker("Due", selection: $due, displayedComponents: .date)
      List(["Milk", "Bread"], id: \.self, selection: $selection) { Text($0) }
      // Read here, so that every interaction re-runs this body and leaves a record.
      Text("\(volume) \(count) \(notes) \(due) \(selection ?? "-")")
    }
  }
}

@MainActor
@Suite struct InteractionVocabularyTests {
  /// The trigger the host's records name for the interaction `act` performs.
  private func trigger(_ act: (ViewHost) throws -> Void) throws -> [Trigger] {
    let host = ViewHost.testing(Panel())
    host.resetEvaluations()
    try act(host)
    host.flush()
    return host.updateRecords.flatMap(\.triggers)
  }

  @Test("A shortcut, the host's perform and a found view's perform name an interaction alike")
  func threeWaysOneName() throws {
    let cases: [(shortcut: (ViewHost) throws -> Void, interaction: Interaction, label: String)] = [
      ({ try $0.slideUp("Volume") }, .slideUp, "Volume"),
      ({ try $0.slide("Volume", to: 0.25) }, .slide(to: 0.25), "Volume"),
      ({ try $0.increment("Count: 0") }, .increment, "Count: 0"),
      ({ try $0.edit("y") }, .edit("y"), ""),
      (
        { try $0.pick(Date(timeIntervalSinceReferenceDate: 86_400), in: "Due") },
        .pick(Date(timeIntervalSinceReferenceDate: 86_400)), "Due"
      ),
      ({ try $0.select("Bread") }, .select, "Bread"),
    ]
    for (shortcut, interaction, label) in cases {
      let byShortcut = try trigger(shortcut)
      let byPerform = try trigger { try $0.perform(interaction, on: label) }
      #expect(!byShortcut.isEmpty)
      #expect(byPerform == byShortcut, "\(interaction)")
    }
    // A found view: the control the view stands for.
    let byProxy = try trigger { try $0.find(text: "Volume").perform(.slideUp) }
    #expect(byProxy == [.interaction("slide up \"Volume\"")])
    let rowByProxy = try trigger { try $0.find(text: "Bread").perform(.select) }
    #expect(rowByProxy == [.interaction("select \"Bread\"")])
  }

  @Test("Each kind of control names its own actions: the same action reads as the control does")
  func kindNamesItsActions() throws {
    #expect(
      try trigger { try $0.increment("Count: 0") } == [.interaction("increment \"Count: 0\"")])
    #expect(try trigger { try $0.slideUp("Volume") } == [.interaction("slide up \"Volume\"")])
    #expect(try trigger { try $0.edit("y") } == [.interaction("edit \"\"")])
    let picked = try trigger {
      try $0.find(text: "Due").perform(.pick(Date(timeIntervalSinceReferenceDate: 86_400)))
    }
    #expect(picked.map(\.description).first?.hasPrefix("pick 2001-01-02") == true)
  }

  @Test("An interaction describes itself as its control names it, with … for the label")
  func description() {
    #expect(Interaction.choose("Mint").description == "choose \"Mint\" in \"…\"")
    #expect(Interaction.slideUp.description == "slide up \"…\"")
    #expect(Interaction.tap.description == "tap \"…\"")
  }

  @Test("An interaction no control of its kind has is refused with the controls of that kind")
  func notFound() {
    let host = ViewHost.testing(Panel())
    #expect(throws: InteractionError.self) { try host.perform(.slideUp, on: "Balance") }
    do {
      try host.perform(.slideUp, on: "Balance")
    } catch let error as InteractionError {
      #expect(error.reason == .notFound && error.controlKind == "slider")
      #expect(error.candidates.first?.hasPrefix("\"Volume\"") == true)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
