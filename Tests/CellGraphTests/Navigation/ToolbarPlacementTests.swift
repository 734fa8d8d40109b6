import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Every `ToolbarItemPlacement`, and `.keyboard` items shown with the focused field.
///
/// Source: SwiftUI's `ToolbarItemPlacement` documentation: `.keyboard` "places the item in the
/// toolbar above the keyboard" (shown while a text field has focus); `.navigation`,
/// `.secondaryAction`, `.bottomOrnament` and the others place items in the bar or below.
@MainActor
@Suite struct ToolbarPlacementTests {
  @Test("Every placement has a place in the text form")
  func everyPlacement() {
    let placements: [ToolbarItemPlacement] = [
      .automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status,
      .confirmationAction, .cancellationAction, .destructiveAction, .keyboard,
      .navigationBarLeading, .navigationBarTrailing, .bottomBar, .topBarLeading,
      .topBarTrailing, .bottomOrnament,
    ]
    #expect(Set(placements).count == placements.count, "each placement is its own")
  }

  @Test("Keyboard items show under the content only while a field of the screen has focus")
  func keyboardItems() throws {
    let host = ViewHost.testing(KeyboardScreen())
    // SwiftUI: `.keyboard` items sit over the keyboard, which is up only for a focused field.
    #expect(!host.text.contains("⌨"))
    try host.focus("Name")
    host.flush()
    #expect(host.text.contains("⌨ [Done]"))
    try host.tap("Done")
    host.flush()
    #expect(!host.text.contains("⌨"))
  }
}

private struct KeyboardScreen: View {
  @StateCell var name = ""
  @FocusStateCell var isFocused: Bool

  var body: some View {
    NavigationStack {
      TextField("Name", text: $name)
        .focused($isFocused)
        .navigationTitle("Profile")
        .toolbar {
          ToolbarItem(placement: .keyboard) { Button("Done") { isFocused = false } }
          ToolbarItem(placement: .navigation) { Button("Menu") {} }
        }
    }
  }
}
