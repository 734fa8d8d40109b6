import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct BodyExpectationTests {
  @Test("A write that only the profile reads passes when only the profile is expected")
  func onlyTheReaderRuns() throws {
    let host = ViewHost.testing(Settings())
    try host.expectBodies(.view(Profile.self)) {
      try host.type("Grace", into: "Name")
    }
  }

  @Test("A path expectation matches the body at that identity path")
  func byPath() throws {
    let host = ViewHost.testing(Settings())
    try host.expectBodies(.path("Settings/VStack/Profile")) {
      try host.type("Grace", into: "Name")
    }
  }

  @Test("Counts match every identity of a type together")
  func countsByType() throws {
    let host = ViewHost.testing(Settings())
    let records = try host.expectBodies(.view(Settings.self), .view(SettingRow.self)) {
      try host.tap("Add")
    }
    #expect(
      records.flatMap(\.evaluations).map(\.path).last?.hasSuffix("[id: Option 3]/SettingRow")
        == true)
    host.expectBodies(.view(SettingRow.self, times: 0)) {
      host.setRoot(Settings())
    }
  }

  @Test("Overlapping expectations each count the evaluations they match")
  func overlapping() throws {
    let host = ViewHost.testing(Settings())
    try host.expectBodies(
      .view(Settings.self), .view(SettingRow.self),
      .path("Settings/VStack/ForEach[id: Option 3]/SettingRow")
    ) {
      try host.tap("Add")
    }
  }

  @Test("A toggle whose binding only the toggle reads runs no body")
  func noBodies() throws {
    let host = ViewHost.testing(Settings())
    try host.expectNoBodies {
      try host.toggle("Wi-Fi")
    }
  }

  @Test("A body that ran without being expected fails, with its reason and trigger")
  func unexpectedBody() throws {
    let host = ViewHost.testing(Settings())
    try expectIssue(containing: [
      "Ran unexpectedly:", "Settings: Settings.titles changed", "[pass 2: tap \"Add\"]",
    ]
    ) {
      try host.expectBodies(.view(SettingRow.self)) {
        try host.tap("Add")
      }
    }
  }

  @Test("An expected body that did not run fails, and says so")
  func missingBody() throws {
    let host = ViewHost.testing(Settings())
    try expectIssue(containing: [
      "Did not run as often as expected:", ".view(Settings): expected 1, ran 0",
    ]
    ) {
      try host.expectBodies(.view(Settings.self), .view(Profile.self)) {
        try host.type("Grace", into: "Name")
      }
    }
  }

  @Test("A body that ran more often than expected fails, listing each evaluation")
  func tooOften() throws {
    let host = ViewHost.testing(Settings())
    try expectIssue(containing: [
      "Ran more often than expected:", ".view(SettingRow): expected 1, ran 2",
    ]
    ) {
      try host.expectBodies(.view(SettingRow.self)) {
        host.setRoot(Settings())
        try host.tap("Add")
        try host.tap("Add")
      }
    }
  }

  @Test("A view that was skipped with equal inputs is named as skipped when it was expected")
  func skippedIsExplained() throws {
    let host = ViewHost.testing(Settings())
    try expectIssue(containing: ["expected 1, ran 0 (skipped: its parent re-ran with equal inputs)"]
    ) {
      try host.expectBodies(.view(Settings.self), .path("Settings/VStack/Profile")) {
        try host.tap("Add")
      }
    }
  }

  @Test("expectNoBodies fails when a body runs")
  func noBodiesFails() throws {
    let host = ViewHost.testing(Settings())
    try expectIssue(containing: ["Expected no body to run; 1 body ran in 1 pass."]) {
      try host.expectNoBodies {
        try host.type("Grace", into: "Name")
      }
    }
  }

  @Test("Writes pending before the action are not counted as the action's")
  func pendingWritesAreFlushedFirst() throws {
    let host = ViewHost.testing(Settings())
    let settings = try #require(try host.find(Settings.self).view(as: Settings.self))
    settings.name = "Grace"
    try host.expectNoBodies {
      try host.toggle("Wi-Fi")
    }
  }

  @Test("A host that was not recording records from the action on")
  func switchesRecordingOn() throws {
    let host = ViewHost(Settings())
    try host.expectBodies(.view(Profile.self)) {
      try host.type("Grace", into: "Name")
    }
    #expect(host.isRecordingEvaluations)
  }

  @Test("An error thrown by the action is rethrown and nothing is checked")
  func actionErrors() {
    let host = ViewHost.testing(Settings())
    #expect(throws: InteractionError.self) {
      try host.expectNoBodies {
        try host.tap("Missing")
      }
    }
  }

  @Test("A mismatch is reported at the source location given")
  func reportsAtTheLocationGiven() throws {
    let host = ViewHost.testing(Settings())
    try expectIssue(containing: ["Ran unexpectedly:"], at: elsewhere()) {
      try host.expectNoBodies(sourceLocation: elsewhere()) {
        try host.tap("Add")
      }
    }
    host.resetEvaluations()
    try host.tap("Add")
    expectIssue(containing: ["Did not run"], at: elsewhere(line: 7)) {
      host.expectLastUpdate(ran: .view(Profile.self), sourceLocation: elsewhere(line: 7))
    }
  }

  @Test("Expectations describe themselves as they are written")
  func descriptions() {
    #expect(BodyExpectation.view(SettingRow.self).description == ".view(SettingRow)")
    #expect(
      BodyExpectation.view(SettingRow.self, times: 2).description == ".view(SettingRow, times: 2)")
    #expect(BodyExpectation.path("Settings/VStack").description == ".path(\"Settings/VStack\")")
  }
}

private enum FirstScope {
  struct Same: View {
    var body: some View { Text("first") }
  }
}

private enum SecondScope {
  struct Same: View {
    var body: some View { Text("second") }
  }
}

@MainActor
@Suite struct SameNamedTypeExpectationTests {
  @Test("A view type is matched exactly, even when another type has the same name")
  func sameNamedTypesAreDifferent() {
    let host = ViewHost.testing(
      VStack {
        FirstScope.Same()
        SecondScope.Same()
      })
    host.expectLastUpdate(ran: .view(FirstScope.Same.self), .view(SecondScope.Same.self))
    let other = ViewHost.testing(SecondScope.Same())
    // The second type's body is not the first type's, though both are named Same.
    expectIssue(containing: ["Expected .view(Same) to run", "Ran unexpectedly:", "Did not run"]) {
      other.expectLastUpdate(ran: .view(FirstScope.Same.self))
    }
  }
}
