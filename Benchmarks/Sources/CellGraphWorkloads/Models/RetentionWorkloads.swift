import CellGraph
import Observation

/// Long runs of updates for the memory-retention figures: a screen of readers of one model,
/// where every update re-runs every reader through an input (a tick passed down), and every tenth
/// update also changes the property half of them read. The other half re-run while the property
/// they read stays the same — the case where an `@Observable` reader must remove its previous
/// tracking from the model's registrar on every evaluation (see `ObservedProperties`).
///
/// ```swift
/// let run = RetentionWorkload.make(.observable)
/// for _ in 0..<1_000 { run.update() }
/// ```
@MainActor
public struct RetentionWorkload {
  /// The kind of model the readers read.
  public enum Kind: String, CaseIterable, Sendable {
    case observable = "@Observable"
    case observableObject = "ObservableObject (@ObservedObjectCell)"
    case environmentObject = "environment object (@EnvironmentObjectCell)"
    case store = "store (@StorageCell)"
  }

  /// How many readers of each property the screen has.
  nonisolated public static let readersPerProperty = 4

  /// Runs one update: a tick for every reader and, every tenth time, a change of `other`.
  public let update: () -> Void
  /// The screen's text (to check that the updates happened).
  public let text: () -> String

  public static func make(_ kind: Kind) -> RetentionWorkload {
    let sink = Sink<Int>(slots: 1)
    var updates = 0
    let host: ViewHost
    let changeModel: () -> Void
    switch kind {
    case .observable:
      let model = BenchModel()
      host = ViewHost(
        RetentionScreen(sink: sink) { ObservableTickReader(readsOther: $0, tick: $1, model: model) }
      )
      changeModel = { model.other &+= 1 }
    case .observableObject:
      let object = BenchObject()
      host = ViewHost(
        RetentionScreen(sink: sink) { ObjectTickReader(readsOther: $0, tick: $1, object: object) })
      changeModel = { object.other &+= 1 }
    case .environmentObject:
      let object = BenchObject()
      host = ViewHost(
        RetentionScreen(sink: sink) { EnvironmentObjectTickReader(readsOther: $0, tick: $1) }
          .environmentObject(object))
      changeModel = { object.other &+= 1 }
    case .store:
      let store = InMemoryStore(name: "retention")
      var environment = EnvironmentValues()
      environment.storage = store
      host = ViewHost(
        RetentionScreen(sink: sink) { StoreTickReader(readsOther: $0, tick: $1) },
        environment: environment)
      changeModel = { store[.retentionOther] &+= 1 }
    }
    host.flush()
    return RetentionWorkload(
      update: {
        updates &+= 1
        bump(sink[0])
        if updates % 10 == 0 { changeModel() }
        host.flush()
      },
      text: { host.text })
  }
}

extension StorageKey where Value == Int {
  fileprivate static let retentionValue = StorageKey("value", default: 0)
  fileprivate static let retentionOther = StorageKey("other", default: 0)
}

/// Holds the tick and passes it to `readersPerProperty` readers of `value` and as many of
/// `other` (the reader's first argument: whether it reads `other`).
private struct RetentionScreen<Reader: View>: View {
  let sink: Sink<Int>
  let reader: (Bool, Int) -> Reader
  @StateCell private var tick = 0

  var body: some View {
    sink.store($tick)
    return VStack {
      ForEach(0..<RetentionWorkload.readersPerProperty * 2, id: \.self) { index in
        reader(index >= RetentionWorkload.readersPerProperty, tick)
      }
    }
  }
}

/// Reads `value` (never changed) or `other` (changed every tenth update); `tick` re-runs it on
/// every update.
private struct ObservableTickReader: View {
  let readsOther: Bool
  let tick: Int
  let model: BenchModel
  var body: some View { Text("\(tick): \(readsOther ? model.other : model.value)") }
}

private struct ObjectTickReader: View {
  let readsOther: Bool
  let tick: Int
  @ObservedObjectCell var object: BenchObject
  init(readsOther: Bool, tick: Int, object: BenchObject) {
    self.readsOther = readsOther
    self.tick = tick
    _object = ObservedObjectCell(wrappedValue: object)
  }
  var body: some View { Text("\(tick): \(readsOther ? object.other : object.value)") }
}

private struct EnvironmentObjectTickReader: View {
  let readsOther: Bool
  let tick: Int
  @EnvironmentObjectCell var object: BenchObject
  var body: some View { Text("\(tick): \(readsOther ? object.other : object.value)") }
}

private struct StoreTickReader: View {
  let readsOther: Bool
  let tick: Int
  @StorageCell(.retentionValue) var value
  @StorageCell(.retentionOther) var other
  var body: some View { Text("\(tick): \(readsOther ? other : value)") }
}
