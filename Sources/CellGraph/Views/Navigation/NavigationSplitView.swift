import CellGraphCore

/// Which columns of a `NavigationSplitView` are shown, as SwiftUI's
/// `NavigationSplitViewVisibility`.
///
/// ```swift
/// @StateCell var visibility = NavigationSplitViewVisibility.all
/// ```
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  enum Columns: Hashable, Sendable { case all, doubleColumn, detailOnly }
  let columns: Columns

  /// Every column.
  public static let all = NavigationSplitViewVisibility(columns: .all)
  /// The two trailing columns: the content and the detail (the sidebar and the detail in a
  /// two-column view).
  public static let doubleColumn = NavigationSplitViewVisibility(columns: .doubleColumn)
  /// The detail alone.
  public static let detailOnly = NavigationSplitViewVisibility(columns: .detailOnly)
  /// The platform's choice: every column, for a headless screen.
  public static let automatic = NavigationSplitViewVisibility(columns: .all)
}

/// A view of two or three columns side by side, a sidebar, an optional content column and a
/// detail, as SwiftUI's `NavigationSplitView`.
///
/// Selection drives the columns as in SwiftUI: a `List(selection:)` in the sidebar writes a
/// binding that the detail reads. A hidden column (see `NavigationSplitViewVisibility`) keeps its
/// state, and its disappear and appear actions run as it is hidden and shown.
///
/// ```swift
/// NavigationSplitView {
///   List(folders, selection: $folder) { Text($0.name) }
/// } detail: {
///   FolderDetail(folder: folder)
/// }
/// ```
///
/// Text form: the shown columns side by side, separated by ` │ `, each as wide as its widest
/// line.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let columnVisibility: BindingCell<NavigationSplitViewVisibility>?
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  ///
  /// ```swift
  /// NavigationSplitView { Sidebar() } detail: { Detail() }
  /// ```
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.columnVisibility = nil
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  /// A two-column split view whose shown columns are `columnVisibility`.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: BindingCell<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }
}

extension NavigationSplitView {
  /// A three-column split view.
  ///
  /// ```swift
  /// NavigationSplitView { Folders() } content: { Messages() } detail: { Message() }
  /// ```
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// A three-column split view whose shown columns are `columnVisibility`.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { … } content: { … } detail: { … }
  /// ```
  public init(
    columnVisibility: BindingCell<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }
}

@MainActor extension NavigationSplitView: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let visibility = node.tracking { columnVisibility?.wrappedValue ?? .all }
    node.updateChildren { children in
      children.update(sidebar, key: .position(0))
      if let content { children.update(content, key: .position(1)) }
      children.update(detail, key: .position(2))
    }
    let shown = Self.shownKeys(visibility, threeColumns: content != nil)
    // Shown columns first, so their appear actions run before the hidden ones' disappear.
    for column in node.children where shown.contains(column.key) { column.showSubtree() }
    for column in node.children where !shown.contains(column.key) { column.hideSubtree() }
  }

  /// The columns `visibility` shows, by key.
  private static func shownKeys(
    _ visibility: NavigationSplitViewVisibility, threeColumns: Bool
  ) -> Set<ChildKey> {
    switch visibility.columns {
    case .all: [.position(0), .position(1), .position(2)]
    case .doubleColumn: threeColumns ? [.position(1), .position(2)] : [.position(0), .position(2)]
    case .detailOnly: [.position(2)]
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.renderUnshownChildren()
    let columns = node.children.filter { !$0.flags.contains(.hidesSubtree) }.map {
      TextLayout.vertical($0.text, alignment: .leading, spacing: 0)
    }
    let height = columns.map(\.lines.count).max() ?? 0
    var lines: [String] = []
    for row in 0..<height {
      let cells = columns.enumerated().map { index, column in
        let line = row < column.lines.count ? column.lines[row] : ""
        return index == columns.count - 1 ? line : TextBlock.pad(line, to: column.width)
      }
      lines.append(cells.joined(separator: " │ "))
    }
    let width = lines.map(TextBlock.width(of:)).max() ?? 0
    return [TextBlock(lines: lines, width: width)]
  }
}
