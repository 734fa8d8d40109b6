import CellGraphCore

/// A modifier that has a meaning only on a device's screen (a bar's background, a status bar,
/// haptics), recorded: the view is unchanged, its text too, and `ViewHost.platformSettings`
/// lists what was asked, so that a test can check it.
///
/// ```swift
/// List { … }
///   .scrollContentBackground(.hidden)
/// host.platformSettings   // [scrollContentBackground(hidden)]
/// ```
public nonisolated struct PlatformSetting: Hashable, Sendable, CustomStringConvertible {
  /// The modifier's name, as SwiftUI spells it: `listRowSeparator`.
  public let modifier: String
  /// Its arguments, described: `hidden, edges: all`.
  public let value: String

  /// A setting of `modifier` to `value`.
  public init(_ modifier: String, _ value: String) {
    self.modifier = modifier
    self.value = value
  }

  /// `modifier(value)`.
  public var description: String { "\(modifier)(\(value))" }
}

/// The view of a platform modifier: its content, and the setting its node keeps for inspection.
nonisolated struct PlatformModifier<Content: View>: View {
  let content: Content
  let setting: PlatformSetting

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PlatformModifier: PrimitiveView {
  package typealias NodeState = PlatformSettingBox

  /// A modifier: identity paths leave it out, as they do `padding`.
  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if node.state?.setting != setting { node.state = PlatformSettingBox(setting) }
    node.updateChild(content)
  }
}

/// The setting a platform modifier's node declares, in its `state`.
@MainActor
package final class PlatformSettingBox {
  let setting: PlatformSetting

  init(_ setting: PlatformSetting) { self.setting = setting }
}

nonisolated extension View {
  /// This view with a recorded platform `setting`.
  func platformSetting(_ modifier: String, _ value: Any) -> some View {
    PlatformModifier(content: self, setting: PlatformSetting(modifier, String(describing: value)))
  }
}
