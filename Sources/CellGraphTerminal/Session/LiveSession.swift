import CellGraph

/// The live runner's state and its response to each key, with no terminal attached.
///
/// A session owns the runner's focus (a control, followed by identity path), the panel shown,
/// and what the last interaction did: the lines of text it changed and the passes it caused.
/// Every key goes through `handle(_:)`; every interaction goes through the host's own control
/// machinery (`InspectedNode.perform(_:as:)`), so each control the library has, or gains, is
/// driven by the `ControlAction`s it takes.
///
/// ```swift
/// let session = LiveSession(host: ViewHost(Settings()), title: "Settings")
/// session.handle(.tab)          // focuses the first control
/// session.handle(.enter)        // presses or toggles it
/// print(session.records)        // the passes that ran for it
/// ```
@MainActor
package final class LiveSession {
  /// What the panel under the view shows.
  package enum Panel: Sendable {
    case hidden
    /// The bodies that ran for the last interaction, with why.
    case bodies
    /// The dependency graph around the focused view.
    case graph
  }

  package let host: ViewHost
  package let title: String
  /// The host's text, by line, as last rendered.
  package private(set) var lines: [String] = []
  /// The controls on screen, in text order.
  package private(set) var controls: [LiveControl] = []
  /// The identity path of the focused control; `nil` before the first Tab.
  package private(set) var focusedPath: String?
  package var panel = Panel.bodies
  /// The lines of `lines` the last interaction changed; cleared by the next key.
  package private(set) var changedLines: Set<Int> = []
  /// The name of the last interaction (`tap "Save"`), or `first render`.
  package private(set) var lastTrigger = "first render"
  /// The passes the last interaction caused.
  package private(set) var records: [UpdateRecord] = []
  /// A message for the status line: what happened, or why nothing did.
  package private(set) var status = "Tab moves focus to the first control."
  package private(set) var statusIsError = false
  /// How many interactions (and outside updates) the session has shown; a printer prints a
  /// frame each time it grows.
  package private(set) var updateCount = 0
  /// The first line of the text on screen, moved to keep the focused control visible.
  var scrollTop = 0
  /// Whether the next screen scrolls the focused control into view: after every key but Page
  /// Up and Page Down, which scroll away from it on purpose.
  var revealsFocus = true
  /// The index the focused control had, to focus its neighbour when it goes away.
  private var focusedIndex = 0

  /// A session over `host`; switches the host's recording on to list the bodies that run.
  package init(host: ViewHost, title: String) {
    self.host = host
    self.title = title
    let wasRecording = host.isRecordingEvaluations
    host.isRecordingEvaluations = true
    host.flush()
    records = wasRecording ? Array(host.updateRecords) : []
    host.resetEvaluations()
    refresh()
  }

  /// The focused control, if it is on screen.
  package var focused: LiveControl? {
    controls.first { $0.path == focusedPath }
  }

  /// Responds to `key`; returns `false` when the key quits.
  @discardableResult
  package func handle(_ key: Key) -> Bool {
    changedLines = []
    statusIsError = false
    revealsFocus = key != .pageUp && key != .pageDown
    switch key {
    case .control("c"): return false
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .function(2): toggle(.bodies)
    case .function(3): toggle(.graph)
    case .pageUp: scrollTop = max(0, scrollTop - 10)
    case .pageDown: scrollTop += 10
    default:
      if let control = focused, control.isTextEntry, type(key, into: control) { return true }
      switch key {
      case .character("q"): return false
      case .character("b"): toggle(.bodies)
      case .character("g"): toggle(.graph)
      case .enter, .character(" "):
        perform([.press, .toggle, .back, .dismiss], key: key)
      case .up: step(key, by: 1, [.increment, .scroll(lines: -1, columns: 0)])
      case .down: step(key, by: -1, [.decrement, .scroll(lines: 1, columns: 0)])
      case .right: step(key, by: 1, [.increment, .scroll(lines: 0, columns: 1)])
      case .left: step(key, by: -1, [.decrement, .scroll(lines: 0, columns: -1)])
      case .escape: dismiss()
      default: status = "\(key) does nothing here."
      }
    }
    return true
  }

  /// Re-reads the host's text and controls (after a pass, or a write from outside the session).
  package func refresh() {
    host.flush()
    lines = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    controls = LiveControl.controls(of: host.inspectedRoot, in: lines)
    if let index = controls.firstIndex(where: { $0.path == focusedPath }) {
      focusedIndex = index
    } else if focusedPath != nil {
      // The focused control went away: focus the one that took its place in text order.
      focusedIndex = min(focusedIndex, controls.count - 1)
      focusedPath = controls.indices.contains(focusedIndex) ? controls[focusedIndex].path : nil
    }
  }

  /// Shows updates that came from outside any key (a task's write, a timer's): their changed
  /// lines and passes. Returns whether there were any.
  @discardableResult
  package func showOutsideUpdates() -> Bool {
    guard host.hasPendingUpdates else { return false }
    let before = lines
    refresh()
    changedLines = LineDiff.changedLines(from: before, to: lines)
    records = Array(host.updateRecords)
    host.resetEvaluations()
    let triggers = records.flatMap(\.triggers).map(\.description)
    lastTrigger = triggers.isEmpty ? "an update" : triggers.joined(separator: ", ")
    updateCount += 1
    return true
  }

  // MARK: Keys

  private func moveFocus(by offset: Int) {
    guard !controls.isEmpty else {
      status = "No control on screen."
      return
    }
    let count = controls.count
    let index = focusedPath == nil ? (offset > 0 ? 0 : count - 1) : (focusedIndex + offset)
    focusedIndex = (index % count + count) % count
    let control = controls[focusedIndex]
    focusedPath = control.path
    status = "Focused \(control.name)."
    // A field takes keyboard focus as a user's Tab gives it, so its cursor and focus state show.
    if control.isTextEntry, control.node.isEnabledControl {
      perform([.focus], key: .tab)
    }
  }

  private func toggle(_ shown: Panel) {
    panel = panel == shown ? .hidden : shown
  }

  /// Typing into a text-like field; `false` for keys that are not typing.
  private func type(_ key: Key, into control: LiveControl) -> Bool {
    let text = control.node.fieldText ?? ""
    switch key {
    case .character(let character): perform([.setText(text + String(character))], key: key)
    case .backspace where !text.isEmpty: perform([.setText(String(text.dropLast()))], key: key)
    case .backspace: status = "The field is empty."
    case .enter: perform([.submit], key: key)
    default: return false
    }
    return true
  }

  /// An arrow: the next or previous option of a picker, else the first of `actions` taken.
  private func step(_ key: Key, by offset: Int, _ actions: [ControlAction]) {
    guard let control = focused, let options = control.node.optionLabels else {
      return perform(actions, key: key)
    }
    guard !options.labels.isEmpty else {
      status = "\(control.name) offers no option."
      return
    }
    let index = options.chosen.map { $0 + offset } ?? 0
    let clamped = min(max(index, 0), options.labels.count - 1)
    perform([.choose(options.labels[clamped])], key: key)
  }

  /// Escape: dismisses or goes back, through the focused control or else the last control on
  /// screen that takes it (a presentation's, a navigation stack's).
  private func dismiss() {
    let candidates = (focused.map { [$0] } ?? []) + controls.reversed()
    for control in candidates where attempt([.dismiss, .back], on: control) { return }
    if !statusIsError { status = "Nothing to dismiss or go back from." }
  }

  private func perform(_ actions: [ControlAction], key: Key) {
    guard let control = focused else {
      status = "No control is focused: press Tab."
      return
    }
    if control.isGestureView, actions.contains(.press) {
      return tap(control)
    }
    if !attempt(actions, on: control), !statusIsError {
      status = "\(control.name) does nothing on \(key)."
    }
  }

  /// Taps a gesture view, as a finger would: its gestures and its ancestors' decide what happens
  /// (`ViewHost.performGesture(_:on:)`, the host's own gesture driver).
  private func tap(_ control: LiveControl) {
    let before = lines
    host.resetEvaluations()
    let trigger = "tap \"\(control.label)\""
    do {
      try host.performGesture(.tap(count: 1), on: control.node)
    } catch {
      status = "\(error)"
      statusIsError = true
      return
    }
    showInteraction(trigger, changedFrom: before)
  }

  /// Takes in what an interaction named `trigger` did: the new text and its changed lines, the
  /// passes it caused, and a status line.
  private func showInteraction(_ trigger: String, changedFrom before: [String]) {
    refresh()
    changedLines = LineDiff.changedLines(from: before, to: lines)
    records = Array(host.updateRecords)
    host.resetEvaluations()
    lastTrigger = trigger
    updateCount += 1
    let bodies = records.reduce(0) { $0 + $1.evaluations.count }
    status = "\(trigger): \(bodies) \(bodies == 1 ? "body" : "bodies") ran."
  }

  /// Performs the first of `actions` that `control` takes, as one interaction; `false` when it
  /// takes none of them (or refused one: then the status says why).
  private func attempt(_ actions: [ControlAction], on control: LiveControl) -> Bool {
    // A stack at its root has nowhere to go back to: asking it would be a misuse the host
    // reports, so a key never asks it (the key then does nothing, and the status says so).
    let actions = control.node.isNavigationStackAtRoot ? actions.filter { $0 != .back } : actions
    let before = lines
    host.resetEvaluations()
    for action in actions {
      // Named as the host and found views name it: the control's kind declares the phrase.
      let trigger = control.node.phrase(for: action) ?? action.description
      do {
        guard try control.node.perform(action, as: trigger) else { break }
      } catch let error as InteractionError where error.reason == .unsupported {
        continue
      } catch {
        status = "\(error)"
        statusIsError = true
        return false
      }
      showInteraction(trigger, changedFrom: before)
      return true
    }
    return false
  }
}
