import CellGraphCore

/// The bars of a screen a toolbar modifier applies to: SwiftUI's `ToolbarPlacement`.
public nonisolated struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  private init(_ name: String) { description = name }

  /// The bars the platform chooses.
  public static let automatic = Self("automatic")
  /// The bottom toolbar.
  public static let bottomBar = Self("bottomBar")
  /// The navigation bar.
  public static let navigationBar = Self("navigationBar")
  /// The tab bar.
  public static let tabBar = Self("tabBar")
  /// A window's toolbar (macOS).
  public static let windowToolbar = Self("windowToolbar")
}

/// A namespace for the navigation bar's types, as SwiftUI's `NavigationBarItem`.
public nonisolated enum NavigationBarItem {
  /// How a navigation bar shows its title: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// How a toolbar shows its title: SwiftUI's `ToolbarTitleDisplayMode`.
public nonisolated enum ToolbarTitleDisplayMode: Hashable, Sendable {
  case automatic, inline, inlineLarge, large
}

/// A vertical edge: SwiftUI's `VerticalEdge`.
public nonisolated enum VerticalEdge: Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility`.
public nonisolated struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  private init(_ name: String) { description = name }
  public static let automatic = Self("automatic")
  public static let visible = Self("visible")
  public static let hidden = Self("hidden")
  public static let never = Self("never")
}

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public nonisolated struct ScrollDismissesKeyboardMode: Hashable, Sendable,
  CustomStringConvertible
{
  public let description: String
  private init(_ name: String) { description = name }
  public static let automatic = Self("automatic")
  public static let immediately = Self("immediately")
  public static let interactively = Self("interactively")
  public static let never = Self("never")
}

/// How symbols are coloured: SwiftUI's `SymbolRenderingMode`.
public nonisolated struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  private init(_ name: String) { description = name }
  public static let monochrome = Self("monochrome")
  public static let multicolor = Self("multicolor")
  public static let hierarchical = Self("hierarchical")
  public static let palette = Self("palette")
}

/// Which variant of symbols to use: SwiftUI's `SymbolVariants`.
public nonisolated struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  private init(_ name: String) { description = name }
  public static let none = Self("none")
  public static let circle = Self("circle")
  public static let square = Self("square")
  public static let rectangle = Self("rectangle")
  public static let fill = Self("fill")
  public static let slash = Self("slash")
}

/// Haptic or audio feedback: SwiftUI's `SensoryFeedback`.
public nonisolated struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  private init(_ name: String) { description = name }
  public static let success = Self("success")
  public static let warning = Self("warning")
  public static let error = Self("error")
  public static let selection = Self("selection")
  public static let increase = Self("increase")
  public static let decrease = Self("decrease")
  public static let start = Self("start")
  public static let stop = Self("stop")
  public static let alignment = Self("alignment")
  public static let levelChange = Self("levelChange")
  public static let impact = Self("impact")
  public static let pathComplete = Self("pathComplete")

  /// An impact of a given weight: `.impact(weight: .heavy)`.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> Self {
    Self("impact(weight: \(weight.name), intensity: \(intensity))")
  }

  /// An impact of a given flexibility: `.impact(flexibility: .soft)`.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> Self {
    Self("impact(flexibility: \(flexibility.name), intensity: \(intensity))")
  }

  /// The weight of an impact: SwiftUI's `SensoryFeedback.Weight`.
  public struct Weight: Equatable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of an impact: SwiftUI's `SensoryFeedback.Flexibility`.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
}

/// Whether the user can select text: SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text can be selected: `.textSelection(.enabled)`.
public nonisolated struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

/// Text cannot be selected: `.textSelection(.disabled)`.
public nonisolated struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
