import CellGraphCore

extension Gesture {
  /// Combines this gesture with `other` so that both recognize at the same time.
  ///
  /// ```swift
  /// MagnifyGesture().simultaneously(with: RotateGesture())
  /// ```
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// Sequences this gesture before `other`: `other` recognizes only once this one has ended.
  ///
  /// ```swift
  /// LongPressGesture().sequenced(before: DragGesture())
  /// ```
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines this gesture with `other` so that only one succeeds: this one, unless it fails.
  ///
  /// ```swift
  /// TapGesture(count: 2).exclusively(before: TapGesture())
  /// ```
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
