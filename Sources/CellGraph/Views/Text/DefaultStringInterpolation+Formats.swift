import Foundation

/// SwiftUI's formatted interpolations in every string literal, not only in a `Text`'s.
///
/// SwiftUI takes a `LocalizedStringKey` for the title of a button, a toggle, a label, a section,
/// a navigation title, so `Button("Pay \(total, format: .currency(code: "USD"))") { … }`
/// compiles there. The controls here take a `StringProtocol` title, so these two forms are added
/// to Swift's own string interpolation, formatting as a `Text` does: in the environment's locale
/// when the string is made in a body, with the process's defaults elsewhere.
///
/// ```swift
/// Button("Pay \(total, format: .currency(code: "USD"))") { pay() }   // [Pay $12.50]
/// Toggle("Limit \(limit, specifier: "%.1f") GB", isOn: $capped)
/// ```
extension DefaultStringInterpolation {
  /// Appends `input` formatted by `format`: `"\(total, format: .currency(code: "USD"))"`.
  public mutating func appendInterpolation<F: FormatStyle>(
    _ input: F.FormatInput, format: F, isolation: (any Actor)? = #isolation
  ) where F.FormatOutput == String {
    appendLiteral(DateSettings.interpolating(input, format: format, isolation: isolation))
  }

  /// Appends `value` written by the `printf` format `specifier`: `"\(ratio, specifier: "%.2f")"`.
  public mutating func appendInterpolation<T: CVarArg>(
    _ value: T, specifier: String, isolation: (any Actor)? = #isolation
  ) {
    appendLiteral(DateSettings.interpolating(value, specifier: specifier, isolation: isolation))
  }
}
