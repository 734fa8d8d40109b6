/// The result builder that turns the statements of a `body` into one view value.
///
/// It supports what SwiftUI's builder supports: any number of child views (as a ``TupleView``,
/// through parameter packs), `if`, `if`/`else`, `if let`, `switch`, and availability checks.
///
/// ```swift
/// @ViewBuilder var body: some View {
///   Text("Title")
///   if let subtitle { Text(subtitle) }
///   switch mode {
///   case .compact: Text("compact")
///   case .full: Text("full")
///   }
/// }
/// ```
@resultBuilder
public nonisolated enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  // Inlinable: see `TupleStorage`.
  @inlinable
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else`: the content, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` (or of a `switch`, nested).
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` (or of a `switch`, nested).
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
