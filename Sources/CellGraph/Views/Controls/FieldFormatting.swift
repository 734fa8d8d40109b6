import CellGraphCore
import Foundation

/// How a text field edits a value that is not a string: written as text by a format style or a
/// formatter, read back from the text the user typed.
///
/// SwiftUI's commit rule: typing changes only the field's text (a draft, kept in its node); the
/// bound value is written when the user submits or focus leaves the field. Text that parses
/// becomes the value (and the field then shows the value as the format writes it); text that does
/// not parse is dropped: the value keeps what it had and the field shows it again. Nothing the
/// value held is ever lost.
///
///     value 12.5 ─▶ field "12.50"   type "3,5" ─▶ draft "3,5", value 12.5
///                                   submit     ─▶ parses? value 3.5, field "3.50"
///                                                 else:   value 12.5, field "12.50"
nonisolated struct FieldFormatting {
  /// The bound value as text, written in the field's environment (its locale), read as
  /// dependencies of the field's evaluation.
  let text: @MainActor (TextContext) -> String
  /// Parses `text` in the field's environment and writes the value; `false`, writing nothing,
  /// when the text does not parse.
  let commit: @MainActor (String, TextContext) -> Bool

  /// A value written and read by `format`.
  init<F: ParseableFormatStyle>(value: BindingCell<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    // `nonisolated(unsafe)`: the field's closures run on the main actor only, and the format is a
    // value copied into them here; no other context ever sees this copy.
    nonisolated(unsafe) let format = format
    text = { context in context.format(value.wrappedValue, format) }
    commit = { draft, context in
      guard let parsed = try? context.localized(format).parseStrategy.parse(draft) else {
        return false
      }
      value.wrappedValue = parsed
      return true
    }
  }

  /// A value written and read by `formatter`, whose own settings (its locale) apply.
  init<V>(value: BindingCell<V>, formatter: Formatter) {
    // `nonisolated(unsafe)`: the field uses the formatter on the main actor only, as SwiftUI's
    // does; a caller that shares it with another thread must not change it meanwhile (a
    // `Formatter` is not thread-safe to mutate anywhere).
    nonisolated(unsafe) let formatter = formatter
    text = { _ in formatter.string(for: value.wrappedValue) ?? "" }
    commit = { draft, _ in
      guard let parsed = Self.parse(draft, with: formatter, as: V.self) else { return false }
      value.wrappedValue = parsed
      return true
    }
  }

  /// `text` read by `formatter` as a `V`, or `nil`. swift-corelibs-foundation keeps
  /// `Formatter.getObjectValue` internal, so a number formatter and a date formatter are read
  /// through their own methods, and other formatters only on Apple platforms.
  private static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
    if let numbers = formatter as? NumberFormatter {
      return numbers.number(from: text).flatMap { bridge($0, to: V.self) }
    }
    if let dates = formatter as? DateFormatter {
      return dates.date(from: text) as? V
    }
    #if canImport(Darwin)
      var object: AnyObject?
      guard formatter.getObjectValue(&object, for: text, errorDescription: nil) else { return nil }
      return object as? V
    #else
      return nil
    #endif
  }

  /// `number` as a `V` that a number formatter's result stands for (`Int`, `Double`, …).
  private static func bridge<V>(_ number: NSNumber, to type: V.Type) -> V? {
    switch type {
    case is NSNumber.Type: return number as? V
    case is Int.Type: return number.intValue as? V
    case is Double.Type: return number.doubleValue as? V
    case is Float.Type: return number.floatValue as? V
    case is Decimal.Type: return number.decimalValue as? V
    default: return nil
    }
  }
}

extension TextContext {
  /// The context of `node`'s environment, read as dependencies of its evaluation in progress.
  static func at(_ node: Node) -> TextContext {
    TextContext(environment: node.environment, node: node)
  }
}
