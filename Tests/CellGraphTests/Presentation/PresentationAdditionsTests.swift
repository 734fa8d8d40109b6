import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `confirmationDialog(_:item:…)`, `alert(isPresented:error:actions:message:)`,
/// `presentationDetents(_:)`, `presentationDetents(_:selection:)` and `presentationBackground`.
@MainActor
@Suite struct PresentationAdditionsTests {
  @Test("confirmationDialog(_:item:) presents while the item is set; a button sets it to nil")
  func dialogItem() throws {
    let host = ViewHost.testing(ItemDialog())
    try host.tap("Delete notes.txt")
    // SwiftUI's confirmationDialog(_:item:titleVisibility:actions:): "The system presents the
    // dialog when the binding's value is non-nil. When the user presses or taps the dialog's
    // default action button, the system sets this value to nil and dismisses."
    #expect(host.text.contains("|Delete?"))
    #expect(host.text.contains("[Delete notes.txt] (destructive)"))
    #expect(host.text.contains("notes.txt will be deleted."))
    try host.tap("Delete notes.txt")
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(host.text.hasPrefix("deleted: notes.txt"))
  }

  @Test("alert(isPresented:error:actions:message:) is titled with the error's description")
  func errorAlert() throws {
    let host = ViewHost.testing(ErrorAlert())
    try host.tap("Save")
    // SwiftUI's alert(isPresented:error:actions:message:): the title is the error's
    // `errorDescription`; the actions and the message are made from the error.
    #expect(host.text.contains("|The disk is full."))
    #expect(host.text.contains("Free some space."))
    #expect(host.text.contains("[Retry]"))
  }

  @Test("A sheet shows the lowest of its detents in its frame's title")
  func detents() throws {
    let host = ViewHost.testing(DetentSheet(bindsSelection: false))
    try host.tap("Settings")
    // SwiftUI's presentationDetents(_:): the sheet rests at a detent of the set; CellGraph shows
    // the lowest, where a sheet with several detents first appears.
    #expect(host.text.contains("+- sheet · medium "))
  }

  @Test("presentationDetents(_:selection:) shows the selected detent and follows its writes")
  func detentSelection() throws {
    let host = ViewHost.testing(DetentSheet(bindsSelection: true))
    try host.tap("Settings")
    // SwiftUI's presentationDetents(_:selection:): "A Binding to the currently selected detent."
    #expect(host.text.contains("+- sheet · large "))
    try host.tap("Smaller")
    #expect(host.text.contains("+- sheet · fraction(0.25) "))
  }

  @Test("presentationBackground is accepted and draws nothing")
  func background() throws {
    let host = ViewHost.testing(DetentSheet(bindsSelection: false))
    try host.tap("Settings")
    // SwiftUI's presentationBackground(_:) sets a color; a text form draws none.
    #expect(host.text.contains("Detent settings"))
  }
}

private struct FileToDelete: Hashable {
  let name: String
}

private struct ItemDialog: View {
  @StateCell var file: FileToDelete? = nil
  @StateCell var deleted = ""

  var body: some View {
    VStack {
      Text("deleted: \(deleted)")
      Button("Delete notes.txt") { file = FileToDelete(name: "notes.txt") }
    }
    .confirmationDialog("Delete?", item: $file, titleVisibility: .visible) { file in
      Button("Delete \(file.name)", role: .destructive) { deleted = file.name }
    } message: { file in
      Text("\(file.name) will be deleted.")
    }
  }
}

private struct DiskFull: LocalizedError {
  var errorDescription: String? { "The disk is full." }
  var recoverySuggestion: String? { "Free some space." }
}

private struct ErrorAlert: View {
  @StateCell var failed = false

  var body: some View {
    Button("Save") { failed = true }
      .alert(isPresented: $failed, error: failed ? DiskFull() : nil) { _ in
        Button("Retry") {}
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
  }
}

private struct DetentSheet: View {
  let bindsSelection: Bool
  @StateCell var shows = false
  @StateCell var detent = PresentationDetent.large

  var body: some View {
    Button("Settings") { shows = true }
      .sheet(isPresented: $shows) {
        if bindsSelection {
          Button("Smaller") { detent = .fraction(0.25) }
            .presentationDetents([.fraction(0.25), .large], selection: $detent)
        } else {
          Text("Detent settings")
            .presentationDetents([.medium, .large])
            .presentationBackground(Color.yellow)
        }
      }
  }
}
