import CellGraphCore

/// A control that chooses one value from a set of options: the views in its content tagged with
/// `tag(_:)`.
///
/// Text form: the label, a colon, and the chosen option's label in brackets with `▾`:
/// `Flavor: [Mint ▾]`. When no option's tag equals the selection (a `nil` optional selection, or
/// an invalid one) nothing is shown chosen: `Flavor: [ ▾]`. The options themselves are not shown.
///
/// ```swift
/// @StateCell var flavor = Flavor.vanilla
/// Picker("Flavor", selection: $flavor) {
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Mint").tag(Flavor.mint)
/// }                                            // Flavor: [Vanilla ▾]
///
/// try host.choose("Mint", in: "Flavor")        // flavor == .mint
/// ```
///
/// An option's tag must have the selection's type, or for an optional selection its wrapped type
/// (`Text("None").tag(Flavor?.none)` stands for `nil`). Options may be grouped in `Section`s and
/// produced by `ForEach`; an option is the outermost tagged view, whatever it contains. As in
/// SwiftUI, a `ForEach` row without a tag inside is tagged with its id:
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   ForEach(Flavor.allCases) { Text($0.name) }     // tagged with each flavor's id
/// }
/// ```
///
/// A selection that equals no option's tag gets an `invalidSelection` diagnostic, as SwiftUI logs
/// one; the picker then shows nothing chosen and leaves the selection as it is.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: BindingCell<SelectionValue>
  let content: Content

  /// A picker whose label is a view.
  ///
  /// ```swift
  /// Picker(selection: $size) {
  ///   Text("Small").tag(1)
  ///   Text("Large").tag(2)
  /// } label: {
  ///   Text("Size")
  /// }
  /// ```
  public init(
    selection: BindingCell<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
  /// A picker with a text label.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   ForEach(Flavor.allCases, id: \.self) { Text($0.name).tag($0) }
  /// }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, selection: BindingCell<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.label = Text(title)
    self.selection = selection
    self.content = content()
  }
}

extension ControlKind {
  static let picker = ControlKind("picker")
}

@MainActor extension Picker: Control {
  package typealias NodeState = ValueBox<PickerState>

  static var controlKind: ControlKind { .picker }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(
      node.tracking {
        PickerState(
          selection: AnyHashable(selection.wrappedValue).unwrapped,
          isEnabled: node.trackedIsEnabled)
      })
    node.updateChildren { children in
      children.update(label, key: .position(0))
      children.update(content, key: .position(1))
    }
  }

  /// Renders from the selection the last evaluation read and the options' current text, so that
  /// an option whose label changes re-renders the picker without re-running it. The selection is
  /// checked here for the same reason: options can change under a picker that did not re-run.
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard let state = node.state?.value, node.children.count == 2
    else { return [] }
    let options = Self.options(of: node)
    let chosen = options.first { $0.tag == state.selection }
    if chosen == nil, !Self.isNil(state.selection) {
      node.graph.report(
        .invalidSelection(
          state.selection, of: "picker \"\(node.children[0].ownLabel)\"",
          options: options.map(\.label), at: node))
    }
    let shown = chosen.map { "\($0.label) ▾" } ?? " ▾"
    return [
      TextBlock(
        "\(node.children[0].ownLabel): [\(shown)]\(node.disabledSuffix(state.isEnabled))")
    ]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.children.first?.ownLabel ?? ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard let optionLabel = action.option else { throw .unsupported }
    let options = Self.options(of: node)
    let matching = options.filter { $0.label == optionLabel }
    let listing = options.map { "\"\($0.label)\"" }.joined(separator: ", ")
    guard matching.count == 1 else {
      throw .rejected(
        matching.isEmpty
          ? "it has no option labelled \"\(optionLabel)\". Options: \(listing.isEmpty ? "none" : listing)"
          : "\(matching.count) of its options are labelled \"\(optionLabel)\". Options: \(listing)")
    }
    guard let value = matching[0].tag.base as? SelectionValue else {
      throw .rejected(
        """
        its option "\(optionLabel)" is tagged with a \(type(of: matching[0].tag.base)), which is \
        not a \(SelectionValue.self); a tag must have the selection's type.
        """)
    }
    selection.wrappedValue = value
  }

  /// The options: the tagged views in the content, in tree order, with their labels.
  static func options(of node: PrimitiveNode<Self>) -> [(tag: AnyHashable, label: String)] {
    guard node.children.count == 2 else { return [] }
    return node.children[1].pickerOptions.map { ($0.tag.unwrapped, $0.node.ownLabel) }
  }

  /// Whether `selection` is an optional's `nil`: nothing chosen, which is valid.
  private static func isNil(_ selection: AnyHashable) -> Bool {
    (selection.base as? any OptionalValue)?.isNone ?? false
  }
}

