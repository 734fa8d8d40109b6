import CellGraphCore

/// The action in `\.dismiss`: dismisses the presentation the view is in, when called.
///
/// A container that presents its content (a sheet, a popover, a pushed navigation destination)
/// puts a `DismissAction` that ends *that* presentation into its content's environment; calling it
/// dismisses the innermost presentation around the view, and the presenter's binding is written
/// (`false` or `nil`) as SwiftUI does. Outside any presentation there is nothing to dismiss: as in
/// SwiftUI nothing changes, and the host gets a `dismissUnavailable` diagnostic so a test notices
/// the call.
///
/// ```swift
/// struct EditSheet: View {
///   @EnvironmentCell(\.dismiss) var dismiss
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
public struct DismissAction: Sendable {
  /// The host the action reports to; `nil` outside a host.
  let system: HostSystem?
  /// Ends the presentation this action belongs to; `nil` when the view is not presented.
  let dismissPresentation: (@MainActor @Sendable () -> Void)?

  /// The action of a view that is not presented (the host's default): it reports a diagnostic.
  init(system: HostSystem?) {
    self.system = system
    self.dismissPresentation = nil
  }

  /// The action a presenting container gives its content: calling it runs `dismiss`, which ends
  /// the presentation (and writes the presenter's binding).
  init(system: HostSystem?, dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.system = system
    self.dismissPresentation = dismiss
  }

  /// Whether the action dismisses something: `false` outside any presentation.
  var isPresentation: Bool { dismissPresentation != nil }

  /// Dismisses the presentation the view is in; outside one, reports that there is none and does
  /// nothing.
  ///
  /// ```swift
  /// Button("Cancel") { dismiss() }
  /// ```
  @MainActor
  public func callAsFunction() {
    if let dismissPresentation {
      dismissPresentation()
      return
    }
    let diagnostic = Diagnostic(
      kind: .dismissUnavailable,
      message: """
        dismiss() was called in a view that is not presented (not in a sheet, a popover, a \
        full-screen cover or a pushed navigation destination), so there was nothing to dismiss; \
        nothing changed, as in SwiftUI.
        """)
    if let graph = system?.graph {
      graph.report(diagnostic)
    } else {
      Graph.reportUnattributed(diagnostic)
    }
  }
}

/// The key behind `EnvironmentValues.dismiss`.
struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(system: nil) }
}

/// The key behind `EnvironmentValues.isPresented`.
struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The action that dismisses the presentation this view is in (see ``DismissAction``).
  ///
  /// ```swift
  /// @EnvironmentCell(\.dismiss) var dismiss
  /// ```
  public package(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet, a popover, a full-screen cover, a pushed
  /// navigation destination), as SwiftUI's `\.isPresented`. Presenting containers set it to
  /// `true` for their content.
  ///
  /// ```swift
  /// @EnvironmentCell(\.isPresented) var isPresented
  /// ```
  public package(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
