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
    try perform(.choose(option))
  }

  /// Steps the stepper this view is, is part of, or contains one step up.
  ///
  /// ```swift
  /// try host.find(testID: "count").increment()
  /// ```
  public func increment() throws {
    try perform(.increment)
  }

  /// Steps the stepper this view is, is part of, or contains one step down.
  ///
  /// ```swift
  /// try host.find(testID: "count").decrement()
  /// ```
  public func decrement() throws {
    try perform(.decrement)
  }

  /// Drags the slider this view is, is part of, or contains to `value`.
  ///
  /// ```swift
  /// try host.find(testID: "volume").slide(to: 0.5)
  /// ```
  public func slide(to value: Double) throws {
    try perform(.slide(to: value))
  }

  /// Replaces the text of the text editor this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "notes").edit("Buy milk")
  /// ```
  public func edit(_ text: String) throws {
    try perform(.edit(text))
  }

  /// Expands or collapses the disclosure group this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "advanced").toggleExpansion()
  /// ```
  public func toggleExpansion() throws {
    try perform(.toggleExpansion)
  }

  /// Sets the date of the date picker this view is, is part of, or contains.
  ///
  /// ```swift
  /// try host.find(testID: "due").pick(Date(timeIntervalSince1970: 0))
  /// ```
  public func pick(_ date: Date) throws {
    try perform(.pick(date))
  }
}
