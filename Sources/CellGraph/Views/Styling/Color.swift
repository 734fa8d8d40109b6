import CellGraphCore

/// A colour: a style for modifiers (`foregroundStyle`, `background`, `tint`) and a view.
///
/// Text form, as a view: `#` and the colour's name for a named colour (`#red`, `#primary`, an
/// asset colour's name), or its hexadecimal RGB for a colour made of components (`#ff8000`),
/// followed by the opacity in percent when it is not 100 (`#red@50%`).
///
/// ```swift
/// HStack {
///   Color.green
///   Text("Online")
/// }
/// // #green Online
/// ```
public nonisolated struct Color: View, ShapeStyle, Hashable {
  let name: String
  let opacity: Double

  /// A colour by its asset name (`Color("Brand")`); its text form is `#Brand`.
  public nonisolated init(_ name: String) {
    self.init(name: name, opacity: 1)
  }

  /// A colour made of red, green and blue components between 0 and 1.
  public nonisolated init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ component: Double) -> String {
      // NaN counts as 0: `min`/`max` would pass it through, and `Int(_:)` traps on it.
      let value = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
      let digits = String(value, radix: 16)
      return value < 16 ? "0" + digits : digits
    }
    self.init(name: byte(red) + byte(green) + byte(blue), opacity: opacity)
  }

  /// A grey between black (0) and white (1).
  public nonisolated init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  private nonisolated init(name: String, opacity: Double) {
    self.name = name
    self.opacity = min(max(opacity, 0), 1)
  }

  /// The same colour with `opacity` (between 0 and 1) times its own.
  public nonisolated func opacity(_ opacity: Double) -> Color {
    Color(name: name, opacity: self.opacity * opacity)
  }

  public nonisolated static let red = Color(name: "red", opacity: 1)
  public nonisolated static let orange = Color(name: "orange", opacity: 1)
  public nonisolated static let yellow = Color(name: "yellow", opacity: 1)
  public nonisolated static let green = Color(name: "green", opacity: 1)
  public nonisolated static let mint = Color(name: "mint", opacity: 1)
  public nonisolated static let teal = Color(name: "teal", opacity: 1)
  public nonisolated static let cyan = Color(name: "cyan", opacity: 1)
  public nonisolated static let blue = Color(name: "blue", opacity: 1)
  public nonisolated static let indigo = Color(name: "indigo", opacity: 1)
  public nonisolated static let purple = Color(name: "purple", opacity: 1)
  public nonisolated static let pink = Color(name: "pink", opacity: 1)
  public nonisolated static let brown = Color(name: "brown", opacity: 1)
  public nonisolated static let white = Color(name: "white", opacity: 1)
  public nonisolated static let gray = Color(name: "gray", opacity: 1)
  public nonisolated static let black = Color(name: "black", opacity: 1)
  public nonisolated static let clear = Color(name: "clear", opacity: 1)
  public nonisolated static let primary = Color(name: "primary", opacity: 1)
  public nonisolated static let secondary = Color(name: "secondary", opacity: 1)
  // SwiftUI's spelling, kept although it repeats the type's name.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public nonisolated static let accentColor = Color(name: "accentColor", opacity: 1)

  /// The text form (see the type's documentation).
  var token: String {
    opacity < 1 ? "#\(name)@\(Int((opacity * 100).rounded()))%" : "#\(name)"
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Color: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock(token)]
  }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
}
