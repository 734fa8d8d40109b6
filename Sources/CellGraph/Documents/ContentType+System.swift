import CellGraphCore

/// The system types a document app most often names, with `UTType`'s identifiers, extensions and
/// conformance. `ContentType("…")` and `ContentType(filenameExtension:)` know exactly these.
extension ContentType {
  /// `public.item`: anything on disk. The root of the hierarchy.
  public static let item = ContentType(identifier: "public.item", extensions: [], parents: [])
  /// `public.content`: anything with content a user reads or edits.
  public static let content = ContentType(
    identifier: "public.content", extensions: [], parents: [])
  /// `public.data`: a byte stream, the parent of every regular-file type.
  public static let data = ContentType(identifier: "public.data", extensions: [], parents: [item])
  /// `public.text`: text in any encoding.
  public static let text = ContentType(
    identifier: "public.text", extensions: [], parents: [data, content])
  /// `public.plain-text`: text without markup (`.txt`).
  public static let plainText = ContentType(
    identifier: "public.plain-text", extensions: ["txt", "text"], parents: [text])
  /// `public.utf8-plain-text`: plain text in UTF-8.
  public static let utf8PlainText = ContentType(
    identifier: "public.utf8-plain-text", extensions: [], parents: [plainText])
  /// `public.json`: JSON text (`.json`).
  public static let json = ContentType(
    identifier: "public.json", extensions: ["json"], parents: [text])
  /// `public.image`: any image.
  public static let image = ContentType(
    identifier: "public.image", extensions: [], parents: [data, content])
  /// `public.png`: a PNG image (`.png`).
  public static let png = ContentType(
    identifier: "public.png", extensions: ["png"], parents: [image])
  /// `public.jpeg`: a JPEG image (`.jpeg`, `.jpg`).
  public static let jpeg = ContentType(
    identifier: "public.jpeg", extensions: ["jpeg", "jpg"], parents: [image])
  /// `com.adobe.pdf`: a PDF document (`.pdf`).
  public static let pdf = ContentType(
    identifier: "com.adobe.pdf", extensions: ["pdf"], parents: [data, content])
  /// `public.url`: a URL.
  public static let url = ContentType(identifier: "public.url", extensions: [], parents: [data])
  /// `public.file-url`: a URL of a file.
  public static let fileURL = ContentType(
    identifier: "public.file-url", extensions: [], parents: [url])
  /// `public.directory`: a directory.
  public static let directory = ContentType(
    identifier: "public.directory", extensions: [], parents: [item])
  /// `public.folder`: a directory a user browses.
  public static let folder = ContentType(
    identifier: "public.folder", extensions: [], parents: [directory])
  /// `com.apple.package`: a directory shown as one file (a document package).
  public static let package = ContentType(
    identifier: "com.apple.package", extensions: [], parents: [directory])

  static let systemTypes: [ContentType] = [
    item, content, data, text, plainText, utf8PlainText, json, image, png, jpeg, pdf, url, fileURL,
    directory, folder, package,
  ]
}
