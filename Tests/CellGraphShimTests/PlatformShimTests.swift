import Foundation
import Testing
import UniformTypeIdentifiers

extension UTType {
  fileprivate static let recipe = UTType(exportedAs: "com.example.recipe")
}

@Suite struct PlatformShimTests {
  // UniformTypeIdentifiers (UTType): an exported type, and the system types' extensions.
  @Test("import UniformTypeIdentifiers gives UTType")
  @MainActor func utType() {
    #expect(UTType.recipe.identifier == "com.example.recipe")
    #expect(UTType.plainText.preferredFilenameExtension == "txt")
    #expect(UTType.json.conforms(to: .text))
  }

  // CoreGraphics (CGAffineTransform, CGPoint.applying): a point maps to
  // (a·x + c·y + tx, b·x + d·y + ty); scaledBy applies the scale first.
  @Test("import CoreGraphics gives the geometry types and affine transforms")
  func geometry() {
    let results = GeometryChecks.results()
    #expect(results.mappedPoint == CGPoint(x: 7, y: 2))
    #expect(results.inverseIsIdentity)
    #expect(results.rectMidX == 2 && results.vectorDY == -4)
  }
}
