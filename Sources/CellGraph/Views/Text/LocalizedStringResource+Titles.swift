import Foundation

// The titles SwiftUI takes as a `LocalizedStringResource` besides a `LocalizedStringKey`. Each is
// disfavored, so a string literal picks the title overload it picks without them (a literal is a
// key in SwiftUI, a title string here), and shows what `Text(resource)` shows: the resource's
// string, its interpolations formatted in the environment's locale.

extension Button where Label == Text {
  /// A button titled by a resource: `Button(LocalizedStringResource("Save")) { save() }`.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void,
    isolation: (any Actor)? = #isolation
  ) {
    self.init(titleResource.shownText(isolation: isolation), action: action)
  }

  /// A button with a role, titled by a resource.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void, isolation: (any Actor)? = #isolation
  ) {
    self.init(titleResource.shownText(isolation: isolation), role: role, action: action)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled by a resource.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isOn: BindingCell<Bool>,
    isolation: (any Actor)? = #isolation
  ) {
    self.init(titleResource.shownText(isolation: isolation), isOn: isOn)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled by a resource, with a system symbol.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage name: String,
    isolation: (any Actor)? = #isolation
  ) {
    self.init(titleResource.shownText(isolation: isolation), systemImage: name)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section whose header is a resource's text.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isolation: (any Actor)? = #isolation,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleResource.shownText(isolation: isolation), content: content)
  }
}

extension LabeledContent where Label == Text {
  /// Content labelled by a resource's text.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isolation: (any Actor)? = #isolation,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleResource.shownText(isolation: isolation), content: content)
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value labelled by a resource's text.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ titleResource: LocalizedStringResource, value: S, isolation: (any Actor)? = #isolation
  ) {
    self.init(titleResource.shownText(isolation: isolation), value: value)
  }
}

extension TextField where Label == Text {
  /// A text field titled by a resource.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, text: BindingCell<String>, prompt: Text? = nil,
    isolation: (any Actor)? = #isolation
  ) {
    self.init(titleResource.shownText(isolation: isolation), text: text, prompt: prompt)
  }
}

nonisolated extension View {
  /// Sets the navigation bar's title to a resource's text.
  ///
  /// ```swift
  /// Inbox().navigationTitle(LocalizedStringResource("inbox.title", defaultValue: "Inbox"))
  /// ```
  @_disfavoredOverload
  public func navigationTitle(
    _ titleResource: LocalizedStringResource, isolation: (any Actor)? = #isolation
  ) -> some View {
    navigationTitle(titleResource.shownText(isolation: isolation))
  }
}
