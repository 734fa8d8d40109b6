import CellGraphCore

/// The kinds of presentation a view can make, each with the name its text form and messages use.
///
/// All of them take the one presentation slot of their context (see `PresentationContext`): a
/// view controller presents one thing at a time, whatever it is.
enum PresentationKind: Sendable, Equatable {
  case sheet
  case fullScreenCover
  case popover
  case alert
  case confirmationDialog

  /// The name in the frame of the text form, in `host.controls` and in diagnostics.
  var name: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreenCover: "full-screen cover"
    case .popover: "popover"
    case .alert: "alert"
    case .confirmationDialog: "confirmation dialog"
    }
  }

  /// The name with its article: `a sheet`, `an alert`.
  var withArticle: String {
    self == .alert ? "an alert" : "a \(name)"
  }

  /// Whether tapping any of its buttons dismisses it (alerts and confirmation dialogs).
  var buttonsDismiss: Bool {
    self == .alert || self == .confirmationDialog
  }

  /// Whether a user can dismiss it without a button of its own: a swipe down (sheet), a tap
  /// outside (popover). A full-screen cover has no such gesture; alerts and dialogs are
  /// dismissed through their cancel button.
  var hasDismissGesture: Bool {
    self == .sheet || self == .popover
  }
}
