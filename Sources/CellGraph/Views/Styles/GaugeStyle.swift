import CellGraphCore

/// How gauges look: the argument of `gaugeStyle(_:)`.
///
/// A custom style's body replaces the gauge's text form, from the configuration's `value` (the
/// position in the bounds, `0...1`) and labels. The built-in styles are static members, as
/// SwiftUI spells them; their text form is the gauge's own bar (Docs/TextForm.md):
///
/// ```swift
/// struct ReadoutStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Text("\(Int(configuration.value * 100)) of 100")
///     }
///   }
/// }
///
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(ReadoutStyle())   // Fuel 40 of 100
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryCircular) // Fuel [####------]
/// ```
public protocol GaugeStyle: Sendable {
  /// The view a gauge shows in this style.
  associatedtype Body: View
  /// The view of a gauge with `configuration`, evaluated where it stands.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The properties of the gauge.
  typealias Configuration = GaugeStyleConfiguration
}

/// A gauge's properties, handed to a `GaugeStyle`.
public struct GaugeStyleConfiguration {
  /// A type-erased label describing the gauge's purpose.
  public typealias Label = StyleConfigurationPart
  /// A type-erased label showing the current value.
  public typealias CurrentValueLabel = StyleConfigurationPart
  /// A type-erased label showing the smallest value.
  public typealias MinimumValueLabel = StyleConfigurationPart
  /// A type-erased label showing the largest value.
  public typealias MaximumValueLabel = StyleConfigurationPart

  /// Where the value lies in the gauge's bounds, from `0.0` to `1.0` (clamped, as the bar shows
  /// it).
  public let value: Double
  /// A view that describes the purpose of the gauge.
  public var label: GaugeStyleConfiguration.Label
  /// A view that shows the current value; `nil` when the gauge has none.
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  /// A view that shows the smallest value; `nil` when the gauge has none.
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  /// A view that shows the largest value; `nil` when the gauge has none.
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension Gauge
where
  Label == StyleConfigurationPart, CurrentValueLabel == StyleConfigurationPart,
  BoundsLabel == StyleConfigurationPart, MarkedValueLabels == EmptyView
{
  /// A gauge made from a style's configuration: its value and labels, styled by the next
  /// `gaugeStyle(_:)` out (the platform's default when there is none).
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Gauge(configuration).bold()
  /// }
  /// ```
  public init(_ configuration: GaugeStyleConfiguration) {
    self.init(
      value: configuration.value, in: 0...1, label: { configuration.label },
      currentValueLabel: {
        configuration.currentValueLabel ?? StyleConfigurationPart(.currentValueLabel, EmptyView())
      },
      minimumValueLabel: {
        configuration.minimumValueLabel ?? StyleConfigurationPart(.minimumValueLabel, EmptyView())
      },
      maximumValueLabel: {
        configuration.maximumValueLabel ?? StyleConfigurationPart(.maximumValueLabel, EmptyView())
      })
  }
}

/// The platform's default. Use `.automatic`.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

/// A bar that fills from leading to trailing. Use `.linearCapacity`.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

/// A bar with a marker, for a widget's accessory. Use `.accessoryLinear`.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

/// A filling bar, for a widget's accessory. Use `.accessoryLinearCapacity`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

/// An open ring with a marker, for a widget's accessory. Use `.accessoryCircular`.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

/// A closed ring that fills, for a widget's accessory. Use `.accessoryCircularCapacity`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle, Hashable {
  public init() {}

  /// The built-in form: the labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(configuration).gaugeStyle(self)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar that fills from leading to trailing.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker, for a widget's accessory.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A filling bar, for a widget's accessory.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker, for a widget's accessory.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring that fills, for a widget's accessory.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

nonisolated extension View {
  /// Sets the style of the gauges in this view: a built-in style, or one of your own whose
  /// `makeBody(configuration:)` replaces each gauge's text form. The innermost style wins.
  ///
  /// ```swift
  /// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity)
  /// ```
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let link = StyleLink<GaugeStyleConfiguration>(
      style, makeBody: style is any BuiltInStyle ? nil : gaugeBody(style))
    return transformEnvironment(\.gaugeStyle) { $0 = $0.appending(link) }
  }
}

/// The body maker of a custom gauge style.
private func gaugeBody<S: GaugeStyle>(
  _ style: S
) -> @MainActor @Sendable (GaugeStyleConfiguration) -> AnyView {
  { configuration in AnyView(style.makeBody(configuration: configuration)) }
}

/// Where `gaugeStyle(_:)` keeps the chosen styles, for the gauges below to read.
struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: StyleChain<GaugeStyleConfiguration> {
    StyleChain(default: DefaultGaugeStyle.self)
  }
}

extension EnvironmentValues {
  /// The styles `gaugeStyle(_:)` set here, innermost last; `DefaultGaugeStyle` when none.
  package var gaugeStyle: StyleChain<GaugeStyleConfiguration> {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}
