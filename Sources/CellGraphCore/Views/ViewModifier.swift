/// A reusable transformation of a view: the counterpart of SwiftUI's `ViewModifier`.
///
/// A modifier's `body(content:)` is evaluated like a view's `body`: it may hold `StateCell`s and
/// `EnvironmentCell`s (installed with the modified view's identity), its reads are tracked, and its
/// evaluations are counted under the modifier's type. `content` stands for the view the modifier is
/// applied to.
///
/// ```swift
/// struct Tagged: ViewModifier {
///   let tag: String
///   @StateCell private var taps = 0
///
///   func body(content: Content) -> some View {
///     HStack {
///       Text("[\(tag)]")
///       content
///       Button("tap \(tag)") { taps += 1 }
///       Text("\(taps)")
///     }
///   }
/// }
///
/// Text("Hello").modifier(Tagged(tag: "a"))
/// ```
///
/// When only the modified view changes, the runtime updates `content` in place without
/// re-running `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The placeholder for the modified view inside `body(content:)`.
  typealias Content = ViewModifierContent<Self>

  /// Builds the modified view around `content`.
  @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension View {
  /// Applies `modifier` to this view.
  ///
  /// ```swift
  /// Text("Hello").modifier(Tagged(tag: "a"))
  /// ```
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view with a modifier applied: `view.modifier(m)`.
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ModifiedContent: InstallsNestedFields {
  static var nestedLayout: FieldLayout { FieldLayout.of(Modifier.self) }
}

@MainActor extension ModifiedContent: RenamingPrimitive {
  package typealias NodeState = ContentProvider<Content, Modifier>

  static var displayType: Any.Type { Modifier.self }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let provider: ContentProvider<Content, Modifier>
    if let existing = node.state {
      provider = existing
    } else {
      provider = ContentProvider(content: content, modifier: modifier)
      node.state = provider
      runBody(node, provider: provider, reason: reason)
      return
    }
    let contentChanged = provider.receive(content)
    var modifierChanged = false
    if node.flags.contains(.valueReplaced) {
      // `modifier` is the value just received (not yet installed): compare it with the last one.
      modifierChanged = !ViewTypeInfo.of(Modifier.self).isSameInput(
        provider.lastModifier, modifier)
      provider.lastModifier = modifier
    }
    let onlyContentChanged =
      reason == .inputChanged && contentChanged && !modifierChanged
      && !node.flags.contains(.wasDirty)
    if !onlyContentChanged {
      runBody(node, provider: provider, reason: modifierChanged ? .inputChanged : reason)
    } else {
      // Only the modified view changed: hand it to the placeholders without re-running the
      // modifier's body.
      provider.updatePlaceholders()
    }
  }

  private func runBody(
    _ node: PrimitiveNode<Self>, provider: ContentProvider<Content, Modifier>,
    reason: EvaluationReason
  ) {
    let info = ViewTypeInfo.of(Modifier.self)
    if !info.layout.requirements.isEmpty
      && node.lacksEnvironmentObject(&node.view.modifier, layout: info.layout)
    {
      // A missing environment object: the modifier's body cannot run, nothing is shown.
      node.updateChild(EmptyView())
      return
    }
    let placeholder = ViewModifierContent<Modifier>(provider: provider, version: provider.version)
    let body = node.evaluateBody(of: &node.view.modifier, info: info, reason: reason) {
      $0.body(content: placeholder)
    }
    node.updateChild(body)
  }
}

/// Holds the modified view for the placeholders inside a modifier's body.
@MainActor
package final class ContentProvider<Content: View, Modifier>: AnyContentProvider {
  private(set) var content: Content
  /// The modifier value of the last evaluation, to tell a changed modifier from changed content.
  var lastModifier: Modifier

  init(content: Content, modifier: Modifier) {
    self.content = content
    self.lastModifier = modifier
  }

  /// Takes a new modified view; returns whether it is a different input.
  func receive(_ newContent: Content) -> Bool {
    if ViewTypeInfo.of(Content.self).isSameInput(content, newContent) { return false }
    content = newContent
    version += 1
    return true
  }

  override func update(placeholder node: Node) {
    node.updateChild(content)
  }
}

/// The type-erased part of `ContentProvider` that placeholders talk to.
@MainActor
package class AnyContentProvider {
  /// Changes whenever the modified view changes, so placeholders compare as different inputs.
  var version = 0
  /// The live placeholder nodes (the modifier's body may use `content` more than once). Weak:
  /// each placeholder's view holds this provider, so strong references would form a cycle.
  private var placeholders: [WeakNode] = []

  private struct WeakNode {
    weak var node: Node?
  }

  func update(placeholder node: Node) {}

  func register(_ node: Node) {
    placeholders.removeAll { $0.node == nil || $0.node?.isRemoved == true }
    if !placeholders.contains(where: { $0.node === node }) {
      placeholders.append(WeakNode(node: node))
    }
  }

  /// Re-evaluates every live placeholder with the current modified view.
  func updatePlaceholders() {
    placeholders.removeAll { $0.node == nil || $0.node?.isRemoved == true }
    for placeholder in placeholders { placeholder.node?.run(.inputChanged) }
  }
}

/// Stands for the modified view inside `ViewModifier.body(content:)`.
public nonisolated struct ViewModifierContent<Modifier: ViewModifier>: View {
  let provider: AnyContentProvider
  let version: Int

  init(provider: AnyContentProvider, version: Int) {
    self.provider = provider
    self.version = version
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ViewModifierContent: PrimitiveView {
  package static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    provider.register(node)
    provider.update(placeholder: node)
  }
}

@MainActor extension ViewModifierContent: FieldComparable {
  package static func isSameInput(_ lhs: ViewModifierContent, _ rhs: ViewModifierContent) -> Bool {
    lhs.provider === rhs.provider && lhs.version == rhs.version
  }
}
