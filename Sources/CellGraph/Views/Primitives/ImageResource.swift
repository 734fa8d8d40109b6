import CellGraphCore
import Foundation

/// An image in an asset catalog, by name: SwiftUI's `ImageResource` (Xcode generates one per
/// image, `.logo`; write `ImageResource(name: "logo", bundle: .main)` here). Shown by its name.
public nonisolated struct ImageResource: Hashable, Sendable {
  /// The image's name in the catalog.
  public let name: String
  /// The bundle of the catalog; recorded only.
  public let bundle: Bundle

  /// The image `name` of `bundle`'s catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image of an asset catalog entry: SwiftUI's `Image(_:)` for an `ImageResource`.
  public init(_ resource: ImageResource) {
    self.init(resource.name)
  }

  /// An image from `bundle`'s assets by its name (the bundle is recorded only).
  public init(_ name: String, bundle: Bundle?) {
    self.init(name)
  }

  /// A decorative image from `bundle`'s assets: no text form.
  public init(decorative name: String, bundle: Bundle?) {
    self.init(decorative: name)
  }

  /// A system symbol drawn for `variableValue` (0…1); shown by its name.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// SwiftUI's name for the size of symbols: `Image.Scale`.
  public typealias Scale = ImageScale
}

extension Label where Title == Text, Icon == Image {
  /// A label with `title` and the asset `resource`: SwiftUI's `Label(_:image:)`.
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
