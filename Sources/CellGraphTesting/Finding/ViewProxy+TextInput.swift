import CellGraph

/// What the text field a found view is, is part of, or contains asks of the keyboard.
extension ViewProxy {
  /// The keyboard settings of the text field this view is, is part of, or contains: what
  /// `.keyboardType(_:)`, `.textInputAutocapitalization(_:)`, `.autocorrectionDisabled(_:)` and
  /// `.textContentType(_:)` set above it.
  ///
  /// ```swift
  /// let traits = try host.find(testID: "email").textInputTraits()
  /// #expect(traits.keyboardType == .emailAddress)
  /// ```
  ///
  /// - Throws: ``FindError`` when the view is no text field, is not in one, and contains none
  ///   (or several).
  public func textInputTraits() throws -> TextInputTraits {
    try checkInTree()
    let field = try control(of: "text field")
    return field.textInputTraits ?? TextInputTraits()
  }
}
