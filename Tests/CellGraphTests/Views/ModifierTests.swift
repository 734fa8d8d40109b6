import Testing

@testable import CellGraph

/// The behaviour of the modifiers with a lifecycle (`.id`, `onAppear`/`onDisappear`, `onChange`,
/// `task`) and of custom `ViewModifier`s.
@MainActor
@Suite struct ModifierTests {
  // MARK: .id(_:)

  @Test("Changing a view's .id resets its state")
  func idChangeResetsState() throws {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedCounter(id: 1, log: log))
    try host.tap("+c")
    try host.tap("+c")
    #expect(host.text == "c = 2 [+c]")
    host.setRoot(IdentifiedCounter(id: 2, log: log))
    #expect(host.text == "c = 0 [+c]")
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["IdentifiedCounter[.id(2)]/ViewsCounter"])
  }

  @Test("Keeping a view's .id keeps its state across updates")
  func sameIDKeepsState() throws {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedCounter(id: 1, log: log))
    try host.tap("+c")
    host.setRoot(IdentifiedCounter(id: 1, title: "again", log: log))
    #expect(host.text == "again\nc = 1 [+c]")
    #expect(log.events == ["appear 1"])
  }

  @Test("Changing .id runs the new view's appear actions before the old view's disappear actions")
  func idChangeAppearsBeforeDisappearing() {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedCounter(id: 1, log: log))
    #expect(log.events == ["appear 1"])
    log.events.removeAll()
    host.setRoot(IdentifiedCounter(id: 2, log: log))
    #expect(log.events == ["appear 2", "disappear 1"])
  }

  @Test(
    "Changing .id cancels the old view's task and starts one for the new view",
    .timeLimit(.minutes(1)))
  func idChangeRestartsTasks() async {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedTask(id: 1, log: log))
    await log.waitFor("start 1")
    host.setRoot(IdentifiedTask(id: 2, log: log))
    #expect(log.events == ["start 1", "cancel 1"])
    await log.waitFor("start 2")
    await log.waitFor("end 1 cancelled")
    #expect(!log.events.contains("cancel 2"))
  }

  // MARK: onAppear / onDisappear

  @Test("Appear actions run children before parents, siblings in order")
  func appearChildrenBeforeParents() {
    let log = ViewsEventLog()
    let host = ViewHost(LifecycleTree(log: log))
    #expect(
      log.events == [
        "appear a", "appear b", "appear branch", "appear toggle", "appear tree",
      ])
    withExtendedLifetime(host) {}
  }

  @Test("Disappear actions run children before parents, siblings in order")
  func disappearChildrenBeforeParents() throws {
    let log = ViewsEventLog()
    let host = ViewHost(LifecycleTree(log: log))
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["disappear a", "disappear b", "disappear branch"])
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["appear a", "appear b", "appear branch"])
  }

  @Test("Several appear and disappear actions on one view run in the order written")
  func actionsOnOneViewRunInWrittenOrder() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Toggled(log: log) { MultiAction(log: log) })
    #expect(log.events == ["appear 1", "appear 2", "appear 3"])
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["disappear 1", "disappear 2"])
  }

  @Test("A branch flip runs the new branch's appear actions before the old branch's disappear")
  func branchFlipAppearsBeforeDisappearing() throws {
    let log = ViewsEventLog()
    let host = ViewHost(FlippingBranches(log: log))
    #expect(log.events == ["appear first"])
    log.events.removeAll()
    try host.tap("Flip")
    host.flush()
    #expect(log.events == ["appear second", "disappear first"])
    log.events.removeAll()
    try host.tap("Flip")
    host.flush()
    #expect(log.events == ["appear first", "disappear second"])
  }

  // Since iOS 14, SwiftUI merges the appear callbacks of a modifier applied to several views: the
  // action runs once when the first of them appears (OpenSwiftUI's `MergedCallbacks`).
  @Test("onAppear on a Group runs once for the group, while layout modifiers apply to each view")
  func onAppearOnGroupRunsOnce() {
    let log = ViewsEventLog()
    let host = ViewHost(
      Group {
        Text("one")
        Text("two")
      }
      .onAppear { log.append("appear") }
      .border())
    #expect(host.text == "+---+\n|one|\n+---+\n+---+\n|two|\n+---+")
    #expect(log.events == ["appear"])
  }

  @Test("Appear actions run after the update, once every body of the pass has run")
  func appearRunsInTheCommitPhase() throws {
    let log = ViewsEventLog()
    let host = ViewHost(CommitScreen(log: log))
    #expect(log.events == ["body B"])
    log.events.removeAll()
    try host.tap("Show")
    host.flush()
    #expect(log.events == ["body A", "body B", "appear A"])
  }

  @Test("Appear actions have run when the host is created")
  func appearRunsWhenTheHostIsCreated() {
    let log = ViewsEventLog()
    _ = ViewHost(Text("x").onAppear { log.append("appeared") })
    #expect(log.events == ["appeared"])
  }

  @Test("Appear and disappear actions do not run on updates that keep the view")
  func noLifecycleActionsOnUpdates() throws {
    let log = ViewsEventLog()
    let host = ViewHost(LifecycleTree(log: log))
    log.events.removeAll()
    try host.tap("Bump")
    try host.tap("Bump")
    #expect(host.text.contains("bumps: 2"))
    #expect(log.events.isEmpty)
  }

  @Test("Writing state in onAppear works and updates the view in another pass")
  func writingStateInOnAppear() throws {
    let host = ViewHost(AppearLoader())
    #expect(host.text == "loaded")
    #expect(host.evaluations(of: AppearLoader.self) == 2)
    #expect(host.diagnostics.isEmpty)

    let later = ViewHost(Toggled(isShown: false) { AppearLoader() })
    let recorder = EvaluationRecorder()
    later.graph.recorder = recorder
    try later.tap("Toggle")
    later.flush()
    #expect(later.text == "loaded\n[Toggle]")
    #expect(recorder.passes == 2)
    #expect(
      recorder.evaluations.filter { $0.typeName == "AppearLoader" }.map(\.reason) == [
        .appeared, .invalidated,
      ])
    #expect(later.diagnostics.isEmpty)
  }

  // MARK: onChange

  @Test("onChange delivers the old and the new value after a change")
  func onChangeDeliversOldAndNew() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log))
    #expect(log.events.isEmpty)
    try host.tap("set 1")
    host.flush()
    #expect(log.events == ["0 -> 1"])
    try host.tap("burst")
    host.flush()
    #expect(log.events == ["0 -> 1", "1 -> 3"])
  }

  @Test("Several writes in one action give one onChange call with the first old and last new")
  func onChangeCoalescesWritesOfOneAction() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log))
    try host.tap("burst")
    host.flush()
    #expect(log.events == ["0 -> 3"])
  }

  @Test("Writing an equal value, or changing a value and changing it back, calls no onChange")
  func onChangeIgnoresEqualValues() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log))
    try host.tap("same")
    host.flush()
    try host.tap("there and back")
    host.flush()
    try host.tap("other")
    host.flush()
    #expect(host.text.hasPrefix("value 0, other 1"))
    #expect(log.events.isEmpty)
  }

  @Test("onChange with initial: true also runs on appear with the current value as old and new")
  func onChangeInitial() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log, initial: true))
    #expect(log.events == ["0 -> 0"])
    try host.tap("set 1")
    host.flush()
    #expect(log.events == ["0 -> 0", "0 -> 1"])
  }

  @Test("onChange without initial does not run on appear")
  func onChangeNotInitial() {
    let log = ViewsEventLog()
    _ = ViewHost(ChangeScreen(log: log, initial: false))
    #expect(log.events.isEmpty)
  }

  @Test("The zero-argument onChange runs once per committed change")
  func onChangeZeroArguments() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ZeroArgumentChange(log: log))
    #expect(log.events == ["changed"])
    try host.tap("burst")
    host.flush()
    try host.tap("there and back")
    host.flush()
    #expect(log.events == ["changed", "changed"])
  }

  @Test("onChange runs after the update, in the commit phase")
  func onChangeRunsAfterTheUpdate() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ChangeScreen(log: log, logsBody: true))
    log.events.removeAll()
    try host.tap("set 1")
    host.flush()
    #expect(log.events == ["body 1", "0 -> 1"])
  }

  @Test("State written by an onChange action is shown after the same flush")
  func onChangeWritingState() throws {
    let host = ViewHost(Doubler())
    try host.tap("set 4")
    host.flush()
    #expect(host.text.hasPrefix("value 4, doubled 8"))
    #expect(host.diagnostics.isEmpty)
  }

  // MARK: task

  @Test("A task starts when its view appears and runs once the host settles")
  func taskStartsOnAppear() async {
    let log = ViewsEventLog()
    let host = ViewHost(TaskLoader(log: log))
    #expect(log.events == ["appear"])
    #expect(host.text == "loading")
    await host.settle()
    #expect(log.events == ["appear", "task"])
    #expect(host.text == "loaded")
  }

  @Test("A task starts when its view is inserted by a later update")
  func taskStartsOnLaterAppear() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(Toggled(isShown: false) { TaskLoader(log: log) })
    await host.settle()
    #expect(log.events.isEmpty)
    try host.tap("Toggle")
    await host.settle()
    #expect(log.events == ["appear", "task"])
    #expect(host.text == "loaded\n[Toggle]")
  }

  @Test(
    "A task is cancelled when its view disappears, before the view's disappear actions run",
    .timeLimit(.minutes(1)))
  func taskCancelledOnDisappear() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(Toggled(log: log) { CancellableTask(name: "probe", log: log) })
    await log.waitFor("start probe")
    #expect(log.events == ["start probe"])
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["start probe", "cancel probe", "disappear probe"])
    await host.settle()
    #expect(
      log.events == ["start probe", "cancel probe", "disappear probe", "end probe cancelled"])
  }

  @Test(
    "task(id:) cancels the running task and starts a new one when the id changes",
    .timeLimit(.minutes(1)))
  func taskRestartsOnIDChange() async {
    let log = ViewsEventLog()
    let host = ViewHost(SearchScreen(query: "a", log: log))
    await log.waitFor("start a")
    host.setRoot(SearchScreen(query: "b", log: log))
    #expect(log.events == ["start a", "cancel a"])
    await log.waitFor("start b")
    await log.waitFor("end a cancelled")
    #expect(log.events.filter { $0.hasPrefix("start") } == ["start a", "start b"])
    #expect(log.events.contains("end a cancelled"))
    #expect(!log.events.contains("cancel b"))

    host.setRoot(SearchScreen(query: nil, log: log))
    await host.settle()
    #expect(log.events.suffix(2) == ["cancel b", "end b cancelled"])
  }

  @Test(
    "task(id:) keeps the running task when the view updates with the same id",
    .timeLimit(.minutes(1)))
  func taskKeepsRunningForSameID() async {
    let log = ViewsEventLog()
    let host = ViewHost(SearchScreen(query: "a", log: log))
    await log.waitFor("start a")
    host.setRoot(SearchScreen(query: "a", title: "Other title", log: log))
    #expect(host.text == "Other title: a")
    #expect(log.events == ["start a"])

    host.setRoot(SearchScreen(query: nil, log: log))
    await host.settle()
    #expect(log.events == ["start a", "cancel a", "end a cancelled"])
  }

  // MARK: Custom ViewModifier

  @Test("A custom modifier's body wraps the modified view")
  func customModifierWrapsContent() {
    let host = ViewHost(TaggedScreen(label: "hello"))
    #expect(host.text == "[1] hello [tap 1] 0")
  }

  @Test("A custom modifier keeps its own state across updates of the modified view")
  func customModifierKeepsState() throws {
    let host = ViewHost(TaggedScreen(label: "hello"))
    try host.tap("tap 1")
    try host.tap("tap 1")
    host.flush()
    host.setRoot(TaggedScreen(label: "world"))
    #expect(host.text == "[1] world [tap 1] 2")
    host.setRoot(TaggedScreen(label: "world", tag: 2))
    #expect(host.text == "[2] world [tap 2] 2")
  }

  @Test("A custom modifier's body evaluations are counted under the modifier's type")
  func customModifierEvaluationsAreCounted() throws {
    let host = ViewHost(TaggedScreen(label: "hello"))
    #expect(host.evaluations(of: Tagged.self) == 1)
    host.resetEvaluations()
    try host.tap("tap 1")
    host.flush()
    #expect(host.evaluations(of: Tagged.self) == 1)
    #expect(host.evaluations(of: TaggedScreen.self) == 0)
    #expect(host.text == "[1] hello [tap 1] 1")
  }

  @Test("A custom modifier's body does not re-run when only the modified view changes")
  func customModifierSkipsBodyForContentChanges() {
    let host = ViewHost(TaggedScreen(label: "hello"))
    host.resetEvaluations()
    host.setRoot(TaggedScreen(label: "world"))
    #expect(host.text == "[1] world [tap 1] 0")
    #expect(host.evaluations(of: TaggedScreen.self) == 1)
    #expect(host.evaluations(of: Tagged.self) == 0)
  }

  @Test("A custom modifier's body re-runs, without the modified view, when the modifier changes")
  func customModifierRerunsForModifierChanges() {
    let host = ViewHost(TaggedLeafScreen(tag: 1, value: 1))
    host.resetEvaluations()
    host.setRoot(TaggedLeafScreen(tag: 2, value: 1))
    #expect(host.text == "[2] leaf 1 [tap 2] 0")
    #expect(host.evaluations(of: Tagged.self) == 1)
    #expect(host.evaluations(of: ModifiedLeaf.self) == 0)
    host.setRoot(TaggedLeafScreen(tag: 2, value: 2))
    #expect(host.text == "[2] leaf 2 [tap 2] 0")
    #expect(host.evaluations(of: Tagged.self) == 1)
    #expect(host.evaluations(of: ModifiedLeaf.self) == 1)
  }

  @Test("Every use of content in a modifier's body shows the current modified view")
  func customModifierUsingContentTwice() {
    let host = ViewHost(TwiceScreen(label: "x"))
    #expect(host.text == "x x")
    host.resetEvaluations()
    host.setRoot(TwiceScreen(label: "y"))
    #expect(host.text == "y y")
    #expect(host.evaluations(of: Twice.self) == 0)
  }

  @Test("Each use of a custom modifier has its own state")
  func customModifierStateIsPerIdentity() throws {
    let host = ViewHost(TwoTagged())
    try host.tap("tap 2")
    #expect(host.text == "[1] one [tap 1] 0\n[2] two [tap 2] 1")
  }

  @Test("A modifier whose own state and modified view change in one update re-runs its body")
  func customModifierStateAndContentChangeTogether() throws {
    let host = ViewHost(TaggedScreen(label: "hello"))
    try host.tap("tap 1")
    // The tap's write is pending; the new root value arrives in the same update.
    host.setRoot(TaggedScreen(label: "world"))
    #expect(host.text == "[1] world [tap 1] 1")
  }

  @Test("An unchanged modifier larger than three words does not re-run when the content changes")
  func wideModifierSkipsBodyForContentChanges() {
    let host = ViewHost(WideScreen(label: "x"))
    #expect(host.text == "1234 x")
    host.resetEvaluations()
    host.setRoot(WideScreen(label: "y"))
    #expect(host.text == "1234 y")
    #expect(host.evaluations(of: Wide.self) == 0)
  }

  @Test("Updating the view under the ViewModifier doc example keeps the modifier's body")
  func customModifierWithStringField() {
    // A modifier wider than an existential's inline buffer (a `String` and a `StateCell`) once
    // crashed the comparison of the previous modifier with the new one.
    let host = ViewHost(DocTaggedScreen(label: "Hello"))
    host.resetEvaluations()
    host.setRoot(DocTaggedScreen(label: "World"))
    #expect(host.text == "[a] World [tap a] 0")
    #expect(host.evaluations(of: Tagged.self) == 0, "only the content changed")
  }
}

