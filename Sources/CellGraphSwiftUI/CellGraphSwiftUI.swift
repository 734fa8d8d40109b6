/// SwiftUI's own spellings for CellGraph, opt in: `import CellGraphSwiftUI` where a SwiftUI file
/// says `import SwiftUI`.
///
/// This module re-exports CellGraph and adds SwiftUI's names for the types CellGraph names in its
/// own spirit (`@State` for `@StateCell`, `@Binding` for `@BindingCell`, …). Views and modifiers
/// already carry SwiftUI's names in CellGraph itself. CellGraph keeps its own names so that code
/// importing both CellGraph and SwiftUI (on macOS) has no clash; this module is for code written
/// as SwiftUI, to run headlessly unchanged.
///
/// ```swift
/// import CellGraphSwiftUI
///
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@_exported import CellGraph
// SwiftUI files use Foundation's and Observation's types (`Date`, `URL`, `@Observable`) through
// `import SwiftUI` alone: so do they through this module.
@_exported import Foundation
@_exported import Observation

// `import SwiftUI` brings Combine and UniformTypeIdentifiers along on Apple platforms; where
// those are absent, this package's stand-ins of the same names come along here. (Not
// CoreGraphics: Foundation has its common types here, and a module of that name imported in a
// file beside `Testing` makes the compiler look for Testing's CoreGraphics overlay, which Linux
// toolchains do not ship; see Limitations.md.)
#if !canImport(Darwin)
  @_exported import Combine
  @_exported import UniformTypeIdentifiers
#endif
