import CellGraphCore
import Foundation

/// A part of an app's user interface with its own life cycle: SwiftUI's `Scene`.
///
/// An app's `body` is built from `WindowGroup`s and `DocumentGroup`s; `AppHost` runs them
/// headlessly. Compose scenes in `body` as views are composed:
///
/// ```swift
/// struct Settings: Scene {
///   var body: some Scene {
///     WindowGroup("Settings") { SettingsView() }
///   }
/// }
/// ```
@MainActor
public protocol Scene {
  /// The type of scene this scene's body produces.
  associatedtype Body: Scene

  /// The scenes this scene is made of.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds a scene from the scenes listed in a `body`: SwiftUI's `SceneBuilder`.
@MainActor
@resultBuilder
public enum SceneBuilder {
  /// One scene is itself.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// Several scenes run side by side.
  public static func buildBlock<each Content: Scene>(
    _ content: repeat each Content
  ) -> TupleScene<repeat each Content> {
    TupleScene(content: (repeat each content))
  }
}

/// Scenes listed one after another in a `body`; the runtime runs each.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  let content: (repeat each Content)

  /// Built-in scenes have no body: the runtime reads them directly.
  public var body: Never { primitiveSceneBody(Self.self) }

  func collect(into entries: inout [SceneEntry]) {
    for scene in repeat each content { collectScenes(scene, into: &entries) }
  }
}

/// A scene the runtime reads directly instead of through its `body`.
@MainActor
protocol PrimitiveScene {
  func collect(into entries: inout [SceneEntry])
}

/// What the runtime found in an app's scenes.
@MainActor
enum SceneEntry {
  /// A window group: a view tree shown when the app starts, with its title and identifier.
  case window(title: String?, id: String?, makeHost: @MainActor () -> ViewHost)
  /// A document group: windows for new and opened documents of the types it reads.
  case documents(
    readable: [ContentType], makeNew: (@MainActor () -> any DocumentScene)?,
    open: @MainActor (URL) throws(DocumentError) -> any DocumentScene)
  /// Menu commands (`.commands`): their lines in the app's menu bar.
  case commands(AnyView)
}

/// Appends the primitive scenes `scene` is made of to `entries`, in order.
@MainActor
func collectScenes<S: Scene>(_ scene: S, into entries: inout [SceneEntry]) {
  if let primitive = scene as? any PrimitiveScene {
    primitive.collect(into: &entries)
  } else {
    collectScenes(scene.body, into: &entries)
  }
}

/// The `body` of a built-in scene, which the runtime never calls: there is no value to return,
/// so calling it explicitly stops with a message naming the scene.
func primitiveSceneBody<S>(_ scene: S.Type) -> Never {
  preconditionFailure("\(S.self) is a built-in scene: the runtime reads it, it has no body")
}
