import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Views whose effects change together under one animation: each effect's recorded value and,
/// where the text depends on it, the text move along the host's clock.
private struct Effects: View {
  @StateCell private var isOn = false

  var body: some View {
    VStack {
      Text("Ghost").opacity(isOn ? 0 : 1)
      Text("Pop").scaleEffect(isOn ? 1 : 0)
      Text("Slide").offset(x: isOn ? 32 : 0)
      Text("Dial").rotationEffect(.degrees(isOn ? 90 : 0))
      Text("Soft").blur(radius: isOn ? 4 : 0)
      Button("Go") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
    }
  }
}

/// The same effects changed by `.animation(_:value:)` instead of `withAnimation`.
private struct ImplicitEffects: View {
  @StateCell private var isOn = false

  var body: some View {
    VStack {
      Text("Ghost")
        .opacity(isOn ? 0 : 1)
        .animation(.linear(duration: 1), value: isOn)
      Text("Slide")
        .offset(y: isOn ? 44 : 0)
        .animation(.linear(duration: 1), value: isOn)
      Button("Go") { isOn.toggle() }
    }
  }
}

@MainActor
@Suite("opacity, scaleEffect, rotationEffect, offset and blur are animatable")
struct AnimatableEffectTests {
  private func opacity(_ host: ViewHost) throws -> Double? {
    try host.find(Concealed<Text>.self).view(as: Concealed<Text>.self)?.opacity
  }

  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // Apple, View/opacity(_:), View/scaleEffect(_:anchor:), View/rotationEffect(_:anchor:),
  // View/offset(x:y:), View/blur(radius:opaque:): their values are animatable data of SwiftUI's
  // effects (`_OpacityEffect`, `_ScaleEffect`, `_RotationEffect`, `_OffsetEffect`,
  // `_BlurEffect` are `Animatable`, OpenSwiftUI's reimplementation), so under
  // `withAnimation(.linear(duration: 1))` a quarter of a second in they have moved a quarter of
  // the way ("Animatable: … interpolates the value", Apple, Animatable).
  @Test("A quarter second into a 1 s linear animation each effect's value is a quarter of the way")
  func interpolatedValues() throws {
    let host = ViewHost.testing(Effects())
    try host.tap("Go")
    host.advance(by: .seconds(0.25))
    #expect(try opacity(host) == 0.75)
    let scale = try host.find(Scaled<Text>.self).view(as: Scaled<Text>.self)
    #expect(scale?.x == 0.25)
    #expect(scale?.y == 0.25)
    let offset = try host.find(Offset<Text>.self).view(as: Offset<Text>.self)
    #expect(offset?.x == 8)
    let rotation = try host.find(VisualModifier<Text, VisualEffects.Rotation>.self)
      .view(as: VisualModifier<Text, VisualEffects.Rotation>.self)
    #expect(rotation?.effect.angle.degrees.rounded() == 23, "a quarter of 90°, 22.5°")
    let blur = try host.find(VisualModifier<Text, VisualEffects.Blur>.self)
      .view(as: VisualModifier<Text, VisualEffects.Blur>.self)
    #expect(blur?.effect.radius == 1)
    host.advance(by: .seconds(0.75))
    #expect(try opacity(host) == 0)
    #expect(offset != nil)
    let end = try host.find(Offset<Text>.self).view(as: Offset<Text>.self)
    #expect(end?.x == 32)
  }

  // Apple, View/opacity(_:): "A value between 0 (fully transparent) and 1 (fully opaque)" — a
  // fade out is visible until it reaches 0, at the animation's end; View/scaleEffect: a view
  // scaled from 0 is visible as soon as its scale grows; View/offset: the view moves along.
  @Test("The text follows the animation: a fade out shows until the end, a scale up from the start")
  func textFollows() throws {
    let host = ViewHost.testing(Effects())
    #expect(lines(host).prefix(3) == ["Ghost", "", "Slide"])
    try host.tap("Go")
    #expect(lines(host).prefix(3) == ["Ghost", "", "Slide"], "the old values show at first")
    host.advance(by: .seconds(0.25))
    #expect(lines(host).prefix(3) == ["Ghost", "Pop", " Slide"], "8 points: one cell")
    host.advance(by: .seconds(0.25))
    #expect(lines(host).prefix(3) == ["Ghost", "Pop", "  Slide"])
    host.advance(by: .seconds(0.5))
    #expect(lines(host).prefix(3) == ["", "Pop", "    Slide"], "faded out at the end")
  }

  // Apple, View/animation(_:value:): "Applies the given animation to this view when the
  // specified value changes" — the modifiers above it animate as under withAnimation.
  @Test("animation(_:value:) animates opacity and offset as withAnimation does")
  func implicitAnimation() throws {
    let host = ViewHost.testing(ImplicitEffects())
    try host.tap("Go")
    host.advance(by: .seconds(0.5))
    #expect(try opacity(host) == 0.5)
    let offset = try host.find(Offset<Text>.self).view(as: Offset<Text>.self)
    #expect(offset?.y == 22, "halfway to 44 points: one line of 22 points")
    #expect(lines(host).prefix(3) == ["Ghost", "", "Slide"])
    host.advance(by: .seconds(0.5))
    #expect(lines(host).prefix(4) == ["", "", "", "Slide"])
  }

  // Apple, View/opacity(_:): a change without an animation shows the new value at once.
  @Test("Without an animation the effects take their new values at once")
  func withoutAnimation() throws {
    struct Plain: View {
      @StateCell private var isOn = false
      var body: some View {
        VStack {
          Text("Ghost").opacity(isOn ? 0 : 1)
          Button("Go") { isOn.toggle() }
        }
      }
    }
    let host = ViewHost.testing(Plain())
    try host.tap("Go")
    #expect(try opacity(host) == 0)
    #expect(host.text == "\n[Go]")
  }
}
