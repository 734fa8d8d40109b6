import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct LastUpdateTests {
  @Test("The first update of a testing host is its first render")
  func firstRender() {
    let host = ViewHost.testing(Settings())
    host.expectLastUpdate(
      ran: .view(Settings.self), .view(SettingRow.self, times: 2), .view(Profile.self))
  }

  @Test("Each check starts the next update, so consecutive checks see only their own step")
  func checkpoints() throws {
    let host = ViewHost.testing(Settings())
    host.resetEvaluations()
    try host.type("Grace", into: "Name")
    host.expectLastUpdate(ran: .view(Profile.self))
    try host.tap("Add")
    host.expectLastUpdate(ran: .view(Settings.self), .view(SettingRow.self))
    try host.toggle("Option 3")
    host.expectLastUpdate()
  }

  @Test("The last update includes the writes still pending")
  func flushesFirst() throws {
    let host = ViewHost.testing(Settings())
    host.resetEvaluations()
    let profile = try #require(try host.find(Settings.self).view(as: Settings.self))
    profile.name = "Grace"
    host.expectLastUpdate(ran: .view(Profile.self))
  }

  @Test("The passes of a task count once the host has settled")
  func afterSettling() async {
    let host = ViewHost.testing(Loader())
    host.resetEvaluations()
    await host.settle()
    host.expectLastUpdate(ran: .view(Loader.self))
    host.expectText("loaded")
  }

  @Test("A mismatch in the last update fails at the caller")
  func mismatch() throws {
    let host = ViewHost.testing(Settings())
    host.resetEvaluations()
    try host.tap("Add")
    expectIssue(containing: ["Expected .view(Profile) to run; 2 bodies ran in 1 pass."]) {
      host.expectLastUpdate(ran: .view(Profile.self))
    }
  }

  @Test("A host that does not record cannot be checked, and the check says how to fix it")
  func notRecording() throws {
    let host = ViewHost(Settings())
    try host.tap("Add")
    expectIssue(containing: ["does not record body evaluations", "ViewHost.testing(_:)"]) {
      host.expectLastUpdate(ran: .view(Settings.self))
    }
    #expect(host.isRecordingEvaluations)
    try host.type("Grace", into: "Name")
    host.expectLastUpdate(ran: .view(Profile.self))
  }
}
