import Foundation
import Testing

/// The example of "Writing a primitive" in Docs/Architecture.md is the `ChangeCounter` the tests
/// run (`Support/TestPrimitives.swift`, used by `PrimitiveCapabilitiesTests`), so it compiles and
/// works as shown.
@Suite struct ArchitecturePrimitiveTests {
  @Test("The primitive Architecture.md shows is, line for line, the one the tests run")
  func exampleMatchesTestPrimitive() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    let repository = tests.deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: repository.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
    let source = try String(
      contentsOf: tests.appendingPathComponent("Support/TestPrimitives.swift"), encoding: .utf8)
    let section = try #require(
      article.components(separatedBy: "## Writing a primitive").dropFirst().first)
    let blocks = OneCellArticle.swiftBlocks(in: section)
    let example = try #require(blocks.first { $0.first == "struct ChangeCounter: View {" })
    #expect(
      source.contains(example.joined(separator: "\n")),
      "Docs/Architecture.md's ChangeCounter differs from Tests/CellGraphTests/Support/TestPrimitives.swift"
    )
  }
}
