import CellGraphCore

extension Scene {
  /// Adds menu commands while this scene runs: SwiftUI's `commands(content:)`.
  /// `AppHost.menuBar` shows them; tapping one runs it, with the key document window's undo
  /// stack in `\.undoManager`.
  ///
  /// ```swift
  /// DocumentGroup(newDocument: { Canvas() }) { CanvasView(document: $0.document) }
  ///   .commands {
  ///     CommandMenu("Canvas") { ClearButton() }
  ///   }
  /// ```
  public func commands<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    CommandsScene(scene: self, commands: content())
  }
}

/// A scene with menu commands: the scene itself, and its commands for the menu bar.
struct CommandsScene<Content: Scene, C: Commands>: Scene, PrimitiveScene {
  let scene: Content
  let commands: C

  var body: Never { primitiveSceneBody(Self.self) }

  func collect(into entries: inout [SceneEntry]) {
    collectScenes(scene, into: &entries)
    entries.append(.commands(commandsView(commands)))
  }
}

/// The app's menu bar: the lines of every scene's commands, in the order the scenes declare them,
/// with the key document window's undo stack in `\.undoManager` and the active window's focused
/// values.
///
///     Edit: [Undo] [Redo]
///     Shapes: [Add Circle]
struct MenuBar: View {
  let menus: [AnyView]
  let undoManager: UndoStack?
  /// The active window's focused values, which the commands' `@FocusedValueCell`s read.
  let focusedScene: FocusedValueTable?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(menus.indices, id: \.self) { menus[$0] }
    }
    .environment(\.undoManager, undoManager)
    .environment(\.focusedScene, focusedScene)
  }
}
