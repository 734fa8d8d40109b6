import CellGraphCore

/// An image, shown in text as its name between parentheses: `Image(systemName: "star")` is
/// `(star)`, `Image("logo")` is `(logo)`. A decorative image has no text.
///
/// ```swift
/// HStack {
///   Image(systemName: "bell")
///   Text("3 alerts")
/// }
/// // (bell) 3 alerts
/// ```
public nonisolated struct Image: View, Equatable, Sendable {
  let name: String?

  /// A system symbol by its name.
  public init(systemName: String) {
    self.name = systemName
  }

  /// An image from the app's assets by its name.
  public init(_ name: String) {
    self.name = name
  }

  /// An image that only decorates, and has no text form.
  public init(decorative name: String) {
    self.name = nil
  }

  /// The image, resizable (not shown in the text form).
  public func resizable() -> Image { self }

  /// The image rendered as `mode` (not shown in the text form).
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// How an image's colours are used.
  public enum TemplateRenderingMode: Sendable, Hashable {
    case template, original
  }

  /// The text form (see the type's documentation), `nil` for a decorative image.
  var token: String? { name.map { "(\($0))" } }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Image: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    token.map { [TextBlock($0)] } ?? []
  }
}

/// The size of symbols in a view, for `imageScale(_:)`.
public enum ImageScale: Sendable, Hashable {
  case small, medium, large
}

nonisolated extension View {
  /// Sets the size of symbols in this view (not shown in the text form).
  ///
  /// ```swift
  /// Image(systemName: "gear").imageScale(.large)
  /// ```
  public func imageScale(_ scale: ImageScale) -> some View {
    visualEffect(scale)
  }
}
