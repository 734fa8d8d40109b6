import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

/// A view whose `level` animates: its body shows the value it sees.
private struct Dial: View, Animatable {
  var level: Double

  var animatableData: Double {
    get { level }
    set { level = newValue }
  }

  var body: some View { Text("level " + String(format: "%.3f", level)) }
}

/// A modifier whose `scale` animates; its body shows it under the content.
private struct Grow: ViewModifier, Animatable {
  var scale: Double

  var animatableData: Double {
    get { scale }
    set { scale = newValue }
  }

  func body(content: Content) -> some View {
    VStack {
      content
      Text("scale " + String(format: "%.3f", scale))
    }
  }
}

/// A dial whose modifiers animate with their own animation, the dial with the update's.
private struct Scoped: View {
  let outer: Animation?
  @StateCell private var isOn = false

  var body: some View {
    VStack {
      Dial(level: isOn ? 1 : 0)
        .animation(.linear(duration: 1)) { content in
          content
            .modifier(Grow(scale: isOn ? 3 : 1))
            .opacity(isOn ? 1 : 0.5)
        }
      Button("Switch") { withAnimation(outer) { isOn.toggle() } }
    }
  }
}

@MainActor
@Suite("animation(_:body:) animates the modifiers in its body only")
struct ScopedAnimationTests {
  private func line(_ host: ViewHost, _ prefix: String) -> String {
    host.text.split(separator: "\n").map(String.init).first { $0.hasPrefix(prefix) } ?? ""
  }

  // Apple, View/animation(_:body:): "Any modifiers applied to the content of body will be
  // applied to this view, and the animation will only be used on the modifiers defined in the
  // body", while "the contents of MyView are animated with the implicit transaction's
  // animation" — here none.
  @Test("The modifiers in body animate; the content, changed without animation, does not")
  func onlyTheBodyAnimates() throws {
    let host = ViewHost.testing(Scoped(outer: nil))
    try host.tap("Switch")
    host.flush()
    #expect(line(host, "level") == "level 1.000", "the content shows its new value at once")
    #expect(line(host, "scale") == "scale 1.000", "the modifier starts from its old value")
    host.advance(by: .seconds(0.5))
    #expect(line(host, "scale") == "scale 2.000")
    #expect(line(host, "level") == "level 1.000")
    host.advance(by: .seconds(0.5))
    #expect(line(host, "scale") == "scale 3.000")
  }

  // Apple, View/animation(_:body:): the content keeps "the implicit transaction's animation";
  // the modifiers in body use the scope's animation instead of it.
  @Test("Under withAnimation the content moves with the update's animation, the body with its own")
  func contentKeepsTheUpdatesAnimation() throws {
    let host = ViewHost.testing(Scoped(outer: .linear(duration: 2)))
    try host.tap("Switch")
    host.advance(by: .seconds(0.5))
    #expect(line(host, "level") == "level 0.250", "2 s for the content")
    #expect(line(host, "scale") == "scale 2.000", "1 s for the modifier")
    host.advance(by: .seconds(1.5))
    #expect(line(host, "level") == "level 1.000")
    let animations = host.updateRecords.flatMap(\.evaluations).compactMap(\.animation)
    #expect(animations.contains(.linear(duration: 1)))
    #expect(animations.contains(.linear(duration: 2)))
  }

  // Apple, Transaction/disablesAnimations: "A Boolean value that indicates whether views should
  // disable animations" — implicit animations such as this scope's keep out of the update.
  @Test("A transaction that disables animations keeps its own animation inside the scope")
  func disablesAnimations() throws {
    struct Disabled: View {
      @StateCell private var isOn = false
      var body: some View {
        VStack {
          Dial(level: isOn ? 1 : 0)
            .animation(.linear(duration: 1)) { $0.modifier(Grow(scale: isOn ? 3 : 1)) }
          Button("Switch") {
            var transaction = Transaction(animation: .linear(duration: 2))
            transaction.disablesAnimations = true
            withTransaction(transaction) { isOn.toggle() }
          }
        }
      }
    }
    let host = ViewHost.testing(Disabled())
    try host.tap("Switch")
    host.advance(by: .seconds(1))
    #expect(line(host, "scale") == "scale 2.000", "the transaction's 2 s, not the scope's 1 s")
    #expect(line(host, "level") == "level 0.500")
  }

  // Apple, View/animation(_:body:): `animation` is "Animation?" — nil leaves the modifiers
  // unanimated even when the update animates.
  @Test("A nil animation keeps the modifiers in body from animating")
  func nilAnimation() throws {
    struct Plain: View {
      @StateCell private var isOn = false
      var body: some View {
        VStack {
          Dial(level: isOn ? 1 : 0)
            .animation(nil) { $0.modifier(Grow(scale: isOn ? 3 : 1)) }
          Button("Switch") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
        }
      }
    }
    let host = ViewHost.testing(Plain())
    try host.tap("Switch")
    host.advance(by: .seconds(0.5))
    #expect(line(host, "scale") == "scale 3.000")
    #expect(line(host, "level") == "level 0.500")
  }

  // Apple, View/animation(_:body:), its own example: `MyView(isActive: isActive)
  // .animation(.easeInOut) { content in content.opacity(isActive ? 1.0 : 0.0) }` — "animates
  // the opacity changing with an easeInOut animation, while the contents of MyView are animated
  // with the implicit transaction's animation". Here linear, so the halfway value is exact.
  @Test("opacity in the body animates with the scope's animation, the content with none")
  func opacityInBody() throws {
    struct Faded: View {
      @StateCell private var isActive = false
      var body: some View {
        VStack {
          Dial(level: isActive ? 1 : 0)
            .animation(.linear(duration: 1)) { content in
              content.opacity(isActive ? 1.0 : 0.0)
            }
          Button("Switch") { isActive.toggle() }
        }
      }
    }
    let host = ViewHost.testing(Faded())
    #expect(line(host, "level") == "", "opacity 0: blank")
    try host.tap("Switch")
    host.flush()
    host.advance(by: .seconds(0.5))
    typealias Opacity = Concealed<PlaceholderContentView<Dial>>
    #expect(try host.find(Opacity.self).view(as: Opacity.self)?.opacity == 0.5, "halfway")
    #expect(line(host, "level") == "level 1.000", "shown from the first advance, content at once")
  }
}