// MARK: - Views for .id

private struct IdentifiedCounter: View {
  let id: Int
  var title: String? = nil
  let log: ViewsEventLog

  var body: some View {
    if let title { Text(title) }
    ViewsCounter("c")
      .onAppear { log.append("appear \(id)") }
      .onDisappear { log.append("disappear \(id)") }
      .id(id)
  }
}

private struct IdentifiedTask: View {
  let id: Int
  let log: ViewsEventLog

  var body: some View {
    Text("task \(id)")
      .task { await cancellableWork("\(id)", log: log) }
      .id(id)
  }
}

// MARK: - Views for onAppear / onDisappear

/// Shows `content` with a Toggle button that removes and re-inserts it.
private struct Toggled<Content: View>: View {
  @StateCell private var isShown: Bool
  let log: ViewsEventLog?
  let content: Content

  init(isShown: Bool = true, log: ViewsEventLog? = nil, @ViewBuilder content: () -> Content) {
    _isShown = StateCell(initialValue: isShown)
    self.log = log
    self.content = content()
  }

  var body: some View {
    if isShown { content }
    Button("Toggle") { isShown.toggle() }
  }
}

private struct LifecycleLeaf: View {
  let name: String
  let log: ViewsEventLog
  var body: some View {
    Text(name)
      .onAppear { log.append("appear \(name)") }
      .onDisappear { log.append("disappear \(name)") }
  }
}

