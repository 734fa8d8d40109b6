// A small app as a SwiftUI tutorial builds it (Apple's Scrumdinger, trimmed): the model array
// is `@State` in the `App` and passed down as a binding; a list navigates to details; a sheet
// adds a scrum through a form with a formatted length field and a custom button style; the
// controls carry accessibility identifiers, which its UI tests (ScrumsDemoTests) drive them by.
// Only `import SwiftUI` was changed to `import CellGraphSwiftUI`.
//
//     swift run ScrumsDemo            prints the app's window
//     swift run ScrumsDemo --live     runs it in the terminal
import CellGraphSwiftUI
import CellGraphTerminal

@main
struct ScrumsApp: App {
  @State private var scrums = DailyScrum.sampleData

  var body: some Scene {
    WindowGroup("Scrums") {
      ScrumsView(scrums: $scrums)
    }
  }

  /// Runs the app headlessly (`App.main()`), or live in the terminal with `--live`.
  static func main() async {
    if LiveRunner.isRequested() {
      let app = AppHost(ScrumsApp.self)
      LiveRunner(app.windows[0], title: "Scrums").run()
    }
    let status = await AppHost(ScrumsApp.self).run(
      arguments: [], output: { print($0) }, errors: { print($0) })
    if status != 0 { print("exit status \(status)") }
  }
}
