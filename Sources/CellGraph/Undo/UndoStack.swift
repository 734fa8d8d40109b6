import CellGraphCore

/// An undo manager with Foundation `UndoManager`'s API, available on every platform.
///
/// Foundation on Linux has no `UndoManager`; this is CellGraph's, with the same spellings
/// (`import CellGraphSwiftUI` names it `UndoManager`). An action is a closure registered with a
/// target; the actions registered together form a *group*, undone as one step. `undo()` runs the
/// newest group's actions, newest first, and whatever they register becomes the redo of that
/// group; `redo()` does the reverse. A registration outside undo and redo is a new edit: it clears
/// the redo stack.
///
/// ```swift
/// let undo = UndoStack()
/// let counter = Counter()
/// counter.value = 1
/// undo.registerUndo(withTarget: counter) { $0.value = 0 }
/// undo.setActionName("Increment")
/// UndoStack.endEvent()  // what the host does after each interaction
/// undo.undo()           // counter.value == 0
/// ```
///
/// With `groupsByEvent` on (the default), a registration outside any group opens one that stays
/// open until the end of the event: the interaction of the host it was made in, or that host's
/// next `ViewHost.flush()`. Every registration of one button tap is therefore one undo step, as on
/// Apple platforms, where the run loop plays the role of the event. Each host has its own events:
/// a tap in one window does not close a group another window is recording. A registration made
/// outside every host (by a test, or a task between passes) is closed by the next event of any
/// host, or by `UndoStack.endEvent()`.
///
/// Misuse that Foundation answers with an exception (ending a group that is not open, calling
/// `undo()` inside a group) is reported as a `Diagnostic` of kind `undoMisuse`, and the call is
/// ignored or repaired as the message says.
@MainActor
public final class UndoStack {
  /// Closed groups that `undo()` can take back, oldest first.
  var undoGroups: [UndoGroup] = []
  /// Closed groups that `redo()` can make again, oldest first.
  var redoGroups: [UndoGroup] = []
  /// The open groups, outermost first; registrations go to the last one.
  var openGroups: [UndoGroup] = []
  /// How many `disableUndoRegistration()` calls are not yet balanced.
  var registrationDisabledCount = 0
  /// Who is told about each change, by the document that owns the stack.
  package var onChange: [@MainActor (UndoStackChange) -> Void] = []

  /// The host whose events close this stack's event groups when a registration is made outside
  /// every host's interaction and flush: a document window's host.
  var eventHost: Graph? {
    get { eventHostHandle?.graph }
    set { eventHostHandle = newValue?.handle }
  }
  private var eventHostHandle: GraphHandle?

  /// Whether `undo()` is running the actions of a group.
  public internal(set) var isUndoing = false
  /// Whether `redo()` is running the actions of a group.
  public internal(set) var isRedoing = false

  /// Whether a registration outside any group opens a group that lasts until the end of the event
  /// (a host interaction or flush). `true` by default.
  public var groupsByEvent = true

  /// The most groups each stack keeps; the oldest are dropped beyond it. `0`, the default, means
  /// no limit.
  ///
  /// ```swift
  /// undo.levelsOfUndo = 20
  /// ```
  public var levelsOfUndo = 0 {
    didSet { trimToLevels() }
  }

  /// An undo stack with no actions, grouping by event and keeping every level.
  public init() {}

  // MARK: Registering