private struct LifecycleBranch: View {
  let log: ViewsEventLog
  var body: some View {
    VStack {
      LifecycleLeaf(name: "a", log: log)
      LifecycleLeaf(name: "b", log: log)
    }
    .onAppear { log.append("appear branch") }
    .onDisappear { log.append("disappear branch") }
  }
}

private struct LifecycleTree: View {
  let log: ViewsEventLog
  @StateCell private var isShown = true
  @StateCell private var bumps = 0
  var body: some View {
    VStack {
      Text("bumps: \(bumps)")
      if isShown {
        LifecycleBranch(log: log)
      }
      Button("Toggle") { isShown.toggle() }
        .onAppear { log.append("appear toggle") }
      Button("Bump") { bumps += 1 }
    }
    .onAppear { log.append("appear tree") }
    .onDisappear { log.append("disappear tree") }
  }
}

private struct MultiAction: View {
  let log: ViewsEventLog
  var body: some View {
    Text("x")
      .onAppear { log.append("appear 1") }
      .onDisappear { log.append("disappear 1") }
      .onAppear { log.append("appear 2") }
      .onDisappear { log.append("disappear 2") }
      .onAppear { log.append("appear 3") }
  }
}

private struct BodyLogger: View {
  let name: String
  var flag = false
  let log: ViewsEventLog
  var body: some View {
    let _ = log.append("body \(name)")
    Text("\(name) \(flag)")
  }
}

