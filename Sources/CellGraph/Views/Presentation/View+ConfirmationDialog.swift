import CellGraphCore

nonisolated extension View {
  /// Presents a confirmation dialog while `isPresented` is `true`, with `actions` as its
  /// buttons.
  ///
  /// The host shows it after the screen in a frame titled `confirmation dialog`: the title
  /// (only with `titleVisibility: .visible`; `.automatic` hides it, as on iOS), the message,
  /// then each button on its own line. Without a button of role `.cancel`, a `Cancel` button is
  /// added, as on iOS. A button's action runs, then the dialog is dismissed;
  /// `host.dismissPresentation()` taps the cancel button (a tap outside).
  ///
  /// ```swift
  /// Button("Discard") { asks = true }
  ///   .confirmationDialog("Discard changes?", isPresented: $asks) {
  ///     Button("Discard", role: .destructive) { discard() }
  ///   }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog with a `Text` title.
  ///
  /// ```swift
  /// .confirmationDialog(Text("Sign out?"), isPresented: $asks) { Button("Sign Out") { out() } }
  /// ```
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(
      isPresented: isPresented,
      content: dialogContent(title, titleVisibility, actions(), EmptyView()))
  }

  /// Presents a confirmation dialog with a message.
  ///
  /// ```swift
  /// .confirmationDialog("Discard?", isPresented: $asks) {
  ///   Button("Discard", role: .destructive) { discard() }
  /// } message: {
  ///   Text("Your edits will be lost.")
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a `Text` title and a message.
  ///
  /// ```swift
  /// .confirmationDialog(Text("Discard?"), isPresented: $asks) {} message: { Text("Sure?") }
  /// ```
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(
      isPresented: isPresented,
      content: dialogContent(title, titleVisibility, actions(), message()))
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is `true` and `data` is
  /// not `nil`; the actions are made from the data.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $asks, presenting: file) { file in
  ///   Button("Delete \(file.name)", role: .destructive) { delete(file) }
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions)
  }

  /// Presents a confirmation dialog about `data`, with a `Text` title.
  ///
  /// ```swift
  /// .confirmationDialog(Text("Delete?"), isPresented: $asks, presenting: file) { _ in }
  /// ```
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      isPresented: isPresented,
      content: data.map { dialogContent(title, titleVisibility, actions($0), EmptyView()) })
  }

  /// Presents a confirmation dialog about `data`, with actions and a message made from it.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $asks, presenting: file) { file in
  ///   Button("Delete", role: .destructive) { delete(file) }
  /// } message: { file in
  ///   Text("\(file.name) will be deleted.")
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog about `data`, with a `Text` title, and actions and a
  /// message made from the data.
  ///
  /// ```swift
  /// .confirmationDialog(Text("Delete?"), isPresented: $asks, presenting: file) { _ in
  /// } message: { Text($0.name) }
  /// ```
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: BindingCell<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      isPresented: isPresented,
      content: data.map { dialogContent(title, titleVisibility, actions($0), message($0)) })
  }

  private func dialogContent<A: View, M: View>(
    _ title: Text, _ visibility: Visibility, _ actions: A, _ message: M
  ) -> AlertContent<A, M> {
    AlertContent(
      title: visibility == .visible ? title : nil, message: message, actions: actions,
      addedButton: .cancelWhenMissing)
  }

  private func presentingDialog<A: View, M: View>(
    isPresented: BindingCell<Bool>, content: AlertContent<A, M>?
  ) -> some View {
    PresentationModifier(
      content: self, kind: .confirmationDialog,
      trigger: DataTrigger(isPresented: isPresented, data: content), layer: { $0 },
      onDismiss: nil)
  }
}
