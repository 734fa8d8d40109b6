import CellGraphCore
import Foundation

/// Interactions with pickers, steppers, sliders, date pickers, text editors and disclosure
/// groups. Each flushes first, finds exactly one control of its kind by label and performs one
/// action, as ``tap(_:)`` does; see ``InteractionError`` for what it throws.
extension ViewHost {
  /// Chooses the option labelled `option` in the picker labelled `picker`: writes that option's
  /// tag to the picker's selection.
  ///
  /// An option label the picker does not offer throws an ``InteractionError`` whose message
  /// lists the options, and writes nothing.
  ///
  /// ```swift
  /// try host.choose("Mint", in: "Flavor")
  /// ```
  public func choose(_ option: String, in picker: String) throws {
    try interact(
      with: .picker, label: picker, action: .choose(option),
      trigger: "choose \"\(option)\" in \"\(picker)\"")
  }

  /// Taps the + of the stepper labelled `label`: one step up (or its `onIncrement`).
  ///
  /// ```swift
  /// try host.increment("Count: 4")
  /// ```
  public func increment(_ label: String) throws {
    try interact(
      with: .stepper, label: label, action: .increment, trigger: "increment \"\(label)\"")
  }

  /// Taps the − of the stepper labelled `label`: one step down (or its `onDecrement`).
  ///
  /// ```swift
  /// try host.decrement("Count: 4")
  /// ```
  public func decrement(_ label: String) throws {
    try interact(
      with: .stepper, label: label, action: .decrement, trigger: "decrement \"\(label)\"")
  }

  /// Drags the slider labelled `label` to `value`, clamped to its range and rounded to its step.
  ///
  /// ```swift
  /// try host.slide("Volume", to: 0.5)
  /// ```
  public func slide(_ label: String, to value: Double) throws {
    try interact(
      with: .slider, label: label, action: .setValue(value),
      trigger: "slide \"\(label)\" to \(value)")
  }

  /// Moves the slider labelled `label` one step up (its `step`, or a tenth of its range).
  ///
  /// ```swift
  /// try host.slideUp("Volume")
  /// ```
  public func slideUp(_ label: String) throws {
    try interact(with: .slider, label: label, action: .increment, trigger: "slide up \"\(label)\"")
  }

  /// Moves the slider labelled `label` one step down (its `step`, or a tenth of its range).
  ///
  /// ```swift
  /// try host.slideDown("Volume")
  /// ```
  public func slideDown(_ label: String) throws {
    try interact(
      with: .slider, label: label, action: .decrement, trigger: "slide down \"\(label)\"")
  }

  /// Replaces the text of the text editor labelled `label` (`""`: SwiftUI's editors have no
  /// label, so this reaches the one editor on screen).
  ///
  /// ```swift
  /// try host.edit("Line one\nLine two")
  /// ```
  public func edit(_ text: String, in label: String = "") throws {
    try interact(
      with: .textEditor, label: label, action: .setText(text), trigger: "edit \"\(label)\"")
  }

  /// Expands the disclosure group labelled `label` if it is collapsed, collapses it if expanded.
  ///
  /// ```swift
  /// try host.toggleExpansion("Advanced")
  /// ```
  public func toggleExpansion(_ label: String) throws {
    try interact(
      with: .disclosureGroup, label: label, action: .toggle,
      trigger: "toggle expansion of \"\(label)\"")
  }

  /// Opens the menu labelled `label` if it is closed, closes it if open. Its items can be tapped
  /// either way; opening shows them in the text.
  ///
  /// ```swift
  /// try host.openMenu("Actions")
  /// ```
  public func openMenu(_ label: String) throws {
    try interact(with: .menu, label: label, action: .toggle, trigger: "open menu \"\(label)\"")
  }

  /// Taps the menu labelled `label`: runs its primary action, or opens (closes) it if it has
  /// none.
  ///
  /// ```swift
  /// try host.tapMenu("Add")
  /// ```
  public func tapMenu(_ label: String) throws {
    try interact(with: .menu, label: label, action: .press, trigger: "tap menu \"\(label)\"")
  }

  /// Sets the date of the date picker labelled `label` (only the parts it shows: a `.date`
  /// picker keeps the time of day). A date outside the picker's range is refused with an
  /// ``InteractionError``, and nothing is written.
  ///
  /// ```swift
  /// try host.pick(Date(timeIntervalSince1970: 0), in: "Due")
  /// ```
  public func pick(_ date: Date, in label: String) throws {
    let shown = DatePickerFormat.iso(date, components: [.date, .hourAndMinute])
    try interact(
      with: .datePicker, label: label, action: .setValue(date.timeIntervalSinceReferenceDate),
      trigger: "pick \(shown) in \"\(label)\"")
  }
}