private struct FlippingBranches: View {
  let log: ViewsEventLog
  @StateCell private var isFirst = true

  var body: some View {
    if isFirst {
      Text("first")
        .onAppear { log.append("appear first") }
        .onDisappear { log.append("disappear first") }
    } else {
      Text("second")
        .onAppear { log.append("appear second") }
        .onDisappear { log.append("disappear second") }
    }
    Button("Flip") { isFirst.toggle() }
  }
}

private struct CommitScreen: View {
  let log: ViewsEventLog
  @StateCell private var isShown = false
  var body: some View {
    VStack {
      if isShown {
        BodyLogger(name: "A", log: log)
          .onAppear { log.append("appear A") }
      }
      BodyLogger(name: "B", flag: isShown, log: log)
      Button("Show") { isShown = true }
    }
  }
}

private struct AppearLoader: View {
  @StateCell private var status = "loading"
  var body: some View {
    Text(status)
      .onAppear { status = "loaded" }
  }
}

// MARK: - Views for onChange

private struct ChangeScreen: View {
  let log: ViewsEventLog
  var initial = false
  var logsBody = false
  @StateCell private var value = 0
  @StateCell private var other = 0

  var body: some View {
    let _ = logsBody ? log.append("body \(value)") : ()
    VStack {
      Text("value \(value), other \(other)")
      Button("set 1") { value = 1 }
      Button("burst") {
        value = 1
        value = 2
        value = 3
      }
      Button("same") {
        let current = value
        value = current
      }
      Button("there and back") {
        value = 5
        value = 0
      }
      Button("other") { other += 1 }
    }
    .onChange(of: value, initial: initial) { old, new in log.append("\(old) -> \(new)") }
  }
}

