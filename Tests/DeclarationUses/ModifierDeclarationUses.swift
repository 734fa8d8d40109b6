import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// View modifiers, presentations and navigation called as Apple's reference pages show them
// (labels, defaults, optional arguments), so a declaration that differs from SwiftUI's is a
// compile error here.

private struct Item: Identifiable, Hashable {
  let id: Int
  var title: String
}

private enum Field: Hashable { case name, email }

private struct Modifiers: View {
  @State private var showSheet = false
  @State private var showAlert = false
  @State private var showDialog = false
  @State private var selected: Item?
  @State private var query = ""
  @State private var name = ""
  @State private var count = 0
  @State private var path: [Item] = []
  @FocusState private var focus: Field?
  @FocusState private var isFocused: Bool
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $path) {
      List {
        // Apple, "padding(_:_:)", "padding(_:)", "frame(width:height:alignment:)",
        // "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)".
        Text("Padded").padding().padding(.horizontal, 8).padding(12)
          .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        Text("Framed").frame(width: 80, height: 22, alignment: .leading)
        Text("Flexible").frame(maxWidth: .infinity, alignment: .trailing)
        Text("Bounded").frame(minWidth: 10, idealWidth: 40, maxWidth: 100, minHeight: 22)
        // Apple, "offset(x:y:)", "opacity(_:)", "hidden()", "scaleEffect(_:anchor:)",
        // "rotationEffect(_:anchor:)", "zIndex(_:)", "clipped(antialiased:)", "fixedSize()".
        Text("Effects").offset(x: 8).offset(CGSize(width: 0, height: 0)).opacity(1)
          .scaleEffect(1.0, anchor: .center).rotationEffect(.degrees(0)).zIndex(1).clipped()
          .fixedSize().fixedSize(horizontal: true, vertical: false)
        // Apple, "overlay(alignment:content:)", "background(alignment:content:)",
        // "background(_:ignoresSafeAreaEdges:)", "border(_:width:)".
        Text("Layered").overlay(alignment: .topTrailing) { Text("!") }
          .background(alignment: .center) { Color.clear }.border(.gray, width: 1)
        // Apple, "onChange(of:initial:_:)" with zero and two parameters, "onAppear(perform:)",
        // "onDisappear(perform:)", "task(priority:_:)", "task(id:priority:_:)".
        Text("Count \(count)")
          .onChange(of: count) { count = min(count, 10) }
          .onChange(of: count, initial: true) { old, new in _ = (old, new) }
          .onAppear { count += 0 }
          .onDisappear {}
          .task {}
          .task(id: count, priority: .userInitiated) {}
        // Apple, "focused(_:equals:)", "focused(_:)", "onSubmit(of:_:)", "submitLabel(_:)".
        TextField("Name", text: $name).focused($focus, equals: .name)
          .onSubmit { focus = .email }.submitLabel(.next)
        TextField("Email", text: $name).focused($isFocused).onSubmit(of: .text) {}
        // Apple, "tag(_:)", "id(_:)", "disabled(_:)", "badge(_:)", "accessibilityLabel(_:)".
        Text("Tagged").tag(1).id("tagged").disabled(false).badge(3)
          .accessibilityLabel("Tagged label")
        // Apple, "NavigationLink(_:value:)", "NavigationLink(value:label:)",
        // "NavigationLink(_:destination:)", "NavigationLink(destination:label:)".
        NavigationLink("First", value: Item(id: 1, title: "First"))
        NavigationLink(value: Item(id: 2, title: "Second")) { Text("Second") }
        NavigationLink("Settings") { Text("Settings screen") }
        NavigationLink(destination: Text("About screen")) { Text("About") }
        Button("Sheet") { showSheet = true }
      }
      .navigationTitle("Home")
      .navigationDestination(for: Item.self) { item in Text(item.title) }
      .toolbar {
        ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
        ToolbarItem { Button("Edit") {} }
      }
      // Apple, "searchable(text:prompt:)", "refreshable(action:)".
      .searchable(text: $query, prompt: "Find")
      .refreshable { count += 1 }
    }
    // Apple, "sheet(isPresented:onDismiss:content:)", "sheet(item:onDismiss:content:)",
    // "alert(_:isPresented:actions:message:)", "confirmationDialog(_:isPresented:titleVisibility:
    // actions:message:)", "fullScreenCover(isPresented:onDismiss:content:)".
    .sheet(isPresented: $showSheet, onDismiss: { count += 1 }) {
      Text("Sheet").presentationDetents([.medium, .large]).interactiveDismissDisabled()
    }
    .sheet(item: $selected) { item in Text(item.title) }
    .alert("Delete?", isPresented: $showAlert) {
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog("Options", isPresented: $showDialog, titleVisibility: .visible) {
      Button("Share") {}
    } message: {
      Text("Choose one")
    }
  }
}

@MainActor
@Suite struct ModifierDeclarationUses {
  // Apple, "navigationTitle(_:)": a stack shows its root's title; "sheet(isPresented:)": a true
  // binding presents the sheet's content.
  @Test("Modifiers declared as Apple's reference shows them render and present")
  func modifiersRenderAndPresent() throws {
    let host = ViewHost.testing(Modifiers())
    #expect(host.text.contains("Home"))
    try host.tap("Sheet")
    #expect(host.text.contains("Sheet"))
  }
}
