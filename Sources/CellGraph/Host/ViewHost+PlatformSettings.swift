import CellGraphCore

extension ViewHost {
  /// The platform modifiers of the views on screen, in tree order: what was asked of a device's
  /// screen that a headless host does not draw (`.statusBarHidden()`, `.listRowSeparator(.hidden)`,
  /// `.sensoryFeedback(…)`). Each is a recorded no-op; see Docs/SwiftUI.md.
  ///
  /// ```swift
  /// #expect(host.platformSettings.contains(PlatformSetting("statusBarHidden", "true")))
  /// ```
  public var platformSettings: [PlatformSetting] {
    flush()
    var settings: [PlatformSetting] = []
    func visit(_ node: Node) {
      if let box = node.primitiveState(as: PlatformSettingBox.self) { settings.append(box.setting) }
      for child in node.children where !child.isRemoved { visit(child) }
    }
    visit(rootNode)
    return settings
  }
}
