import CellGraph

/// Presentation: a sheet presented and dismissed over a `List` of 10,000 rows, through the
/// binding the button and the sheet's `\.dismiss` would write.
///
/// The list's view only passes `$showsSheet` to the `.sheet` modifier, which reads it: presenting
/// runs the sheet's bodies only (bodies run: 1, the sheet's content), dismissing runs none, and
/// no row runs. (`PresentationPrecisionTests` asserts this on the same shape of tree.)
///
/// The time includes producing the host's text after each step.
extension Workload {
  static let presentationGroup = "Presentation"

  /// The rows of the list under the sheet.
  public static let presentationRows = 10_000

  @MainActor static var presentation: [Workload] {
    [
      Workload(
        group: presentationGroup,
        name: "Present and dismiss a sheet over a \(presentationRows.formatted)-row List",
        key: "sheet-over-list-\(presentationRows)"
      ) { mode in
        let showsSheet = Sink<Bool>()
        let host = ViewHost(SheetOverList(count: presentationRows, showsSheet: showsSheet))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [SheetOverList.self, ListedRow.self, FilterPanel.self]) {
          showsSheet[0].wrappedValue = true
          blackHole(host.text)
          showsSheet[0].wrappedValue = false
          blackHole(host.text)
        }
      }
    ]
  }
}

/// A list of `count` rows with a sheet over it, leaving its `isPresented` binding in the sink.
struct SheetOverList: View {
  let count: Int
  let showsSheet: Sink<Bool>
  @StateCell var isShowingSheet = false

  var body: some View {
    showsSheet.store($isShowingSheet)
    return List(0..<count, id: \.self) { index in ListedRow(index: index) }
      .sheet(isPresented: $isShowingSheet) { FilterPanel() }
  }
}

/// One row of `SheetOverList`.
struct ListedRow: View {
  let index: Int
  var body: some View { Text("Row \(index)") }
}

/// The sheet of `SheetOverList`: a field with state of its own.
struct FilterPanel: View {
  @StateCell var query = ""
  var body: some View { TextField("Filter", text: $query) }
}
