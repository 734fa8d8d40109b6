import CellGraphCore
import Foundation

nonisolated extension View {
  /// Presents `content` as a sheet while `isPresented` is `true`.
  ///
  /// The content is a subtree of its own: created with fresh state each time the sheet is
  /// presented, kept while it stays presented (however often this view re-runs), removed when it
  /// is dismissed (its `onDisappear` actions run and its tasks are cancelled). It inherits the
  /// environment at this modifier, and its `\.dismiss` ends the sheet by writing `false` to
  /// `isPresented`; `onDismiss` runs after the sheet's content disappeared, however it was
  /// dismissed. The host shows it after the screen, in a frame titled `sheet`;
  /// `host.dismissPresentation()` dismisses it as a swipe down would.
  ///
  /// ```swift
  /// Button("Compose") { isComposing = true }
  ///   .sheet(isPresented: $isComposing) {
  ///     ComposeView()
  ///   }
  /// ```
  public func sheet<Content: View>(
    isPresented: BindingCell<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    PresentationModifier(
      content: self, kind: .sheet, trigger: FlagTrigger(isPresented: isPresented),
      layer: { _ in content() }, onDismiss: onDismiss)
  }

  /// Presents a sheet for `item` while it is not `nil`, with `content` made from the item.
  ///
  /// An item with another `id` is another presentation: the sheet is dismissed (`onDismiss`
  /// runs) and presented again with fresh state. The same `id` with other values updates the
  /// presented content in place. `\.dismiss` inside writes `nil` to `item`.
  ///
  /// ```swift
  /// List(notes) { note in Button(note.title) { selected = note } }
  ///   .sheet(item: $selected) { note in NoteEditor(note: note) }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: BindingCell<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    PresentationModifier(
      content: self, kind: .sheet, trigger: ItemTrigger(item: item), layer: content,
      onDismiss: onDismiss)
  }

  /// Presents `content` covering the whole screen while `isPresented` is `true`.
  ///
  /// As `sheet(isPresented:onDismiss:content:)`, except that a user has no gesture to dismiss
  /// it: `host.dismissPresentation()` refuses, and the content dismisses it with `\.dismiss`.
  /// The host shows it in a frame titled `full-screen cover`.
  ///
  /// ```swift
  /// Onboarding().fullScreenCover(isPresented: $isFirstLaunch) { Welcome() }
  /// ```
  public func fullScreenCover<Content: View>(
    isPresented: BindingCell<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    PresentationModifier(
      content: self, kind: .fullScreenCover, trigger: FlagTrigger(isPresented: isPresented),
      layer: { _ in content() }, onDismiss: onDismiss)
  }

  /// Presents a full-screen cover for `item` while it is not `nil` (see `sheet(item:)`).
  ///
  /// ```swift
  /// Gallery().fullScreenCover(item: $photo) { photo in PhotoViewer(photo: photo) }
  /// ```
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: BindingCell<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    PresentationModifier(
      content: self, kind: .fullScreenCover, trigger: ItemTrigger(item: item), layer: content,
      onDismiss: onDismiss)
  }

  /// Presents `content` in a popover while `isPresented` is `true`.
  ///
  /// As a sheet (a popover on a compact screen is one); the host shows it in a frame titled
  /// `popover`. The anchor and the arrow edge place the popover on a screen; text has no
  /// places, so they are accepted and ignored.
  ///
  /// ```swift
  /// Button("Info") { showsInfo = true }
  ///   .popover(isPresented: $showsInfo) { Text("Version 2") }
  /// ```
  public func popover<Content: View>(
    isPresented: BindingCell<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    PresentationModifier(
      content: self, kind: .popover, trigger: FlagTrigger(isPresented: isPresented),
      layer: { _ in content() }, onDismiss: nil)
  }

  /// Presents a popover for `item` while it is not `nil` (see `sheet(item:)`).
  ///
  /// ```swift
  /// Grid().popover(item: $hovered) { cell in Text(cell.detail) }
  /// ```
  public func popover<Item: Identifiable, Content: View>(
    item: BindingCell<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    PresentationModifier(
      content: self, kind: .popover, trigger: ItemTrigger(item: item), layer: content,
      onDismiss: nil)
  }
}

/// Where a popover points at (SwiftUI's `PopoverAttachmentAnchor`): a rectangle of the
/// presenting view, or a unit point of it. Accepted for SwiftUI's spelling; the host presents a
/// popover as a sheet, which has no place to point at, so it changes nothing.
///
/// ```swift
/// Text("Hi").popover(isPresented: $shows, attachmentAnchor: .point(.top)) { Text("Hello") }
/// ```
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the presenting view: `.rect(.bounds)` (the default), `.rect(.rect(r))`.
  case rect(Anchor<CGRect>.Source)
  /// A unit point of the presenting view (`.top`, `.center`, …).
  case point(UnitPoint)
}
