/// Why a body ran.
public enum Reason: Sendable, Hashable, CustomStringConvertible {
  /// The view's identity appeared for the first time.
  case appeared
  /// The view replaced another at the same place because its identity changed (an `.id(_:)`
  /// value, an `if`/`else` branch, an `AnyView`'s type); `previousPath` names the replaced view.
  case identityChanged(previousPath: String)
  /// A source the body read changed: a state cell, an environment value, an observed object or an
  /// `@Observable` property.
  case sourceChanged(SourceChange)
  /// The parent's body produced a different value for this view; `fields` are the stored
  /// properties that differed (empty when the type compares as a whole).
  case inputChanged(fields: [String])
  /// The chain of environment providers above the view was replaced.
  case environmentReplaced

  public var description: String {
    switch self {
    case .appeared: "appeared"
    case .identityChanged(let previous): "identity changed (replaces \(previous))"
    case .sourceChanged(let change): change.description
    case .inputChanged(let fields):
      fields.isEmpty ? "input changed" : "input changed (\(fields.joined(separator: ", ")))"
    case .environmentReplaced: "environment providers replaced"
    }
  }
}

/// A change of one source, with its old and new value described.
public struct SourceChange: Sendable, Hashable, CustomStringConvertible {
  /// What kind of source changed.
  public enum Kind: Sendable, Hashable {
    /// A `StateCell`, named by its view type and property: `Row.isOn`.
    case state
    /// An environment value, named by its key type: `ThemeKey`.
    case environment
    /// A key of a store, named by the store and the key: `FileStore(settings.json)["volume"]`;
    /// the values are the stored JSON (`absent` when nothing is stored).
    case storage
    /// An ``ObservableObject`` announced a change (`objectWillChange`), named by its type:
    /// `Library`. Invalidation is per object, so the record cannot say which property changed; the
    /// values are empty.
    case object
    /// An `@Observable` property the view read is about to change. The Observation framework does
    /// not say which one, so the name is the reading view's identity path and the values are empty
    /// (see Docs/Limitations.md).
    case observation
    /// An animation moved the view's animatable data (``Animatable/animatableData``) as the
    /// host's clock advanced, named `animation of` the view's identity path; the values are the
    /// data shown before and after the step.
    case animation
  }

  public let kind: Kind
  /// The source's name: `Row.isOn` for state, the key type's name for the environment, the class
  /// name for an ``ObservableObject``, the reading view's path for `@Observable` properties.
  public let name: String
  /// The value before the write, described with `String(describing:)` (strings quoted).
  ///
  /// A long value is shortened around ``firstDifference``, with `…` where text was left out, so
  /// that it never reads the same as ``newValue``.
  public let oldValue: String
  /// The value after the write, described and shortened like ``oldValue``.
  public let newValue: String
  /// Where the two values' whole descriptions first differ (an offset in characters, from 0),
  /// when they were too long to keep whole and were shortened around it; `nil` otherwise.
  public let firstDifference: Int?

  public init(
    kind: Kind, name: String, oldValue: String, newValue: String, firstDifference: Int? = nil
  ) {
    self.kind = kind
    self.name = name
    self.oldValue = oldValue
    self.newValue = newValue
    self.firstDifference = firstDifference
  }

  /// The change of a value from `old` to `new`, both described for a record: whole when short,
  /// otherwise shortened to the same window around their first difference.
  init<Value>(kind: Kind, name: String, old: Value, new: Value) {
    self.init(kind: kind, name: name, oldText: ValueText.full(old), newText: ValueText.full(new))
  }

  /// The change between two whole descriptions (a store's JSON texts), shortened together.
  package init(kind: Kind, name: String, oldText: String, newText: String) {
    let described = ValueText.pair(old: oldText, new: newText)
    self.init(
      kind: kind, name: name, oldValue: described.old, newValue: described.new,
      firstDifference: described.difference)
  }

  public var description: String {
    let values =
      "\(oldValue) → \(newValue)"
      + (firstDifference.map { ", first difference at offset \($0)" } ?? "")
    return switch kind {
    case .state: "\(name) changed (\(values))"
    case .environment: "environment \(name) changed (\(values))"
    case .storage: "storage \(name) changed (\(values))"
    case .object: "\(name) will change (objectWillChange)"
    case .observation: "an @Observable property it read changed"
    case .animation: "\(name) (\(values))"
    }
  }

  /// Describes one value on its own for a record, cut after 80 characters. An old and a new
  /// value are described together (`init(kind:name:old:new:)`), so that they read differently.
  package static func describe<Value>(_ value: Value) -> String {
    ValueText.single(value)
  }
}

/// What started the writes a pass applies.
public enum Trigger: Sendable, Hashable, CustomStringConvertible {
  /// The host's first render.
  case initialRender
  /// A host interaction: `tap "Increment"`, `toggle "Wi-Fi"`, `type "Ada" into "Name"`.
  case interaction(String)
  /// An action the runtime ran: `onAppear in Root/VStack`, `onChange(of: Int) in Root`,
  /// `task in Root/Text`.
  case action(String)
  /// `ViewHost.setRoot(_:)` gave the root a new value.
  case rootReplaced
  /// A write made outside any interaction or action the runtime knows of (a binding held by a
  /// test, code outside the tree).
  case externalWrite

  public var description: String {
    switch self {
    case .initialRender: "initial render"
    case .interaction(let what): what
    case .action(let what): what
    case .rootReplaced: "setRoot"
    case .externalWrite: "external write"
    }
  }

  /// The activity running now, as a task-local value so that actions and tasks carry it into
  /// the writes they make. Set only while a host records evaluations.
  @TaskLocal package static var current: Trigger?
}
