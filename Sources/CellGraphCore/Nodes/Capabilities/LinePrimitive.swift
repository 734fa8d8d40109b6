/// A built-in view whose text is a line when what it shows is one line: a control such as
/// `Toggle`, whose `[x] Wi-Fi` sits in a row beside `Text`s.
///
/// An `HStack` whose children are each a label (`LabelPrimitive`) or a view of this kind writes
/// its line straight from their strings (`LabelRow`): a label's string where it lies, and this
/// view's line where its node keeps it (`Node.keptLine`), with no array of the children's blocks
/// gathered and no layout of blocks side by side. The capability is found once per type
/// (`PrimitiveCapabilities.writesLine`), never by comparing with a concrete type.
///
/// *Invariant:* the view's text, when it is one block of fixed text with one line, is as wide as
/// that line's columns (`TextBlock.width(of:)`), as a block made by `TextBlock(_:)` is. The row
/// checks the rest each time it is written: the text must be one block of fixed text with one
/// line (a label of several lines, a custom style's body of any shape, a flexible block or
/// several blocks send the row the general way, `TextLayout.horizontal`), and its width is
/// compared with its line's columns, so a text that breaks the invariant is also laid out the
/// general way. *Tests:* `Rendering/LineRowTests`.
///
/// ```swift
/// extension Toggle: LinePrimitive {}   // [x] Wi-Fi
/// HStack { Toggle("Wi-Fi", isOn: $wifi); Text("on") }   // one line: "[x] Wi-Fi on"
/// ```
@MainActor
package protocol LinePrimitive: PrimitiveView {}
