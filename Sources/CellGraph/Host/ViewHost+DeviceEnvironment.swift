import CellGraphCore

/// The device's settings at the root of the environment: size classes, text size, layout
/// direction and the accessibility settings a view may adapt to. As the host's other settings
/// (``ViewHost/colorScheme``), setting one re-runs exactly the views that read its key, at the
/// next `flush()`; the initial values come from the environment given to `init` where SwiftUI
/// lets a view set the key, else from the defaults below.
extension ViewHost {
  /// The horizontal size class at the root (`\.horizontalSizeClass`), `.regular` unless set:
  /// `.compact` runs the phone branch of an adaptive view.
  ///
  /// ```swift
  /// host.horizontalSizeClass = .compact
  /// host.flush()            // the views that read \.horizontalSizeClass re-ran
  /// ```
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { hostEnvironment.horizontalSizeClass.value }
    set {
      hostEnvironment.set("horizontalSizeClass", hostEnvironment.horizontalSizeClass, to: newValue)
    }
  }

  /// The vertical size class at the root (`\.verticalSizeClass`), `.regular` unless set.
  ///
  /// ```swift
  /// host.verticalSizeClass = .compact   // a phone in landscape
  /// ```
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { hostEnvironment.verticalSizeClass.value }
    set {
      hostEnvironment.set("verticalSizeClass", hostEnvironment.verticalSizeClass, to: newValue)
    }
  }

  /// The text size at the root (`\.dynamicTypeSize`), `.large` unless set.
  ///
  /// ```swift
  /// host.dynamicTypeSize = .accessibility2
  /// ```
  public var dynamicTypeSize: DynamicTypeSize {
    get { hostEnvironment.dynamicTypeSize.value }
    set { hostEnvironment.set("dynamicTypeSize", hostEnvironment.dynamicTypeSize, to: newValue) }
  }

  /// The layout direction at the root (`\.layoutDirection`), `.leftToRight` unless set. Views
  /// read it; the text form is drawn left to right whatever it is (Docs/Limitations.md).
  ///
  /// ```swift
  /// host.layoutDirection = .rightToLeft
  /// ```
  public var layoutDirection: LayoutDirection {
    get { hostEnvironment.layoutDirection.value }
    set { hostEnvironment.set("layoutDirection", hostEnvironment.layoutDirection, to: newValue) }
  }

  /// Whether the user asked for less motion (`\.accessibilityReduceMotion`), `false` unless set.
  ///
  /// ```swift
  /// host.accessibilityReduceMotion = true
  /// ```
  public var accessibilityReduceMotion: Bool {
    get { hostEnvironment.reduceMotion.value }
    set {
      hostEnvironment.set("accessibilityReduceMotion", hostEnvironment.reduceMotion, to: newValue)
    }
  }

  /// Whether the user asked for less transparency (`\.accessibilityReduceTransparency`),
  /// `false` unless set.
  ///
  /// ```swift
  /// host.accessibilityReduceTransparency = true
  /// ```
  public var accessibilityReduceTransparency: Bool {
    get { hostEnvironment.reduceTransparency.value }
    set {
      hostEnvironment.set(
        "accessibilityReduceTransparency", hostEnvironment.reduceTransparency, to: newValue)
    }
  }

  /// Whether the user asked for information not to be carried by colour alone
  /// (`\.accessibilityDifferentiateWithoutColor`), `false` unless set.
  ///
  /// ```swift
  /// host.accessibilityDifferentiateWithoutColor = true
  /// ```
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { hostEnvironment.differentiateWithoutColor.value }
    set {
      hostEnvironment.set(
        "accessibilityDifferentiateWithoutColor", hostEnvironment.differentiateWithoutColor,
        to: newValue)
    }
  }
}
