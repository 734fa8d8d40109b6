import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct TwoSheets: View {
  @StateCell var showsFirst = false
  @StateCell var showsSecond = false

  var body: some View {
    VStack {
      Button("Both") {
        showsFirst = true
        showsSecond = true
      }
      Button("First") { showsFirst = true }
    }
    .sheet(isPresented: $showsFirst) { Closer(title: "First sheet") }
    .sheet(isPresented: $showsSecond) { Closer(title: "Second sheet") }
  }
}

private struct Closer: View {
  let title: String
  @EnvironmentCell(\.dismiss) var dismiss
  var body: some View {
    VStack {
      Text(title)
      Button("Close \(title)") { dismiss() }
    }
  }
}

private struct SheetAndAlert: View {
  @StateCell var showsSheet = false
  @StateCell var showsAlert = false

  var body: some View {
    VStack {
      Button("Open") { showsSheet = true }
      Text("Status")
        .alert("Sync failed", isPresented: $showsAlert) {}
        .onAppear {}
      Button("Fail") { showsAlert = true }
    }
    .sheet(isPresented: $showsSheet) { Closer(title: "Sheet") }
  }
}

/// A sheet whose content keeps its dismiss action where a later action can call it.
private struct KeptDismiss: View {
  let keeper: DismissKeeper
  @StateCell var shows = false
  var body: some View {
    VStack {
      Button("Show") { shows = true }
      Button("Late dismiss") { keeper.action?() }
    }
    .sheet(isPresented: $shows) { Keeping(keeper: keeper) }
  }
}

private struct Keeping: View {
  let keeper: DismissKeeper
  @EnvironmentCell(\.dismiss) var dismiss
  var body: some View {
    Button("Close") { dismiss() }
      .onAppear { keeper.action = { dismiss() } }
  }
}

@MainActor
private final class DismissKeeper {
  var action: (@MainActor () -> Void)?
}

/// Misuse of presentations: reported, survived, and resolved as SwiftUI resolves it.
@MainActor
@Suite struct PresentationDiagnosticsTests {
  @Test("Two sheets of one view presented at once: the outer one shows, the other waits")
  func twoSheetsOnOneView() throws {
    let host = ViewHost.testing(TwoSheets(), allowingDiagnostics: true)
    let reported = try host.expectDiagnostics(.presentationConflict) {
      try host.tap("Both")
    }
    #expect(reported.count == 1)
    #expect(reported.first?.message.contains("Both modifiers are on the same view") == true)
    #expect(host.presentations == ["sheet"])
    #expect(host.text.contains("Second sheet"), "the modifier applied last is the outer one")
    try host.tap("Close Second sheet")
    #expect(host.presentations == ["sheet"], "the waiting sheet is presented once the slot frees")
    #expect(host.text.contains("First sheet"))
    try host.tap("Close First sheet")
    #expect(host.presentations.isEmpty)
    #expect(host.diagnostics.count == 1, "a wait is reported once")
  }

  @Test("An alert from the screen while a sheet from the screen is up waits for the sheet")
  func alertBehindSheet() throws {
    let host = ViewHost.testing(SheetAndAlert(), allowingDiagnostics: true)
    try host.tap("Open")
    try host.expectDiagnostics(.presentationConflict) {
      try host.find(text: "[Fail]").tap()
    }
    #expect(host.presentations == ["sheet"])
    let message = host.diagnostics.first?.message ?? ""
    #expect(message.contains("tried to present an alert while a sheet of"))
    try host.tap("Close Sheet")
    #expect(host.presentations == ["alert"])
  }

  @Test("A kept dismiss action called after its sheet left reports dismissUnavailable")
  func lateDismiss() throws {
    let keeper = DismissKeeper()
    let host = ViewHost.testing(KeptDismiss(keeper: keeper), allowingDiagnostics: true)
    try host.tap("Show")
    try host.tap("Close")
    #expect(host.presentations.isEmpty)
    let reported = try host.expectDiagnostics(.dismissUnavailable) {
      try host.tap("Late dismiss")
    }
    #expect(reported.first?.message.contains("no longer presented") == true)
    #expect(host.presentations.isEmpty)
  }
}
