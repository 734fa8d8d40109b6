import CellGraph
import Observation

/// An `@Observable` model with two properties: readers of one are not readers of the other.
@Observable
final class BenchModel {
  var value = 0
  var other = 0
}

/// An `ObservableObject` with the same two properties.
final class BenchObject: ObservableObject {
  @Published var value = 0
  @Published var other = 0
}

/// A body that reads one `@Observable` property `reads` times, re-run by its own state cell:
/// beside `RepeatedReader` (a state cell read as often), the price of an `@Observable` read.
struct ObservableRepeatedReader: View {
  let reads: Int
  let model: BenchModel
  let sink: Sink<Int>
  @StateCell private var tick = 0

  var body: some View {
    sink.store($tick)
    var total = tick
    for _ in 0..<reads { total &+= model.value }
    return Text("total \(total)")
  }
}

/// A body that reads one state cell `reads` times, re-run by another state cell: the same shape
/// as `ObservableRepeatedReader`.
struct StateRepeatedReader: View {
  let reads: Int
  let sink: Sink<Int>
  @StateCell private var tick = 0
  @StateCell private var value = 0

  var body: some View {
    sink.store($tick)
    var total = tick
    for _ in 0..<reads { total &+= value }
    return Text("total \(total)")
  }
}

/// `count` rows; row `i` reads `models[i].value`, or `models[0].value` when all rows share one.
struct ObservableRows: View {
  let models: [BenchModel]
  let count: Int

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { index in
        ObservableRow(model: models[models.count == 1 ? 0 : index])
      }
    }
  }
}

struct ObservableRow: View {
  let model: BenchModel
  var body: some View { Text("value \(model.value)") }
}

/// `count` rows observing one `ObservableObject`, each reading one property.
struct ObjectRows: View {
  let object: BenchObject
  let count: Int

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { _ in ObjectRow(object: object) }
    }
  }
}

struct ObjectRow: View {
  @ObservedObjectCell var object: BenchObject
  var body: some View { Text("value \(object.value)") }
}
