import Foundation

// The controls' titles SwiftUI declares as a `LocalizedStringKey` (`init(_ titleKey:
// LocalizedStringKey, …)`), for a key held in a variable: `let title: LocalizedStringKey`,
// `Button(title) { … }`. Each shows what `Text(titleKey)` shows (its Markdown read). Each is
// disfavored, so a string literal keeps the title overload it picks without them (a title string
// here, where a literal is a key in SwiftUI: Docs/Limitations.md, "Titles").

extension Button where Label == Text {
  /// A button titled by a localized key.
  ///
  /// ```swift
  /// let title: LocalizedStringKey = "Save"
  /// Button(title) { save() }   // [Save]
  /// ```
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button with a role, titled by a localized key.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == CellGraph.Label<Text, Image> {
  /// A button titled by a localized key, with a system symbol.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { CellGraph.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, titled by a localized key, with a system symbol.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      CellGraph.Label(titleKey, systemImage: systemImage)
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, isOn: BindingCell<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
}

extension Toggle where Label == CellGraph.Label<Text, Image> {
  /// A toggle titled by a localized key, with a system symbol.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: BindingCell<Bool>) {
    self.init(isOn: isOn) { CellGraph.Label(titleKey, systemImage: systemImage) }
  }
}

extension TextField where Label == Text {
  /// A text field titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, text: BindingCell<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A text field titled by a localized key, growing along `axis`.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, text: BindingCell<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }
}

extension SecureField where Label == Text {
  /// A secure field titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, text: BindingCell<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
}

extension Picker where Label == Text {
  /// A picker titled by a localized key.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, selection: BindingCell<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled by a localized key, within `bounds`.
  @_disfavoredOverload
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: BindingCell<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { Text(titleKey) })
  }

  /// A stepper titled by a localized key.
  @_disfavoredOverload
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: BindingCell<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
  }

  /// A stepper titled by a localized key, running actions instead of changing a value.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled by a localized key.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, selection: BindingCell<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a localized key, within `range`.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, selection: BindingCell<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a localized key, from a date on.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, selection: BindingCell<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a localized key, up to a date.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, selection: BindingCell<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }
}

extension Menu where Label == Text {
  /// A menu titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled by a localized key, with an action for a plain tap.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Link where Label == Text {
  /// A link titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled by a localized key, expanded while `isExpanded` is `true`.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: BindingCell<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A disclosure group titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}
