import CellGraphCore

/// A type that produces previews of views: SwiftUI's `PreviewProvider`. Each view listed in
/// `previews` is a preview of its own (a `Group` or the list itself splits them), named by
/// `.previewDisplayName(_:)`; host one in a test (`previews[0].makeHost()`) or run it live
/// (`LiveRunner(previewing: ContentView_Previews.self, at: 0)`).
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///   static var previews: some View {
///     ContentView()
///     ContentView(items: [])
///       .previewDisplayName("Empty")
///   }
/// }
///
/// let host = ContentView_Previews.allPreviews[1].makeHost()
/// ```
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview, each a preview of its own.
  @ViewBuilder static var previews: Previews { get }

  /// The platform the previews are for; `nil` for the one the code runs on. Accepted, and
  /// recorded only.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform of its own.
  public static var platform: PreviewPlatform? { nil }

  /// The provider's previews, in the order `previews` lists them.
  ///
  /// ```swift
  /// for preview in ContentView_Previews.allPreviews { print(preview.displayName ?? "-") }
  /// ```
  public static var allPreviews: [ProvidedPreview] {
    previewList(of: previews, traits: PreviewTraits())
  }
}

/// A platform for previews: SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// One preview of a `PreviewProvider`: a view and the traits its modifiers gave it.
@MainActor
public struct ProvidedPreview {
  /// The name `.previewDisplayName(_:)` gave it.
  public let displayName: String?
  /// The layout `.previewLayout(_:)` asked for (`.device` by default); recorded only.
  public let layout: PreviewLayout
  /// The device `.previewDevice(_:)` asked for; recorded only.
  public let device: PreviewDevice?
  /// The previewed view.
  public let content: AnyView

  /// A host showing the preview, as a canvas in Xcode does.
  ///
  /// ```swift
  /// let host = ContentView_Previews.allPreviews[0].makeHost()
  /// #expect(host.text.contains("Add"))
  /// ```
  public func makeHost() -> ViewHost { ViewHost(content) }
}
