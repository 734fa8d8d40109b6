import CellGraphCore

/// The styles the `…Style(_:)` modifiers above a control chose for its kind, outermost first,
/// as the environment holds them.
///
/// The innermost choice styles the control. A custom style (one that is not built in) makes the
/// control's body from a `Configuration`; that body is evaluated with the chain *without* the
/// style that made it, so a control the body builds from the configuration
/// (`Toggle(configuration)`) is styled by the next style out, and a style never styles its own
/// body again:
///
///     .toggleStyle(Outer()) ─▶ [Outer]
///       .toggleStyle(Inner()) ─▶ [Outer, Inner]      Toggle: Inner.makeBody(configuration)
///                                                      └ Toggle(configuration): Outer's body
///
/// An empty chain, or a built-in choice innermost, leaves the control's own text form, by the
/// built-in style's type (`is(_:)`).
package struct StyleChain<Configuration>: Equatable, Sendable, CustomStringConvertible {
  private var links: [StyleLink<Configuration>]
  /// The built-in style an empty chain stands for.
  private let defaultStyle: ControlStyle

  /// A chain with no choice: the control shows `defaultStyle`'s text form.
  package init(default defaultStyle: Any.Type) {
    self.links = []
    self.defaultStyle = ControlStyle(defaultStyle)
  }

  /// The innermost style's type.
  package var style: ControlStyle { links.last?.style ?? defaultStyle }

  /// Whether the innermost style is of type `type`.
  package func `is`(_ type: Any.Type) -> Bool { style.is(type) }

  /// The innermost style when it is custom: it makes the control's body.
  package var custom: StyleLink<Configuration>? {
    guard let last = links.last, last.makeBody != nil else { return nil }
    return last
  }

  /// The chain a custom style's body is evaluated in: this one without its innermost style.
  package var outer: StyleChain {
    var chain = self
    if !chain.links.isEmpty { chain.links.removeLast() }
    return chain
  }

  /// This chain with `link` innermost.
  package func appending(_ link: StyleLink<Configuration>) -> StyleChain {
    var chain = self
    chain.links.append(link)
    return chain
  }

  package var description: String { style.description }

  package static func == (lhs: StyleChain, rhs: StyleChain) -> Bool {
    lhs.defaultStyle == rhs.defaultStyle && lhs.links == rhs.links
  }
}

/// One style in a `StyleChain`: its type, and for a custom style the function that makes a
/// control's body from a configuration.
package struct StyleLink<Configuration>: Equatable, Sendable {
  let style: ControlStyle
  /// Makes the body; `nil` for a built-in style, which leaves the control's own text form.
  let makeBody: (@MainActor @Sendable (Configuration) -> AnyView)?
  /// Whether the style takes over the control's interaction (a `PrimitiveButtonStyle`): the
  /// control is then reached only through what the body draws (`trigger()`).
  let ownsInteraction: Bool
  /// The style value, compared by `isSame`.
  private let value: any Sendable
  private let isSame: @Sendable (any Sendable) -> Bool

  /// A link for `style`; `makeBody` is `nil` for a built-in style.
  ///
  /// Two links are equal when their styles are: by `==` for an `Equatable` style, by type for a
  /// style with no stored properties, and never otherwise (a parent re-running with such a
  /// style re-runs the controls below it, as a closure would).
  package init<S: Sendable>(
    _ style: S, ownsInteraction: Bool = false,
    makeBody: (@MainActor @Sendable (Configuration) -> AnyView)?
  ) {
    self.style = ControlStyle(S.self)
    self.makeBody = makeBody
    self.ownsInteraction = ownsInteraction
    self.value = style
    let isEmpty = MemoryLayout<S>.size == 0
    self.isSame = { other in
      if let equatable = style as? any Equatable { return equatable.isEqual(to: other) }
      return isEmpty && other is S
    }
  }

  package static func == (lhs: StyleLink, rhs: StyleLink) -> Bool {
    lhs.style == rhs.style && lhs.isSame(rhs.value)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Sendable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A style that is built in: the control shows its own text form for it, and `makeBody` is only
/// called when a custom style asks a built-in one for its body.
package protocol BuiltInStyle {}
