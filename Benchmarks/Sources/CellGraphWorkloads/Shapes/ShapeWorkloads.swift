import CellGraph

/// Reactivity shapes as views: how much a write costs for a given shape of dependencies.
extension Workload {
  static let shapesGroup = "Reactivity shapes"

  static var shapes: [Workload] {
    [
      Workload(group: shapesGroup, name: "diamond: 1 cell, 4 readers, 2 paths") { mode in
        let sink = Sink<Int>()
        let host = ViewHost(DiamondRoot(sink: sink))
        mode.apply(to: host)
        return Run(
          host: host,
          bodyTypes: [DiamondRoot.self, DiamondTop.self, DiamondSide.self, DiamondJoin.self]
        ) {
          bump(sink[0])
          host.flush()
        }
      },
      Workload(group: shapesGroup, name: "fan-out: 1 cell, 1,000 readers") { mode in
        let sink = Sink<Int>()
        let host = ViewHost(FanOutRoot(count: 1_000, sink: sink))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [FanOutRoot.self, FanReader.self]) {
          bump(sink[0])
          host.flush()
        }
      },
      Workload(group: shapesGroup, name: "repeated reads: 1 body reads 1 cell 100 times") {
        mode in
        let sink = Sink<Int>()
        let host = ViewHost(RepeatedReader(reads: 100, sink: sink))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [RepeatedReader.self]) {
          bump(sink[0])
          host.flush()
        }
      },
      Workload(
        group: shapesGroup, name: "edge churn: flip the branch, then write the cell left behind"
      ) { mode in
        let flag = Sink<Bool>()
        let cells = Sink<Int>(slots: 2)
        let host = ViewHost(BranchReader(flag: flag, cells: cells))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [BranchReader.self]) {
          let wasA = flag[0].wrappedValue
          flag[0].wrappedValue = !wasA
          host.flush()
          bump(cells[wasA ? 0 : 1])  // the cell the body just stopped reading
          host.flush()
        }
      },
      Workload(group: shapesGroup, name: "equal-value write to a cell with 1,000 readers") {
        mode in
        let sink = Sink<Int>()
        let host = ViewHost(FanOutRoot(count: 1_000, sink: sink))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [FanOutRoot.self, FanReader.self]) {
          let binding = sink[0]
          binding.wrappedValue = binding.wrappedValue
          host.flush()
        }
      },
    ]
  }
}