private struct ZeroArgumentChange: View {
  let log: ViewsEventLog
  @StateCell private var value = 0

  var body: some View {
    VStack {
      Text("value \(value)")
      Button("burst") {
        value += 1
        value += 1
      }
      Button("there and back") {
        value += 1
        value -= 1
      }
    }
    .onChange(of: value, initial: true) { log.append("changed") }
  }
}

private struct Doubler: View {
  @StateCell private var value = 0
  @StateCell private var doubled = 0

  var body: some View {
    VStack {
      Text("value \(value), doubled \(doubled)")
      Button("set 4") { value = 4 }
    }
    .onChange(of: value) { _, new in doubled = new * 2 }
  }
}

// MARK: - Views for task

private struct TaskLoader: View {
  let log: ViewsEventLog
  @StateCell private var status = "loading"

  var body: some View {
    Text(status)
      .onAppear { log.append("appear") }
      .task {
        log.append("task")
        status = "loaded"
      }
  }
}

/// A task that suspends until it is cancelled, logging its start, the cancellation (synchronously,
/// from the cancellation handler) and its end.
@MainActor
private func cancellableWork(_ name: String, log: ViewsEventLog) async {
  log.append("start \(name)")
  await withTaskCancellationHandler {
    await log.suspendUntilCancelled()
  } onCancel: {
    MainActor.assumeIsolated { log.append("cancel \(name)") }
  }
  log.append(Task.isCancelled ? "end \(name) cancelled" : "end \(name) finished")
}

