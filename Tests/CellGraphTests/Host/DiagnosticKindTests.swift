import Testing

@testable import CellGraph
@testable import CellGraphCore

// `Diagnostic.Kind` is open: the engine declares its kinds beside `Diagnostic`, each feature
// beside the code that reports them, and a client declares its own the same way.

extension Diagnostic.Kind {
  /// A kind a client declares, as a feature declares its own.
  fileprivate static let clientMisuse = Self("clientMisuse")
}

@MainActor
@Suite struct DiagnosticKindTests {
  @Test("A kind is its name: kinds declared in different places compare by name")
  func kindsCompareByName() {
    #expect(Diagnostic.Kind.updateLoop == Diagnostic.Kind("updateLoop"))
    #expect(Diagnostic.Kind.presentationConflict.rawValue == "presentationConflict")
    #expect(Diagnostic.Kind(rawValue: "clientMisuse") == .clientMisuse)
    #expect(Diagnostic.Kind.undoMisuse != .updateLoop)
  }

  @Test("A switch over kinds matches engine, feature and client kinds as values")
  func switchMatches() {
    func describe(_ kind: Diagnostic.Kind) -> String {
      switch kind {
      case .updateLoop: "engine"
      case .navigationBackAtRoot: "feature"
      case .clientMisuse: "client"
      default: "other"
      }
    }
    #expect(describe(.updateLoop) == "engine")
    #expect(describe(.navigationBackAtRoot) == "feature")
    #expect(describe(.clientMisuse) == "client")
    #expect(describe(.storeReadFailed) == "other")
  }

  @Test("A diagnostic describes itself with its kind's name, as before the kinds were opened")
  func description() {
    let diagnostic = Diagnostic(kind: .clientMisuse, message: "Something was misused.")
    #expect(diagnostic.description == "[clientMisuse] Something was misused.")
    #expect("\(Diagnostic.Kind.duplicateID)" == "duplicateID")
  }
}
