import CellGraph
import CellGraphTesting
import Foundation
import Testing

/// Docs/Testing.md cannot drift from the code: every ```swift block appears verbatim in the
/// GuideSnippets*.swift files beside this one (which compile and run as tests), and the failure
/// messages it shows are the ones the helpers record.
@MainActor
@Suite struct GuideTests {
  private static let guideDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private static let repository =
    guideDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func guide() throws -> String {
    try String(
      contentsOf: repository.appendingPathComponent("Docs/Testing.md"), encoding: .utf8)
  }

  @Test("Every Swift block of the guide appears verbatim in a snippet file")
  func swiftBlocksAreSnippets() throws {
    let snippetFiles = try FileManager.default
      .contentsOfDirectory(atPath: Self.guideDirectory.path)
      .filter { $0.hasPrefix("GuideSnippets") && $0.hasSuffix(".swift") }
    let snippets = try snippetFiles.map { name in
      try String(contentsOf: Self.guideDirectory.appendingPathComponent(name), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let blocks = GuideBlocks.swift(in: try Self.guide())
    #expect(blocks.count >= 8, "the guide has a Swift block for each question it answers")
    for block in blocks {
      #expect(
        snippets.contains { GuideBlocks.appears(block, in: $0) },
        """
        This block of Docs/Testing.md is in no GuideSnippets*.swift file:
        \(block.joined(separator: "\n"))
        """
      )
    }
  }

  @Test("The body expectation failure the guide shows is the one recorded")
  func bodyFailureMessage() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    let messages = try recordedIssues {
      try host.expectBodies(.view(Editor.self)) {
        try host.tap("Save")
      }
    }
    #expect(messages.count == 1)
    try #require(try Self.guide().contains(messages.joined()), "\(messages.joined())")
  }

  @Test("The text failure the guide shows is the one recorded")
  func textFailureMessage() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    try host.tap("Save")
    let messages = recordedIssues {
      host.expectText(
        """
        Notes: 1
        [x] Milk
        Title: []
        [Save]
        """)
    }
    #expect(messages.count == 1)
    try #require(try Self.guide().contains(messages.joined()), "\(messages.joined())")
  }
}
