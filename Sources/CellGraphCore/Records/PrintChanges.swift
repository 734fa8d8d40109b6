@MainActor extension View {
  /// Prints why this view's body runs, when called inside `body`: SwiftUI's `_printChanges()`.
  ///
  /// The line names the view type as SwiftUI does (without the module) and what changed:
  /// `@self` for a new value from the parent, `@identity` with every dynamic field on the first
  /// evaluation of a view that has some, the storage name of the field whose source changed
  /// (`_count`), `@dependencies` for an `@Observable` property (see `BodyEvaluation.changeLine`).
  /// Lines go to standard output, or to the host's `printChangesOutput`.
  ///
  /// ```swift
  /// struct Counter: View {
  ///   @StateCell var count = 0
  ///   var body: some View {
  ///     let _ = Self._printChanges()  // Counter: @self, @identity, _count changed.
  ///     Button("\(count)") { count += 1 }  // then: Counter: _count changed.
  ///   }
  /// }
  /// ```
  public static func _printChanges() {
    BodyChangeOutput.report(Self.self, logging: false)
  }

  /// Logs why this view's body runs, when called inside `body`: SwiftUI's `_logChanges()`.
  ///
  /// The same line as `_printChanges()`, recorded in the host's `loggedChanges` with the
  /// category SwiftUI logs under, "Changed Body Properties", instead of printed.
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._logChanges()
  ///   Text(title)
  /// }
  /// // host.loggedChanges.map(\.message) == ["Title: @self changed."]
  /// ```
  public static func _logChanges() {
    BodyChangeOutput.report(Self.self, logging: true)
  }
}

extension ViewModifier {
  /// Prints why this modifier's `body(content:)` runs (see `View._printChanges()`).
  ///
  /// ```swift
  /// func body(content: Content) -> some View {
  ///   let _ = Self._printChanges()
  ///   content.padding()
  /// }
  /// ```
  public static func _printChanges() {
    BodyChangeOutput.report(Self.self, logging: false)
  }

  /// Logs why this modifier's `body(content:)` runs (see `View._logChanges()`).
  ///
  /// ```swift
  /// func body(content: Content) -> some View {
  ///   let _ = Self._logChanges()
  ///   content.padding()
  /// }
  /// ```
  public static func _logChanges() {
    BodyChangeOutput.report(Self.self, logging: true)
  }
}

/// One line `_logChanges()` logged.
public struct LoggedChange: Sendable, Hashable, CustomStringConvertible {
  /// The category SwiftUI logs these lines under.
  public static let category = "Changed Body Properties"

  /// The line, as `_printChanges()` would print it: `Row: _isOn changed.`
  public let message: String
  /// The identity path of the view whose body logged it.
  public let path: String?

  public init(message: String, path: String?) {
    self.message = message
    self.path = path
  }

  public var description: String { "[\(Self.category)] \(message)" }
}

/// Where one host's `_printChanges()` and `_logChanges()` lines go.
@MainActor
package final class BodyChangeOutput {
  /// Receives printed lines instead of standard output.
  var printer: (@MainActor (String) -> Void)?
  /// The lines `_logChanges()` logged, oldest first.
  var logged: [LoggedChange] = []
  /// Whether a body asked for its changes: the graph then gathers the causes of every
  /// invalidation (a recorder that keeps no records), so later lines can name them.
  package private(set) var isGatheringCauses = false

  /// Writes the line for the body of `type` running now.
  static func report(_ type: Any.Type, logging: Bool) {
    guard let node = Tracking.currentNode else {
      // Not inside a body the runtime runs: as in SwiftUI, nothing is known to have changed.
      let line = "\(swiftUITypeName(type)): unchanged."
      if !logging { print(line) }
      return
    }
    let graph = node.graph
    let output = graph.bodyChanges
    let line = graph.changeLine(for: node, type: type)
    if !output.isGatheringCauses {
      output.isGatheringCauses = true
      if graph.recorder == nil {
        let recorder = EvaluationRecorder()
        recorder.keepsRecords = false
        graph.recorder = recorder
      }
    }
    if logging {
      output.logged.append(LoggedChange(message: line, path: node.identityPath))
    } else if let printer = output.printer {
      printer(line)
    } else {
      print(line)
    }
  }
}

extension Graph {
  /// The change line of `node`'s body, which is running now, for `type` (the view or modifier).
  fileprivate func changeLine(for node: Node, type: Any.Type) -> String {
    let properties = ChangedProperties.of(type)
    let viewType = typeName(type)
    guard node.displayTypeID == ObjectIdentifier(type) else {
      // Called from another type's body: nothing of `type` is running.
      return "\(properties.typeName): unchanged."
    }
    let reasons: [Reason]
    if let last = recorder?.lastEvaluation, last.node == ObjectIdentifier(node) {
      reasons = last.evaluation.reasons
    } else {
      // No recorder saw the causes (this is the first line the host prints): the reason the
      // evaluation was started with is all that is known.
      switch lastEvaluationReason {
      case .appeared: reasons = [.appeared]
      case .inputChanged: reasons = [.inputChanged(fields: [])]
      case .environmentChanged: reasons = [.environmentReplaced]
      case .invalidated: reasons = []
      }
    }
    return BodyEvaluation(
      path: node.identityPath, viewType: viewType, reasons: reasons, viewTypeID: nil,
      properties: properties
    ).changeLine
  }
}
