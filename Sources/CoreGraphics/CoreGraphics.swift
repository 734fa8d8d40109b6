// `import CoreGraphics` on platforms without Apple's framework (this module is declared only
// there; see Package.swift). Foundation already has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
// on these platforms; this module re-exports them and adds the geometry types it lacks,
// `CGVector`, `CGAffineTransform`, `CGLineCap` and `CGLineJoin` (`CellGraph` takes them from
// here).
//
// ```swift
// import CoreGraphics
//
// let offset = CGPoint(x: 10, y: 20).applying(CGAffineTransform(scaleX: 2, y: 2))  // (20, 40)
// ```
@_exported import Foundation
