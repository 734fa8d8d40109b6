import CellGraphCore
import Foundation

/// The host's settings: the values at the root of the environment, as a device provides them to
/// a SwiftUI app. Setting one re-runs exactly the views that read its key (below any
/// `.environment(_:_:)` that overrides it, nothing changes); the views update at the next `flush()`.
///
/// The initial values come from the `environment` given to `init` (for keys it does not set: light,
/// the process's current locale, time zone and calendar, and `.active`).
extension ViewHost {
  /// The color scheme at the root of the tree (`\.colorScheme`), `.light` unless set.
  ///
  /// ```swift
  /// host.colorScheme = .dark
  /// host.flush()            // the views that read \.colorScheme re-ran
  /// ```
  public var colorScheme: ColorScheme {
    get { hostEnvironment.colorScheme.value }
    set { hostEnvironment.set("colorScheme", hostEnvironment.colorScheme, to: newValue) }
  }

  /// The locale at the root of the tree (`\.locale`).
  ///
  /// ```swift
  /// host.locale = Locale(identifier: "fr_FR")
  /// ```
  public var locale: Locale {
    get { hostEnvironment.locale.value }
    set { hostEnvironment.set("locale", hostEnvironment.locale, to: newValue) }
  }

  /// The time zone at the root of the tree (`\.timeZone`).
  ///
  /// ```swift
  /// host.timeZone = TimeZone(identifier: "Europe/Paris")!
  /// ```
  public var timeZone: TimeZone {
    get { hostEnvironment.timeZone.value }
    set { hostEnvironment.set("timeZone", hostEnvironment.timeZone, to: newValue) }
  }

  /// The calendar at the root of the tree (`\.calendar`).
  ///
  /// ```swift
  /// host.calendar = Calendar(identifier: .gregorian)
  /// ```
  public var calendar: Calendar {
    get { hostEnvironment.calendar.value }
    set { hostEnvironment.set("calendar", hostEnvironment.calendar, to: newValue) }
  }

  /// The phase of the host's scene (`\.scenePhase`), `.active` unless set. Moving it re-runs the
  /// views that read it, so their `onChange(of: scenePhase)` actions run at the next flush.
  ///
  /// ```swift
  /// host.scenePhase = .background
  /// host.flush()
  /// ```
  public var scenePhase: ScenePhase {
    get { hostEnvironment.scenePhase.value }
    set { hostEnvironment.set("scenePhase", hostEnvironment.scenePhase, to: newValue) }
  }

  /// The URLs the system opened, oldest first: those passed to the host's `\.openURL` (by a
  /// ``Link``, or by calling the action) and those a handler left to the system.
  ///
  /// ```swift
  /// try host.open("Documentation")
  /// #expect(host.openedURLs == [URL(string: "https://example.com/docs")!])
  /// ```
  public var openedURLs: [URL] { hostEnvironment.system.openedURLs }
}
