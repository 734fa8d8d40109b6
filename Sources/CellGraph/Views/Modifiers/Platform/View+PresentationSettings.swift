import Foundation

/// Whether the views behind a sheet take touches while it rests at a detent: SwiftUI's
/// `PresentationBackgroundInteraction`. Recorded (see `presentationBackgroundInteraction(_:)`).
public nonisolated struct PresentationBackgroundInteraction: Sendable, CustomStringConvertible {
  public let description: String
  private init(_ description: String) { self.description = description }

  /// The system's choice.
  public static let automatic = Self("automatic")
  /// The views behind take touches at every detent.
  public static let enabled = Self("enabled")
  /// The views behind take touches at detents up to `detent`.
  public static func enabled(upThrough detent: PresentationDetent) -> Self {
    Self("enabled(upThrough: \(detent))")
  }
  /// The views behind take no touches.
  public static let disabled = Self("disabled")
}

/// What a swipe on a resizable sheet's content does first: SwiftUI's
/// `PresentationContentInteraction`. Recorded (see `presentationContentInteraction(_:)`).
public nonisolated struct PresentationContentInteraction: Sendable, CustomStringConvertible {
  public let description: String
  private init(_ description: String) { self.description = description }

  /// The system's choice.
  public static let automatic = Self("automatic")
  /// A swipe resizes the sheet first.
  public static let resizes = Self("resizes")
  /// A swipe scrolls the sheet's content first.
  public static let scrolls = Self("scrolls")
}

nonisolated extension View {
  /// The corner radius of the sheet around this view. Recorded: the text form's sheet is a box.
  ///
  /// ```swift
  /// Details().presentationCornerRadius(24)
  /// ```
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    platformSetting("presentationCornerRadius", cornerRadius.map { "\($0)" } ?? "nil")
  }

  /// Whether the views behind the sheet around this view take touches. Recorded: the host
  /// interacts with the topmost presentation (Docs/Limitations.md, "Presentation").
  ///
  /// ```swift
  /// MapControls().presentationBackgroundInteraction(.enabled(upThrough: .medium))
  /// ```
  public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    platformSetting("presentationBackgroundInteraction", interaction)
  }

  /// What a swipe on the sheet's content does first. Recorded: the host scrolls and resizes
  /// with separate interactions.
  ///
  /// ```swift
  /// Comments().presentationContentInteraction(.scrolls)
  /// ```
  public func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> some View {
    platformSetting("presentationContentInteraction", behavior)
  }
}
