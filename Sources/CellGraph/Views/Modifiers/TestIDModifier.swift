import CellGraphCore

nonisolated extension View {
  /// Tags the view with an id that tests can find it by, without affecting its text or identity.
  ///
  /// ```swift
  /// Button("Save", action: save).testID("save")
  ///
  /// // In a test (CellGraphTesting):
  /// try host.find(testID: "save").tap()
  /// ```
  public func testID(_ id: String) -> some View {
    TestTagged(content: self, id: id)
  }
}

/// The view `testID(_:)` returns; its node answers `Node.testID`.
nonisolated struct TestTagged<Content: View>: View {
  let content: Content
  let id: String

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension TestTagged: TestIdentifiedPrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  var testIdentifier: String { id }
}
