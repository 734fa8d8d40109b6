import CellGraphCore
import Foundation

/// The environment entries a host provides at the root of its tree, one per setting
/// (`host.colorScheme`, `host.scenePhase`, …), on top of the environment passed to `ViewHost.init`.
///
///     root view's EnvironmentValues:
///       [clock] ─▶ [dismiss] ─▶ [openURL] ─▶ [scenePhase] ─▶ [calendar] ─▶ [timeZone] ─▶ [locale]
///         ─▶ [colorScheme] ─▶ [horizontalSizeClass] ─▶ [verticalSizeClass] ─▶ [dynamicTypeSize]
///         ─▶ [layoutDirection] ─▶ [reduceMotion] ─▶ [reduceTransparency]
///         ─▶ [differentiateWithoutColor] ─▶ (the entries of the environment given to init)
///         ─▶ (defaults)
///
/// Each setting is one entry, a source like any provider's: changing a setting stores the value
/// into its entry, which invalidates exactly the views that read that key (and none if the value
/// is equal). The initial values come from the environment given to `init`, so
/// `ViewHost(view, environment: dark)` starts dark.
///
/// Kept in the graph as a feature: `ViewHost.init` installs the one made over its environment
/// (`Graph.install(_:)`), which the settings read back (`graph.feature(HostEnvironment.self)`).
@MainActor
final class HostEnvironment: GraphFeature {
  let system: HostSystem
  let colorScheme: TypedEnvironmentEntry<ColorSchemeKey>
  let locale: TypedEnvironmentEntry<LocaleKey>
  let timeZone: TypedEnvironmentEntry<TimeZoneKey>
  let calendar: TypedEnvironmentEntry<CalendarKey>
  let scenePhase: TypedEnvironmentEntry<ScenePhaseKey>
  let horizontalSizeClass: TypedEnvironmentEntry<HorizontalSizeClassKey>
  let verticalSizeClass: TypedEnvironmentEntry<VerticalSizeClassKey>
  let dynamicTypeSize: TypedEnvironmentEntry<DynamicTypeSizeKey>
  let layoutDirection: TypedEnvironmentEntry<LayoutDirectionKey>
  let reduceMotion: TypedEnvironmentEntry<ReduceMotionKey>
  let reduceTransparency: TypedEnvironmentEntry<ReduceTransparencyKey>
  let differentiateWithoutColor: TypedEnvironmentEntry<DifferentiateWithoutColorKey>
  /// The root environment: the entries above over the given environment.
  let values: EnvironmentValues

  /// Settings over the default environment, for a host that was not given one.
  convenience init(graph: Graph) {
    self.init(over: EnvironmentValues(), graph: graph)
  }

  init(over base: EnvironmentValues, graph: Graph) {
    system = HostSystem(graph: graph)
    /// The entry for `Key` over `next`, starting at `base`'s value. Nothing is being evaluated
    /// yet; read untracked all the same, so that no reader is recorded.
    func entry<Key: EnvironmentKey>(
      _ key: Key.Type, over next: EnvironmentEntry?
    ) -> TypedEnvironmentEntry<Key> {
      TypedEnvironmentEntry(value: Tracking.untracked { base[Key.self] }, next: next)
    }
    differentiateWithoutColor = entry(DifferentiateWithoutColorKey.self, over: base.top)
    reduceTransparency = entry(ReduceTransparencyKey.self, over: differentiateWithoutColor)
    reduceMotion = entry(ReduceMotionKey.self, over: reduceTransparency)
    layoutDirection = entry(LayoutDirectionKey.self, over: reduceMotion)
    dynamicTypeSize = entry(DynamicTypeSizeKey.self, over: layoutDirection)
    verticalSizeClass = entry(VerticalSizeClassKey.self, over: dynamicTypeSize)
    horizontalSizeClass = entry(HorizontalSizeClassKey.self, over: verticalSizeClass)
    colorScheme = entry(ColorSchemeKey.self, over: horizontalSizeClass)
    locale = entry(LocaleKey.self, over: colorScheme)
    timeZone = entry(TimeZoneKey.self, over: locale)
    calendar = entry(CalendarKey.self, over: timeZone)
    scenePhase = entry(ScenePhaseKey.self, over: calendar)
    // A handler given in `base` keeps handling; what it leaves to the system comes here.
    var openURL = Tracking.untracked { base.openURL }
    openURL.system = system
    let openEntry = TypedEnvironmentEntry<OpenURLKey>(value: openURL, next: scenePhase)
    let dismissEntry = TypedEnvironmentEntry<DismissKey>(
      value: DismissAction(system: system), next: openEntry)
    // The host's virtual clock, over any clock given in `base`: a view that wants another
    // clock sets it below the root.
    let clockEntry = TypedEnvironmentEntry<ClockKey>(
      value: HostClock(scheduler: graph.feature(ClockSleepers.self)), next: dismissEntry)
    values = EnvironmentValues(top: clockEntry)
  }

  /// Stores `value` into `entry`, re-running the views that read it if it changed. Records name
  /// the change `host.<setting> = <value>`.
  func set<Key: EnvironmentKey>(
    _ setting: String, _ entry: TypedEnvironmentEntry<Key>, to value: Key.Value
  ) {
    guard let graph = system.graph else { return }
    graph.perform(as: .interaction("host.\(setting) = \(SourceChange.describe(value))")) {
      entry.update(from: TypedEnvironmentEntry<Key>(value: value, next: nil))
    }
  }
}
