import CellGraphCore

/// Menu commands of an app's scenes: SwiftUI's `Commands`. Give them to a scene with
/// `.commands { … }`; `AppHost.menuBar` shows them, and a test taps them there.
///
/// A `Commands` type of your own can have fields, as a view does (`@Environment(\.undoManager)`):
/// they are installed before its `body` runs, in the menu bar's host.
///
/// ```swift
/// struct ShapeCommands: Commands {
///   @Environment(\.undoManager) var undoManager
///   var body: some Commands {
///     CommandMenu("Shapes") {
///       Button("Undo") { undoManager?.undo() }
///     }
///   }
/// }
/// ```
@MainActor
public protocol Commands {
  /// The type of commands this value's body produces.
  associatedtype Body: Commands

  /// The commands this value is made of.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Builds commands from those listed in a `body`: SwiftUI's `CommandsBuilder`.
@MainActor
@resultBuilder
public enum CommandsBuilder {
  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// One group of commands is itself.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  /// Several groups of commands, in order.
  public static func buildBlock<each Content: Commands>(
    _ content: repeat each Content
  ) -> TupleCommands<repeat each Content> {
    TupleCommands(content: (repeat each content))
  }
}

/// No commands: SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, PrimitiveCommands {
  /// No commands.
  public init() {}

  /// Built-in commands have no body: the runtime reads them directly.
  public var body: Never { primitiveCommandsBody(Self.self) }

  func menuView() -> AnyView { AnyView(EmptyView()) }
}

/// Commands listed one after another in a `body`.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
  let content: (repeat each Content)

  /// Built-in commands have no body: the runtime reads them directly.
  public var body: Never { primitiveCommandsBody(Self.self) }

  func menuView() -> AnyView {
    var views: [AnyView] = []
    for commands in repeat each content { views.append(commandsView(commands)) }
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        ForEach(views.indices, id: \.self) { views[$0] }
      })
  }
}

/// Commands the runtime shows directly instead of through their `body`.
@MainActor
protocol PrimitiveCommands {
  /// The lines of the menu bar these commands make.
  func menuView() -> AnyView
}

/// The view of `commands` in the menu bar: a built-in's lines, or a view that evaluates custom
/// commands' body, its fields installed in that view's node (as a view's are in its own).
@MainActor
func commandsView<C: Commands>(_ commands: C) -> AnyView {
  if let primitive = commands as? any PrimitiveCommands { return primitive.menuView() }
  return AnyView(CustomCommandsView(commands: commands))
}

/// Custom commands in the menu bar: each has a node of its own, where its fields live.
struct CustomCommandsView<C: Commands>: View {
  let commands: C

  var body: some View {
    var commands = commands
    Node.installFieldsInEvaluatingNode(of: &commands)
    return commandsView(commands.body)
  }
}

/// The `body` of built-in commands, which the runtime never calls.
func primitiveCommandsBody<C>(_ commands: C.Type) -> Never {
  preconditionFailure("\(C.self) are built-in commands: the runtime reads them, they have no body")
}
