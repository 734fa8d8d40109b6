import CellGraph
import Testing

@testable import CellGraphTerminal
@testable import ComputerDemo
@testable import DocumentDemo
@testable import NavigationDemo
@testable import PaletteDemo
@testable import SettingsDemo

/// Random key sequences from a terminal, through the live runner's decoder and session, to each
/// Example's screen: taps, toggles, typing (valid and invalid UTF-8, control characters),
/// picker selections, steppers, navigation links, sheet dismissal (Escape) and, in the document
/// editor, Undo and Redo. After every key: no diagnostic, and the text equal to a fresh render.
/// The seeds are fixed; Docs/Testing.md ("Fuzzing") says how to run more.
@MainActor
// A hang guard only (a sequence takes milliseconds): the limit also counts the time a test waits
// for the main actor behind the rest of a parallel run, which on a loaded machine is minutes.
@Suite(.timeLimit(.minutes(60)))
struct ExampleFuzzTests {
  private func storing() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.storage = InMemoryStore()
    return environment
  }

  // The live runner's key handling is this project's (SwiftUI has no terminal runner); the
  // text's equality with a fresh render is DESIGN.md's differential rule.
  @Test("ComputerDemo's screen survives random keys")
  func computerDemo() {
    KeyFuzzer { LiveSession(host: ViewHost(ComputerDemo.DemoScreen()), title: "fuzz") }.run()
  }

  @Test("SettingsDemo's screen survives random keys")
  func settingsDemo() {
    KeyFuzzer {
      LiveSession(
        host: ViewHost(SettingsDemo.SettingsView(), environment: storing()), title: "fuzz")
    }.run()
  }

  @Test("PaletteDemo's screen survives random keys")
  func paletteDemo() {
    KeyFuzzer {
      let palettes = PaletteDemo.PaletteStore(store: InMemoryStore())
      return LiveSession(host: ViewHost(PaletteDemo.PaletteManager(store: palettes)), title: "fuzz")
    }.run()
  }

  @Test("NavigationDemo's tabs, stacks, sheets and alerts survive random keys")
  func navigationDemo() {
    KeyFuzzer {
      LiveSession(
        host: ViewHost(NavigationDemo.CookbookApp(), environment: storing()), title: "fuzz")
    }.run()
  }

  @Test("DocumentDemo's editor survives random keys, Undo and Redo included")
  func documentDemo() {
    KeyFuzzer {
      let window = AppHost(DocumentDemo.EmojiArtApp()).newDocument()!
      return LiveSession(host: window.host, title: "fuzz")
    }.run()
  }

  @Test("The shrinker keeps only the bytes a failure needs")
  func shrinking() {
    // A made-up failure: any input holding both a Tab and a Ctrl-Z fails.
    let fuzzer = KeyFuzzer { LiveSession(host: ViewHost(ComputerDemo.DemoScreen()), title: "fuzz") }
    let failing: [UInt8] = Array("abc".utf8) + [0x09] + Array("def".utf8) + [0x1A, 0x20]
    let shortest = fuzzer.shrinking(failing) { $0.contains(0x09) && $0.contains(0x1A) }
    #expect(shortest == [0x09, 0x1A])
  }
}