private struct CancellableTask: View {
  let name: String
  let log: ViewsEventLog

  var body: some View {
    Text(name)
      .task { await cancellableWork(name, log: log) }
      .onDisappear { log.append("disappear \(name)") }
  }
}

private struct SearchScreen: View {
  let query: String?
  var title = "Results"
  let log: ViewsEventLog

  var body: some View {
    if let query {
      Text("\(title): \(query)")
        .task(id: query) { await cancellableWork(query, log: log) }
    }
  }
}

// MARK: - Views for custom modifiers

/// A modifier with its own state: the `Tagged` modifier of `ViewModifier`'s doc comment.
private struct Tagged: ViewModifier {
  let tag: String
  @StateCell private var taps = 0

  init(tag: some CustomStringConvertible) {
    self.tag = tag.description
  }

  func body(content: Content) -> some View {
    HStack {
      Text("[\(tag)]")
      content
      Button("tap \(tag)") { taps += 1 }
      Text("\(taps)")
    }
  }
}

private struct TaggedScreen: View {
  let label: String
  var tag = 1
  var body: some View {
    Text(label).modifier(Tagged(tag: tag))
  }
}

private struct ModifiedLeaf: View {
  let value: Int
  var body: some View {
    Text("leaf \(value)")
  }
}

private struct TaggedLeafScreen: View {
  let tag: Int
  let value: Int
  var body: some View {
    ModifiedLeaf(value: value).modifier(Tagged(tag: tag))
  }
}

private struct Twice: ViewModifier {
  func body(content: Content) -> some View {
    HStack {
      content
      content
    }
  }
}

private struct TwiceScreen: View {
  let label: String
  var body: some View {
    Text(label).modifier(Twice())
  }
}

private struct TwoTagged: View {
  var body: some View {
    Text("one").modifier(Tagged(tag: 1))
    Text("two").modifier(Tagged(tag: 2))
  }
}

/// A modifier of four words: too large for an `Any`'s inline storage.
private struct Wide: ViewModifier {
  let a: Int
  let b: Int
  let c: Int
  let d: Int

  func body(content: Content) -> some View {
    HStack {
      Text("\(a)\(b)\(c)\(d)")
      content
    }
  }
}

private struct WideScreen: View {
  let label: String
  var body: some View {
    Text(label).modifier(Wide(a: 1, b: 2, c: 3, d: 4))
  }
}

private struct DocTaggedScreen: View {
  let label: String
  var body: some View {
    Text(label).modifier(Tagged(tag: "a"))
  }
}
