import CellGraphSwiftUI
import CellGraphTesting
import Combine
import Foundation
import Testing

// Apple declares these modifiers `nonisolated` with plain closure types, not `@MainActor` ones
// (developer.apple.com, View: `onAppear(perform action: (() -> Void)? = nil)`,
// `onDisappear(perform:)`, `onChange(of:initial:_ action: @escaping (V, V) -> Void)` and its
// `() -> Void` and deprecated `(V) -> Void` forms, `onSubmit(of:_ action: @escaping () -> Void)`,
// `onReceive(_:perform action: @escaping (P.Output) -> Void)`,
// `onPreferenceChange(_:perform action: @escaping (K.Value) -> Void)`,
// `onGeometryChange(for:of:action: @escaping (T) -> Void)`, `onOpenURL(perform action: @escaping
// (URL) -> ())`). So a view built outside any actor
// may pass a function that is not `Sendable` — a closure parameter of a helper, a method of a
// model — which a `@MainActor` (hence `Sendable`) parameter refuses.

/// Counts the actions it is given; not `Sendable`, as an app's own logger usually is not.
private final class ActionLog {
  var entries: [String] = []
}

private struct WidthKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Built outside any actor, with function values the helper was handed.
nonisolated private func logged(
  _ content: some View, value: Int, appear: @escaping () -> Void,
  changed: @escaping (Int, Int) -> Void, received: @escaping (Int) -> Void
) -> some View {
  content
    .onAppear(perform: appear)
    .onDisappear(perform: appear)
    .onChange(of: value, changed)
    .onChange(of: value, initial: false, changed)
    .onChange(of: value, appear)
    .onSubmit(appear)
    .onReceive(Just(value), perform: received)
    .onPreferenceChange(WidthKey.self, perform: received)
    .onGeometryChange(for: Int.self, of: { _ in 0 }, action: received)
    .onOpenURL { url in received(url.pathComponents.count) }
}

private struct Screen: View {
  let log: ActionLog
  @State private var value = 0

  var body: some View {
    VStack {
      logged(
        Text("Value \(value)"), value: value, appear: { log.entries.append("appear") },
        changed: { old, new in log.entries.append("\(old)→\(new)") },
        received: { _ in })
      Button("Next") { value += 1 }
    }
  }
}

@MainActor
@Suite struct ActionClosureUses {
  @Test("Actions passed as plain function values run as the modifiers promise")
  func plainFunctionValues() throws {
    let log = ActionLog()
    let host = ViewHost.testing(Screen(log: log))
    #expect(log.entries == ["appear"])
    try host.tap("Next")
    host.flush()
    // Both two-value forms run with (old, new), and the no-argument form runs the closure it
    // was given (the order of several actions on one change is not documented).
    #expect(log.entries.first == "appear")
    #expect(log.entries.dropFirst().sorted() == ["0→1", "0→1", "appear"])
  }
}

// Apple: `sheet(isPresented:onDismiss: (() -> Void)? = nil, content:)`, its `item:` form and
// `fullScreenCover`'s; `Menu(content:label:primaryAction: @escaping () -> Void)` and
// `Menu(_:content:primaryAction:)` — plain closures as well.

private struct Sheet: Identifiable {
  let id: Int
}

nonisolated private func presenting(
  _ content: some View, isShown: Binding<Bool>, item: Binding<Sheet?>,
  dismissed: @escaping () -> Void
) -> some View {
  content
    .sheet(isPresented: isShown, onDismiss: dismissed) { Text("Details") }
    .sheet(item: item, onDismiss: dismissed) { sheet in Text("Sheet \(sheet.id)") }
    .fullScreenCover(isPresented: .constant(false), onDismiss: dismissed) { Text("Cover") }
    .fullScreenCover(item: .constant(nil as Sheet?), onDismiss: dismissed) { _ in Text("") }
}

nonisolated private func menus(primary: @escaping () -> Void) -> some View {
  VStack {
    Menu(content: { Text("Copy") }, label: { Text("Edit") }, primaryAction: primary)
    Menu("More", content: { Text("Paste") }, primaryAction: primary)
  }
}

private struct Presenter: View {
  let log: ActionLog
  @State private var isShown = false
  @State private var item: Sheet?

  var body: some View {
    VStack {
      presenting(
        Button("Show") { isShown = true }, isShown: $isShown, item: $item,
        dismissed: { log.entries.append("dismissed") })
      menus(primary: { log.entries.append("primary") })
    }
  }
}

@MainActor
@Suite struct PresentationActionUses {
  @Test("A sheet's onDismiss and a menu's primary action passed as function values run")
  func presentationActions() throws {
    let log = ActionLog()
    let host = ViewHost.testing(Presenter(log: log))
    try host.tap("Show")
    #expect(host.text.contains("Details"))
    try host.dismissPresentation()
    host.flush()
    #expect(log.entries == ["dismissed"], "onDismiss runs when the sheet is dismissed")
  }
}
