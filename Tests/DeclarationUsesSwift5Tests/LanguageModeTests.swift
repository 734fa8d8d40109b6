import Testing

// This target compiles the declaration uses in `Uses/` (a link to `Tests/DeclarationUses`, which
// the Swift 6 target compiles too) in the Swift 5 language mode.

@Suite struct LanguageModeTests {
  @Test("The declaration uses of this target are compiled in the Swift 5 language mode")
  func languageMode() {
    #if swift(>=6)
      let mode = 6
    #else
      let mode = 5
    #endif
    #expect(mode == 5)
  }
}
