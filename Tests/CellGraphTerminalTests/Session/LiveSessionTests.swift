import CellGraph
import Testing

@testable import CellGraphTerminal

@MainActor
@Suite struct LiveSessionTests {
  private func session<V: View>(_ view: V) -> LiveSession {
    LiveSession(host: ViewHost(view), title: "Test")
  }

  @Test("Controls are listed in text order: left to right on a line, then down")
  func textOrder() {
    let session = session(ControlsScreen())
    #expect(
      session.controls.map(\.name) == [
        "button \"Left\"", "button \"Right\"", "toggle \"Wi-Fi\"", "text field \"Name\"",
        "stepper \"Steps: 0\"", "picker \"Flavor\"", "button \"Locked\"",
      ])
    let right = session.controls[1]
    #expect(right.line == 0 && right.column == 7 && right.length == 7)
  }

  @Test("Tab and Shift-Tab move focus forward and back, wrapping at the ends")
  func tabbing() {
    let session = session(ControlsScreen())
    #expect(session.focused == nil)
    session.handle(.tab)
    #expect(session.focused?.label == "Left")
    session.handle(.backTab)
    #expect(session.focused?.label == "Locked")
    session.handle(.tab)
    session.handle(.tab)
    #expect(session.focused?.label == "Right")
  }

  @Test("Enter taps the focused button; the panel lists the bodies that ran and why")
  func enterTaps() {
    let session = session(ControlsScreen())
    session.handle(.tab)
    session.handle(.tab)
    session.handle(.enter)
    #expect(session.host.text.contains("Count: 1"))
    #expect(session.lastTrigger == "tap \"Right\"")
    let evaluations = session.records.flatMap(\.evaluations)
    #expect(evaluations.map(\.viewType) == ["ControlsScreen", "CountLabel"])
    #expect(session.records.first?.triggers.map(\.description) == ["tap \"Right\""])
    let panel = session.panelContent().map(\.plain)
    #expect(panel.first == "─ bodies that ran for tap \"Right\": 2 ─")
    #expect(panel.contains { $0.contains("ControlsScreen.count changed (0 → 1)") })
  }

  @Test("The lines an interaction changed are marked until the next key")
  func changedLines() {
    let session = session(ControlsScreen())
    session.handle(.tab)
    session.handle(.enter)
    // Count: -1 and Steps: -1 [-|+] changed; nothing else did.
    #expect(session.changedLines == [1, 4])
    session.handle(.character("b"))
    #expect(session.changedLines == [])
  }

  @Test("Space flips the focused toggle")
  func spaceToggles() {
    let session = session(ControlsScreen())
    for _ in 0..<3 { session.handle(.tab) }
    session.handle(.character(" "))
    #expect(session.host.text.contains("[x] Wi-Fi"))
    #expect(session.lastTrigger == "toggle \"Wi-Fi\"")
  }

  @Test("Typing edits the focused field, Backspace deletes, and q types instead of quitting")
  func typing() {
    let session = session(ControlsScreen())
    for _ in 0..<4 { session.handle(.tab) }
    #expect(session.focused?.label == "Name")
    #expect(session.host.text.contains("Name: [|]"), "Tab gives the field keyboard focus")
    for key: Key in [.character("A"), .character("d"), .character("q"), .character("é")] {
      #expect(session.handle(key), "a key typed into a field never quits")
    }
    #expect(session.host.text.contains("Name: [Adqé|]"))
    session.handle(.backspace)
    session.handle(.backspace)
    #expect(session.host.text.contains("Name: [Ad|]"))
    #expect(session.lastTrigger == "type \"Ad\" into \"Name\"")
    #expect(session.handle(.control("c")) == false, "Ctrl-C quits even while typing")
  }

  @Test("Arrows step the focused stepper up and down")
  func stepperArrows() {
    let session = session(ControlsScreen())
    for _ in 0..<5 { session.handle(.tab) }
    #expect(session.focused?.kind == "stepper")
    session.handle(.up)
    session.handle(.right)
    #expect(session.host.text.contains("Steps: 2 [-|+]"))
    session.handle(.down)
    #expect(session.host.text.contains("Steps: 1 [-|+]"))
    #expect(session.focused?.label == "Steps: 1", "focus follows the control as its label changes")
  }

  @Test("Arrows choose the next and previous option of the focused picker, stopping at the ends")
  func pickerArrows() {
    let session = session(ControlsScreen())
    for _ in 0..<6 { session.handle(.tab) }
    session.handle(.down)
    #expect(session.host.text.contains("Flavor: [Vanilla ▾]"))
    session.handle(.up)
    session.handle(.up)
    #expect(session.host.text.contains("Flavor: [Lemon ▾]"))
    #expect(session.lastTrigger == "choose \"Lemon\" in \"Flavor\"")
    session.handle(.up)
    #expect(session.host.text.contains("Flavor: [Lemon ▾]"))
  }

  @Test("A disabled control refuses the key; the status says so in red and nothing runs")
  func disabledControl() {
    let session = session(ControlsScreen())
    session.handle(.backTab)
    session.handle(.enter)
    #expect(session.statusIsError)
    #expect(session.status.contains("disabled"))
    #expect(session.records.isEmpty)
  }

  @Test("q quits when no field is focused")
  func quitKey() {
    let session = session(ControlsScreen())
    #expect(session.handle(.character("q")) == false)
    session.handle(.tab)
    #expect(session.handle(.character("q")) == false)
  }

  @Test("Buttons showing the same text are told apart by where they stand")
  func twins() {
    let session = session(TwinButtons())
    #expect(session.controls.map(\.line) == [1, 3])
    session.handle(.backTab)
    session.handle(.enter)
    #expect(session.host.text.contains("Presses: 10"))
  }

  @Test("b hides and shows the bodies panel; g shows the focused view's dependency graph")
  func panels() {
    let session = session(ControlsScreen())
    #expect(session.panel == .bodies)
    session.handle(.character("b"))
    #expect(session.panel == .hidden)
    #expect(session.panelContent().isEmpty)
    session.handle(.tab)
    session.handle(.character("g"))
    #expect(session.panel == .graph)
    let graph = session.panelContent().map(\.plain)
    #expect(graph.first == "─ dependency graph of ControlsScreen (focused: button \"Left\") ─")
    #expect(graph.contains { $0.contains("state ControlsScreen.count = 0; read by v1") })
    session.handle(.function(3))
    #expect(session.panel == .hidden)
  }

  @Test("--live after the program's name asks for the runner; the program's name does not")
  func liveFlag() {
    #expect(LiveRunner.isRequested(in: ["Demo", "--store", "x", "--live"]))
    #expect(!LiveRunner.isRequested(in: ["Demo", "--store", "x"]))
    #expect(!LiveRunner.isRequested(in: ["--live"]))
  }

  @Test("Arrows step the focused slider and scroll the focused scroll view")
  func sliderAndScrollView() {
    let host = ViewHost(SliderAndScroll())
    host.viewportLines = 3
    let session = LiveSession(host: host, title: "Test")
    #expect(session.controls.map(\.kind) == ["slider", "scroll view"])
    session.handle(.tab)
    session.handle(.right)
    #expect(session.host.text.contains("Volume: 0.75"))
    // Named as the host's `slideUp("Volume")` is: the slider's kind declares the phrase.
    #expect(session.lastTrigger == "slide up \"Volume\"")
    session.handle(.left)
    session.handle(.down)
    #expect(session.host.text.contains("Volume: 0.25"))
    session.handle(.tab)
    session.handle(.down)
    session.handle(.down)
    #expect(session.host.text.contains("Row 3\nRow 4\nRow 5"))
    #expect(session.lastTrigger == "scroll by 1 lines, 0 columns")
  }

  @Test("Enter taps the focused view that has a tap gesture, through its gestures")
  func enterTapsGestureView() throws {
    let session = session(CardScreen())
    // A view with a gesture is focusable, in text order, beside the controls.
    #expect(session.controls.map(\.name) == ["gesture view \"Card 0\"", "button \"Reset\""])
    session.handle(.tab)
    session.handle(.enter)
    // Apple, onTapGesture(count:perform:): the action runs when the view is tapped once; the
    // runner's Enter is that tap, delivered by the host's gesture driver as a finger's would be.
    #expect(session.host.text.hasPrefix("Card 1"))
    #expect(session.lastTrigger == "tap \"Card 0\"")
    #expect(session.records.flatMap(\.evaluations).map(\.viewType) == ["CardScreen"])
    #expect(session.focused?.name == "gesture view \"Card 1\"", "focus follows the view")
    session.handle(.tab)
    session.handle(.enter)
    #expect(session.host.text.hasPrefix("Card 0"))
  }
}

/// A card counted by taps, and a button beside it.
private struct CardScreen: View {
  @StateCell var taps = 0

  var body: some View {
    VStack {
      Text("Card \(taps)").onTapGesture { taps += 1 }
      Button("Reset") { taps = 0 }
    }
  }
}
