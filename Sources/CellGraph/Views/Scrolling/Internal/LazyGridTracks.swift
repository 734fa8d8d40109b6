import CellGraphCore
import Foundation

/// The columns of a `LazyVGrid` (rows of a `LazyHGrid`) for an offered length: their lengths,
/// the spacing after each, and their items' alignments.
///
/// SwiftUI's algorithm (Apple, `GridItem.Size`): fixed items take their size; what is left of
/// the offer after them and the spacing is divided among the other items in order, each offered
/// an equal share of what remains: a flexible item takes the share clamped to its bounds ("the
/// size of the grid with spacing and inflexible items removed, divided by the number of flexible
/// items, clamped"); an adaptive item fits as many columns of its minimum as its share holds,
/// with its spacing between them, and lets them grow up to its maximum.
///
///     [.adaptive(minimum: 80)] offered 320: ⌊(320 + 8) / (80 + 8)⌋ = 3 columns of 101.3
struct LazyGridTracks {
  /// The most columns one adaptive item makes.
  static let maximumTracks = 1_000

  struct Track {
    var length: CGFloat
    /// Points after this track, before the next.
    var spacing: CGFloat
    let alignment: Alignment?
  }

  private(set) var tracks: [Track] = []

  /// The tracks of `items` for an offered `length` (spacing included); `nil` (no offer) gives
  /// each item one track as long as `ideal(index)`, its cells' longest, clamped to its bounds.
  init(_ items: [GridItem], length: CGFloat?, ideal: (Int) -> CGFloat) {
    let items = items.isEmpty ? [GridItem()] : items.map(Self.safe)
    let gaps = items.dropLast().reduce(0) { $0 + Self.spacing(after: $1) }
    guard let length, length.isFinite else {
      for (index, item) in items.enumerated() {
        let length: CGFloat =
          switch item.size {
          case .fixed(let size): size
          case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            min(max(ideal(index), minimum), maximum)
          }
        tracks.append(
          Track(length: length, spacing: Self.spacing(after: item), alignment: item.alignment))
      }
      tracks[tracks.count - 1].spacing = 0
      return
    }
    var remaining = length - gaps
    var shared = 0
    for item in items {
      if case .fixed(let size) = item.size { remaining -= size } else { shared += 1 }
    }
    for item in items {
      let spacing = Self.spacing(after: item)
      switch item.size {
      case .fixed(let size):
        tracks.append(Track(length: size, spacing: spacing, alignment: item.alignment))
      case .flexible(let minimum, let maximum):
        let size = min(max(remaining / CGFloat(shared), minimum), maximum)
        tracks.append(Track(length: size, spacing: spacing, alignment: item.alignment))
        remaining -= size
        shared -= 1
      case .adaptive(let minimum, let maximum):
        let share = max(remaining / CGFloat(shared), 0)
        let fitting = ((share + spacing) / (minimum + spacing)).rounded(.down)
        let count = Int(min(max(fitting, 1), CGFloat(Self.maximumTracks)))
        let size = min(
          max((share - spacing * CGFloat(count - 1)) / CGFloat(count), minimum), maximum)
        for _ in 0..<count {
          tracks.append(Track(length: size, spacing: spacing, alignment: item.alignment))
        }
        remaining -= size * CGFloat(count) + spacing * CGFloat(count - 1)
        shared -= 1
      }
    }
    tracks[tracks.count - 1].spacing = 0
  }

  /// The tracks' total length, with the spacing between them.
  var length: CGFloat {
    tracks.reduce(0) { $0 + $1.length + $1.spacing }
  }

  /// What is wrong with `item`, or `nil`: a size that is negative, NaN or infinite where it must
  /// be finite, or an adaptive minimum that is not above zero (it would fit endless columns).
  static func problem(of item: GridItem) -> String? {
    switch item.size {
    case .fixed(let size) where !size.isFinite || size < 0:
      return ".fixed(\(size)) is not a length"
    case .flexible(let minimum, let maximum)
    where minimum.isNaN || maximum.isNaN || minimum < 0 || minimum > maximum:
      return ".flexible(minimum: \(minimum), maximum: \(maximum)) has no length between its bounds"
    case .adaptive(let minimum, let maximum)
    where !minimum.isFinite || minimum <= 0 || maximum.isNaN || minimum > maximum:
      return ".adaptive(minimum: \(minimum), maximum: \(maximum)) needs a minimum above 0"
    default:
      if let spacing = item.spacing, !spacing.isFinite {
        return "spacing \(spacing) is not a length"
      }
      return nil
    }
  }

  /// `item` as laid out: one with a problem (reported when the grid is evaluated) is a plain
  /// `.flexible()` item with its alignment, and no spacing that is not a length.
  private static func safe(_ item: GridItem) -> GridItem {
    guard problem(of: item) != nil else { return item }
    var safe = item
    safe.spacing = item.spacing.flatMap { $0.isFinite ? $0 : nil }
    if problem(of: safe) != nil { safe.size = .flexible() }
    return safe
  }

  /// The spacing after `item`: its own, or SwiftUI's default 8 points; negative counts as none.
  private static func spacing(after item: GridItem) -> CGFloat {
    max(item.spacing ?? CellSize.defaultSpacing, 0)
  }
}
