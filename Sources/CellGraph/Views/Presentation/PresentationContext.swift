import CellGraphCore

/// The one presentation slot of a presenting context: the host's screen, or a presented layer.
///
/// UIKit, under SwiftUI, lets a view controller present one controller at a time; SwiftUI gives
/// the host's screen one such controller and every presented sheet, cover or popover another.
/// So every presentation modifier in a context shares one slot, whatever its kind: while a sheet
/// from the screen is up, an alert attached elsewhere on the same screen cannot present (SwiftUI
/// logs "Attempt to present … which is already presenting"), but an alert inside the sheet can.
///
/// The slot is a source: a modifier that finds it taken reads it, waits (its binding stays
/// `true`), and re-runs when the holder releases it, so it presents then, as SwiftUI's
/// "the next sheet will be presented when the currently presented sheet gets dismissed".
///
///     screen context ── holder: sheet of Inbox ── waiting: alert of Toolbar (reads the slot)
///        └ sheet layer context ── holder: alert of Editor
@MainActor
final class PresentationContext: SourceOwner {
  /// The source standing for this state in the graph (see `OwnedSource`).
  private(set) lazy var source = OwnedSource(owner: self)

  /// The presentation holding the slot, if any. Weak: the modifier node's state owns the link,
  /// and a removed modifier releases the slot through its layer's removal first.
  private(set) weak var holder: PresentationLink?
  /// Who presents in this context, for messages: `the screen` or `the sheet of Inbox`.
  let ownerDescription: String

  init(ownerDescription: String) {
    self.ownerDescription = ownerDescription
  }

  var sourceName: String { "presentation slot of \(ownerDescription)" }

  var sourceValueDescription: String { holder.map { "held by \($0.kind.name)" } ?? "free" }

  /// Whether `link` may present now: the slot is free or already its own.
  func isAvailable(to link: PresentationLink) -> Bool {
    holder == nil || holder === link
  }

  func claim(for link: PresentationLink) {
    holder = link
  }

  /// Frees the slot if `link` holds it, and wakes the modifiers waiting for it.
  func release(from link: PresentationLink) {
    guard holder === link else { return }
    holder = nil
    source.invalidateReaders()
  }
}

/// The key under which a presented layer hands its own context to the views inside it.
struct PresentationContextKey: EnvironmentKey {
  static var defaultValue: PresentationContext? { nil }
}
