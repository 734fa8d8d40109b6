import CellGraph
import Foundation
import Testing

@testable import CellGraphCore
@testable import CellGraphTerminal

/// Seeded random key input for a live session, with shrinking: bytes as a terminal sends them
/// (printable text, UTF-8 of several lengths, invalid UTF-8, control characters, escape
/// sequences for arrows and function keys), decoded by the runner's `KeyDecoder` and handed to
/// `LiveSession.handle(_:)` one key at a time.
///
/// After every key it checks the invariants of issue 30: no diagnostic, and the host's
/// incrementally kept text equal to a render of every node from scratch. A failing sequence is
/// shrunk (chunks of bytes removed while it still fails) and reported with its seed.
@MainActor
struct KeyFuzzer {
  /// How many sequences and how many bytes each: fixed in CI; `CELLGRAPH_FUZZ_ITERATIONS`
  /// multiplies the sequences, `CELLGRAPH_FUZZ_SEED` starts from another seed
  /// (Docs/Testing.md, "Fuzzing").
  static var sequences: Int { 20 * Fuzz.iterations }
  static let bytesPerSequence = 300

  /// Makes a fresh session on the screen under test.
  let makeSession: () -> LiveSession

  /// Runs `sequences` random sequences from `seed` on; records an issue for the first failure,
  /// with its seed and the shortest failing bytes found.
  func run(seed: UInt64 = Fuzz.seed, sourceLocation: SourceLocation = #_sourceLocation) {
    for offset in 0..<UInt64(Self.sequences) {
      var random = SplitMix(seed: seed &+ offset)
      let bytes = Self.randomBytes(count: Self.bytesPerSequence, using: &random)
      guard let failure = check(bytes) else { continue }
      let shortest = shrink(bytes)
      let described = shortest.map { String($0, radix: 16, uppercase: false) }
      Issue.record(
        """
        Fuzz failure, seed \(seed &+ offset): \(failure)
        Shortest failing input (\(shortest.count) bytes, hex): \(described.joined(separator: " "))
        Keys: \(Self.keys(of: shortest).map(\.description).joined(separator: ", "))
        """, sourceLocation: sourceLocation)
      return
    }
  }

  /// Feeds `bytes` to a fresh session; returns what went wrong, or `nil`.
  func check(_ bytes: [UInt8]) -> String? {
    let session = makeSession()
    if let problem = Self.problem(in: session, after: "the first render") { return problem }
    for (index, key) in Self.keys(of: bytes).enumerated() {
      // Quitting keys end a real session; the fuzzer keeps going instead.
      _ = session.handle(key)
      if let problem = Self.problem(in: session, after: "key \(index + 1) (\(key))") {
        return problem
      }
    }
    return nil
  }

  private static func problem(in session: LiveSession, after step: String) -> String? {
    let host = session.host
    if let diagnostic = host.diagnostics.first {
      return "after \(step): diagnostic [\(diagnostic.kind.rawValue)] \(diagnostic.message)"
    }
    let incremental = host.text
    let fresh = host.textRenderedFromScratch
    if incremental != fresh {
      return
        "after \(step): the incremental text differs from a fresh render:\n\(incremental)\n---\n\(fresh)"
    }
    return nil
  }

  /// Removes chunks (halves, quarters, … single bytes) while the input still fails.
  func shrink(_ failing: [UInt8]) -> [UInt8] {
    shrinking(failing) { check($0) != nil }
  }

  /// The shortest input found by removing chunks of `failing` while `fails` holds for it.
  func shrinking(_ failing: [UInt8], while fails: ([UInt8]) -> Bool) -> [UInt8] {
    var current = failing
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if fails(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }

  static func keys(of bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.finish()
  }

  /// Bytes a terminal could send, weighted towards what moves through a screen: focus moves,
  /// presses, arrows, text (valid and invalid UTF-8), control characters, escape sequences.
  static func randomBytes(count: Int, using random: inout SplitMix) -> [UInt8] {
    let pieces: [[UInt8]] = [
      [0x09], [0x09], [0x09], [0x1B, 0x5B, 0x5A],  // Tab ×3, Shift-Tab
      [0x0D], [0x0D], [0x20],  // Enter ×2, Space
      [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x42], [0x1B, 0x5B, 0x43], [0x1B, 0x5B, 0x44],  // arrows
      [0x7F], [0x1B], [0x1B, 0x5B, 0x33, 0x7E],  // Backspace, Escape, Delete
      [0x1B, 0x4F, 0x51], [0x1B, 0x4F, 0x52],  // F2, F3
      [0x1B, 0x5B, 0x35, 0x7E], [0x1B, 0x5B, 0x36, 0x7E],  // Page Up, Page Down
      Array("a".utf8), Array("Z".utf8), Array("7".utf8), Array("é".utf8), Array("🚚".utf8),
      Array("b".utf8), Array("g".utf8), Array("q".utf8),
      [0xFF], [0xC3], [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x9A],  // invalid or cut UTF-8
      [0x01], [0x03], [0x04], [0x1A], [0x00],  // Ctrl-A, Ctrl-C, Ctrl-D, Ctrl-Z, NUL
      [0x1B, 0x5B, 0x39, 0x39, 0x7A],  // an unknown escape sequence
    ]
    var bytes: [UInt8] = []
    while bytes.count < count {
      bytes += pieces[Int(random.next() % UInt64(pieces.count))]
    }
    return bytes
  }
}

/// The fuzz loops' counts and seed: fixed unless the environment says otherwise.
enum Fuzz {
  static var iterations: Int {
    max(1, Int(ProcessInfo.processInfo.environment["CELLGRAPH_FUZZ_ITERATIONS"] ?? "") ?? 1)
  }
  static var seed: UInt64 {
    UInt64(ProcessInfo.processInfo.environment["CELLGRAPH_FUZZ_SEED"] ?? "") ?? 30
  }
}

/// SplitMix64: a small seeded generator, so a sequence replays from its seed.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension ViewHost {
  /// The text rendered again from every node, ignoring every kept text: what a fresh render of
  /// the same state shows. Differs from `text` only if incremental rendering kept a stale block.
  var textRenderedFromScratch: String {
    func markForRender(_ node: Node) {
      node.flags.insert(.needsRender)
      for child in node.children { markForRender(child) }
    }
    markForRender(rootNode)
    graph.screenLayersDidChange()
    return text
  }
}
