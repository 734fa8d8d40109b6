/// What one update pass did: which bodies ran, in order, why each ran, and which views were
/// skipped because their inputs were equal.
///
/// A host records passes while ``ViewHost/isRecordingEvaluations`` is on; read them from
/// ``ViewHost/updateRecords``.
///
/// ```swift
/// struct Row: View {
///   let title: String
///   @StateCell var isOn = false
///   var body: some View { Toggle("\(title) \(isOn ? "on" : "off")", isOn: $isOn) }
/// }
///
/// let host = ViewHost(Row(title: "Wi-Fi"), recordingEvaluations: true)
/// host.resetEvaluations()
/// try host.toggle("Wi-Fi off")
/// host.flush()
/// print(host.updateRecords[0])
/// // pass 2 (toggle "Wi-Fi off")
/// //   Row: Row.isOn changed (false → true)
/// ```
public struct UpdateRecord: Sendable, Hashable, CustomStringConvertible {
  /// The pass's number, counting from 1 for the host's first render.
  public let pass: Int
  /// What caused the writes this pass applies: interactions, actions, or the first render.
  public let triggers: [Trigger]
  /// The bodies that ran, in the order they ran.
  public let evaluations: [BodyEvaluation]
  /// The views whose parents re-ran but whose inputs were equal, so their bodies did not run.
  public let skipped: [SkippedView]

  public init(
    pass: Int, triggers: [Trigger], evaluations: [BodyEvaluation], skipped: [SkippedView]
  ) {
    self.pass = pass
    self.triggers = triggers
    self.evaluations = evaluations
    self.skipped = skipped
  }

  public var description: String {
    var lines = ["pass \(pass) (\(triggers.map(\.description).joined(separator: ", ")))"]
    for evaluation in evaluations { lines.append("  \(evaluation)") }
    for view in skipped { lines.append("  skipped \(view.path)") }
    return lines.joined(separator: "\n")
  }
}

/// One body evaluation and every reason it ran.
public struct BodyEvaluation: Sendable, Hashable, CustomStringConvertible {
  /// The view's identity path, such as `ContentView/VStack/ForEach[id: 42]/Row`.
  public let path: String
  /// The view's type name (for a custom modifier, the modifier's).
  public let viewType: String
  /// Why the body ran; one or more reasons.
  public let reasons: [Reason]
  /// The identity of the view type, for tools that match types exactly (two private types may
  /// share a name). Not part of the value: records compare by path, type name and reasons.
  package let viewTypeID: ObjectIdentifier?
  /// The animation of the transaction the body ran in (`withAnimation`, `.animation(_:value:)`,
  /// `.transaction { }`), or `nil` for an unanimated update. Not part of the value.
  public let animation: Animation?

  public init(path: String, viewType: String, reasons: [Reason]) {
    self.init(path: path, viewType: viewType, reasons: reasons, viewTypeID: nil)
  }

  /// What the change line names: SwiftUI's name for the type and its dynamic fields. Not part of
  /// the value.
  package let properties: ChangedProperties?

  package init(
    path: String, viewType: String, reasons: [Reason], viewTypeID: ObjectIdentifier?,
    properties: ChangedProperties? = nil, animation: Animation? = nil
  ) {
    self.path = path
    self.viewType = viewType
    self.reasons = reasons
    self.viewTypeID = viewTypeID
    self.properties = properties
    self.animation = animation
  }

  public static func == (lhs: BodyEvaluation, rhs: BodyEvaluation) -> Bool {
    lhs.path == rhs.path && lhs.viewType == rhs.viewType && lhs.reasons == rhs.reasons
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(viewType)
    hasher.combine(reasons)
  }

  public var description: String {
    let line = "\(path): \(reasons.map(\.description).joined(separator: "; "))"
    guard let animation else { return line }
    return line + " (animated: \(animation))"
  }