  /// Records `handler` as the undo of the change just made, to be called with `target`.
  ///
  /// Called while undoing, the handler becomes the redo of the group being undone; while redoing,
  /// it becomes the undo again. Called otherwise, it is a new edit and clears the redo stack.
  ///
  /// ```swift
  /// let old = model.title
  /// model.title = "New"
  /// undo.registerUndo(withTarget: model) { $0.title = old }
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object the action changes; `removeAllActions(withTarget:)` finds it by it.
  ///   - handler: The action, called with `target` on undo.
  public func registerUndo<Target: AnyObject>(
    withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
  ) {
    guard isUndoRegistrationEnabled else { return }
    var closeAfterwards = false
    if openGroups.isEmpty {
      if groupsByEvent {
        openGroups.append(UndoGroup(isEventGroup: true))
        UndoEvent.didOpenEventGroup(in: self)
      } else {
        reportMisuse(
          """
          registerUndo(withTarget:handler:) was called with no open undo group while \
          groupsByEvent is off. The action was registered as a group of its own; call \
          beginUndoGrouping() first to group it with others.
          """)
        openGroups.append(UndoGroup(isEventGroup: false))
        closeAfterwards = true
      }
    }
    if !isUndoing && !isRedoing { redoGroups.removeAll() }
    openGroups[openGroups.count - 1].actions.append(
      UndoAction(target: target, run: { handler(target) }))
    if closeAfterwards { closeTopLevelGroup() }
  }

  /// Whether registrations are recorded: `false` between `disableUndoRegistration()` and the
  /// matching `enableUndoRegistration()`.
  public var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

  /// Ignores registrations until the matching `enableUndoRegistration()`; calls nest.
  ///
  /// ```swift
  /// undo.disableUndoRegistration()
  /// model.load()  // not undoable
  /// undo.enableUndoRegistration()
  /// ```
  public func disableUndoRegistration() {
    registrationDisabledCount += 1
  }

  /// Balances one `disableUndoRegistration()`.
  public func enableUndoRegistration() {
    guard registrationDisabledCount > 0 else {
      reportMisuse(
        """
        enableUndoRegistration() was called without a matching disableUndoRegistration(). \
        The call was ignored; registration stays enabled.
        """)
      return
    }
    registrationDisabledCount -= 1
  }

  // MARK: Reading the stacks

  /// Whether `undo()` has a group to take back, counting the event group still open.
  public var canUndo: Bool {
    !undoGroups.isEmpty || openEventGroupWithActions != nil
  }

  /// Whether `redo()` has a group to make again.
  public var canRedo: Bool { !redoGroups.isEmpty }

  /// The name of the group `undo()` would take back, or `""`.
  public var undoActionName: String {
    (openEventGroupWithActions ?? undoGroups.last)?.actionName ?? ""
  }

  /// The name of the group `redo()` would make again, or `""`.
  public var redoActionName: String { redoGroups.last?.actionName ?? "" }

  /// The title of an Undo menu item: `Undo` followed by the action name, if any.
  public var undoMenuItemTitle: String { Self.menuTitle("Undo", undoActionName) }

  /// The title of a Redo menu item: `Redo` followed by the action name, if any.
  public var redoMenuItemTitle: String { Self.menuTitle("Redo", redoActionName) }

  /// Names the group being recorded: the open top-level group, or else the newest closed one.
  ///
  /// While undoing it names the redo being recorded, so a helper that registers and names its
  /// own undo keeps the name through any number of undos and redos.
  ///
  /// ```swift
  /// undo.registerUndo(withTarget: canvas) { $0.remove(emoji) }
  /// undo.setActionName("Add 🚚")
  /// ```
  public func setActionName(_ actionName: String) {
    if let group = openGroups.first {
      group.actionName = actionName
    } else if let group = undoGroups.last {
      group.actionName = actionName
    }
  }

  /// The open event group, when it holds actions: an undo closes it and takes it back first.
  var openEventGroupWithActions: UndoGroup? {
    guard openGroups.count == 1, let group = openGroups.first, group.isEventGroup,
      !group.actions.isEmpty
    else { return nil }
    return group
  }

  private static func menuTitle(_ verb: String, _ name: String) -> String {
    name.isEmpty ? verb : "\(verb) \(name)"
  }

  func reportMisuse(_ message: String) {
    Graph.reportUnattributed(Diagnostic(kind: .undoMisuse, message: message))
  }
}

/// The kind of misuse an undo stack reports.
extension Diagnostic.Kind {
  /// An ``UndoStack`` was used in a way Foundation's `UndoManager` rejects (an unbalanced
  /// grouping, `undo()` inside an open group); the call was ignored or repaired as described.
  public static let undoMisuse = Self("undoMisuse")
}
