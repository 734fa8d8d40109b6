import CellGraphCore

struct PrimitiveButtonStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultButtonStyle.self)
}

struct ToggleStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultToggleStyle.self)
}

struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultPickerStyle.self)
}

struct ListStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultListStyle.self)
}

struct TextFieldStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultTextFieldStyle.self)
}

struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultLabelStyle.self)
}

struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultProgressViewStyle.self)
}

struct DatePickerStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultDatePickerStyle.self)
}

struct MenuStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultMenuStyle.self)
}

struct GroupBoxStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultGroupBoxStyle.self)
}

struct FormStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(AutomaticFormStyle.self)
}

struct ControlGroupStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(AutomaticControlGroupStyle.self)
}

struct DisclosureGroupStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(AutomaticDisclosureGroupStyle.self)
}

/// The environment values the `…Style` modifiers provide, one per kind of control, for the
/// controls to read (a control that reads one re-runs only when its style changes).
extension EnvironmentValues {
  /// The style `buttonStyle(_:)` set here, `DefaultButtonStyle` by default.
  package var buttonStyle: ControlStyle {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }

  /// The style `toggleStyle(_:)` set here, `DefaultToggleStyle` by default.
  package var toggleStyle: ControlStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }

  /// The style `pickerStyle(_:)` set here, `DefaultPickerStyle` by default.
  package var pickerStyle: ControlStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }

  /// The style `listStyle(_:)` set here, `DefaultListStyle` by default.
  package var listStyle: ControlStyle {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }

  /// The style `textFieldStyle(_:)` set here, `DefaultTextFieldStyle` by default.
  package var textFieldStyle: ControlStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }

  /// The style `labelStyle(_:)` set here, `DefaultLabelStyle` by default.
  package var labelStyle: ControlStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }

  /// The style `progressViewStyle(_:)` set here, `DefaultProgressViewStyle` by default.
  package var progressViewStyle: ControlStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }

  /// The style `datePickerStyle(_:)` set here, `DefaultDatePickerStyle` by default.
  package var datePickerStyle: ControlStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }

  /// The style `menuStyle(_:)` set here, `DefaultMenuStyle` by default.
  package var menuStyle: ControlStyle {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }

  /// The style `groupBoxStyle(_:)` set here, `DefaultGroupBoxStyle` by default.
  package var groupBoxStyle: ControlStyle {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }

  /// The style `formStyle(_:)` set here, `AutomaticFormStyle` by default.
  package var formStyle: ControlStyle {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }

  /// The style `controlGroupStyle(_:)` set here, `AutomaticControlGroupStyle` by default.
  package var controlGroupStyle: ControlStyle {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }

  /// The style `disclosureGroupStyle(_:)` set here, `AutomaticDisclosureGroupStyle` by default.
  package var disclosureGroupStyle: ControlStyle {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}
