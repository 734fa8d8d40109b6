import CellGraphCore
import Foundation

nonisolated extension View {
  /// Gives this view a fixed width and/or height, in points.
  ///
  /// Points have no size in text, so the text form does not change (see Docs/Limitations.md).
  /// A negative or non-finite size is reported as a `Diagnostic` of kind `.invalidFrame`, and
  /// the view is laid out without the frame.
  ///
  /// ```swift
  /// Color.green.frame(width: 8, height: 8)
  /// ```
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    Framed(
      content: self,
      bounds: FrameBounds(
        minWidth: width, idealWidth: nil, maxWidth: width, minHeight: height, idealHeight: nil,
        maxHeight: height),
      alignment: alignment)
  }

  /// Gives this view a flexible frame: the smallest, ideal and largest width and height, in
  /// points (`.infinity` for as large as offered).
  ///
  /// The text form does not change. A contradictory frame (a minimum above the ideal or the
  /// maximum, or a negative size) is reported as a `Diagnostic` of kind `.invalidFrame`, as
  /// SwiftUI logs "Contradictory frame constraints", and the view is laid out without the frame.
  ///
  /// ```swift
  /// Text("Total").frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    Framed(
      content: self,
      bounds: FrameBounds(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight),
      alignment: alignment)
  }
}

/// The sizes a frame was given, in points (`nil` where none).
struct FrameBounds: Equatable {
  let minWidth: CGFloat?
  let idealWidth: CGFloat?
  let maxWidth: CGFloat?
  let minHeight: CGFloat?
  let idealHeight: CGFloat?
  let maxHeight: CGFloat?

  /// What is wrong with the sizes, or `nil` when they are consistent: none negative or NaN, and
  /// min ≤ ideal ≤ max on each axis where given.
  var problem: String? {
    let sizes: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    for case (let name, let size?) in sizes where size.isNaN || size < 0 {
      return "\(name) is \(size)"
    }
    for axis in [
      ("Width", [minWidth, idealWidth, maxWidth]), ("Height", [minHeight, idealHeight, maxHeight]),
    ] {
      let given = axis.1.compactMap { $0 }
      if zip(given, given.dropFirst()).contains(where: { $0 > $1 }) {
        return "min/ideal/max\(axis.0) are not in increasing order (\(axis.1.map(describe)))"
      }
    }
    return nil
  }

  private func describe(_ size: CGFloat?) -> String {
    size.map { "\($0)" } ?? "nil"
  }
}

/// The view `frame(…)` returns. It keeps its content's text; its evaluation checks the sizes.
nonisolated struct Framed<Content: View>: View {
  let content: Content
  let bounds: FrameBounds
  let alignment: Alignment

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Framed: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if reason != .invalidated, let problem = bounds.problem {
      node.graph.report(
        Diagnostic(
          kind: .invalidFrame,
          message: """
            Contradictory frame constraints at \(node.identityPath): \(problem). \
            The view is laid out as if it had no frame.
            """,
          path: node.identityPath))
    }
    node.updateChild(content)
  }
}

/// The kind of misuse `frame` reports.
extension Diagnostic.Kind {
  /// A `frame` was given contradictory sizes (negative, or a minimum above its maximum); the
  /// view was laid out without the frame.
  public static let invalidFrame = Self("invalidFrame")
}
