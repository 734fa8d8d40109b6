extension Text {
  /// A text that shows `image` inline, as the image's text form, so that it joins other texts
  /// with `+` as SwiftUI's image-in-text does.
  ///
  /// ```swift
  /// Text(Image(systemName: "star.fill")) + Text(" 4.5")   // (star.fill) 4.5
  /// ```
  ///
  /// A decorative image (`Image(decorative:)`) shows nothing.
  public init(_ image: Image) {
    self.init(verbatim: image.token ?? "")
  }
}
