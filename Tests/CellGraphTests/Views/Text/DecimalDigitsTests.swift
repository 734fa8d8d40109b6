import Testing

@testable import CellGraph

/// `LocalizedStringKey`'s integer interpolation writes digits itself (`DecimalDigits`); SwiftUI's
/// generic interpolation writes a value as `String(describing:)` does, so these pin the fast
/// form to that text, and the Markdown check's byte scan to the characters it looks for.
@Suite struct DecimalDigitsTests {
  @Test("Digits written into a string equal String(describing:) for every kind of Int")
  func digitsMatchDescription() {
    let values = [0, 7, -7, 10, 99, 100, -100, 1_234_567, Int.max, Int.min, Int.min + 1]
    for value in values {
      var text = "n="
      DecimalDigits.append(value, to: &text)
      #expect(text == "n=" + String(describing: value))
    }
  }

  @Test("A key with integer interpolations keeps its literals and escapes nothing in the digits")
  func integerInterpolationInKey() {
    let plain: LocalizedStringKey = "row \(12): \(-40)"
    #expect(plain.text == "row 12: -40")
    #expect(plain.markdown == nil)
    let marked: LocalizedStringKey = "**row** \(12)"
    #expect(marked.text == "**row** 12")
    #expect(marked.markdown == "**row** 12")
  }

  @Test("Only Markdown's marker characters make a literal be read as Markdown")
  func markerScan() {
    for marker in ["*", "_", "~", "`", "[", "\\"] {
      #expect(InlineMarkdown.mayHaveMarkup("a\(marker)b"))
    }
    #expect(!InlineMarkdown.mayHaveMarkup("row 12: (40) # + - ! ] é 😀"))
    #expect(!InlineMarkdown.mayHaveMarkup(""))
  }
}