  /// The line SwiftUI's `_printChanges()` prints for this evaluation.
  ///
  /// - `Row: @self changed.`: the parent gave a different value, or the view appeared and has no
  ///   dynamic field;
  /// - `Row: @self, @identity, _isOn, _title changed.`: the view appeared (or replaced another
  ///   identity) with dynamic fields, all listed in declaration order;
  /// - `Row: _isOn changed.`: the state, environment value, store key or object of that field
  ///   changed;
  /// - `Row: @dependencies changed.`: an `@Observable` property the body read changed;
  /// - `Row: unchanged.`: nothing the runtime can name changed.
  ///
  /// The type is named as SwiftUI names it, without the module (`Settings.Row`, `Badge<Int>`).
  /// Where the runtime cannot tell which of several fields a change came from (two
  /// `EnvironmentCell`s), it names the source instead: `@environment(ThemeKey)`.
  public var changeLine: String {
    let properties = self.properties
    var selfChanged = false
    var identity = false
    var fields: Set<String> = []
    var others: [String] = []
    func add(_ other: String) { if !others.contains(other) { others.append(other) } }
    for reason in reasons {
      switch reason {
      case .appeared, .identityChanged:
        selfChanged = true
        if let properties, !properties.fields.isEmpty {
          identity = true
          fields.formUnion(properties.fields.map(\.name))
        } else if properties == nil {
          identity = true
        }
      case .inputChanged:
        selfChanged = true
      case .environmentReplaced:
        let environment = properties?.fields.filter { $0.typeName.hasPrefix("EnvironmentCell<") }
        if let environment, !environment.isEmpty {
          fields.formUnion(environment.map(\.name))
        } else {
          add("@environment")
        }
      case .sourceChanged(let change):
        if change.kind == .observation {
          add("@dependencies")
        } else if let field = properties?.field(for: change, viewType: viewType) {
          fields.insert(field)
        } else {
          add(fallbackName(of: change))
        }
      }
    }
    var parts: [String] = []
    if selfChanged { parts.append("@self") }
    if identity { parts.append("@identity") }
    if let properties {
      parts += properties.fields.map(\.name).filter { fields.contains($0) }
      parts += fields.filter { name in !properties.fields.contains { $0.name == name } }.sorted()
    } else {
      parts += fields.sorted()
    }
    parts += others
    let name = properties?.typeName ?? viewType
    return parts.isEmpty
      ? "\(name): unchanged." : "\(name): \(parts.joined(separator: ", ")) changed."
  }

  /// The name of a changed source no field could be found for.
  private func fallbackName(of change: SourceChange) -> String {
    switch change.kind {
    case .state:
      let prefix = viewType + "."
      return change.name.hasPrefix(prefix)
        ? "_" + change.name.dropFirst(prefix.count) : change.name
    case .environment: return "@environment(\(change.name))"
    case .storage: return "@storage(\(change.name))"
    case .object: return "@objectWillChange(\(change.name))"
    case .observation: return "@dependencies"
    case .animation: return "@animation"
    }
  }
}

/// A view whose body did not run although its parent's did: its new value was the same input.
public struct SkippedView: Sendable, Hashable, CustomStringConvertible {
  /// The view's identity path.
  public let path: String
  /// The view's type name.
  public let viewType: String
  /// The identity of the view type (see ``BodyEvaluation``); not part of the value.
  package let viewTypeID: ObjectIdentifier?

  public init(path: String, viewType: String) {
    self.init(path: path, viewType: viewType, viewTypeID: nil)
  }

  package init(path: String, viewType: String, viewTypeID: ObjectIdentifier?) {
    self.path = path
    self.viewType = viewType
    self.viewTypeID = viewTypeID
  }

  public static func == (lhs: SkippedView, rhs: SkippedView) -> Bool {
    lhs.path == rhs.path && lhs.viewType == rhs.viewType
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(viewType)
  }

  public var description: String { path }
}
