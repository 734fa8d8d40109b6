import CellGraph
import Observation

/// Models: the price of an `@Observable` read beside a state cell read, and how far a change to a
/// model reaches, per property (`@Observable`) or per object (`ObservableObject`).
extension Workload {
  static let modelsGroup = "Models"

  static var models: [Workload] {
    [
      Workload(group: modelsGroup, name: "StateCell: re-run 1 body that reads a cell 1,000 times") {
        mode in
        let sink = Sink<Int>()
        let host = ViewHost(StateRepeatedReader(reads: 1_000, sink: sink))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [StateRepeatedReader.self]) {
          bump(sink[0])
          host.flush()
        }
      },
      Workload(
        group: modelsGroup, name: "@Observable: re-run 1 body that reads a property 1,000 times"
      ) { mode in
        let sink = Sink<Int>()
        let host = ViewHost(ObservableRepeatedReader(reads: 1_000, model: BenchModel(), sink: sink))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [ObservableRepeatedReader.self]) {
          bump(sink[0])
          host.flush()
        }
      },
      Workload(group: modelsGroup, name: "@Observable: write 1 of 1,000 row models") { mode in
        let models = (0..<1_000).map { _ in BenchModel() }
        let host = ViewHost(ObservableRows(models: models, count: 1_000))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [ObservableRows.self, ObservableRow.self]) {
          models[500].value &+= 1
          host.flush()
        }
      },
      Workload(
        group: modelsGroup,
        name: "@Observable: write a property no row reads, 1,000 rows read another"
      ) { mode in
        let model = BenchModel()
        let host = ViewHost(ObservableRows(models: [model], count: 1_000))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [ObservableRows.self, ObservableRow.self]) {
          model.other &+= 1
          host.flush()
        }
      },
      Workload(
        group: modelsGroup, name: "ObservableObject: write 1 @Published, 1,000 rows observe it"
      ) { mode in
        let object = BenchObject()
        let host = ViewHost(ObjectRows(object: object, count: 1_000))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [ObjectRows.self, ObjectRow.self]) {
          object.other &+= 1
          host.flush()
        }
      },
    ]
  }
}
