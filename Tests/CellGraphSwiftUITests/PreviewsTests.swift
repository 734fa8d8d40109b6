import CellGraphSwiftUI
import Testing

private struct Counter: View {
  @State var count: Int
  var body: some View {
    Button("Count: \(count)") { count += 1 }
  }
}

private struct Counter_Previews: PreviewProvider {
  static var previews: some View {
    Counter(count: 0)
    Group {
      Counter(count: 5)
        .previewDisplayName("Five")
      Counter(count: 9)
        .previewDevice("iPhone 15")
    }
    .previewLayout(.sizeThatFits)
  }
}

private struct Ticker: View {
  let ticks: PassthroughSubject<Int, Never>
  @State private var last = 0
  var body: some View {
    Text("last: \(last)")
      .onReceive(ticks) { last = $0 }
  }
}

private struct TickerScreen: View {
  let ticks: PassthroughSubject<Int, Never>
  @State private var isShown = true
  var body: some View {
    VStack {
      if isShown { Ticker(ticks: ticks) }
      Button("Hide") { isShown = false }
    }
  }
}

@MainActor
@Suite struct PreviewsTests {
  // SwiftUI (PreviewProvider.previews): "Xcode creates a preview for each view" listed in
  // `previews`, including each view in a Group; previewDisplayName names one, and the modifiers
  // of a group apply to each preview in it.
  @Test("A PreviewProvider lists each preview with its name, layout and device")
  func previewList() {
    let previews = Counter_Previews.allPreviews
    #expect(previews.count == 3)
    #expect(previews.map(\.displayName) == [nil, "Five", nil])
    #expect(previews.map(\.layout) == [.device, .sizeThatFits, .sizeThatFits])
    #expect(previews[2].device == "iPhone 15")
  }

  // SwiftUI (previews are live): a preview's controls work, with the preview's own state.
  @Test("Each preview is hosted on its own and is interactive")
  func hostedPreview() throws {
    let host = Counter_Previews.allPreviews[1].makeHost()
    #expect(host.text == "[Count: 5]")
    try host.tap("Count: 5")
    #expect(host.text == "[Count: 6]")
  }

  // SwiftUI (onReceive(_:perform:)): "adds an action to perform when this view detects data
  // emitted by the given publisher"; the subscription ends when the view goes away.
  @Test(".onReceive runs its action with each value while the view is on screen")
  func onReceive() throws {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(TickerScreen(ticks: ticks))
    ticks.send(3)
    #expect(host.text.hasPrefix("last: 3"))
    try host.tap("Hide")
    #expect(host.text == "[Hide]")
    ticks.send(4)
    #expect(host.diagnostics.isEmpty && host.text == "[Hide]")
  }
}
