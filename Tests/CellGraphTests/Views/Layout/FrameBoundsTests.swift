import Foundation
import Testing

@testable import CellGraph

/// `FrameBounds.isConsistent`, the check layout makes on every size of a frame, against
/// `problem`, the check that words the diagnostic.
@Suite struct FrameBoundsTests {
  // SwiftUI logs "Contradictory frame constraints specified in frame(minWidth:idealWidth:
  // maxWidth:…)" when a minimum exceeds an ideal or maximum (Apple, View.frame(minWidth:…):
  // "the size constraints … must be in ascending order"); NaN and negative sizes are misuse too.
  @Test("The fast check and the worded one agree on every combination of sizes on each axis")
  func fastCheckAgreesWithTheWordedOne() {
    let sizes: [CGFloat?] = [nil, 0, 5, 10, .infinity, -1, .nan]
    let others: [(CGFloat?, CGFloat?, CGFloat?)] = [
      (nil, nil, nil), (0, 5, .infinity), (10, 5, nil),
    ]
    var inconsistent = 0
    for low in sizes {
      for ideal in sizes {
        for high in sizes {
          for other in others {
            let across = FrameBounds(
              minWidth: low, idealWidth: ideal, maxWidth: high, minHeight: other.0,
              idealHeight: other.1, maxHeight: other.2)
            let down = FrameBounds(
              minWidth: other.0, idealWidth: other.1, maxWidth: other.2, minHeight: low,
              idealHeight: ideal, maxHeight: high)
            for bounds in [across, down] {
              #expect(bounds.isConsistent == (bounds.problem == nil), "\(bounds)")
              if !bounds.isConsistent { inconsistent += 1 }
            }
          }
        }
      }
    }
    // Both outcomes occur: the loop covers the consistent path and its fallback.
    #expect(inconsistent > 0 && inconsistent < 2 * sizes.count * sizes.count * sizes.count * 3)
  }

  @Test("A frame whose maximum is below its minimum is inconsistent, and says which axis")
  func decreasingSizesAreNamed() throws {
    let bounds = FrameBounds(
      minWidth: 10, idealWidth: nil, maxWidth: 5, minHeight: nil, idealHeight: nil,
      maxHeight: nil)
    #expect(!bounds.isConsistent)
    let problem = try #require(bounds.problem)
    #expect(problem.contains("min/ideal/maxWidth are not in increasing order"), "\(problem)")
  }
}
