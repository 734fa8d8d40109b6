import CellGraphCore
import Foundation

/// The action in `\.openURL`: opens a URL, as a `Link` does when it is tapped.
///
/// The host's action is the *system* action: it records the URL in ``ViewHost/openedURLs``
/// (a headless host has no browser). Replace it for a subtree with a handler, which decides for
/// each URL whether it handled it, discarded it, or leaves it to the system:
///
/// ```swift
/// struct Help: View {
///   @EnvironmentCell(\.openURL) var openURL
///   var body: some View {
///     Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///   }
/// }
///
/// Help()
///   .environment(\.openURL, OpenURLAction { url in
///     url.host == "example.com" ? .handled : .systemAction
///   })
/// ```
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable, Equatable {
    enum Outcome: Sendable, Equatable {
      case handled
      case discarded
      case systemAction(URL?)
    }

    let outcome: Outcome

    /// The handler opened the URL itself; the system does nothing.
    public static let handled = Result(outcome: .handled)
    /// The handler refused the URL; nothing opens it.
    public static let discarded = Result(outcome: .discarded)
    /// The system opens the URL the action was called with.
    public static let systemAction = Result(outcome: .systemAction(nil))

    /// The system opens `url` instead of the one the action was called with.
    ///
    /// ```swift
    /// OpenURLAction { url in .systemAction(url.appending(path: "mobile")) }
    /// ```
    public static func systemAction(_ url: URL) -> Result {
      Result(outcome: .systemAction(url))
    }
  }

  /// The handler; `nil` for the system action.
  let handler: (@MainActor (URL) -> Result)?
  /// The host that opens URLs left to the system; `nil` outside a host, until the environment
  /// fills it in from the inherited action.
  var system: HostSystem?

  /// An action that hands each URL to `handler`.
  ///
  /// ```swift
  /// .environment(\.openURL, OpenURLAction { url in
  ///   opened.append(url)
  ///   return .handled
  /// })
  /// ```
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
    system = nil
  }

  init(system: HostSystem?) {
    handler = nil
    self.system = system
  }

  /// Opens `url`: hands it to the handler, and to the system if the handler leaves it there.
  ///
  /// ```swift
  /// openURL(URL(string: "https://swift.org")!)
  /// ```
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens `url` and tells `completion` whether it was opened (`false` when the handler
  /// discarded it).
  ///
  /// ```swift
  /// openURL(url) { accepted in status = accepted ? "opened" : "refused" }
  /// ```
  @MainActor
  public func callAsFunction(
    _ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void
  ) {
    completion(open(url))
  }

  @MainActor
  private func open(_ url: URL) -> Bool {
    guard let handler else { return openWithSystem(url) }
    switch handler(url).outcome {
    case .handled: return true
    case .discarded: return false
    case .systemAction(let replacement): return openWithSystem(replacement ?? url)
    }
  }

  @MainActor
  private func openWithSystem(_ url: URL) -> Bool {
    guard let system else {
      Graph.reportUnattributed(
        Diagnostic(
          kind: .uninstalledEnvironment,
          message: """
            openURL(\(url.absoluteString)) was called on an action from outside a ViewHost; \
            no host recorded the URL. Read \\.openURL in a view installed in a host.
            """))
      return false
    }
    system.openedURLs.append(url)
    return true
  }
}

/// The key behind `EnvironmentValues.openURL`.
struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(system: nil) }
}

extension EnvironmentValues {
  /// The action that opens URLs here: the host's, which records them in
  /// ``ViewHost/openedURLs``, or the nearest `.environment(\.openURL, OpenURLAction { … })`.
  ///
  /// A handler's `.systemAction` results go to the host, as they go to the system in SwiftUI.
  ///
  /// ```swift
  /// @EnvironmentCell(\.openURL) var openURL
  /// ```
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set {
      var action = newValue
      if action.system == nil {
        // A handler set by a view leaves URLs to the system it inherits: the host's. Read without
        // recording a dependency; an environment with entries is the runtime's, on the main
        // actor (see `assumingMainActor`). Not sent anywhere: the closure runs here, at once.
        nonisolated(unsafe) let inherited = self
        action.system = assumingMainActor {
          Tracking.untracked { inherited[OpenURLKey.self].system }
        }
      }
      self[OpenURLKey.self] = action
    }
  }
}
