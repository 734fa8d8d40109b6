import CellGraphCore

nonisolated extension View {
  /// Declares the screen a stack shows for pushed values of type `data`, as SwiftUI's
  /// `navigationDestination(for:destination:)`.
  ///
  /// The declaration counts for the whole stack the view is in (its root and every pushed
  /// screen) while the view is in the tree. When several views declare one type, the last
  /// evaluated wins.
  ///
  /// ```swift
  /// List(recipes) { NavigationLink($0.name, value: $0) }
  ///   .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    DestinationDeclaration(content: self, destination: destination)
  }

  /// Pushes `destination` on the stack this view is in while `isPresented` is `true`, as
  /// SwiftUI's `navigationDestination(isPresented:destination:)`. Going back (or `\.dismiss`
  /// inside the destination) writes `false`.
  ///
  /// ```swift
  /// Button("Show details") { showsDetails = true }
  ///   .navigationDestination(isPresented: $showsDetails) { Details() }
  /// ```
  public func navigationDestination<C: View>(
    isPresented: BindingCell<Bool>, @ViewBuilder destination: () -> C
  ) -> some View {
    PresentedDestination<Self, Bool, C>(
      content: self, isPresented: isPresented, item: nil, view: destination(), build: nil)
  }

  /// Pushes the screen `destination` builds for `item` on the stack this view is in while `item`
  /// is not `nil`, as SwiftUI's `navigationDestination(item:destination:)`. Going back writes
  /// `nil`.
  ///
  /// ```swift
  /// List(recipes, selection: $selected) { … }
  ///   .navigationDestination(item: $selected) { RecipeDetail(id: $0) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    item: BindingCell<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    PresentedDestination(
      content: self, isPresented: nil, item: item, view: nil, build: destination)
  }
}

/// The view `navigationDestination(for:destination:)` returns: it declares its destination to
/// the stack it is in, then shows its content.
nonisolated struct DestinationDeclaration<Content: View, D: Hashable, C: View>: View {
  let content: Content
  let destination: (D) -> C

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension DestinationDeclaration: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let stack = Tracking.untracked({ node.environment.navigationStack }) {
      let destination = self.destination
      stack.register(D.self, owner: node) { value in
        (value.base as? D).map { AnyView(destination($0)) }
      }
    }
    node.updateChild(content)
  }
}
