import CellGraphCore

/// What a user does to a control, as an interaction performs it: a name (`press`, `setText`) and
/// the input the user gives (the text typed, the option chosen).
///
/// Open for extension: an action is declared beside the control that takes it, as a static name
/// with the phrase records use for it by default, and a constructor with its input:
///
/// ```swift
/// extension ControlAction.Name {
///   static let increment = Self("increment") { label, _ in "increment \"\(label)\"" }
/// }
/// extension ControlAction {
///   static let increment = ControlAction(.increment)
/// }
/// ```
///
/// A control answers the actions it has a counterpart for (`perform(_:on:)`, matching on `name`
/// and reading the input with `input(_:)`), and throws `ControlActionError.unsupported` for the
/// rest. The actions every kind of control shares are declared here; the rest beside their
/// controls.
package struct ControlAction: Sendable, Equatable, CustomStringConvertible {
  /// An action's name, and how records name an interaction that performs it on a control labelled
  /// `label`, unless the control's kind says otherwise (`ControlKind.phrase(for:label:)`).
  package struct Name: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String
    /// The default phrase: `tap "Save"`.
    let phrase: InteractionPhrase

    package init(_ rawValue: String, phrase: @escaping InteractionPhrase) {
      self.rawValue = rawValue
      self.phrase = phrase
    }

    package static func == (lhs: Name, rhs: Name) -> Bool { lhs.rawValue == rhs.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    package var description: String { rawValue }
  }

  package let name: Name
  /// What the user gives with the action, of the type its constructor takes; `nil` for none.
  package let input: (any Sendable & Hashable)?

  package init(_ name: Name, input: (any Sendable & Hashable)? = nil) {
    self.name = name
    self.input = input
  }

  /// The input, if the action carries one of type `T`.
  package func input<T>(_: T.Type) -> T? { input as? T }

  package static func == (lhs: ControlAction, rhs: ControlAction) -> Bool {
    guard lhs.name == rhs.name else { return false }
    switch (lhs.input, rhs.input) {
    case (nil, nil): return true
    case (let left?, let right?): return AnyHashable(left) == AnyHashable(right)
    default: return false
    }
  }

  package var description: String {
    input.map { "\(name)(\(String(reflecting: $0)))" } ?? name.rawValue
  }
}

/// How records, errors and the live runner name an interaction, given the label of the control
/// it acts on and the action: `tap "Save"`, `choose "Mint" in "Flavor"`.
package typealias InteractionPhrase = @Sendable (_ label: String, _ action: ControlAction) -> String

// The actions several kinds of control take. Each control's own actions are declared in its file.
extension ControlAction.Name {
  /// Taps a button, a link, a menu item.
  package static let press = Self("press") { label, _ in "tap \"\(label)\"" }
  /// Flips a toggle, expands or collapses a disclosure group, opens or closes a menu.
  package static let toggle = Self("toggle") { label, _ in "toggle \"\(label)\"" }
  /// Replaces the text of a text field, secure field, text editor or search field.
  package static let setText = Self("setText") { label, action in
    "type \"\(action.input(String.self) ?? "")\" into \"\(label)\""
  }
  /// Chooses the option (of a picker, a menu, a tab view) whose label is the input.
  package static let choose = Self("choose") { label, action in
    "choose \"\(action.input(String.self) ?? "")\" in \"\(label)\""
  }
  /// Steps a stepper or a slider up by one step.
  package static let increment = Self("increment") { label, _ in "increment \"\(label)\"" }
  /// Steps a stepper or a slider down by one step.
  package static let decrement = Self("decrement") { label, _ in "decrement \"\(label)\"" }
  /// Sets a slider (or any numeric control) to the input, clamped and stepped as it would.
  package static let setValue = Self("setValue") { label, action in
    "set \"\(label)\" to \(action.input(Double.self) ?? 0)"
  }
  /// Gives the control keyboard focus.
  package static let focus = Self("focus") { label, _ in "focus \"\(label)\"" }
  /// Submits the control's text (the return key).
  package static let submit = Self("submit") { label, _ in "submit \"\(label)\"" }
}

extension ControlAction {
  package static let press = ControlAction(.press)
  package static let toggle = ControlAction(.toggle)
  package static let increment = ControlAction(.increment)
  package static let decrement = ControlAction(.decrement)
  package static let focus = ControlAction(.focus)
  package static let submit = ControlAction(.submit)

  /// Replaces the control's text with `text`.
  package static func setText(_ text: String) -> ControlAction {
    ControlAction(.setText, input: text)
  }

  /// Chooses the option labelled `option`.
  package static func choose(_ option: String) -> ControlAction {
    ControlAction(.choose, input: option)
  }

  /// Sets the control's value to `value`.
  package static func setValue(_ value: Double) -> ControlAction {
    ControlAction(.setValue, input: value)
  }

  /// The text of a `setText` action; `nil` for any other action.
  package var text: String? { name == .setText ? input(String.self) : nil }
  /// The option of a `choose` action; `nil` for any other action.
  package var option: String? { name == .choose ? input(String.self) : nil }
  /// The value of a `setValue` action; `nil` for any other action.
  package var value: Double? { name == .setValue ? input(Double.self) : nil }
}

/// Why a control refused an action.
package enum ControlActionError: Error, Sendable, Equatable {
  /// The control has no counterpart for the action (a button cannot be typed into).
  case unsupported
  /// The control cannot take the input; the message says what was wrong and what it offers.
  case rejected(String)
}
