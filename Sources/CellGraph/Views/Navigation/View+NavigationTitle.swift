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

  /// Sets the title the navigation bar shows, from a `Text`, as SwiftUI's
  /// `navigationTitle(_: Text)`.
  ///
  /// ```swift
  /// Inbox().navigationTitle(Text("Inbox"))
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    NavigationBarDeclaration(content: self, declaration: .title(title.content))
  }

  /// Sets an editable title: the bar shows the binding's value, and renaming the title (the
  /// title menu's Rename in SwiftUI, ``ViewHost/renameTitle(to:)`` here) writes the binding, as
  /// SwiftUI's `navigationTitle(_: Binding<String>)`.
  ///
  /// ```swift
  /// @StateCell var name = "Untitled"
  /// Editor().navigationTitle($name)
  ///
  /// try host.renameTitle(to: "Draft")   // name == "Draft"
  /// ```
  public func navigationTitle(_ title: BindingCell<String>) -> some View {
    NavigationBarDeclaration(content: self, declaration: .title(""), editableTitle: title)
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
  /// The binding of an editable title (`navigationTitle(_: BindingCell<String>)`): its value is
  /// the title, read by the node so that a rename re-declares it.
  var editableTitle: BindingCell<String>? = nil

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension NavigationBarDeclaration: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let layer = Tracking.untracked({ node.environment.navigationLayer }) {
      switch declaration {
      case .title(let title):
        if let editableTitle {
          let current = node.tracking { editableTitle.wrappedValue }
          layer.declareTitle(current, by: node, renaming: editableTitle)
        } else {
          layer.declareTitle(title, by: node)
        }
      case .backButtonHidden(let hidden): layer.declareBackButtonHidden(hidden, by: node)
      }
      // The bar is the stack's text: re-render it even if the stack is not evaluated.
      layer.storage.node.setNeedsRender()
    }
    node.updateChild(content)
  }
}
