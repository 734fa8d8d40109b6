/// What an accessibility element is and how it behaves, as assistive technologies read it:
/// `.isButton`, `.isHeader`, `.isSelected`, …
///
/// Controls and texts have their traits (a button `.isButton`, a text `.isStaticText`);
/// `.accessibilityAddTraits(_:)` and `.accessibilityRemoveTraits(_:)` change them.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The traits' names, for the accessibility tree's dump: `button, header`.
  var names: [String] {
    let all: [(AccessibilityTraits, String)] = [
      (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
      (.isSearchField, "search field"), (.isImage, "image"), (.playsSound, "plays sound"),
      (.isKeyboardKey, "keyboard key"), (.isStaticText, "static text"),
      (.isSummaryElement, "summary"), (.updatesFrequently, "updates frequently"),
      (.startsMediaSession, "starts media session"),
      (.allowsDirectInteraction, "direct interaction"), (.causesPageTurn, "causes page turn"),
      (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tab bar"),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}

/// How `.accessibilityElement(children:)` makes one element of a view and its children.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case ignore, combine, contain }
  let kind: Kind

  /// One element; the children are not elements (its label is the one the modifiers give).
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// One element whose label is the children's labels, joined; the children are not elements.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
  /// A container element that keeps its children as elements.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
}

/// The kind of an accessibility action: the default one (activating the element), or a
/// gesture an assistive technology performs.
public struct AccessibilityActionKind: Sendable, Hashable {
  let name: String

  /// Activating the element (a double tap in VoiceOver; `tap()` on a found element).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismissing (a two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// A custom action with a name, listed in the element's actions.
  public init(named name: String) { self.name = name }
  /// A custom action named by a `Text`, as SwiftUI declares it: `.init(named: Text("Archive"))`.
  public init(named name: Text) { self.name = name.content }

  private init(name: String) { self.name = name }
}
