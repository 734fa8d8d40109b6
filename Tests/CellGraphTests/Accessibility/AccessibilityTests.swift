import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Inbox: View {
  @StateCell var count = 0
  @StateCell var isOn = false
  @StateCell var name = ""
  @StateCell var level = 0.0
  @StateCell var log: [String] = []
  var body: some View {
    VStack {
      Text("Inbox").accessibilityAddTraits(.isHeader)
      HStack {
        Text("Ada")
        Text("\(count) messages")
      }
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier("summary")
      Button("+") { count += 1 }
        .accessibilityLabel("Add")
        .accessibilityHint("Adds a message")
        .accessibilityIdentifier("add-item")
      Toggle("Alerts", isOn: $isOn).accessibilityIdentifier("alerts")
      TextField("Name", text: $name)
      Text("debug \(count)").accessibilityHidden(true)
      Text("Clear")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { log.append("cleared") }
        .accessibilityAction(named: "Archive") { log.append("archived") }
      Text("level \(level)")
        .accessibilityRepresentation {
          Slider(value: $level) { Text("Level") }
        }
      Text("log: \(log.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite struct AccessibilityTests {
  // SwiftUI accessibility modifiers change no visible text: the text form is unchanged.
  @Test("Accessibility modifiers leave the text form as it is")
  func textFormUnchanged() {
    let host = ViewHost.testing(Inbox())
    #expect(
      host.text == """
        Inbox
        Ada 0 messages
        [+]
        [ ] Alerts
        Name: []
        debug 0
        Clear
        level 0.0
        log:
        """)
  }

  // SwiftUI: accessibilityLabel replaces what is read; UI tests find a button by identifier or
  // label (XCUIElementQuery subscript); .accessibilityElement(children: .combine) reads the
  // children's labels as one; accessibilityHidden(true) removes the element.
  @Test("The accessibility tree shows labels, identifiers, traits and combined elements")
  func tree() {
    let host = ViewHost.testing(Inbox())
    #expect(
      host.accessibilityTree == """
        static text "Inbox" [header]
        static text "Ada, 0 messages" id=summary
        button "Add" id=add-item hint="Adds a message"
        switch "Alerts" id=alerts [toggle]
        text field "Name" value=""
        button "Clear" actions: Archive
        slider "Level"
        static text "log:"
        """)
  }

  // XCUIElement.tap(): buttons["Add"] by label or identifier, tap(identifier:).
  @Test("A button found by label or identifier is tapped; a toggle found so toggles")
  func tapByLabelAndIdentifier() throws {
    let host = ViewHost.testing(Inbox())
    try host.buttons["Add"].tap()
    try host.buttons["add-item"].tap()
    try host.tap(identifier: "alerts")
    host.flush()
    #expect(host.text.contains("Ada 2 messages\n[+]\n[x] Alerts"))
    #expect(try host.staticTexts["summary"].label == "Ada, 2 messages")
  }

  // SwiftUI accessibilityHidden(true): the element is not in the accessibility tree.
  @Test("A hidden view is not found by accessibility")
  func hiddenNotFound() {
    let host = ViewHost.testing(Inbox())
    #expect(!host.staticTexts.exists("debug 0"))
    #expect(throws: InteractionError.self) { try host.staticTexts["debug 0"] }
  }

  // XCUITest: an element that does not exist fails the query; the error lists the identifiers.
  @Test("An unknown identifier is an error that lists the identifiers on screen")
  func unknownIdentifier() {
    let host = ViewHost.testing(Inbox())
    do {
      try host.tap(identifier: "remove-item")
      Issue.record("an unknown identifier must throw")
    } catch let error as InteractionError {
      #expect(error.reason == .notFound)
      #expect(error.candidates == ["summary", "add-item", "alerts"])
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  // SwiftUI accessibilityAction: the default action runs when the element is activated; a
  // named action is a custom action.
  @Test("Accessibility actions run when the element is activated or the action is performed")
  func actions() throws {
    let host = ViewHost.testing(Inbox())
    try host.buttons["Clear"].tap()
    try host.buttons["Clear"].perform(action: "Archive")
    host.flush()
    #expect(host.text.hasSuffix("log: cleared,archived"))
  }

  // SwiftUI accessibilityRepresentation: the representation is what accessibility sees and
  // drives; the view shows as it is.
  @Test("A representation stands for its view and drives its binding")
  func representation() throws {
    let host = ViewHost.testing(Inbox())
    #expect(host.sliders.count == 1)
    try host.perform(.slide(to: 0.5), on: "Level")
    host.flush()
    #expect(host.text.contains("level 0.5"))
  }

  // XCUIElement.typeText: types into a text field found by its label.
  @Test("Typing into a text field found by accessibility writes its text")
  func typeText() throws {
    let host = ViewHost.testing(Inbox())
    try host.textFields["Name"].typeText("Ada")
    host.flush()
    #expect(host.text.contains("Name: [Ada]"))
    #expect(try host.textFields["Name"].value == "Ada")
  }
}

/// A gauge whose element reads a value, and a button that is not announced as one.
private struct Gauge: View {
  @StateCell var level = 3
  var body: some View {
    VStack {
      Text("\(level)/5")
        .accessibilityLabel("Battery")
        .accessibilityValue("\(level) of 5")
      Text("Bars").accessibilityValue(Text("full"))
      Button("Charge") { level += 1 }
        .accessibilityRemoveTraits(.isButton)
        .accessibilityIdentifier("charge")
    }
  }
}

@MainActor
@Suite struct AccessibilityValueAndTraitTests {
  // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:) — "Adds a
  // textual description of the value that the view contains"; XCUIElement.value reads it.
  @Test("accessibilityValue gives the element its value, which follows the state it shows")
  func value() throws {
    let host = ViewHost.testing(Gauge())
    #expect(try host.staticTexts["Battery"].value == "3 of 5")
    #expect(try host.staticTexts["Bars"].value == "full")
    try host.tap("Charge")
    #expect(try host.staticTexts["Battery"].value == "4 of 5")
    #expect(host.text.hasPrefix("4/5"), "the text form is unchanged")
  }

  // https://developer.apple.com/documentation/swiftui/view/accessibilityremovetraits(_:) —
  // "Removes the given traits from this view", so the button is no longer found among buttons.
  @Test("accessibilityRemoveTraits takes a trait away from the element")
  func removeTraits() throws {
    let host = ViewHost.testing(Gauge())
    let charge = try host.element(identifier: "charge")
    #expect(!charge.traits.contains(.isButton))
    #expect(!host.buttons.exists("Charge"))
  }
}

/// Controls inside containers that are controls themselves: a navigation stack with a toolbar,
/// a searchable list, and a sheet.
private struct Shelf: View {
  @StateCell var query = ""
  @StateCell var showsSheet = false
  var body: some View {
    NavigationStack {
      VStack {
        Text("Books")
        Button("Details") { showsSheet = true }.accessibilityIdentifier("details")
      }
      .searchable(text: $query)
      .navigationTitle("Shelf")
      .toolbar {
        Button("Add") {}.accessibilityIdentifier("add")
      }
    }
    .sheet(isPresented: $showsSheet) {
      Button("Close") { showsSheet = false }.accessibilityIdentifier("close")
    }
  }
}

@MainActor
@Suite struct AccessibilityContainerTests {
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery — a UI test finds
  // the buttons of a navigation bar and of the screen's content below it (descendants).
  @Test("Controls inside a navigation stack, a search field's content and a sheet are elements")
  func insideContainers() throws {
    let host = ViewHost.testing(Shelf())
    #expect(host.buttons.exists("add"))
    #expect(host.buttons.exists("details"))
    #expect(host.staticTexts.exists("Books"))
    try host.buttons["details"].tap()
    // While a sheet is up, only its elements are on screen.
    #expect(host.buttons.exists("close"))
    #expect(!host.buttons.exists("add"))
    try host.buttons["close"].tap()
    #expect(host.buttons.exists("add"))
  }
}
