import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// Containers, lists and navigation called as Apple's reference pages show them, built by a type
// isolated to no actor (SwiftUI's initializers are `nonisolated`), so a declaration that differs
// from SwiftUI's is a compile error here.

private struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
}

private struct Containers {
  let notes: [Note]
  let selection: Binding<Note.ID?>
  let tab: Binding<Int>

  func make() -> some View {
    TabView(selection: tab) {
      // Apple, "NavigationSplitView": init(sidebar:detail:), "List": init(_:selection:rowContent:).
      NavigationSplitView {
        List(notes, selection: selection) { note in
          Text(note.title)
        }
        .navigationTitle("Notes")
      } detail: {
        Text("Detail")
      }
      .tabItem { Label("Notes", systemImage: "note") }
      .tag(0)
      // Apple, "ScrollView": init(_:showsIndicators:content:); "LazyVStack":
      // init(alignment:spacing:pinnedViews:content:); "Section": init(_:content:),
      // init(content:header:footer:); "ForEach": init(_:id:content:), init(_:content:) for ranges.
      ScrollView(.vertical, showsIndicators: false) {
        LazyVStack(alignment: .leading, spacing: 4, pinnedViews: []) {
          Section("Titled") {
            ForEach(notes) { note in Text(note.title) }
          }
          Section {
            ForEach(notes.map(\.title), id: \.self) { title in Text(title) }
          } header: {
            Text("Header")
          } footer: {
            Text("Footer")
          }
          ForEach(0..<2) { index in Text("Row \(index)") }
        }
      }
      .tabItem { Label("Scroll", systemImage: "scroll") }
      .tag(1)
      // Apple, "VStack": init(alignment:spacing:content:); "HStack": init(alignment:spacing:content:);
      // "ZStack": init(alignment:content:); "Group": init(content:); "Spacer": init(minLength:).
      VStack(alignment: .leading, spacing: 8) {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
          Text("A")
          Spacer(minLength: 0)
          Text("B")
        }
        ZStack(alignment: .topLeading) {
          Color.clear
          Text("Front")
        }
        Group {
          Text("Grouped")
          Divider()
        }
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40))], spacing: 2) {
          Text("1")
          Text("2")
        }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4, alignment: .top)]) {
          Color.red.aspectRatio(2 / 3, contentMode: .fit)
          Color.blue.aspectRatio(CGSize(width: 2, height: 3), contentMode: .fill)
          Circle().scaledToFit()
          Rectangle().scaledToFill()
        }
        Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
          GridRow(alignment: .top) {
            Text("Name").gridColumnAlignment(.trailing)
            Text("Ada").gridCellAnchor(.topLeading)
          }
          Divider().gridCellUnsizedAxes(.horizontal)
          GridRow {
            Text("Note").gridCellColumns(2)
          }
        }
      }
      .tabItem { Text("Stacks") }
      .tag(2)
    }
  }
}

private struct ContainerScreen: View {
  @State private var selection: Note.ID?
  @State private var tab = 0
  var body: some View {
    Containers(
      notes: [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")],
      selection: $selection, tab: $tab
    ).make()
  }
}

@MainActor
@Suite struct ContainerDeclarationUses {
  // Apple, "NavigationSplitView": the sidebar's list shows its rows; "TabView": the selected tab
  // is shown.
  @Test("Containers declared as Apple's reference shows them render their content")
  func containersRender() {
    let host = ViewHost.testing(ContainerScreen())
    #expect(host.text.contains("Groceries"))
  }
}
