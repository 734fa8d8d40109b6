import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A screen that reads `TitlesKey` and presents a sheet whose content contributes to it and
/// reads it too.
private struct TitledSheetScreen: View {
  let log: ViewsEventLog
  @StateCell var isPresented = false
  var body: some View {
    VStack {
      TitledRow(title: "screen")
      Button("Present") { isPresented = true }
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append("screen " + $0.joined()) }
    .sheet(isPresented: $isPresented) {
      TitledRow(title: "sheet")
        .onPreferenceChange(TitlesKey.self) { log.events.append("sheet " + $0.joined()) }
    }
  }
}

@MainActor
@Suite struct PresentationPreferenceTests {
  @Test("A sheet's preferences reach readers inside it and not the presenter's")
  func sheetPreferencesStayInside() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(TitledSheetScreen(log: log))
    #expect(log.events == ["screen screen×1"])
    log.events.removeAll()
    try host.tap("Present")
    host.flush()
    #expect(log.events == ["sheet sheet×1"], "the presenter's reader sees no change")
    log.events.removeAll()
    try host.tap("sheet ×1")
    host.flush()
    #expect(log.events == ["sheet sheet×2"])
  }
}
