import CellGraphCore

/// The style a `…Style` modifier chose, as the environment holds it: the style's type.
///
/// Built-in styles have no stored properties, so their type is all there is to compare: two
/// choices are equal when they name the same type, and a parent re-running with the same style
/// invalidates nothing. Controls ask `is(_:)`:
///
/// ```swift
/// let isSwitch = node.environment.toggleStyle.is(SwitchToggleStyle.self)
/// ```
package struct ControlStyle: Hashable, CustomStringConvertible {
  package let type: Any.Type

  package init(_ type: Any.Type) {
    self.type = type
  }

  /// Whether the chosen style is of type `style`.
  package func `is`(_ style: Any.Type) -> Bool {
    ObjectIdentifier(type) == ObjectIdentifier(style)
  }

  package var description: String { String(describing: type) }

  package static func == (lhs: ControlStyle, rhs: ControlStyle) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
  }
}
