import CellGraph

/// Preferences: 10,000 rows each setting a preference (its own count), summed by an
/// `overlayPreferenceValue` that shows the total, and one row's count changed through its
/// binding.
///
/// The row re-runs (it reads its count) and so does the badge the overlay makes from the new
/// total (bodies run: 2); no other row, and not the list, runs. The total is recombined along the
/// changed row's path: its value, then `log₂(rows)` pairs of the list's partial sums, not every
/// row's value.
///
/// The time includes producing the host's text.
extension Workload {
  static let preferencesGroup = "Preferences"

  /// The rows of the preference workload.
  public static let preferenceRows = 10_000

  @MainActor static var preferences: [Workload] {
    [
      Workload(
        group: preferencesGroup,
        name:
          "A preference changed at one leaf of \(preferenceRows.formatted) (only the reader re-runs)",
        key: "preference-leaf-\(preferenceRows)"
      ) { mode in
        let counts = Sink<Int>(slots: preferenceRows)
        let host = ViewHost(ContributingRows(count: preferenceRows, counts: counts))
        mode.apply(to: host)
        return Run(
          host: host, bodyTypes: [ContributingRows.self, ContributingRow.self, TotalBadge.self]
        ) {
          counts[preferenceRows / 2].wrappedValue += 1
          blackHole(host.text)
        }
      }
    ]
  }
}

/// The sum of the rows' counts.
struct RowTotalKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// `count` rows whose total the overlay shows.
struct ContributingRows: View {
  let count: Int
  let counts: Sink<Int>

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<count, id: \.self) { index in
        ContributingRow(index: index, counts: counts)
      }
    }
    .overlayPreferenceValue(RowTotalKey.self, alignment: .topTrailing) { total in
      TotalBadge(total: total)
    }
  }
}

/// One row: shows its count and sets it as its preference.
struct ContributingRow: View {
  let index: Int
  let counts: Sink<Int>
  @StateCell var value = 1

  var body: some View {
    counts.store($value, at: index)
    return Text("Row \(index): \(value)")
      .preference(key: RowTotalKey.self, value: value)
  }
}

/// The overlay's content: the total.
struct TotalBadge: View {
  let total: Int
  var body: some View { Text("Σ \(total)") }
}
