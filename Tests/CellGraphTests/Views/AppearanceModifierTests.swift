import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `onAppear` and `onDisappear`: when their actions run, and in what order.
@MainActor
@Suite struct AppearanceModifierTests {
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
    let host = ViewHost(ViewsToggled(log: log) { MultiAction(log: log) })
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

    let later = ViewHost(ViewsToggled(isShown: false) { AppearLoader() })
    later.isRecordingEvaluations = true
    try later.tap("Toggle")
    later.flush()
    #expect(later.text == "loaded\n[Toggle]")
    #expect(later.updateRecords.count == 2)
    let loaderReasons = later.updateRecords.flatMap(\.evaluations)
      .filter { $0.viewType == "AppearLoader" }.map(\.reasons)
    #expect(loaderReasons.count == 2)
    #expect(loaderReasons.first == [.appeared])
    #expect(later.diagnostics.isEmpty)
  }
}

// MARK: - Views

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
