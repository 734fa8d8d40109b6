import CellGraphCore
import Foundation

// Typography and control settings that change only how pixels are drawn, and the device's safe
// areas: each is a recorded no-op (`ViewHost.platformSettings`) with SwiftUI's signature. The
// text form has one font, so letter spacing, baselines, line spacing and control sizes do not
// show (Docs/TextForm.md).

nonisolated extension View {
  /// The font design (`.rounded`, `.serif`, `.monospaced`) of the text in this view. Recorded.
  ///
  /// ```swift
  /// VStack { Text("12:30") }.fontDesign(.rounded)
  /// ```
  public func fontDesign(_ design: Font.Design?) -> some View {
    platformSetting("fontDesign", design.map { "\($0)" } ?? "nil")
  }

  /// The spacing between characters of the text in this view, in points. Recorded.
  public func kerning(_ kerning: CGFloat) -> some View {
    platformSetting("kerning", kerning)
  }

  /// The tracking of the text in this view, in points. Recorded.
  public func tracking(_ tracking: CGFloat) -> some View {
    platformSetting("tracking", tracking)
  }

  /// How far the text in this view sits above its baseline, in points. Recorded.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    platformSetting("baselineOffset", baselineOffset)
  }

  /// The space between the lines of a multi-line text, in points. Recorded: lines of the text
  /// form are one cell apart.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    platformSetting("lineSpacing", lineSpacing)
  }

  /// The case the text in this view is shown in. Recorded: the text form keeps each text's case
  /// (Docs/Limitations.md).
  ///
  /// ```swift
  /// Section { … } header: { Text("Recent") }.textCase(nil)
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    platformSetting("textCase", textCase.map { "\($0)" } ?? "nil")
  }

  /// The size of the controls in this view (`.mini` … `.extraLarge`). Recorded.
  ///
  /// ```swift
  /// Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large)
  /// ```
  public func controlSize(_ controlSize: ControlSize) -> some View {
    platformSetting("controlSize", controlSize)
  }

  /// The shape of bordered buttons in this view. Recorded.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    platformSetting("buttonBorderShape", shape)
  }

  /// Extends this view into the safe areas of `regions` at `edges`. Recorded: the text grid has
  /// no safe areas of its own (a host's insets are its `safeAreaInsets`, see Docs/Geometry).
  ///
  /// ```swift
  /// Color.blue.ignoresSafeArea()
  /// ```
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    platformSetting("ignoresSafeArea", "\(regions), edges: \(edges.rawValue)")
  }
}

extension Text {
  /// The text in the font design `design`. The text form shows one font.
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// The text with `kerning` points between characters. Not shown in the text form.
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// The text with `tracking` points of tracking. Not shown in the text form.
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// The text `baselineOffset` points above its baseline. Not shown in the text form.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

  /// A case transform of a text, for `textCase(_:)`.
  public enum Case: Sendable, Hashable {
    /// Every letter in upper case.
    case uppercase
    /// Every letter in lower case.
    case lowercase
  }
}

/// The size of a control, for `controlSize(_:)`.
public enum ControlSize: Sendable, Hashable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button, for `buttonBorderShape(_:)`.
public struct ButtonBorderShape: Sendable, Hashable, CustomStringConvertible {
  let name: String
  /// The style's default shape.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rectangle with rounded corners.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rectangle with corners of `radius` points.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(radius: \(radius))")
  }

  public var description: String { name }
}

/// The kinds of safe area a view can extend into, for `ignoresSafeArea(_:edges:)`.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The area outside the device's screen edges, bars and notches.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]

  public var description: String {
    switch self {
    case .all: "all"
    case .container: "container"
    case .keyboard: "keyboard"
    default: "[]"
    }
  }
}
