import CellGraphCore

/// Whether the scene a view is in is in the foreground and interactive.
///
/// Read it with `@EnvironmentCell(\.scenePhase)`; the host moves it between the phases
/// (`host.scenePhase = .background`), and the views that read it re-run, so
/// `onChange(of: scenePhase)` sees each change. As in SwiftUI, the phases are ordered
/// `background < inactive < active`.
///
/// ```swift
/// struct Editor: View {
///   @EnvironmentCell(\.scenePhase) var scenePhase
///   @StateCell var saved = 0
///   var body: some View {
///     Text("Saved \(saved) times")
///       .onChange(of: scenePhase) { _, phase in if phase == .background { saved += 1 } }
///   }
/// }
/// ```
public enum ScenePhase: Sendable, Hashable, Comparable, CaseIterable {
  /// Not visible: the app is in the background.
  case background
  /// Visible but not taking events, for example while the app switcher is shown.
  case inactive
  /// In the foreground and interactive.
  case active
}

/// The key behind `EnvironmentValues.scenePhase`.
struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene: the host's (``ViewHost/scenePhase``, `.active` unless set).
  ///
  /// ```swift
  /// @EnvironmentCell(\.scenePhase) var scenePhase
  /// ```
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
