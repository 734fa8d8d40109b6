import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A triangle: the example of Apple's "Shape" documentation, a custom `path(in:)`.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// A pie slice from `start` to `end`, clockwise on screen.
private struct Slice: Shape {
  let start: Angle
  let end: Angle

  func path(in rect: CGRect) -> Path {
    let centre = CGPoint(x: rect.midX, y: rect.midY)
    var path = Path()
    path.move(to: centre)
    path.addArc(
      center: centre, radius: min(rect.width, rect.height) / 2, startAngle: start,
      endAngle: end, clockwise: false)
    path.closeSubpath()
    return path
  }
}

/// A shape whose path has a NaN point.
private struct Broken: Shape {
  func path(in rect: CGRect) -> Path {
    Path { $0.addLines([.zero, CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: rect.maxX, y: 0)]) }
  }
}

/// Shapes drawn into the cells they are given (TextForm.md, "Frames and shapes").
@MainActor
@Suite struct ShapeDrawingTests {
  /// The host's text of `view`, hosted for testing (an unexpected diagnostic fails the test).
  func draw<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    ViewHost.testing(view, sourceLocation: sourceLocation).text
  }

  // Apple, "Shape": a custom shape is a `path(in:)` in the frame it is given; "Shapes without
  // an explicit fill or stroke get a default fill based on the foreground color".
  @Test("A custom triangle is filled in the cells of its frame, and outlined when stroked")
  func triangle() {
    // 10 × 3 cells: a cell is filled when its centre is inside.
    #expect(draw(Triangle().frame(width: 80, height: 66)) == "    ░░\n  ░░░░░\n ░░░░░░░░")
    #expect(
      draw(Triangle().stroke(.orange).frame(width: 80, height: 66))
        == [
          #"   //\\"#,
          #" ///  \\\"#,
          #"/--------\"#,
        ].joined(separator: "\n"))
    #expect(draw(Triangle()) == "<Triangle>", "no size offered: the type's name")
  }

  // Apple, "addArc(center:radius:startAngle:endAngle:clockwise:transform:)": a slice is a move
  // to the centre, an arc and a close; filled, the region it encloses.
  @Test("A pie chart's slices are filled regions, each in its own part of the frame")
  func pie() {
    let pie = ZStack {
      Slice(start: .degrees(-90), end: .zero).fill(.red)
      Slice(start: .zero, end: .degrees(270)).stroke(.blue)
    }
    .frame(width: 96, height: 110)
    #expect(
      draw(Slice(start: .degrees(-90), end: .zero).frame(width: 96, height: 110))
        == "      ░░\n      ░░░░░\n\n\n", "the quarter from 12 to 3 o'clock")
    #expect(
      draw(pie)
        == [
          #" -----|░"#,
          #"/-    |░░░░"#,
          #"|     +----+"#,
          #"\-        -/"#,
          #" ----------"#,
        ].joined(separator: "\n"), "the red quarter filled, the rest of the pie outlined over it")
  }

  // Apple, "Circle": "A circle centered on the frame of the view containing it"; stroked, its
  // outline: a ring.
  @Test("A stroked circle is a ring and a filled one a disc")
  func circle() {
    #expect(
      draw(Circle().stroke().frame(width: 80, height: 110))
        == [
          #"  ------"#,
          #"/--    --\"#,
          #"|        |"#,
          #"\--    --/"#,
          #"  ------"#,
        ].joined(separator: "\n"))
    #expect(
      draw(Circle().fill(.green).frame(width: 80, height: 110))
        == "\n ░░░░░░░░\n░░░░░░░░░░\n ░░░░░░░░\n", "a diameter of 80 points: 15 to 95 down")
    #expect(draw(Ellipse().frame(width: 80, height: 66)) == " ░░░░░░░░\n░░░░░░░░░░\n ░░░░░░░░")
  }

  // Apple, "FillStyle": `eoFill` fills by the even-odd rule, so a ring of two ellipses has a
  // hole.
  @Test("The even-odd rule leaves the hole of a ring blank")
  func evenOdd() {
    let ring = Path { path in
      path.addEllipse(in: CGRect(x: 0, y: 0, width: 96, height: 110))
      path.addEllipse(in: CGRect(x: 24, y: 33, width: 48, height: 44))
    }
    #expect(
      draw(ring.fill(.orange, style: FillStyle(eoFill: true)).frame(width: 96, height: 110))
        == "  ░░░░░░░░\n ░░░░░░░░░░\n░░░      ░░░\n ░░░░░░░░░░\n  ░░░░░░░░")
    #expect(
      draw(ring.fill(.orange).frame(width: 96, height: 110))
        == "  ░░░░░░░░\n ░░░░░░░░░░\n░░░░░░░░░░░░\n ░░░░░░░░░░\n  ░░░░░░░░",
      "by the non-zero rule both ellipses turn the same way: no hole")
  }

  // Apple, "trim(from:to:)": "Trims this shape by a fractional amount based on its
  // representation as a path".
  @Test("A trimmed shape draws only that part of its outline")
  func trim() {
    #expect(
      draw(Rectangle().trim(from: 0, to: 0.5).stroke().frame(width: 80, height: 66))
        == "---------+\n         |\n         |", "the top and trailing sides")
    #expect(
      draw(Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 1).frame(width: 80, height: 110))
        == "\n\n|        |\n\\--    --/\n  ------", "from 3 o'clock down to 9 o'clock")
  }

  // Apple, "InsettableShape/strokeBorder(_:lineWidth:antialiased:)": "equivalent to insetting
  // `self` by `lineWidth / 2` and stroking the resulting shape"; `stroke` centres the line on
  // the outline.
  @Test("strokeBorder insets the outline by half the line width; stroke does not")
  func strokeBorderInsets() {
    #expect(
      draw(Rectangle().stroke(.gray, lineWidth: 32).frame(width: 80, height: 110))
        == "+--------+\n|        |\n|        |\n|        |\n+--------+")
    // Inset by 16 points: 2 columns, 1 line (16 / 22 rounds to 1).
    #expect(
      draw(Rectangle().strokeBorder(.gray, lineWidth: 32).frame(width: 80, height: 110))
        == "\n  +----+\n  |    |\n  +----+\n")
    #expect(
      draw(Circle().strokeBorder(lineWidth: 32).frame(width: 80, height: 110))
        == "\n  ------\n  |    |\n  ------\n")
    #expect(
      draw(Rectangle().inset(by: 8).fill(.red).frame(width: 48, height: 44)) == " ░░░░\n ░░░░")
  }

  // Apple, "AnyShape": "A type-erased shape value" — drawn as the shape it wraps.
  @Test("AnyShape draws the shape it wraps, with its token")
  func anyShape() {
    let shapes = [AnyShape(Circle()), AnyShape(Rectangle())]
    #expect(draw(shapes[1].stroke(.red).frame(width: 32, height: 66)) == "+--+\n|  |\n+--+")
    #expect(
      draw(shapes[0].stroke(.red).frame(width: 80, height: 110))
        == draw(Circle().stroke(.red).frame(width: 80, height: 110)))
    #expect(draw(shapes[0]) == "<circle>")
  }

  // Apple, "UnevenRoundedRectangle", "ContainerRelativeShape" (a rectangle where no container
  // gives a shape), "Path" as a shape (drawn at its own coordinates).
  @Test("The other built-in shapes draw as boxes, and a path at its own coordinates")
  func builtIns() {
    #expect(
      draw(UnevenRoundedRectangle(topLeadingRadius: 8).stroke().frame(width: 32, height: 66))
        == ".--.\n|  |\n'--'")
    #expect(
      draw(ContainerRelativeShape().stroke().frame(width: 32, height: 66)) == "+--+\n|  |\n+--+")
    let diagonal = Path { $0.addLines([.zero, CGPoint(x: 40, y: 66)]) }
    #expect(
      draw(diagonal.stroke().frame(width: 80, height: 66))
        == [
          #"\\"#,
          #" \\\"#,
          #"   \\"#,
        ].joined(separator: "\n"))
    #expect(
      draw(
        VStack {
          Ellipse()
          Path()
          Capsule()
        }) == "<ellipse>\n<path>\n<capsule>")
  }

  // Apple, "Canvas": "A view type that supports immediate mode drawing"; the renderer gets the
  // canvas's size.
  @Test("A canvas draws its context's fills, strokes and text into its cells, in order")
  func canvas() {
    let canvas = Canvas { context, size in
      context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray))
      context.fill(
        Path(CGRect(x: 8, y: 22, width: 16, height: 22)), with: .foreground)
      context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    #expect(draw(canvas.frame(width: 80, height: 66)) == "+--------+\n|░░ Hi   |\n+--------+")
    #expect(draw(canvas) == "<canvas>")
  }

  @Test("A path with NaN points is reported, drawn without them; a zero frame draws nothing")
  func badInput() {
    let host = ViewHost.testing(
      Broken().stroke().frame(width: 80, height: 44), allowingDiagnostics: true)
    #expect(host.text == "----------\n", "the line from the origin, the NaN point left out")
    #expect(host.diagnostics.map(\.kind) == [.invalidShapePath])
    #expect(draw(Triangle().frame(width: 0, height: 0)) == "")
    #expect(
      draw(Circle().trim(from: .nan, to: 2).stroke().frame(width: 16, height: 22)) == "--",
      "fractions are clamped to 0…1; NaN is 0")
  }
}
