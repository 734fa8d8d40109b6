import CellGraphCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension App {
  /// Runs the app headlessly from the command line, so that `@main` works as in SwiftUI.
  ///
  /// ```swift
  /// @main
  /// struct EmojiArtApp: App {
  ///   var body: some Scene {
  ///     DocumentGroup(newDocument: EmojiArtDocument()) { config in
  ///       EmojiArtDocumentView(document: config.document)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// `EmojiArtApp art.emojiart` prints each window group's window and the document's window as
  /// text, then exits; see `AppHost.run(arguments:output:errors:)` for what it does in full.
  /// The process exits with the status `run` returns.
  public static func main() async {
    let status = await AppHost(Self.self).run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      output: { print($0) },
      errors: { FileHandle.standardError.write(Data("\($0)\n".utf8)) })
    exit(status)
  }
}

extension AppHost {
  /// What `App.main()` does with its command line, headlessly: shows the app's windows as text.
  ///
  ///     app [file ...]
  ///
  /// 1. Each window group's window is printed under `== <title> ==` (`== window 1 ==` untitled).
  /// 2. Each `file` is opened in the first document group that reads its type and printed under
  ///    `== <file name> ==`; a file that does not exist is a new document of that group, saved
  ///    there only if it gets edited; a new file whose extension no group reads is refused
  ///    (`unreadableLocation`) and nothing is created. With no file and no window group, a new untitled document
  ///    of the first group that makes new documents is printed instead.
  /// 3. Before printing, each window settles: its `.task` work runs to the end.
  /// 4. Every document window is closed, which saves a document its views edited; an edited
  ///    untitled document has nowhere to go, and is reported (`noLocation`), not dropped silently.
  ///
  /// A file that cannot be opened is reported on `errors` and left untouched, and the others are
  /// still shown. `--help` prints the usage.
  ///
  /// - Returns: the exit status: `0` when everything opened and saved, `1` when a document could
  ///   not be opened or saved, `2` for an unknown option.
  ///
  /// ```swift
  /// let status = await AppHost(EmojiArtApp()).run(
  ///   arguments: ["art.emojiart"], output: { print($0) }, errors: { print($0) })
  /// ```
  public func run(
    arguments: [String], output: (String) -> Void, errors: (String) -> Void
  ) async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      output("usage: app [file ...]: prints the app's windows and each file's document as text")
      return 0
    }
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      errors("unknown option \(option); usage: app [file ...]")
      return 2
    }
    var status: Int32 = 0
    for (index, window) in windows.enumerated() {
      await window.settle()
      output("== \(windowTitles[index] ?? "window \(index + 1)") ==")
      output(window.text)
    }
    var documents: [(name: String, window: any DocumentScene, saveTo: URL?)] = []
    for path in arguments {
      let url = URL(fileURLWithPath: path)
      do throws(DocumentError) {
        let exists = FileManager.default.fileExists(atPath: url.path)
        documents.append(
          (url.lastPathComponent, try openOrCreateDocument(at: url), exists ? nil : url))
      } catch {
        errors("error: \(error)")
        status = 1
      }
    }
    if arguments.isEmpty && windows.isEmpty, let window = newDocument() {
      documents.append(("Untitled", window, nil))
    }
    for document in documents {
      await document.window.host.settle()
      output("== \(document.name) ==")
      output(document.window.text)
    }
    for document in documents {
      do throws(DocumentError) {
        if let url = document.saveTo, document.window.isEdited {
          try await document.window.save(to: url)
        }
        try await document.window.close()
      } catch {
        errors("error: \(error)")
        status = 1
      }
    }
    return status
  }
}
