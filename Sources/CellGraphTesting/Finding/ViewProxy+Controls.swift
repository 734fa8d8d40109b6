import CellGraph
import Foundation

/// Interactions with pickers, steppers, sliders, date pickers, text editors, disclosure groups
/// and menus on a found view, performed as the host's own (see `ViewProxy+Interactions.swift`).
extension ViewProxy {
  /// Chooses the option labelled `option` in the picker this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "flavor").choose("Mint")
  /// ```
  public func choose(_ option: String) throws {
    try perform("picker", .choose(option)) { "choose \"\(option)\" in \"\($0)\"" }
  }

  /// Steps the stepper this view is, is part of, or contains one step up.
  ///
  /// ```swift
  /// try host.find(testID: "count").increment()
  /// ```
  public func increment() throws {
    try perform("stepper", .increment) { "increment \"\($0)\"" }
  }

  /// Steps the stepper this view is, is part of, or contains one step down.
  ///
  /// ```swift
  /// try host.find(testID: "count").decrement()
  /// ```
  public func decrement() throws {
    try perform("stepper", .decrement) { "decrement \"\($0)\"" }
  }

  /// Drags the slider this view is, is part of, or contains to `value`.
  ///
  /// ```swift
  /// try host.find(testID: "volume").slide(to: 0.5)
  /// ```
  public func slide(to value: Double) throws {
    try perform("slider", .setValue(value)) { "slide \"\($0)\" to \(value)" }
  }

  /// Replaces the text of the text editor this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "notes").edit("Buy milk")
  /// ```
  public func edit(_ text: String) throws {
    try perform("text editor", .setText(text)) { "edit \"\($0)\"" }
  }

  /// Expands or collapses the disclosure group this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "advanced").toggleExpansion()
  /// ```
  public func toggleExpansion() throws {
    try perform("disclosure group", .toggle) { "toggle expansion of \"\($0)\"" }
  }

  /// Sets the date of the date picker this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "due").pick(Date(timeIntervalSince1970: 0))
  /// ```
  public func pick(_ date: Date) throws {
    try perform("date picker", .setValue(date.timeIntervalSinceReferenceDate)) {
      "pick a date in \"\($0)\""
    }
  }
}
