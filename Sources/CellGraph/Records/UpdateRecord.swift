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

  package init(
    path: String, viewType: String, reasons: [Reason], viewTypeID: ObjectIdentifier?,
    animation: Animation? = nil
  ) {
    self.path = path
    self.viewType = viewType
    self.reasons = reasons
    self.viewTypeID = viewTypeID
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

  /// The line SwiftUI's `_printChanges()` would print for this evaluation, with CellGraph's
  /// names: `Row: _isOn changed.`, `Row: @self changed.`, `Row: @self, @identity changed.`;
  /// `Row: @dependencies changed.` for an `@Observable` property, as SwiftUI prints it.
  public var changeLine: String {
    var parts: [String] = []
    for reason in reasons {
      let part: String
      switch reason {
      case .appeared, .identityChanged: part = "@self, @identity"
      case .inputChanged: part = "@self"
      case .environmentReplaced: part = "@environment"
      case .sourceChanged(let change):
        switch change.kind {
        case .state:
          let prefix = viewType + "."
          part =
            change.name.hasPrefix(prefix) ? "_" + change.name.dropFirst(prefix.count) : change.name
        case .environment:
          part = "@environment(\(change.name))"
        case .storage:
          part = "@storage(\(change.name))"
        case .object:
          part = "@objectWillChange(\(change.name))"
        case .observation:
          part = "@dependencies"
        }
      }
      if !parts.contains(part) { parts.append(part) }
    }
    return "\(viewType): \(parts.joined(separator: ", ")) changed."
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
