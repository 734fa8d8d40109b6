import CellGraphCore
import Foundation

nonisolated extension View {
  /// Presents an alert titled `title` while `isPresented` is `true`, with `actions` as its
  /// buttons.
  ///
  /// The host shows it after the screen in a frame titled `alert`: the title, the message, then
  /// each button on its own line. A button's action runs, then the alert is dismissed
  /// (`isPresented` becomes `false`); `host.tap("Delete")` does both. With no button among the
  /// actions, the alert has an `OK` button, as in SwiftUI. `host.dismissPresentation()` taps
  /// the button with role `.cancel` (the escape key), and is refused when there is none.
  ///
  /// ```swift
  /// Button("Delete") { confirming = true }
  ///   .alert("Delete the draft?", isPresented: $confirming) {
  ///     Button("Delete", role: .destructive) { deleteDraft() }
  ///     Button("Cancel", role: .cancel) {}
  ///   }
  /// ```
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: BindingCell<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a `Text` title (see `alert(_:isPresented:actions:)`).
  ///
  /// ```swift
  /// .alert(Text("Saved"), isPresented: $saved) {}
  /// ```
  public func alert<A: View>(
    _ title: Text, isPresented: BindingCell<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingAlert(isPresented: isPresented, content: alertContent(title, actions(), EmptyView()))
  }

  /// Presents an alert with a message below its title (see `alert(_:isPresented:actions:)`).
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $asks) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: {
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: BindingCell<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with a `Text` title and a message.
  ///
  /// ```swift
  /// .alert(Text("Offline"), isPresented: $offline) {} message: { Text("Retrying soon.") }
  /// ```
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: BindingCell<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentingAlert(isPresented: isPresented, content: alertContent(title, actions(), message()))
  }

  /// Presents an alert about `data` while `isPresented` is `true` and `data` is not `nil`; the
  /// actions are made from the data.
  ///
  /// ```swift
  /// .alert("Delete file?", isPresented: $asks, presenting: file) { file in
  ///   Button("Delete \(file.name)", role: .destructive) { delete(file) }
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: BindingCell<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert about `data`, with a `Text` title.
  ///
  /// ```swift
  /// .alert(Text("Delete?"), isPresented: $asks, presenting: file) { _ in Button("OK") {} }
  /// ```
  public func alert<A: View, T>(
    _ title: Text, isPresented: BindingCell<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingAlert(
      isPresented: isPresented,
      content: data.map { alertContent(title, actions($0), EmptyView()) })
  }

  /// Presents an alert about `data`, with actions and a message made from the data.
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $asks, presenting: file) { file in
  ///   Button("Delete", role: .destructive) { delete(file) }
  /// } message: { file in
  ///   Text("\(file.name) will be deleted.")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: BindingCell<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents an alert about `data`, with a `Text` title, and actions and a message made from
  /// the data.
  ///
  /// ```swift
  /// .alert(Text("Delete?"), isPresented: $asks, presenting: file) { _ in } message: { Text($0.name) }
  /// ```
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: BindingCell<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingAlert(
      isPresented: isPresented,
      content: data.map { alertContent(title, actions($0), message($0)) })
  }

  /// Presents an alert for `error` while `isPresented` is `true` and `error` is not `nil`,
  /// titled with its `errorDescription`.
  ///
  /// ```swift
  /// .alert(isPresented: $failed, error: saveError) {
  ///   Button("Retry") { save() }
  /// }
  /// ```
  public func alert<E: LocalizedError, A: View>(
    isPresented: BindingCell<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingAlert(
      isPresented: isPresented,
      content: error.map { alertContent(Text(Self.title(of: $0)), actions(), EmptyView()) })
  }

  /// Presents an alert for `error`, with actions and a message made from the error.
  ///
  /// ```swift
  /// .alert(isPresented: $failed, error: saveError) { _ in
  ///   Button("OK") {}
  /// } message: { error in
  ///   Text(error.recoverySuggestion ?? "")
  /// }
  /// ```
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: BindingCell<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    presentingAlert(
      isPresented: isPresented,
      content: error.map { alertContent(Text(Self.title(of: $0)), actions($0), message($0)) })
  }

  private static func title<E: LocalizedError>(of error: E) -> String {
    error.errorDescription ?? error.localizedDescription
  }

  private func alertContent<A: View, M: View>(
    _ title: Text, _ actions: A, _ message: M
  ) -> AlertContent<A, M> {
    AlertContent(title: title, message: message, actions: actions, addedButton: .okWhenEmpty)
  }

  /// An alert whose content was made when the modifier was (SwiftUI calls the builders of an
  /// alert at once, with the data when there is some): presented while `isPresented` is true
  /// and there is content.
  private func presentingAlert<A: View, M: View>(
    isPresented: BindingCell<Bool>, content: AlertContent<A, M>?
  ) -> some View {
    PresentationModifier(
      content: self, kind: .alert, trigger: DataTrigger(isPresented: isPresented, data: content),
      layer: { $0 }, onDismiss: nil)
  }
}
