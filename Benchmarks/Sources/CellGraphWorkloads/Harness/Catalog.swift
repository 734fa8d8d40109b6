/// Every workload, in the order of the report.
extension Workload {
  @MainActor public static var all: [Workload] {
    rows + leaves + shapes + skipping + models + scrolling + lists + forms + navigation
  }
}
