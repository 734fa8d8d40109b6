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

  // Blocks of two to four children: the same `TupleView`s, built by code with no parameter pack,
  // which is specialized for the children's types (see `TupleStorage+Arity.swift`). Inlinable:
  // see `TupleStorage`.
  @inlinable
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<C0, C1> {
    TupleView(storage: .make(c0, c1))
  }

  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<C0, C1, C2> {
    TupleView(storage: .make(c0, c1, c2))
  }

  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<C0, C1, C2, C3> {
    TupleView(storage: .make(c0, c1, c2, c3))
  }

  // Any other count. Inlinable: see `TupleStorage`.
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
