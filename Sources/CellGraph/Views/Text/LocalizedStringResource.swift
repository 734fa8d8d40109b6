// Foundation on Apple platforms has `LocalizedStringResource`; swift-corelibs-foundation has
// none. This stand-in is declared only where Foundation lacks it, so Apple's is used there.
#if !canImport(Darwin)
  import Foundation

  /// A stand-in for Foundation's `LocalizedStringResource`, which this Foundation lacks: a
  /// localizable string to show later, its key, default value, table, locale and bundle.
  ///
  /// Views take one wherever SwiftUI does (`Text`, `Button`, `Label`, `Toggle`, `Section`,
  /// `LabeledContent`, `TextField`, `navigationTitle`); a string literal there stays a
  /// ``LocalizedStringKey`` (or a title string), as in SwiftUI.
  ///
  /// ```swift
  /// let title = LocalizedStringResource("settings.title", defaultValue: "Settings")
  /// Text(title)                                                 // Settings
  /// let total: LocalizedStringResource = "Total: \(12.5, format: .currency(code: "USD"))"
  /// String(localized: total)                                    // Total: $12.50
  /// ```
  ///
  /// There are no string tables: a resource shows its default value, its interpolations
  /// written in the locale where it is shown (Docs/Limitations.md).
  public struct LocalizedStringResource: Sendable, Equatable, ExpressibleByStringInterpolation {
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Where a resource's string table is: the main bundle, or the bundle at a URL.
    public enum BundleDescription: Sendable, Equatable {
      /// The app's main bundle.
      case main
      /// The bundle at `url`.
      case atURL(URL)
    }

    /// The key of the string in its table (`Total: %@` for an interpolated literal).
    public var key: String
    /// The string shown when the table has no entry for the key: here, always.
    public var defaultValue: String.LocalizationValue
    /// The name of the string table; `nil` for `Localizable`.
    public var table: String?
    /// The locale `String(localized:)` writes the resource in.
    public var locale: Locale
    /// The bundle holding the table.
    public var bundle: BundleDescription

    /// A resource whose key is also its default value.
    ///
    /// ```swift
    /// LocalizedStringResource("Hello \(name)")
    /// ```
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      key = keyAndValue.key
      defaultValue = keyAndValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource whose key is also its default value, in `bundle`.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: Bundle, comment: StaticString? = nil
    ) {
      self.init(
        keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL),
        comment: comment)
    }

    /// A resource for `key`, showing `defaultValue` when the table has no entry.
    ///
    /// ```swift
    /// LocalizedStringResource("settings.title", defaultValue: "Settings")
    /// ```
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.key = key.description
      self.defaultValue = defaultValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource for `key` in `bundle`, showing `defaultValue` when the table has no entry.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
    ) {
      self.init(
        key, defaultValue: defaultValue, table: table, locale: locale,
        bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(stringLiteral value: String) {
      self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: StringInterpolation) {
      self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
  }

  extension String {
    /// The string `resource` stands for, written in its `locale`: its default value (there are
    /// no string tables), each interpolation formatted in that locale.
    ///
    /// ```swift
    /// var total: LocalizedStringResource = "Total: \(1234.5, format: .number)"
    /// total.locale = Locale(identifier: "de_DE")
    /// String(localized: total)   // Total: 1.234,5
    /// ```
    public init(localized resource: LocalizedStringResource) {
      let settings = DateSettings(
        locale: resource.locale, timeZone: .current, calendar: .current, now: Date())
      self = resource.defaultValue.resolved(in: settings)
    }
  }
#endif
