/// How a view scaled to an aspect ratio meets the space it is offered, as SwiftUI's
/// `ContentMode`.
///
/// ```swift
/// Rectangle().aspectRatio(2 / 3, contentMode: .fit)
/// ```
public enum ContentMode: Sendable, Hashable, CaseIterable {
  /// The largest size of the ratio inside the offer.
  case fit
  /// The smallest size of the ratio that covers the offer.
  case fill
}
