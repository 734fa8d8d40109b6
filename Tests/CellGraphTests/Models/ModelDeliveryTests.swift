import Dispatch
import Foundation
import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@Observable
private final class Note {
  var text = "draft"
}

private struct NoteText: View {
  let note: Note
  var body: some View { Text("note \(note.text)") }
}

/// Writes the note while its body runs: the misuse SwiftUI reports as "Modifying state during
/// view update, this will cause undefined behavior".
private struct NoteWriter: View {
  let note: Note
  var body: some View {
    note.text = "written"
    return Text("writer")
  }
}

private struct NoteScreen: View {
  let note: Note
  var body: some View {
    VStack {
      NoteText(note: note)
      NoteWriter(note: note)
    }
  }
}

/// How notifications from models reach the main actor (`MainActorDelivery`): a model may be
/// changed on any thread, and its notification waits in one queue until the main actor runs it.
@MainActor
@Suite struct ModelDeliveryTests {
  /// Changes `ticker` on another thread and returns once its notification is queued for the main
  /// actor. The caller holds the main actor throughout, so the notification cannot run before the
  /// caller's next main-actor work runs the queue.
  private func changeOnAnotherThread(_ ticker: ModelsTicker, to ticks: Int) {
    let changed = DispatchSemaphore(value: 0)
    Thread {
      ticker.ticks = ticks
      changed.signal()
    }.start()
    changed.wait()
  }

  // SwiftUI reports a state change made during a view update against the view being updated
  // ("Modifying state during view update"); a change made on another thread is not that view's
  // doing, whenever it reaches the main actor.
  @Test("A change another thread queued is not blamed on the body that runs the queue")
  func foreignChangeIsNotBlamedOnTheRunningBody() {
    let ticker = ModelsTicker()
    let ticking = ViewHost.testing(ModelsTickerView(ticker: ticker))
    changeOnAnotherThread(ticker, to: 7)
    #expect(!ticking.hasPendingUpdates, "the other thread's change waits in the queue")

    // NoteWriter's write notifies on the main actor, which runs the queue: the ticker's
    // notification first, then the note's own.
    let note = Note()
    let host = ViewHost(NoteScreen(note: note))
    #expect(host.text == "note written\nwriter")
    #expect(host.diagnostics.map(\.kind) == [.stateWrittenDuringUpdate])
    #expect(
      host.diagnostics.first?.message.hasPrefix(
        "An @Observable property read by NoteScreen/VStack/NoteText was changed while "
          + "NoteScreen/VStack/NoteWriter") == true)

    // The ticker's change was delivered all the same, to the host that reads it, untracked: the
    // ticking view depends on the ticker alone, not on whatever NoteWriter was reading.
    #expect(ticking.hasPendingUpdates)
    ticking.flush()
    #expect(ticking.text == "ticks 7")
    #expect(ticking.diagnostics.isEmpty)
  }
}
