import Testing

@testable import CellGraph
@testable import CellGraphCore

@Suite struct ContentTypeTests {
  @Test("System types conform through their parents, and not across branches")
  func conformance() {
    #expect(ContentType.json.conforms(to: .text))
    #expect(ContentType.json.conforms(to: .data))
    #expect(ContentType.json.conforms(to: .item))
    #expect(ContentType.json.conforms(to: .json), "a type conforms to itself")
    #expect(!ContentType.json.conforms(to: .image))
    #expect(!ContentType.data.conforms(to: .json), "conformance goes up, not down")
    #expect(ContentType.utf8PlainText.supertypes.contains(.plainText))
    #expect(ContentType.text.isSupertype(of: .json) && ContentType.json.isSubtype(of: .text))
    #expect(!ContentType.json.isSubtype(of: .json))
  }

  @Test("An exported type takes its extension from its identifier and conforms to data")
  func exported() {
    let emojiart = ContentType(exportedAs: "edu.stanford.cs193p.emojiart")
    #expect(emojiart.identifier == "edu.stanford.cs193p.emojiart")
    #expect(emojiart.preferredFilenameExtension == "emojiart")
    #expect(emojiart.conforms(to: .data) && !emojiart.conforms(to: .text))
    #expect(emojiart.isDeclared && !emojiart.isDynamic)
    let notes = ContentType(
      exportedAs: "com.example.notes", filenameExtensions: ["note", "notes"], conformingTo: .json)
    #expect(notes.filenameExtensions == ["note", "notes"])
    #expect(notes.conforms(to: .text), "the parent's parents count")
  }

  @Test("An imported type is declared like an exported one")
  func imported() {
    let sketch = ContentType(importedAs: "com.example.sketch", filenameExtensions: ["sketch"])
    #expect(sketch.preferredFilenameExtension == "sketch" && sketch.conforms(to: .data))
  }

  @Test("Types are equal and hash by identifier")
  func equality() {
    let one = ContentType(exportedAs: "com.example.a", filenameExtensions: ["a"])
    let other = ContentType(exportedAs: "com.example.a", filenameExtensions: ["b"])
    #expect(one == other)
    #expect(Set([one, other]).count == 1)
    #expect(one != .json)
  }

  @Test("Identifiers and extensions find the system types; unknown extensions are dynamic")
  func lookup() {
    #expect(ContentType("public.json") == .json)
    #expect(ContentType("public.nothing") == nil)
    #expect(ContentType(filenameExtension: "JSON") == .json)
    #expect(ContentType(filenameExtension: "jpg") == .jpeg)
    #expect(ContentType(filenameExtension: "json", conformingTo: .image) == nil)
    let unknown = ContentType(filenameExtension: "zzz")
    #expect(unknown?.isDynamic == true && unknown?.preferredFilenameExtension == "zzz")
    #expect(unknown?.conforms(to: .data) == true)
    #expect(ContentType.plainText.description == "public.plain-text")
  }
}
