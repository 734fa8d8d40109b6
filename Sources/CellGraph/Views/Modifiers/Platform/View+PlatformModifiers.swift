import CellGraphCore

// Modifiers with a meaning only on a device's screen: each is a recorded no-op
// (`ViewHost.platformSettings`), with SwiftUI's signature.

nonisolated extension View {
  /// How the navigation bar shows the title (iOS). Recorded.
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    platformSetting("navigationBarTitleDisplayMode", displayMode)
  }

  /// How the toolbar shows the title. Recorded.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    platformSetting("toolbarTitleDisplayMode", mode)
  }

  /// The background of `bars`. Recorded.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    platformSetting("toolbarBackground", "\(style), for: \(bars)")
  }

  /// Whether `bars` show their background. Recorded.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    platformSetting("toolbarBackground", "\(visibility), for: \(bars)")
  }

  /// The colour scheme of `bars`. Recorded.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    platformSetting("toolbarColorScheme", "\(colorScheme.map { "\($0)" } ?? "nil"), for: \(bars)")
  }

  /// Whether `bars` show. Recorded (the text form keeps the navigation bar).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    platformSetting("toolbar", "\(visibility), for: \(bars)")
  }

  /// Whether the status bar shows (iOS). Recorded.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    platformSetting("statusBarHidden", hidden)
  }

  /// The background of this list row. Recorded; the text form shows no background.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    platformSetting("listRowBackground", view.map { "\(type(of: $0))" } ?? "nil")
  }

  /// Whether this row's separators show. Recorded.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    platformSetting("listRowSeparator", "\(visibility), edges: \(edges.rawValue)")
  }

  /// The insets of this list row. Recorded.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    platformSetting("listRowInsets", insets.map { "\($0)" } ?? "nil")
  }

  /// Whether this section's separators show. Recorded.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    platformSetting("listSectionSeparator", "\(visibility), edges: \(edges.rawValue)")
  }

  /// Whether scroll indicators show. Recorded; the text form shows none.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    platformSetting("scrollIndicators", visibility)
  }

  /// How scrolling dismisses the keyboard. Recorded.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    platformSetting("scrollDismissesKeyboard", mode)
  }

  /// Whether a scrollable view shows its background. Recorded.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    platformSetting("scrollContentBackground", visibility)
  }

  /// Whether a sheet shows its drag indicator. Recorded.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    platformSetting("presentationDragIndicator", visibility)
  }

  /// The accent colour of this view (deprecated in SwiftUI for `tint`). Recorded.
  public func accentColor(_ accentColor: Color?) -> some View {
    platformSetting("accentColor", accentColor.map { "\($0)" } ?? "nil")
  }

  /// How symbols are coloured. Recorded.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    platformSetting("symbolRenderingMode", mode.map { "\($0)" } ?? "nil")
  }

  /// Which variant of symbols to use. Recorded; images keep their names.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    platformSetting("symbolVariant", variant)
  }

  /// A tooltip (macOS) or accessibility hint. Recorded.
  public func help<S: StringProtocol>(_ text: S) -> some View {
    platformSetting("help", String(text))
  }

  /// A tooltip (macOS) or accessibility hint, as a `Text`. Recorded.
  public func help(_ text: Text) -> some View {
    platformSetting("help", text.content)
  }

  /// Plays `feedback` when `trigger` changes (haptics). Recorded.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    platformSetting("sensoryFeedback", feedback)
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values.
  /// Recorded; the condition is never asked (no haptics headlessly).
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    platformSetting("sensoryFeedback", feedback)
  }

  /// Plays the feedback `feedback` returns for the old and new values when `trigger` changes.
  /// Recorded; the closure is never asked (no haptics headlessly).
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    platformSetting("sensoryFeedback", "computed")
  }

  /// Whether the user can select this view's text. Recorded.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    platformSetting("textSelection", S.allowsSelection ? "enabled" : "disabled")
  }

  /// Marks this view as private, to be redacted with `.privacy`. Recorded.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    platformSetting("privacySensitive", sensitive)
  }
}
