import CellGraphCore

nonisolated extension View {
  /// Sets the title the navigation bar shows while this view's screen is the top of its stack, as
  /// SwiftUI's `navigationTitle(_:)`. The screen above it shows it on its back button.
  ///
  /// When several views of one screen declare a title, the last one evaluated wins. Outside a
  /// navigation stack the title is not shown.
  ///
  /// ```swift
  /// List(recipes) { … }
  ///   .navigationTitle("Recipes")
  /// ```
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    NavigationBarDeclaration(content: self, declaration: .title(String(title)))
  }

  /// Hides the back button of this view's screen (`true`), as SwiftUI's
  /// `navigationBarBackButtonHidden(_:)`. Going back through the host still works, as a swipe from
  /// the edge would.
  ///
  /// ```swift
  /// EditForm().navigationBarBackButtonHidden()
  /// ```
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    NavigationBarDeclaration(content: self, declaration: .backButtonHidden(hidesBackButton))
  }
}

/// The view `navigationTitle(_:)` and `navigationBarBackButtonHidden(_:)` return: it declares
/// what it carries to the screen it is on and shows its content.
nonisolated struct NavigationBarDeclaration<Content: View>: View {
  enum Declaration: Equatable {
    case title(String)
    case backButtonHidden(Bool)
  }

  let content: Content
  let declaration: Declaration

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension NavigationBarDeclaration: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let layer = Tracking.untracked({ node.environment.navigationLayer }) {
      switch declaration {
      case .title(let title): layer.declareTitle(title, by: node)
      case .backButtonHidden(let hidden): layer.declareBackButtonHidden(hidden, by: node)
      }
      // The bar is the stack's text: re-render it even if the stack is not evaluated.
      layer.storage.node.setNeedsRender()
    }
    node.updateChild(content)
  }
}
