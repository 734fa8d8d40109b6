import CellGraphCore
import Foundation

/// How a preview is sized: SwiftUI's `PreviewLayout`. Accepted and recorded; a host lays the
/// preview out in its viewport whatever the layout says.
public enum PreviewLayout: Sendable, Equatable {
  /// The size of the preview device.
  case device
  /// A container as large as the view wants.
  case sizeThatFits
  /// A container of this size, in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name: SwiftUI's `PreviewDevice`. Accepted and recorded.
///
/// ```swift
/// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone 15"))
/// ContentView().previewDevice("iPad Pro")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named `value`.
  public init(stringLiteral value: String) { rawValue = value }
}

nonisolated extension View {
  /// Names this preview: SwiftUI's `previewDisplayName(_:)`. No effect outside previews.
  public func previewDisplayName(_ value: String?) -> some View {
    PreviewTraitView(content: self, traits: PreviewTraits(displayName: value))
  }

  /// Asks for a layout for this preview: SwiftUI's `previewLayout(_:)`. Recorded only.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    PreviewTraitView(content: self, traits: PreviewTraits(layout: value))
  }

  /// Asks for a device for this preview: SwiftUI's `previewDevice(_:)`. Recorded only.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    PreviewTraitView(content: self, traits: PreviewTraits(device: value))
  }
}

/// What preview modifiers said; an inner modifier's word wins over an outer one's.
nonisolated struct PreviewTraits {
  var displayName: String?
  var layout: PreviewLayout?
  var device: PreviewDevice?

  /// These traits, with `outer`'s where these say nothing.
  func over(_ outer: PreviewTraits) -> PreviewTraits {
    PreviewTraits(
      displayName: displayName ?? outer.displayName, layout: layout ?? outer.layout,
      device: device ?? outer.device)
  }
}

/// A view with preview traits: its content, unchanged.
nonisolated struct PreviewTraitView<Content: View>: View {
  let content: Content
  let traits: PreviewTraits

  var body: some View { content }
}

/// Views that list several previews, or carry the traits of the previews inside.
@MainActor
protocol PreviewList {
  func previews(traits: PreviewTraits) -> [ProvidedPreview]
}

/// The previews `view` lists: the parts of a list or a group, each with its traits; any other
/// view is one preview.
@MainActor
func previewList<V: View>(of view: V, traits: PreviewTraits) -> [ProvidedPreview] {
  if let list = view as? any PreviewList { return list.previews(traits: traits) }
  return [
    ProvidedPreview(
      displayName: traits.displayName, layout: traits.layout ?? .device, device: traits.device,
      content: AnyView(view))
  ]
}

@MainActor extension TupleView: PreviewList {
  func previews(traits: PreviewTraits) -> [ProvidedPreview] {
    var list: [ProvidedPreview] = []
    for view in repeat each value { list += previewList(of: view, traits: traits) }
    return list
  }
}

@MainActor extension Group: PreviewList {
  func previews(traits: PreviewTraits) -> [ProvidedPreview] {
    previewList(of: content, traits: traits)
  }
}

@MainActor extension PreviewTraitView: PreviewList {
  func previews(traits outer: PreviewTraits) -> [ProvidedPreview] {
    previewList(of: content, traits: traits.over(outer))
  }
}
