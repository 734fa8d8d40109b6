import CellGraph
import Foundation
import Testing

@MainActor
@Suite("Vector arithmetic: the values animations interpolate")
struct VectorArithmeticTests {
  // Apple, "VectorArithmetic": scale(by:) multiplies each component; interpolated(towards:amount:)
  // moves the value the given fraction of the way to the other.
  @Test("A double interpolates a fraction of the way to its target")
  func doubleInterpolates() {
    #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
    var value = 4.0
    value.interpolate(towards: 0, amount: 0.5)
    #expect(value == 2)
    #expect(3.0.scaled(by: 2) == 6)
    #expect((-3.0).magnitudeSquared == 9)
  }

  // Apple, "AnimatablePair": both halves animate together; its magnitude is the sum of theirs.
  @Test("A pair interpolates and scales both of its values")
  func pairInterpolatesBoth() {
    let from = AnimatablePair(0.0, CGFloat(10))
    let to = AnimatablePair(8.0, CGFloat(20))
    let halfway = from.interpolated(towards: to, amount: 0.5)
    #expect(halfway.first == 4)
    #expect(halfway.second == 15)
    #expect(AnimatablePair(3.0, Float(4)).magnitudeSquared == 25)
  }

  // Apple, "Animatable/animatableData": the default is EmptyAnimatableData, "meaning nothing is
  // animated"; "EmptyAnimatableData": an empty type for animatable data.
  @Test("A type with no animatable data animates nothing")
  func emptyAnimatableData() {
    struct Badge: Animatable { var title: String }
    var badge = Badge(title: "New")
    badge.animatableData = EmptyAnimatableData().scaled(by: 3)
    #expect(badge.title == "New")
    #expect(badge.animatableData == EmptyAnimatableData())
    #expect(EmptyAnimatableData().magnitudeSquared == 0)
  }

  @Test("A type's declared animatable data writes through to its properties")
  func declaredAnimatableData() {
    struct Wedge: Animatable {
      var start: Double
      var end: Double
      var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set { (start, end) = (newValue.first, newValue.second) }
      }
    }
    var wedge = Wedge(start: 0, end: 90)
    wedge.animatableData = wedge.animatableData.interpolated(
      towards: AnimatablePair(90, 180), amount: 0.5)
    #expect(wedge.start == 45)
    #expect(wedge.end == 135)
  }
}
