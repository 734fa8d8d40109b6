import CellGraphCore

/// A menu of its own in the menu bar, after the standard ones: SwiftUI's `CommandMenu`. Its
/// content is views — buttons, toggles, dividers — that `AppHost.menuBar` shows as
/// `Shapes: [Add Circle] [Add Square]`.
///
/// ```swift
/// WindowGroup { ContentView() }
///   .commands {
///     CommandMenu("Shapes") {
///       Button("Add Circle") { model.add(.circle) }
///     }
///   }
/// ```
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  let name: String
  let content: Content

  /// A menu named `name` with `content` as its items.
  public init(_ name: String, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  /// Built-in commands have no body: the runtime reads them directly.
  public var body: Never { primitiveCommandsBody(Self.self) }

  func menuView() -> AnyView { AnyView(MenuLine(menu: name, content: content)) }
}

/// Items added to one of the standard menus, at a placement: SwiftUI's `CommandGroup`.
///
/// Headlessly there are no standard items to keep or replace: `before:`, `after:` and
/// `replacing:` all add the items to the placement's menu (`.undoRedo` → `Edit`).
///
/// ```swift
/// CommandGroup(replacing: .undoRedo) {
///   UndoButtons()
/// }
/// ```
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  let placement: CommandGroupPlacement
  let content: Content

  /// Items placed before the standard ones at `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  /// Items placed after the standard ones at `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  /// Items in place of the standard ones at `group`.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  /// Built-in commands have no body: the runtime reads them directly.
  public var body: Never { primitiveCommandsBody(Self.self) }

  func menuView() -> AnyView { AnyView(MenuLine(menu: placement.menu, content: content)) }
}

/// Where in the standard menus a `CommandGroup` goes: SwiftUI's `CommandGroupPlacement`, each
/// with the menu it belongs to.
public struct CommandGroupPlacement: Sendable {
  /// The standard menu of the placement: `App`, `File`, `Edit`, `Format`, `View`, `Window` or
  /// `Help`.
  public let menu: String

  private init(menu: String) { self.menu = menu }

  /// About the app (`App` menu).
  public static let appInfo = Self(menu: "App")
  /// The app's settings (`App` menu).
  public static let appSettings = Self(menu: "App")
  /// Services (`App` menu).
  public static let systemServices = Self(menu: "App")
  /// Hiding the app (`App` menu).
  public static let appVisibility = Self(menu: "App")
  /// Quitting (`App` menu).
  public static let appTermination = Self(menu: "App")
  /// New windows and documents (`File` menu).
  public static let newItem = Self(menu: "File")
  /// Saving (`File` menu).
  public static let saveItem = Self(menu: "File")
  /// Import and export (`File` menu).
  public static let importExport = Self(menu: "File")
  /// Printing (`File` menu).
  public static let printItem = Self(menu: "File")
  /// Undo and redo (`Edit` menu).
  public static let undoRedo = Self(menu: "Edit")
  /// Cut, copy and paste (`Edit` menu).
  public static let pasteboard = Self(menu: "Edit")
  /// Find and spelling (`Edit` menu).
  public static let textEditing = Self(menu: "Edit")
  /// Fonts and text (`Format` menu).
  public static let textFormatting = Self(menu: "Format")
  /// Toolbar items (`View` menu).
  public static let toolbar = Self(menu: "View")
  /// The sidebar (`View` menu).
  public static let sidebar = Self(menu: "View")
  /// Window size (`Window` menu).
  public static let windowSize = Self(menu: "Window")
  /// Window arrangement (`Window` menu).
  public static let windowArrangement = Self(menu: "Window")
  /// Window list (`Window` menu).
  public static let windowList = Self(menu: "Window")
  /// Help (`Help` menu).
  public static let help = Self(menu: "Help")
}

/// One line of the menu bar: the menu's name, then its items side by side.
///
///     Shapes: [Add Circle] [Add Square]
struct MenuLine<Content: View>: View {
  let menu: String
  let content: Content

  var body: some View {
    HStack {
      Text("\(menu):")
      content
    }
  }
}
