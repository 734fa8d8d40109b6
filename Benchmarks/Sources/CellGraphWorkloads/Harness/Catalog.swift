/// Every workload, in the order of the report.
extension Workload {
  @MainActor public static var all: [Workload] {
    var all = rows + leaves + rowShapes + shapes + skipping + models + scrolling + lists + forms
    all += presentation
    all += documents
    all += preferences
    all += bindings
    all += tracing
    all += navigation
    return all
  }
}
