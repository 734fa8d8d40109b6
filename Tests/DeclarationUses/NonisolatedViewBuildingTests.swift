import CellGraphSwiftUI
import CellGraphTesting
import Testing

// SwiftUI's view initializers and modifiers are `nonisolated` (Apple's reference shows
// `nonisolated func padding(_ length: CGFloat) -> some View`, and `View` is
// `@MainActor @preconcurrency protocol View`): code isolated to no actor — a model's formatter, a
// helper type, a detached task — builds views; only their bodies and the runtime run on the main
// actor. This file compiles in the Swift 6 language mode only if that holds.

/// A helper type isolated to no actor (it conforms to no main-actor protocol) that builds views.
struct RowFactory {
  let accent: String

  func row(title: String, count: Int) -> some View {
    HStack(spacing: 8) {
      Text(title)
      Text("\(count)")
    }
    .padding(.leading, 8)
    .font(.headline)
    .foregroundStyle(.secondary)
    .disabled(count == 0)
  }

  func section(_ titles: [String]) -> some View {
    VStack(alignment: .leading) {
      Text(accent).bold()
      ForEach(titles, id: \.self) { title in
        Label(title, systemImage: "star")
      }
      Divider()
    }
  }

  func erased(_ flag: Bool) -> AnyView {
    flag ? AnyView(Text("on")) : AnyView(EmptyView())
  }

  func controls(onTap: @escaping @MainActor () -> Void) -> some View {
    Group {
      Button("Tap", action: onTap)
      Toggle("Always", isOn: .constant(true))
      Image(systemName: "bell")
      Spacer()
    }
  }
}

/// A model that makes its own row, as an app's model code may.
final class Counter: Sendable {
  let title: String
  init(title: String) { self.title = title }

  nonisolated func summary(_ value: Int) -> some View {
    Text("\(title): \(value)").italic().padding()
  }
}

/// Made off the main actor: a detached task builds a view and reports its type.
func typeOfViewBuiltInBackground() async -> String {
  await Task.detached {
    let view = RowFactory(accent: "*").row(title: "Mail", count: 2)
    return String(describing: type(of: view))
  }.value
}

private struct Screen: View {
  let factory = RowFactory(accent: "Inbox")
  var body: some View {
    VStack {
      factory.row(title: "Mail", count: 2)
      factory.section(["A", "B"])
      factory.erased(true)
      Counter(title: "Unread").summary(3)
    }
  }
}

@MainActor
@Suite struct NonisolatedViewBuildingTests {
  // SwiftUI: views built by a nonisolated helper render like views built in a body.
  @Test("Views built by a helper type isolated to no actor render in a host")
  func helperBuiltViewsRender() {
    let host = ViewHost.testing(Screen())
    #expect(host.text.contains("Mail 2"))
    #expect(host.text.contains("Inbox"))
    #expect(host.text.contains("Unread: 3"))
  }

  // SwiftUI: view initializers and modifiers are nonisolated, so a detached task may call them.
  @Test("A detached task builds a view off the main actor")
  func detachedTaskBuildsViews() async {
    let name = await typeOfViewBuiltInBackground()
    #expect(name.contains("HStack"))
  }
}
