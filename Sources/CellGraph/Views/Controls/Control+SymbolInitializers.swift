import CellGraphCore

// SwiftUI's initializers that take a symbol or an image resource for a control's label: the
// label is a `Label` of the title and the image, shown as `(plus) Add`.

extension Button where Label == CellGraph.Label<Text, Image> {
  /// A button labelled with `title` and the system symbol `systemImage`: SwiftUI's
  /// `Button(_:systemImage:action:)`.
  ///
  /// ```swift
  /// Button("Add", systemImage: "plus") { add() }   // [(plus) Add]
  /// ```
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { CellGraph.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, labelled with `title` and the system symbol `systemImage`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { CellGraph.Label(title, systemImage: systemImage) }
  }

  /// A button labelled with `title` and the asset `image`: SwiftUI's `Button(_:image:action:)`.
  ///
  /// ```swift
  /// Button("Share", image: ImageResource(name: "share", bundle: .main)) { share() }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { CellGraph.Label(title, image: image) }
  }
}

extension Toggle where Label == CellGraph.Label<Text, Image> {
  /// A toggle labelled with `title` and the system symbol `systemImage`: SwiftUI's
  /// `Toggle(_:systemImage:isOn:)`.
  ///
  /// ```swift
  /// Toggle("Favorite", systemImage: "star", isOn: $isFavorite)   // [ ] (star) Favorite
  /// ```
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: BindingCell<Bool>) {
    self.init(isOn: isOn) { CellGraph.Label(title, systemImage: systemImage) }
  }

  /// A toggle labelled with `title` and the asset `image`: SwiftUI's `Toggle(_:image:isOn:)`.
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: BindingCell<Bool>) {
    self.init(isOn: isOn) { CellGraph.Label(title, image: image) }
  }
}

extension Menu where Label == CellGraph.Label<Text, Image> {
  /// A menu labelled with `title` and the system symbol `systemImage`: SwiftUI's
  /// `Menu(_:systemImage:content:)`.
  ///
  /// ```swift
  /// Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") { sortByName() } }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { CellGraph.Label(title, systemImage: systemImage) }
  }

  /// A menu labelled with `title` and `systemImage` that runs `primaryAction` when tapped:
  /// SwiftUI's `Menu(_:systemImage:content:primaryAction:)`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { CellGraph.Label(title, systemImage: systemImage) },
      primaryAction: primaryAction)
  }
}
