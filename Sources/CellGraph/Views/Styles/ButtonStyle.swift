import CellGraphCore

/// How buttons look, with the standard interaction: the argument of `buttonStyle(_:)`.
///
/// The style's body replaces the button's text form; the button stays the control the host taps
/// (`host.tap("Save")` runs its action), matched by the text of its label.
///
/// ```swift
/// struct CapsuleStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Text("(")
///       configuration.label
///       Text(")")
///     }
///   }
/// }
///
/// Button("Save") { save() }
///   .buttonStyle(CapsuleStyle())         // ( Save )
/// ```
public protocol ButtonStyle: Sendable {
  /// The view a button shows in this style.
  associatedtype Body: View
  /// The view of a button with `configuration`, evaluated where the button stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the button.
  typealias Configuration = ButtonStyleConfiguration
}

/// A button's properties, handed to a `ButtonStyle`.
///
/// `isPressed` is `true` while the host holds the button down (`host.press("Save")` until
/// `host.release()`); a tap (`host.tap("Save")`) presses and releases in one step, so the body
/// never sees it pressed.
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  public typealias Label = StyleConfigurationPart

  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the user is currently pressing the button.
  public let isPressed: Bool
}

nonisolated extension View {
  /// Sets the style of the buttons in this view to one that draws them and leaves the standard
  /// interaction: a tap runs the button's action.
  ///
  /// ```swift
  /// Button("Save") { save() }
  ///   .buttonStyle(CapsuleStyle())
  /// ```
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let link = ButtonStyleLink(style) { configuration in
      AnyView(
        style.makeBody(
          configuration: ButtonStyleConfiguration(
            role: configuration.role, label: configuration.label,
            isPressed: configuration.isPressed)))
    }
    return transformEnvironment(\.buttonStyle) { $0 = $0.appending(link) }
  }
}
