import Foundation
import Testing

@testable import CellGraph

/// `Path`: building, bounding boxes, hit tests, trimming and transforms, with SwiftUI's API.
@Suite struct PathTests {
  let square = CGRect(x: 0, y: 0, width: 10, height: 10)

  // Apple, "Path" and "addRect(_:transform:)": a rectangle is a closed subpath of its corners.
  @Test("A rectangle is a move, three lines and a close")
  func rectangleElements() {
    var elements: [Path.Element] = []
    let record: (Path.Element) -> Void = { elements.append($0) }
    Path(square).forEach(record)
    #expect(
      elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
        .line(to: CGPoint(x: 0, y: 10)), .closeSubpath,
      ])
    #expect(Path().isEmpty)
    #expect(!Path(square).isEmpty)
  }

  // Apple, "boundingRect": "the smallest rectangle completely enclosing all points in the path
  // but not including control points for Bézier curves".
  @Test("The bounding rectangle encloses the path's points but not its control points")
  func boundingRect() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(Path(rect).boundingRect == rect)
    let ellipse = Path(ellipseIn: rect).boundingRect
    #expect(abs(ellipse.minX - 10) < 1e-9 && abs(ellipse.maxX - 40) < 1e-9)
    #expect(abs(ellipse.minY - 20) < 1e-9 && abs(ellipse.maxY - 60) < 1e-9)
    let hump = Path { path in
      path.move(to: .zero)
      path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    }
    #expect(hump.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    let rounded = Path(roundedRect: rect, cornerRadius: 8).boundingRect
    #expect(abs(rounded.width - 30) < 1e-9 && abs(rounded.height - 40) < 1e-9)
  }

  // Apple, "addLines(_:)": a move to the first point, then lines; "currentPoint": the last
  // point.
  @Test("addLines starts a subpath at the first point; the current point is the last")
  func lines() {
    var path = Path()
    #expect(path.currentPoint == nil)
    path.addLines([.zero, CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5)])
    #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    path.closeSubpath()
    #expect(path.currentPoint == .zero, "closing returns to the subpath's start")
  }

  // Apple, "addArc(center:radius:startAngle:endAngle:clockwise:transform:)": angles from the
  // x axis; in SwiftUI's flipped space `clockwise: false` turns towards increasing angles.
  @Test("An arc from 0° to 90° ends below its centre and spans one quadrant")
  func arc() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let end = path.currentPoint ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    let bounds = path.boundingRect
    #expect(abs(bounds.width - 10) < 1e-9 && abs(bounds.height - 10) < 1e-9)
    var full = Path()
    full.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(abs(full.boundingRect.width - 20) < 1e-9, "clockwise the other way: three quadrants")
  }

  // Apple, "contains(_:eoFill:)": the non-zero rule by default, the even-odd rule with eoFill.
  @Test("contains follows the winding rule, or the even-odd rule")
  func contains() {
    #expect(Path(square).contains(CGPoint(x: 5, y: 5)))
    #expect(!Path(square).contains(CGPoint(x: 15, y: 5)))
    let nested = Path { path in
      path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
      path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    }
    #expect(nested.contains(CGPoint(x: 15, y: 15)))
    #expect(!nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
    #expect(nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
  }

  // Apple, "trimmedPath(from:to:)": the part between two fractions of the path's length.
  @Test("trimmedPath keeps the part of the outline between two fractions of its length")
  func trimmed() {
    let quarter = Path(square).trimmedPath(from: 0, to: 0.25).boundingRect
    #expect(quarter == CGRect(x: 0, y: 0, width: 10, height: 0), "the top side")
    let half = Path(square).trimmedPath(from: 0.25, to: 0.5).boundingRect
    #expect(half == CGRect(x: 10, y: 0, width: 0, height: 10), "the trailing side")
    #expect(Path(square).trimmedPath(from: 0.6, to: 0.2).isEmpty)
    #expect(Path(square).trimmedPath(from: 0, to: 1) == Path(square))
  }

  // Apple, "applying(_:)" and "offsetBy(dx:dy:)": every point mapped.
  @Test("applying and offsetBy move every point")
  func transforms() {
    #expect(
      Path(square).offsetBy(dx: 5, dy: -5).boundingRect
        == CGRect(x: 5, y: -5, width: 10, height: 10))
    #expect(
      Path(square).applying(TestTransforms.scale(2, 3)).boundingRect
        == CGRect(x: 0, y: 0, width: 20, height: 30))
    var path = Path()
    path.addRect(square, transform: TestTransforms.translation(1, 2))
    #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 10, height: 10))
  }

  @Test("NaN and infinite points are left out of the bounds and the hit test, without a crash")
  func nonFinite() {
    let path = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
      path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
      path.addLine(to: CGPoint(x: 10, y: 10))
      path.closeSubpath()
    }
    #expect(path.boundingRect == square)
    #expect(!path.contains(CGPoint(x: 100, y: 100)))
    #expect(Path(CGRect.zero).boundingRect == .zero)
  }

  // SwiftUI's `Angle` animates by its radians (Apple, "Angle": conforms to Animatable).
  @Test("An angle animates by its radians")
  func angleAnimates() {
    var angle = Angle.degrees(90)
    #expect(angle.animatableData == .pi / 2)
    angle.animatableData = .pi
    #expect(angle.degrees == 180)
  }
}
