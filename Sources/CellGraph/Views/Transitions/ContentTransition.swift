import CellGraphCore

/// How a view's content changes when it is replaced under an animation (a label's text, a
/// symbol): the counterpart of SwiftUI's `ContentTransition`.
///
/// Text form: the new content shows at once, whatever the transition (CellGraph draws no frames
/// in between). The transition is recorded in the environment (`\.contentTransition`), where a
/// view or a test reads it.
///
/// ```swift
/// Text("\(score)")
///   .contentTransition(.numericText(value: Double(score)))
/// ```
public struct ContentTransition: Sendable, Equatable, CustomStringConvertible {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  /// `identity`, `opacity`, `numericText(countsDown: false)`…
  public var description: String { name }

  /// The new content replaces the old one with no animation.
  public static let identity = ContentTransition("identity")
  /// The old content fades out as the new one fades in.
  public static let opacity = ContentTransition("opacity")
  /// The content's glyphs and shapes interpolate where they can, and fade where they cannot.
  public static let interpolate = ContentTransition("interpolate")
  /// The symbol image changes with its default symbol effect.
  public static let symbolEffect = ContentTransition("symbolEffect")

  /// Digits roll as a number counts up, or down when `countsDown`.
  ///
  /// ```swift
  /// Text("\(count)").contentTransition(.numericText(countsDown: true))
  /// ```
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition("numericText(countsDown: \(countsDown))")
  }

  /// Digits roll in the direction `value` moved since the last update.
  ///
  /// ```swift
  /// Text("\(total)").contentTransition(.numericText(value: Double(total)))
  /// ```
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition("numericText(value: \(value))")
  }
}

/// The key behind `EnvironmentValues.contentTransition`.
struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
  /// The content transition of the views here: `.identity` unless `contentTransition(_:)` sets
  /// another on this view or an ancestor.
  ///
  /// ```swift
  /// struct Score: View {
  ///   @EnvironmentCell(\.contentTransition) var transition
  ///   var body: some View { Text("\(transition)") }
  /// }
  /// ```
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how this view's content changes when an animated update replaces it.
  ///
  /// The text form shows the new content at once; the transition is recorded as
  /// `EnvironmentValues.contentTransition` for this view and its descendants.
  ///
  /// ```swift
  /// Text(isOn ? "On" : "Off").contentTransition(.opacity)
  /// ```
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
