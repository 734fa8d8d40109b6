import Foundation

// The titles of labels, containers, links and progress views SwiftUI declares as a
// `LocalizedStringKey`, for a key held in a variable. Disfavored, as the controls' (see
// `LocalizedStringKey+ControlTitles.swift`).

extension Label where Title == Text, Icon == Image {
  /// A label titled by a localized key, with a system symbol.
  ///
  /// ```swift
  /// let title: LocalizedStringKey = "Inbox"
  /// Label(title, systemImage: "tray")   // (tray) Inbox
  /// ```
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled by a localized key, with an image by name.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section whose header is a localized key's text.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text {
  /// A section whose header is a localized key's text, with a footer.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(content: content, header: { Text(titleKey) }, footer: footer)
  }
}

extension GroupBox where Label == Text {
  /// A group box titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

extension LabeledContent where Label == Text {
  /// Content labelled by a localized key's text.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value labelled by a localized key's text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled by a localized key that pushes `value`.
  @_disfavoredOverload
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled by a localized key that pushes `destination`.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), label: { Text(titleKey) })
  }

  /// A link titled by a localized key that pushes `destination` while `isActive` is `true`.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: BindingCell<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: Double?.none, label: { Text(titleKey) })
  }

  /// A progress view titled by a localized key, at `value` of `total`.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    self.init(value: value, total: total, label: { Text(titleKey) })
  }
}

extension ControlGroup {
  /// A group of controls labelled by a localized key.
  @_disfavoredOverload
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of controls labelled by a localized key and a system symbol.
  @_disfavoredOverload
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, CellGraph.Label<Text, Image>> {
    self.init(content: content) { CellGraph.Label(titleKey, systemImage: systemImage) }
  }
}

extension Tab where Label == CellGraph.Label<Text, Image> {
  /// A tab titled by a localized key with the icon `systemImage`, selected when the selection is
  /// `value`.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      CellGraph.Label(titleKey, systemImage: systemImage)
    }
  }
}

extension Tab where Value == Never, Label == CellGraph.Label<Text, Image> {
  /// A tab titled by a localized key with the icon `systemImage`, for a tab view without a
  /// selection binding.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { CellGraph.Label(titleKey, systemImage: systemImage) }
  }
}
