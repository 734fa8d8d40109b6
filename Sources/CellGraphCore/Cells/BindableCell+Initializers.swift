/// `Bindable`'s initializer from another bindable, as SwiftUI declares it.
extension BindableCell {
  /// Makes bindings to the object another bindable wraps: `$book` handed on keeps its object.
  ///
  /// ```swift
  /// struct TitleField: View {
  ///   @BindableCell var book: Book
  ///   init(book: BindableCell<Book>) { _book = BindableCell(projectedValue: book) }
  ///   var body: some View { TextField("Title", text: $book.title) }
  /// }
  /// ```
  public init(projectedValue bindable: BindableCell<Model>) {
    self = bindable
  }
}
