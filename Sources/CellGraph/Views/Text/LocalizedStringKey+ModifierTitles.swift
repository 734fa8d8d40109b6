import Foundation

// The modifiers' titles SwiftUI declares as a `LocalizedStringKey`, for a key held in a variable.
// Each is the `Text` form with `Text(titleKey)`; disfavored, as the controls' (see
// `LocalizedStringKey+ControlTitles.swift`).

nonisolated extension View {
  /// Sets the navigation bar's title to a localized key's text.
  ///
  /// ```swift
  /// let title: LocalizedStringKey = "Inbox"
  /// MessageList().navigationTitle(title)
  /// ```
  @_disfavoredOverload
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Presents an alert titled by a localized key while `isPresented` is `true`.
  @_disfavoredOverload
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert titled by a localized key, with a message.
  @_disfavoredOverload
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled by a localized key about `data`.
  @_disfavoredOverload
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert titled by a localized key about `data`, with a message.
  @_disfavoredOverload
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog titled by a localized key while `isPresented` is `true`.
  @_disfavoredOverload
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }

  /// Presents a confirmation dialog titled by a localized key, with a message.
  @_disfavoredOverload
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled by a localized key about `data`.
  @_disfavoredOverload
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions)
  }

  /// Presents a confirmation dialog titled by a localized key about `data`, with a message.
  @_disfavoredOverload
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: BindingCell<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// The label assistive technologies read for this view: a localized key's text.
  @_disfavoredOverload
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  /// The value assistive technologies read for this view: a localized key's text.
  @_disfavoredOverload
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }

  /// What activating this view does: a localized key's text.
  @_disfavoredOverload
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(hintKey))
  }

  /// A tooltip (macOS) or accessibility hint: a localized key's text. Recorded.
  @_disfavoredOverload
  public func help(_ textKey: LocalizedStringKey) -> some View {
    help(Text(textKey))
  }

  /// A badge of a localized key's text; `nil` shows none.
  @_disfavoredOverload
  public func badge(_ key: LocalizedStringKey?) -> some View {
    badge(key.map { Text($0) })
  }

  /// Adds a search field bound to `text` above this view, prompted by a localized key's text.
  @_disfavoredOverload
  public func searchable(
    text: BindingCell<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
