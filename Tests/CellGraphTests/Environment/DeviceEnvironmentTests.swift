import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct AdaptiveStack: View {
  @EnvironmentCell(\.horizontalSizeClass) var sizeClass
  var body: some View {
    if sizeClass == .compact {
      VStack {
        Text("Name")
        Text("Ada")
      }
    } else {
      HStack {
        Text("Name")
        Text("Ada")
      }
    }
  }
}

private struct TypeSizeReader: View {
  @EnvironmentCell(\.dynamicTypeSize) var typeSize
  var body: some View {
    Text("size \(typeSize)\(typeSize.isAccessibilitySize ? " (accessibility)" : "")")
  }
}

private struct MotionReader: View {
  @EnvironmentCell(\.accessibilityReduceMotion) var reduceMotion
  @EnvironmentCell(\.accessibilityReduceTransparency) var reduceTransparency
  @EnvironmentCell(\.accessibilityDifferentiateWithoutColor) var withoutColor
  var body: some View {
    Text("motion \(reduceMotion ? "reduced" : "full") \(reduceTransparency) \(withoutColor)")
  }
}

private struct DirectionReader: View {
  @EnvironmentCell(\.layoutDirection) var direction
  @EnvironmentCell(\.verticalSizeClass) var verticalSizeClass
  @EnvironmentCell(\.displayScale) var displayScale
  @EnvironmentCell(\.pixelLength) var pixelLength
  var body: some View {
    Text("\(direction) \(String(describing: verticalSizeClass)) \(displayScale) \(pixelLength)")
  }
}

private struct Device: View {
  var body: some View {
    VStack {
      AdaptiveStack()
      TypeSizeReader()
      TypeSizeReader().dynamicTypeSize(.xSmall)
      TypeSizeReader().dynamicTypeSize(...DynamicTypeSize.xxLarge)
      MotionReader()
      DirectionReader()
    }
  }
}

@MainActor
@Suite struct DeviceEnvironmentTests {
  // Apple, "horizontalSizeClass": "The horizontal size class of this environment"; "Use size
  // classes to adapt your layout", an adaptive stack switches on `.compact`. The host is a
  // regular-width device unless set (Docs/Limitations.md, "Built-in environment").
  @Test("Changing the host's size class re-runs only the view that reads it, which changes branch")
  func sizeClassReaders() {
    let host = ViewHost.testing(Device())
    #expect(host.horizontalSizeClass == .regular)
    #expect(host.text.hasPrefix("Name Ada\n"))
    host.resetEvaluations()
    host.horizontalSizeClass = .compact
    host.flush()
    #expect(host.evaluations(of: AdaptiveStack.self) == 1)
    #expect(host.evaluations(of: TypeSizeReader.self) == 0)
    #expect(host.evaluations(of: Device.self) == 0)
    #expect(host.text.hasPrefix("Name\nAda\n"))
  }

  // Apple, "dynamicTypeSize(_:)": "Sets the Dynamic Type size within the view to the given
  // value"; with a range: "Limits the Dynamic Type size within the view to the given range".
  // `DynamicTypeSize.large` is the default.
  @Test("dynamicTypeSize sets the size below it, and a range limits the host's size to its ends")
  func dynamicTypeSize() {
    let host = ViewHost.testing(Device())
    #expect(host.text.contains("size large\nsize xSmall\nsize large\n"))
    host.dynamicTypeSize = .accessibility3
    host.flush()
    #expect(
      host.text.contains("size accessibility3 (accessibility)\nsize xSmall\nsize xxLarge\n"),
      "the fixed size ignores the host's; the range clamps it to its upper end")
  }

  // Apple, "accessibilityReduceMotion": "Whether the system preference for Reduce Motion is
  // enabled" (read-only: the system, here the host, sets it).
  @Test("The accessibility settings come from the host and re-run their reader")
  func accessibilitySettings() {
    let host = ViewHost.testing(Device())
    #expect(host.text.contains("motion full false false"))
    host.resetEvaluations()
    host.accessibilityReduceMotion = true
    host.accessibilityReduceTransparency = true
    host.accessibilityDifferentiateWithoutColor = true
    host.flush()
    #expect(host.evaluations(of: MotionReader.self) == 1, "three changes, one update")
    #expect(host.evaluations(of: AdaptiveStack.self) == 0)
    #expect(host.text.contains("motion reduced true true"))
  }

  // Apple, "layoutDirection", "displayScale", "pixelLength" ("The size of a pixel on the
  // screen", one over the scale). A headless host draws in cells, so its scale is 1.
  @Test(
    "Layout direction, vertical size class and display scale have their defaults and follow overrides"
  )
  func directionAndScale() {
    let host = ViewHost.testing(Device())
    #expect(
      host.text.contains("leftToRight Optional(CellGraph.UserInterfaceSizeClass.regular) 1.0 1.0"))
    let overridden = ViewHost.testing(
      DirectionReader()
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.verticalSizeClass, .compact)
        .environment(\.displayScale, 2))
    #expect(
      overridden.text == "rightToLeft Optional(CellGraph.UserInterfaceSizeClass.compact) 2.0 0.5")
    host.layoutDirection = .rightToLeft
    host.verticalSizeClass = nil
    host.flush()
    #expect(host.text.contains("rightToLeft nil 1.0 1.0"))
  }

  @Test("A size class given in the host's environment is its starting value")
  func initialFromEnvironment() {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .compact
    environment.dynamicTypeSize = .small
    let host = ViewHost.testing(Device(), environment: environment)
    #expect(host.horizontalSizeClass == .compact && host.dynamicTypeSize == .small)
    #expect(host.text.hasPrefix("Name\nAda\nsize small\n"))
  }
}