/// What a picker read in its last evaluation.
package struct PickerState {
  var selection: AnyHashable
  var isEnabled: Bool
}

/// An `Optional` seen without its wrapped type.
protocol OptionalValue {
  var isNone: Bool { get }
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  var isNone: Bool { self == nil }
  var wrappedValue: Any? { self.map { $0 } }
}

extension AnyHashable {
  /// The value with an optional's `.some` taken off, so that an optional selection and a tag of
  /// its wrapped type compare equal (`AnyHashable` made in generic code keeps the optional).
  var unwrapped: AnyHashable {
    guard let optional = base as? any OptionalValue, let wrapped = optional.wrappedValue,
      let hashable = wrapped as? AnyHashable
    else { return self }
    return hashable.unwrapped
  }
}

extension Node {
  /// The options below this node, in tree order: the tagged views (`taggedDescendants`), and
  /// the rows of a `ForEach` that contain none, tagged implicitly with their id as in SwiftUI.
  ///
  ///     ForEach(flavors, id: \.self) { Text($0.name) }           rows tagged with each flavor
  ///     ForEach(flavors, id: \.self) { Text($0.name).tag(…) }    the explicit tags win
  final var pickerOptions: [(tag: AnyHashable, node: Node)] {
    var found: [(tag: AnyHashable, node: Node)] = []
    func visit(_ node: Node) {
      if let tag = node.tag {
        found.append((tag, node))
        return
      }
      if let id = node.key.elementID {
        let explicit = node.taggedDescendants
        if explicit.isEmpty { found.append((id, node)) } else { found += explicit }
        return
      }
      for child in node.children { visit(child) }
    }
    visit(self)
    return found
  }

  /// This node's text as one line: its lines, trimmed, joined with spaces. An option's label.
  var ownLabel: String {
    var parts: [Substring] = []
    for line in text.flatMap(\.lines) {
      var slice = Substring(line)
      while slice.first == " " { slice.removeFirst() }
      while slice.last == " " { slice.removeLast() }
      if !slice.isEmpty { parts.append(slice) }
    }
    return parts.joined(separator: " ")
  }
}

@MainActor
extension Diagnostic {
  /// A picker's selection equals none of its options' tags.
  static func invalidSelection(
    _ selection: AnyHashable, of control: String, options: [String], at node: Node
  ) -> Diagnostic {
    let listing = options.isEmpty ? "none" : options.map { "\"\($0)\"" }.joined(separator: ", ")
    return Diagnostic(
      kind: .invalidSelection,
      message: """
        The \(control) at \(node.identityPath): the selection \(String(reflecting: selection.base)) \
        is invalid and does not have an associated tag (options: \(listing)). The picker shows \
        no option chosen and leaves the selection as it is.
        """,
      path: node.identityPath)
  }
}

/// The kind of misuse pickers and tab views report.
extension Diagnostic.Kind {
  /// A picker's selection equals none of its options' tags; it shows nothing chosen.
  public static let invalidSelection = Self("invalidSelection")
}

extension Interaction {
  /// Chooses the option labelled `option` in the picker: writes its tag to the selection
  /// (``ViewHost/choose(_:in:)``).
  public static func choose(_ option: String) -> Interaction {
    Interaction(.kind(.picker), .choose(option))
  }
}

@MainActor extension Picker {
  /// The picker's options by label, and the chosen one, for an interactive runner.
  package func options(_ node: PrimitiveNode<Self>) -> (labels: [String], chosen: Int?)? {
    let options = Self.options(of: node)
    let selection = node.state?.value.selection
    return (options.map(\.label), options.firstIndex { $0.tag == selection })
  }
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Chooses the option labelled `option` in the picker labelled `picker`: writes that option's
  /// tag to the picker's selection.
  ///
  /// An option label the picker does not offer throws an ``InteractionError`` whose message
  /// lists the options, and writes nothing.
  ///
  /// ```swift
  /// try host.choose("Mint", in: "Flavor")
  /// ```
  public func choose(_ option: String, in picker: String) throws {
    try perform(.choose(option), on: picker)
  }
}
