import CellGraphCore

/// A colour or style to fill, stroke or tint with: ``Color``, the hierarchical styles
/// (`.primary`, `.secondary`, …), materials (`.thinMaterial`, …) and `.tint`.
///
/// Styles have no text form: modifiers that take one keep SwiftUI's data flow and signatures,
/// and leave the text as it is.
///
/// ```swift
/// Text("Updated 2 min ago")
///   .foregroundStyle(.secondary)
/// ```
public protocol ShapeStyle: Sendable {}

/// The levels of a view's foreground: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The second level of the foreground.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The third level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A translucent background: `.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`.
public struct Material: ShapeStyle, Hashable {
  let thickness: Int

  public static let ultraThin = Material(thickness: 0)
  public static let thin = Material(thickness: 1)
  public static let regular = Material(thickness: 2)
  public static let thick = Material(thickness: 3)
  public static let ultraThick = Material(thickness: 4)
  public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}

/// The tint colour of the environment, as a style: `.tint`.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the environment (set with `tint(_:)`).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
