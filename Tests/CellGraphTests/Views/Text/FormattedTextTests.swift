import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private let utc = TimeZone(identifier: "UTC")!
private let epoch = Date(timeIntervalSince1970: 0)

@MainActor
private func environment(_ locale: String) -> EnvironmentValues {
  var environment = EnvironmentValues()
  environment.locale = Locale(identifier: locale)
  environment.timeZone = utc
  environment.calendar = Calendar(identifier: .gregorian)
  return environment
}

/// Makes its content in its body, so that the texts format in its environment (a text made
/// outside every body formats with the defaults).
private struct Show<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View { content() }
}

private struct Price: View {
  let amount: Double
  var body: some View { Text(amount, format: .currency(code: "EUR")) }
}

private struct Title: View {
  var body: some View { Text(verbatim: "Menu") }
}

private struct Menu2: View {
  var body: some View {
    VStack {
      Title()
      Price(amount: 12.5)
    }
  }
}

private struct Day: View {
  var body: some View { Text(epoch, format: .dateTime.day()) }
}

private struct Year: View {
  var body: some View { Text(epoch, format: .dateTime.year()) }
}

private struct Board: View {
  var body: some View {
    VStack {
      Price(amount: 1)
      Day()
      Year()
    }
  }
}

@MainActor
@Suite struct FormattedTextTests {
  // SwiftUI: Text(_:format:) "Creates a text view that displays the formatted representation of
  // a nonstring type supported by a corresponding format style", in the environment's locale.
  @Test("Format styles that produce strings format in the environment's locale")
  func formatStyles() {
    let host = ViewHost.testing(
      Show {
        VStack {
          Text(1234.5, format: .number)
          Text(0.25, format: .percent)
          Text(12.5, format: .currency(code: "EUR"))
          Text(3.14159, format: .number.precision(.fractionLength(2)))
          Text(1_234_567, format: .number.notation(.compactName))
          Text(["a", "b", "c"], format: .list(type: .and))
          Text(Int64(1_500_000), format: .byteCount(style: .file))
          Text(Duration.seconds(3725), format: .time(pattern: .hourMinuteSecond))
          Text(epoch, format: .dateTime.year().month().day())
        }
      }, environment: environment("de_DE"))
    #expect(
      host.text == """
        1.234,5
        25\u{A0}%
        12,50\u{A0}€
        3,14
        1,2\u{A0}Mio.
        a, b und c
        1,5 MB
        1:02:05
        1. Jan. 1970
        """)
  }

  // SwiftUI: a change of \.locale re-renders the texts formatted with it, and nothing else.
  @Test("A locale change re-runs exactly the views that formatted with it")
  func localeChangeReRunsFormatters() {
    let host = ViewHost.testing(Menu2(), environment: environment("en_US"))
    #expect(host.text == "Menu\n€12.50")
    host.resetEvaluations()
    host.locale = Locale(identifier: "de_DE")
    host.flush()
    #expect(host.evaluations(of: Price.self) == 1)
    #expect(host.evaluations(of: Title.self) == 0, "a plain text does not read the locale")
    #expect(host.evaluations(of: Menu2.self) == 0)
    #expect(host.text == "Menu\n12,50\u{A0}€")
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/timezone and
  // .../environmentvalues/calendar: "The current time zone that views should use when handling
  // dates", "The current calendar that views should use when handling dates". A view that
  // formatted no date does not read them, so a change re-runs only the date texts.
  @Test("A time zone or calendar change re-runs exactly the views that formatted a date")
  func timeZoneAndCalendarChangesReRunDateTexts() {
    let host = ViewHost.testing(Board(), environment: environment("en_US"))
    #expect(host.text == "€1.00\n1\n1970")
    host.resetEvaluations()
    host.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    host.flush()
    #expect(host.text == "€1.00\n31\n1969")
    #expect(host.evaluations(of: Day.self) == 1)
    #expect(host.evaluations(of: Year.self) == 1)
    #expect(host.evaluations(of: Price.self) == 0, "a number does not read the time zone")
    #expect(host.evaluations(of: Board.self) == 0)
    host.resetEvaluations()
    host.calendar = Calendar(identifier: .buddhist)
    host.flush()
    #expect(!host.text.hasSuffix("\n1969"), "the year is counted in the new calendar")
    #expect(host.evaluations(of: Year.self) == 1)
    #expect(host.evaluations(of: Price.self) == 0, "a number does not read the calendar")
  }

  // SwiftUI: the environment of a subtree (`.environment(\.locale, …)`) formats its texts.
  @Test("A locale set on a subtree formats the texts its views make")
  func subtreeLocale() {
    let host = ViewHost.testing(
      Show {
        VStack {
          Price(amount: 3)
          Price(amount: 3).environment(\.locale, Locale(identifier: "fr_FR"))
        }
      }, environment: environment("en_US"))
    #expect(host.text == "€3.00\n3,00\u{A0}€")
  }

  // SwiftUI: Text.DateStyle examples — .date "June 3, 2019", .time "11:23PM", .relative
  // "2 hours, 23 minutes", .offset "+2 hours", .timer "2:32" / "36:59:01"; relative styles
  // count from now, here the host's date.
  @Test("Date styles show the date, the time, or the distance from the host's date now")
  func dateStyles() {
    let start = Date(timeIntervalSince1970: 1_559_600_000)  // 2019-06-03 22:13:20 UTC
    let host = ViewHost.testing(
      Show {
        VStack {
          Text(start, style: .date)
          Text(start, style: .time)
          Text(start, style: .relative)
          Text(start, style: .offset)
          Text(start, style: .timer)
        }
      }, environment: environment("en_US"))
    host.now = start.addingTimeInterval(-(2 * 3600 + 23 * 60))
    host.flush()
    #expect(
      host.text == """
        June 3, 2019
        10:13\u{202F}PM
        2 hours, 23 minutes
        +2 hours, 23 minutes
        2:23:00
        """)
    host.advance(by: .seconds(2 * 3600 + 23 * 60 - 152))
    #expect(host.text.hasSuffix("2 minutes, 32 seconds\n+2 minutes, 32 seconds\n2:32"))
  }

  // SwiftUI: Text(timerInterval:pauseTime:countsDown:showsHours:) counts down to the end of the
  // interval by default, or up from its start, and stays within it.
  @Test("A timer interval counts down from the host's date now and stops at zero")
  func timerInterval() {
    let host = ViewHost.testing(
      Show {
        VStack {
          Text(timerInterval: epoch...epoch.addingTimeInterval(300))
          Text(timerInterval: epoch...epoch.addingTimeInterval(300), countsDown: false)
          Text(timerInterval: epoch...epoch.addingTimeInterval(300), pauseTime: epoch)
        }
      }, environment: environment("en_US"))
    host.now = epoch.addingTimeInterval(61)
    host.flush()
    #expect(host.text == "3:59\n1:01\n5:00")
    host.advance(by: .seconds(1000))
    #expect(host.text == "0:00\n5:00\n5:00")
  }

  // SwiftUI: LocalizedStringKey.StringInterpolation takes `specifier:` and `format:`.
  @Test("Interpolations in a text literal take a specifier or a format style")
  func interpolations() {
    let total = 12.5
    let host = ViewHost.testing(
      Show {
        VStack {
          Text("Total: \(total, format: .currency(code: "USD"))")
          Text("Ratio: \(1.0 / 3.0, specifier: "%.2f")")
          Text("Name: \("Ada")")
        }
      }, environment: environment("en_US"))
    #expect(host.text == "Total: $12.50\nRatio: 0.33\nName: Ada")
  }

  // SwiftUI: LocalizedStringKey.StringInterpolation's generic appendInterpolation writes a value
  // as String(describing:) does; an Int is written in decimal without grouping ("%lld").
  @Test("An interpolated integer shows in decimal, as the generic form shows other values")
  func integerInterpolation() {
    let count = -1234
    let small: Int8 = 7
    let host = ViewHost.testing(
      Show {
        VStack {
          Text("Count: \(count)")
          Text("Small: \(small), ratio \(0.5), flag \(true)")
        }
      }, environment: environment("en_US"))
    #expect(host.text == "Count: -1234\nSmall: 7, ratio 0.5, flag true")
  }

  // SwiftUI: Text(verbatim:) shows a string as written; Text + Text joins texts.
  @Test("A verbatim text shows Markdown as written, and joined texts keep their formats")
  func verbatimAndJoined() {
    let host = ViewHost.testing(
      Show {
        VStack {
          Text(verbatim: "**not bold**")
          Text("Sum: ") + Text(1234, format: .number)
        }
      }, environment: environment("en_US"))
    #expect(host.text == "**not bold**\nSum: 1,234")
  }

  // SwiftUI: "Text("**Bold** *italic*")" renders Markdown in a string literal; a String variable
  // is shown verbatim (init<S: StringProtocol>).
  @Test("Markdown in a literal shows the words without the markers, a variable shows as written")
  func markdown() {
    let variable = "**stays**"
    let name = "a*b*"
    let host = ViewHost.testing(
      Show {
        VStack {
          Text("**Bold**, *italic*, ~~gone~~, `code` and 2 * 3")
          Text(variable)
          Text("Hi **\(name)**")
          Text(#"a \*literal\* star"#)
          Text("snake_case_name")
        }
      })
    #expect(
      host.text
        == "Bold, italic, gone, code and 2 * 3\n**stays**\nHi a*b*\na *literal* star\nsnake_case_name"
    )
  }

  // SwiftUI: a Markdown link in a Text opens through the environment's openURL action.
  @Test("A Markdown link shows its words and opens through openURL")
  func markdownLink() throws {
    var opened: [URL] = []
    let host = ViewHost.testing(
      Show { Text("Read the [guide](https://example.com/guide) now") }
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.append(url)
            return .handled
          }))
    #expect(host.text == "Read the guide now")
    try host.openLink("guide")
    #expect(opened == [URL(string: "https://example.com/guide")!])
    #expect(throws: InteractionError.self) { try host.openLink("missing") }
  }

  // SwiftUI: Text(AttributedString) shows its characters; its .link runs are links.
  @Test("An attributed string shows its characters and its links open")
  func attributedString() throws {
    var greeting = AttributedString("Hello ")
    var world = AttributedString("world")
    world.link = URL(string: "https://example.com/world")
    greeting.append(world)
    let host = ViewHost.testing(Show { Text(greeting) })
    #expect(host.text == "Hello world")
    try host.openLink("world")
    #expect(host.openedURLs == [URL(string: "https://example.com/world")!])
  }

  // SwiftUI: Text(_:formatter:) shows Formatter.string(for:), empty when it returns nil.
  @Test("A formatter formats its subject, and a subject it cannot format shows nothing")
  func formatter() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    let dates = DateFormatter()
    let host = ViewHost.testing(
      Show {
        VStack {
          Text(NSNumber(value: 1234.5), formatter: formatter)
          Text(NSNumber(value: 1), formatter: dates)
          Text("end")
        }
      })
    #expect(host.text == "1,234.5\n\nend")
  }

  // SwiftUI: a value outside what a format can show is shown as the format writes it (NaN).
  @Test("A value a number format cannot show as a number shows as the format writes it")
  func badInput() {
    let host = ViewHost.testing(
      Show { Text(Double.nan, format: .number) }, environment: environment("en_US"))
    #expect(host.text == "NaN")
  }

  // SwiftUI: Text(ClosedRange<Date>) shows a localized date interval.
  @Test("A date range shows as an interval in the environment's locale and time zone")
  func dateRange() {
    let host = ViewHost.testing(
      Show { Text(epoch...epoch.addingTimeInterval(3600)) }, environment: environment("en_US"))
    #expect(host.text == "1/1/1970, 12:00\u{2009}–\u{2009}1:00\u{202F}AM")
  }
}

