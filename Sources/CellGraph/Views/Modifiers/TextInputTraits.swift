import CellGraphCore

/// The keyboard a text field asks for: what `.keyboardType(_:)`, `.textInputAutocapitalization(_:)`,
/// `.autocorrectionDisabled(_:)` and `.textContentType(_:)` set above it.
///
/// A headless host has no keyboard, so these change neither the text form nor what typing does;
/// they reach the fields through the environment as in SwiftUI, and a test reads a field's
/// (`textInputTraits` of a found view in CellGraphTesting) to check that the screen asks for the
/// keyboard it should.
///
/// ```swift
/// TextField("Email", text: $email)
///   .keyboardType(.emailAddress)
///   .textInputAutocapitalization(.never)
///   .autocorrectionDisabled()
/// ```
public struct TextInputTraits: Equatable, Sendable {
  /// The kind of keyboard (`.keyboardType(_:)`), `.default` unless set.
  public var keyboardType: UIKeyboardType = .default
  /// How the keyboard capitalizes (`.textInputAutocapitalization(_:)`); `nil`: the platform's
  /// default (sentences).
  public var autocapitalization: TextInputAutocapitalization?
  /// Whether autocorrection is off (`.autocorrectionDisabled(_:)`).
  public var autocorrectionDisabled = false
  /// What the text is (`.textContentType(_:)`), for autofill; `nil` unless set.
  public var textContentType: UITextContentType?

  /// The platform's defaults.
  public init() {}

  /// The traits in `environment`, read as dependencies of the evaluation in progress.
  @MainActor
  init(_ environment: EnvironmentValues) {
    keyboardType = environment.keyboardType
    autocapitalization = environment.textInputAutocapitalization
    autocorrectionDisabled = environment.autocorrectionDisabled
    textContentType = environment.textContentType
  }
}

/// The kinds of keyboard, as UIKit names them.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's spelling.
  case URL
  case numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a keyboard capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable, Hashable {
  let name: String
  /// No capitalization.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a field's text is, for the system's autofill, as UIKit names them.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's spelling.
  public static let URL = UITextContentType(rawValue: "URL")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

struct KeyboardTypeKey: EnvironmentKey {
  static let defaultValue = UIKeyboardType.default
}

struct AutocapitalizationKey: EnvironmentKey {
  static let defaultValue: TextInputAutocapitalization? = nil
}

struct AutocorrectionDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

struct TextContentTypeKey: EnvironmentKey {
  static let defaultValue: UITextContentType? = nil
}

extension EnvironmentValues {
  /// Whether autocorrection is off for the text fields here (`.autocorrectionDisabled(_:)`).
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// The keyboard `.keyboardType(_:)` asked for here.
  package var keyboardType: UIKeyboardType {
    get { self[KeyboardTypeKey.self] }
    set { self[KeyboardTypeKey.self] = newValue }
  }

  /// The capitalization `.textInputAutocapitalization(_:)` set here.
  package var textInputAutocapitalization: TextInputAutocapitalization? {
    get { self[AutocapitalizationKey.self] }
    set { self[AutocapitalizationKey.self] = newValue }
  }

  /// The content type `.textContentType(_:)` set here.
  package var textContentType: UITextContentType? {
    get { self[TextContentTypeKey.self] }
    set { self[TextContentTypeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Asks for `type` of keyboard in the text fields in this view.
  ///
  /// ```swift
  /// TextField("Age", value: $age, format: .number).keyboardType(.numberPad)
  /// ```
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    environment(\.keyboardType, type)
  }

  /// Sets how the keyboard capitalizes in the text fields in this view (`nil`: the default).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    environment(\.textInputAutocapitalization, autocapitalization)
  }

  /// Turns autocorrection off (or back on) in the text fields in this view.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environment(\.autocorrectionDisabled, disable)
  }

  /// Says what the text of the fields in this view is, for autofill (`nil`: nothing).
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    environment(\.textContentType, textContentType)
  }
}

extension InspectedNode {
  /// The keyboard settings of the text field this node is, as its last evaluation read them;
  /// `nil` for every other node.
  package var textInputTraits: TextInputTraits? {
    guard controlHandle?.kind == .textField else { return nil }
    return node.primitiveState(as: ValueBox<FieldState>.self)?.value.traits
  }
}
