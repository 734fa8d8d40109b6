import CellGraphCore

/// The key behind `EnvironmentValues.isEnabled`.
struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the views here can be interacted with: `true` unless `.disabled(true)` is applied to
  /// this view or an ancestor.
  ///
  /// Controls read it: a disabled control shows ` (disabled)` after its text form, and a host
  /// interaction with it throws `InteractionError` with the reason `.disabled`.
  ///
  /// ```swift
  /// struct SaveButton: View {
  ///   @EnvironmentCell(\.isEnabled) var isEnabled
  ///   var body: some View { Text(isEnabled ? "Ready" : "Locked") }
  /// }
  /// ```
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
