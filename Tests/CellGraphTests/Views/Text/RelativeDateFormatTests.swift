import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

private let epoch = Date(timeIntervalSince1970: 0)

private struct Due: View {
  let date: Date
  var body: some View {
    VStack {
      Text(date, format: .relative(presentation: .numeric))
      Text("Due \(date, format: .relative(presentation: .named))")
      Text(date, format: .relative(presentation: .numeric, unitsStyle: .abbreviated))
      Text(
        date,
        format: Date.RelativeFormatStyle(
          presentation: .named, capitalizationContext: .beginningOfSentence))
    }
  }
}

private struct Label: View {
  var body: some View { Text(verbatim: "Tasks") }
}

private struct Board: View {
  var body: some View {
    VStack {
      Label()
      Due(date: epoch.addingTimeInterval(86_400))
    }
  }
}

@MainActor
@Suite struct RelativeDateFormatTests {
  // Apple: Date.RelativeFormatStyle, 'Use the strings that the format style produces, such as
  // “1 hour ago”, “in 2 weeks”, “yesterday”, and “tomorrow”' and 'Express relative date formats
  // in either numeric or named styles'. Here "now" is the host's date, as for Text(_:style:).
  @Test("A relative format counts from the host's date now, in its presentation and units")
  func countsFromHostNow() {
    let host = ViewHost.testing(
      Due(date: epoch.addingTimeInterval(2 * 3600)), environment: textEnvironment("en_US"))
    host.now = epoch
    host.flush()
    #expect(host.text == "in 2 hours\nDue in 2 hours\nin 2 hr.\nIn 2 hours")
    host.now = epoch.addingTimeInterval(5 * 3600)
    host.flush()
    #expect(host.text == "3 hours ago\nDue 3 hours ago\n3 hr. ago\n3 hours ago")
  }

  // Apple: Date.RelativeFormatStyle, named presentation: "yesterday", "tomorrow".
  @Test("Moving the host's clock re-runs exactly the views that wrote a relative date")
  func clockReRunsRelativeTexts() {
    let host = ViewHost.testing(Board(), environment: textEnvironment("en_US"))
    host.now = epoch
    host.flush()
    #expect(host.text == "Tasks\nin 1 day\nDue tomorrow\nin 1 day\nTomorrow")
    host.resetEvaluations()
    host.advance(by: .seconds(2 * 86_400))
    #expect(host.text == "Tasks\n1 day ago\nDue yesterday\n1 day ago\nYesterday")
    #expect(host.evaluations(of: Due.self) == 1)
    #expect(host.evaluations(of: Label.self) == 0, "a plain text does not read the clock")
    #expect(host.evaluations(of: Board.self) == 0)
  }

  // SwiftUI: \.locale is "The current locale that views should use".
  @Test("A relative format writes in the environment's locale")
  func locale() {
    let host = ViewHost.testing(
      MadeInBody { Text(epoch, format: .relative(presentation: .named)) },
      environment: textEnvironment("de_DE"))
    host.now = epoch.addingTimeInterval(-86_400)
    host.flush()
    #expect(host.text == "morgen")
  }

  // Fallback: made outside every body there is no host, so the process's clock is "now", as
  // Foundation's own `format(_:)` counts.
  @Test("A relative format made outside a body counts from the process's clock")
  func outsideBodyUsesProcessClock() {
    let text = Text(Date().addingTimeInterval(-3 * 86_400), format: .relative(presentation: .named))
    let host = ViewHost.testing(text, environment: textEnvironment("en_US"))
    host.now = epoch
    host.flush()
    #expect(host.text == "3 days ago", "counted from the host's date it would be decades")
  }
}
