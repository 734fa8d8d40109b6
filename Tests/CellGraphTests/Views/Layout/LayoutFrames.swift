import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The global frames of named views, as their `onGeometryChange` last reported them.
@MainActor
final class LayoutFrames {
  var frames: [String: CGRect] = [:]

  /// `x,y w×h` of the view named `name`, each length rounded to a whole point.
  subscript(name: String) -> String? {
    frames[name].map { frame in
      func whole(_ value: CGFloat) -> Int { Int(value.rounded()) }
      return
        "\(whole(frame.minX)),\(whole(frame.minY)) \(whole(frame.width))×\(whole(frame.height))"
    }
  }
}

extension View {
  /// This view, reporting its global frame to `frames` under `name`. Main-actor isolated (the
  /// action writes to `frames`), as a closure passed to SwiftUI's nonisolated `action:` must be
  /// formed on the main actor to touch main-actor state.
  func measured(_ name: String, in frames: LayoutFrames) -> some View {
    onGeometryChange(
      for: CGRect.self, of: { $0.frame(in: .global) },
      action: { frames.frames[name] = $0 })
  }
}

extension ViewHost {
  /// A testing host of `content` on a screen of `columns` × `lines` cells, flushed: its text is
  /// drawn at the frames of the layout in points.
  static func testing<Content: View>(
    _ content: Content, columns: Int, lines: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewHost {
    let host = ViewHost.testing(content, sourceLocation: sourceLocation)
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    host.flush()
    return host
  }
}

/// A row of a name at the leading edge and a value at the trailing edge, a `Spacer` between: the
/// settings row the layout tests stretch across lists, buttons and boxes.
struct SpacedRow: View {
  let name: String
  let value: String

  var body: some View {
    HStack {
      Text(name)
      Spacer()
      Text(value)
    }
  }
}
