import CellGraph

/// Compares the body evaluations of some update records with a list of expectations, and words
/// the difference for a test failure.
///
/// The rule: each expectation matches exactly `times` evaluations, and every evaluation matches
/// at least one expectation. The message has up to four sections, each present only when it has
/// entries — what ran unexpectedly, what ran more often than expected, what did not run (as often
/// as expected), and what ran as expected — and every evaluation it lists carries its recorded
/// reasons and the pass and triggers it ran in.
struct BodyReport {
  /// One evaluation with the record it belongs to.
  private struct Entry {
    let evaluation: BodyEvaluation
    let record: UpdateRecord

    var line: String {
      let reasons = evaluation.reasons.map(\.description).joined(separator: "; ")
      let triggers = record.triggers.map(\.description).joined(separator: ", ")
      return "\(evaluation.path): \(reasons)  [pass \(record.pass): \(triggers)]"
    }
  }

  private let entries: [Entry]
  private let skipped: [SkippedView]
  private let expectations: [BodyExpectation]

  init(records: [UpdateRecord], expectations: [BodyExpectation]) {
    entries = records.flatMap { record in
      record.evaluations.map { Entry(evaluation: $0, record: record) }
    }
    skipped = records.flatMap(\.skipped)
    self.expectations = expectations
  }

  private func matches(of expectation: BodyExpectation) -> [Entry] {
    entries.filter { expectation.matches($0.evaluation) }
  }

  private var unexpected: [Entry] {
    entries.filter { entry in !expectations.contains { $0.matches(entry.evaluation) } }
  }

  /// Whether the evaluations are exactly the expected ones.
  var isSatisfied: Bool {
    unexpected.isEmpty && expectations.allSatisfy { matches(of: $0).count == $0.times }
  }

  /// The failure message; meaningful only when the expectation is not satisfied.
  var message: String {
    var lines: [String] = [header]
    let extra = unexpected
    if !extra.isEmpty {
      lines.append("Ran unexpectedly:")
      lines += extra.map { "  " + $0.line }
    }
    let tooOften = expectations.filter { matches(of: $0).count > $0.times }
    if !tooOften.isEmpty {
      lines.append("Ran more often than expected:")
      for expectation in tooOften { lines += describe(expectation) }
    }
    let missing = expectations.filter { matches(of: $0).count < $0.times }
    if !missing.isEmpty {
      lines.append("Did not run as often as expected:")
      for expectation in missing { lines += describe(expectation) }
    }
    let met = expectations.filter { matches(of: $0).count == $0.times }
    if !met.isEmpty {
      lines.append("Ran as expected:")
      for expectation in met { lines += describe(expectation) }
    }
    return lines.joined(separator: "\n")
  }

  private var header: String {
    let expected =
      expectations.isEmpty ? "no body" : expectations.map(\.description).joined(separator: ", ")
    let passes = Set(entries.map(\.record.pass)).count
    let ran = "\(entries.count) bod\(entries.count == 1 ? "y" : "ies") ran"
    return "Expected \(expected) to run; \(ran) in \(passes) pass\(passes == 1 ? "" : "es")."
  }

  private func describe(_ expectation: BodyExpectation) -> [String] {
    let found = matches(of: expectation)
    var head = "  \(expectation): expected \(expectation.times), ran \(found.count)"
    if found.count < expectation.times, skipped.contains(where: expectation.matches) {
      head += " (skipped: its parent re-ran with equal inputs)"
    }
    return [head] + found.map { "    " + $0.line }
  }
}
