import CellGraphCore
import Foundation

/// How a grid divides what it is offered along one axis among its tracks (columns or rows), by
/// the stack's rule (`StackLayout`, from Apple's "Compose custom layouts with SwiftUI", WWDC
/// 2022): the least flexible track first, each offered an equal share of what is left, each
/// taking what its cells need before the next is offered.
///
///     3 columns offered 200: Text (40 at any offer), Color, Color
///     ─▶ Text offered 66.7 takes 40; each Color offered 80 takes 80
enum TrackDivision {
  /// The lengths of `count` tracks sharing `offer` (spacing already removed); `length(index,
  /// offer)` is what track `index` takes for an offer (`nil`: its ideal length). An unspecified
  /// or infinite offer is made to every track alike.
  @MainActor
  static func divide(
    _ offer: CGFloat?, count: Int, length: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard count > 0 else { return [] }
    guard let offer, offer.isFinite else { return (0..<count).map { length($0, offer) } }
    let smallest = (0..<count).map { length($0, 0) }
    let largest = (0..<count).map { length($0, .infinity) }
    let order = (0..<count).sorted {
      (largest[$0] - smallest[$0], $0) < (largest[$1] - smallest[$1], $1)
    }
    var lengths = Array(repeating: CGFloat(0), count: count)
    var remaining = max(offer, 0)
    var left = count
    for index in order {
      let taken = length(index, remaining / CGFloat(left))
      lengths[index] = taken
      remaining = max(remaining - taken, 0)
      left -= 1
    }
    return lengths
  }
}
