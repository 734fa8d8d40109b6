import Foundation

/// The sizes one view chose in a kept layout, by the proposal (and stack axis) it was asked for:
/// everything its parent's layout was computed from.
///
/// The invariant a kept layout relies on (`GeometryLayout.update(_:proposal:changed:)`): if a
/// view, asked again every proposal recorded here, answers each with the size recorded, its
/// parent's layout is unchanged, because the parent computed it from these answers alone. So the
/// answers must hold *every* proposal the parent asked since they were last invalidated; when
/// more are asked than are kept, the oldest is dropped and `isComplete` turns false, and a
/// change to the view then re-lays out its parent whatever it answers.
struct SizeAnswers {
  struct Answer {
    let proposal: ProposedViewSize
    let axis: StackAxis?
    let size: CGSize
  }

  private(set) var answers: [Answer] = []
  /// Whether every proposal asked since the answers were last invalidated is still listed.
  private(set) var isComplete = true
  /// The depth of the shallowest view that asked (-1 for none, the root's size being asked by
  /// the host): one less than the view's own when only its parent asks; less when a container
  /// sizes the subviews of its subviews (a grid its rows' cells), so that a changed answer
  /// re-lays out every view from the parent up to that container.
  private(set) var askerDepth = Int.max

  /// How many answers are kept per view: a stack asks each subview three proposals (zero,
  /// infinity and its share) for each proposal it is asked itself, which in a stack is four.
  static let capacity = 32

  /// The size recorded for `proposal` along `axis`, if it was asked.
  func size(for proposal: ProposedViewSize, axis: StackAxis?) -> CGSize? {
    for answer in answers where answer.proposal == proposal && answer.axis == axis {
      return answer.size
    }
    return nil
  }

  mutating func record(
    _ size: CGSize, for proposal: ProposedViewSize, axis: StackAxis?, askerDepth: Int
  ) {
    if answers.count == Self.capacity {
      answers.removeFirst()
      isComplete = false
    }
    answers.append(Answer(proposal: proposal, axis: axis, size: size))
    noteAsker(depth: askerDepth)
  }

  mutating func noteAsker(depth: Int) {
    askerDepth = min(askerDepth, depth)
  }
}