/// Formats a number from code isolated to no actor, as a helper type's method may.
private struct NumberCaption {
  func caption(_ value: Double) -> Text { Text(value, format: .number) }
}

/// Formats the same number in its body (main actor) and through the nonisolated helper.
private struct Captions: View {
  var body: some View {
    VStack {
      Text(1234.5, format: .number)
      NumberCaption().caption(1234.5)
    }
  }
}

@MainActor
@Suite struct FormattedTextIsolationTests {
  // Apple, "Text.init(_:format:)" is nonisolated: any code may make a formatted text. Here the
  // caller's isolation decides where it formats (Docs/Limitations.md, "Formatted text"): in the
  // view's environment from main-actor code, with the process's defaults from code isolated to no
  // actor.
  @Test("A body formats in its environment; a nonisolated helper formats with the defaults")
  func isolationDecidesTheEnvironment() {
    let host = ViewHost.testing(Captions(), environment: environment("de_DE"))
    let lines = host.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "1.234,5")
    #expect(lines.last == 1234.5.formatted(.number.locale(.current)))
  }
}

/// Control titles with SwiftUI's formatted interpolations.
private struct Checkout: View {
  @StateCell var total = 12.5
  @StateCell var isCapped = false
  var body: some View {
    VStack {
      Button("Pay \(total, format: .currency(code: "USD"))") { total += 1 }
      Toggle("Limit \(2.0, specifier: "%.1f") GB", isOn: $isCapped)
      Label("Due \(total, format: .number)", systemImage: "clock")
    }
  }
}

@MainActor
@Suite struct FormattedTitleTests {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy8 — a button's
  // title is a LocalizedStringKey, so its literal takes the formatted interpolations
  // (LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:), (_:specifier:)),
  // formatted in the environment's locale.
  @Test("Control titles take format: and specifier: interpolations, in the environment's locale")
  func formattedTitles() throws {
    let host = ViewHost.testing(Checkout(), environment: environment("en_US"))
    #expect(host.text == "[Pay $12.50]\n[ ] Limit 2.0 GB\n(clock) Due 12.5")
    try host.tap("Pay $12.50")
    #expect(host.text.hasPrefix("[Pay $13.50]"))
    host.locale = Locale(identifier: "de_DE")
    host.flush()
    #expect(host.text == "[Pay 13,50\u{A0}$]\n[ ] Limit 2,0 GB\n(clock) Due 13,5")
  }
}
