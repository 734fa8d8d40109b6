import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// Anchor preferences called as Apple's reference pages show them ("anchorPreference(key:value:
// transform:)", "transformAnchorPreference(key:value:transform:)", "Anchor.Source",
// "GeometryProxy subscript(_:)", "PopoverAttachmentAnchor"), in the tab-underline idiom, so a
// declaration that differs from SwiftUI's is a compile error here.

private struct UnderlineKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private struct CornersKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value.append(contentsOf: nextValue())
  }
}

private struct TabBar: View {
  @State private var selected = "Inbox"
  @State private var showsInfo = false
  private let tabs = ["Inbox", "Sent"]

  var body: some View {
    HStack {
      ForEach(tabs, id: \.self) { tab in
        Button(tab) { selected = tab }
          .anchorPreference(key: UnderlineKey.self, value: .bounds) { anchor in
            selected == tab ? anchor : nil
          }
      }
      Text("Info")
        .transformAnchorPreference(key: CornersKey.self, value: .topLeading) { $0.append($1) }
        .transformAnchorPreference(key: CornersKey.self, value: .unitPoint(.bottomTrailing)) {
          value, anchor in value.append(anchor)
        }
        .anchorPreference(
          key: UnderlineKey.self, value: .rect(CGRect(x: 0, y: 0, width: 8, height: 22)),
          transform: { _ in nil }
        )
        .popover(isPresented: $showsInfo, attachmentAnchor: .point(.top)) { Text("Version 2") }
    }
    .overlayPreferenceValue(UnderlineKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let box = proxy[anchor]
          Text("\(Int(box.minX))-\(Int(box.maxX))")
        }
      }
    }
    .backgroundPreferenceValue(CornersKey.self, alignment: .topLeading) { corners in
      GeometryReader { proxy in
        let points = corners.map { proxy[$0] }
        Color.clear.onAppear { _ = points }
      }
    }
  }
}

private let sources: [Anchor<CGPoint>.Source] = [
  .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom,
  .bottomTrailing, .point(CGPoint(x: 1, y: 2)),
]
private let combined = Anchor<[CGPoint]>.Source(sources)
private let optional = Anchor<CGRect?>.Source(Anchor<CGRect>.Source.bounds)
private let attachments: [PopoverAttachmentAnchor] = [
  .rect(.bounds), .rect(.rect(CGRect(x: 0, y: 0, width: 8, height: 22))), .point(.center),
]

@MainActor
@Suite struct AnchorDeclarationUses {
  @Test("Anchor preferences declared as Apple's reference shows them resolve through a proxy")
  func tabUnderline() throws {
    let host = ViewHost.testing(TabBar())
    host.screenSize = ScreenSize(columns: 40, lines: 4)
    host.flush()
    // The first tab ("[Inbox]", 7 columns of 8 points) is at the stack's leading edge.
    #expect(host.text.contains("0-56"))
    try host.tap("Sent")
    host.flush()
    #expect(!host.text.contains("0-56"))
    _ = (combined, optional, attachments)
  }
}
