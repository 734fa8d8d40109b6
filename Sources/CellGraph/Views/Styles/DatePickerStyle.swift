import CellGraphCore

/// How date pickers look: the argument of `datePickerStyle(_:)`.
///
/// Styles are names here: the text form of the control does not depend on them (see
/// Docs/Limitations.md), but the chosen style reaches the control through the environment as
/// in SwiftUI. The built-in styles are static members, as SwiftUI spells them:
///
/// ```swift
/// DatePicker("Due", selection: $due)
///   .datePickerStyle(.graphical)
/// ```
public protocol DatePickerStyle: Sendable {}

/// The platform's default. Use `.automatic`.
public struct DefaultDatePickerStyle: DatePickerStyle, Hashable {
  public init() {}
}

/// A compact field. Use `.compact`.
public struct CompactDatePickerStyle: DatePickerStyle, Hashable {
  public init() {}
}

/// A calendar. Use `.graphical`.
public struct GraphicalDatePickerStyle: DatePickerStyle, Hashable {
  public init() {}
}

/// Scrolling wheels. Use `.wheel`.
public struct WheelDatePickerStyle: DatePickerStyle, Hashable {
  public init() {}
}

/// An editable field. Use `.field`.
public struct FieldDatePickerStyle: DatePickerStyle, Hashable {
  public init() {}
}

/// A field with a stepper. Use `.stepperField`.
public struct StepperFieldDatePickerStyle: DatePickerStyle, Hashable {
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact field.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Scrolling wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// An editable field.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// A field with a stepper.
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

nonisolated extension View {
  /// Sets the style of the date pickers in this view.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due)
  ///   .datePickerStyle(.graphical)
  /// ```
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, ControlStyle(S.self))
  }
}

/// Where `datePickerStyle(_:)` keeps the chosen style, for the controls below it to read.
struct DatePickerStyleKey: EnvironmentKey {
  static let defaultValue = ControlStyle(DefaultDatePickerStyle.self)
}

extension EnvironmentValues {
  /// The style `datePickerStyle(_:)` set here, `DefaultDatePickerStyle` by default.
  package var datePickerStyle: ControlStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}
