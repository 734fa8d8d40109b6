import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Written as SwiftUI code: SwiftUI's spellings only.

private struct Details: View {
  @State private var showsDetails = true

  var body: some View {
    VStack {
      Toggle("Details", isOn: $showsDetails.animation(.easeOut(duration: 0.25)))
      if showsDetails {
        Text("More").transition(.opacity)
      }
    }
  }
}

private struct PlainDetails: View {
  @State private var showsDetails = true

  var body: some View {
    VStack {
      Toggle("Details", isOn: $showsDetails.transaction(Transaction()))
      if showsDetails {
        Text("More").transition(.opacity)
      }
    }
  }
}

@MainActor
@Suite struct BindingTransactionTests {
  // SwiftUI: `Binding.animation(_:)` — "Specifies an animation to perform when the binding value
  // changes": the removal it causes is animated, so the leaving view stays for the duration.
  @Test("A write through binding.animation(_:) animates the change it causes")
  func animatedBinding() throws {
    let host = ViewHost.testing(Details())
    try host.toggle("Details")
    #expect(host.text == "[ ] Details\nMore (leaving)")
    host.advance(by: .milliseconds(250))
    #expect(host.text == "[ ] Details")
  }

  // SwiftUI: `Binding.transaction(_:)` — "Specifies a transaction for the binding": a transaction
  // without an animation removes the view at once.
  @Test("A write through binding.transaction(_:) happens in that transaction")
  func transactionBinding() throws {
    let host = ViewHost.testing(PlainDetails())
    try host.toggle("Details")
    #expect(host.text == "[ ] Details")
  }
}
