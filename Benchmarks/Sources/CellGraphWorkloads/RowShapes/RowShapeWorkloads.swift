import CellGraph
import ReactiveFloor

/// The row shapes of issue 35, each measured as shape (A) is against the floor:
///
/// - `shape-X-N-random`: a single-leaf update at a random row of N (the floor's scattered
///   targets, in batches of `randomBatch`, each write followed by a flush: text ready), compared
///   with `floor-cold-N`;
/// - `shape-X-create-10000`: 10,000 rows created in an empty parent, text ready, compared with
///   `floor-create`.
extension Workload {
  static let rowShapesGroup = "Row shapes"

  /// The tree sizes of the row-shape updates: the goal's two ends.
  static let rowShapeSizes = [1_000, 100_000]

  static var rowShapes: [Workload] {
    RowShape.allCases.flatMap { shape in
      rowShapeSizes.map { shapeUpdate(shape, count: $0) } + [shapeCreate(shape, count: 10_000)]
    }
  }

  /// The row view type of a shape.
  private static func rowType(_ shape: RowShape) -> any ShapeRow.Type {
    switch shape {
    case .appearing: AppearingRow.self
    case .toggle: ToggleRow.self
    case .framed: FramedRow.self
    case .observed: ObservedRow.self
    case .geometry: GeometryRow.self
    }
  }

  /// A host of `count` rows of `shape` (models for `modelCount` rows), rendered once, and the
  /// body types that count (the parent's and the rows').
  @MainActor
  private static func shapeHost(
    _ shape: RowShape, count: Int, modelCount: Int, targets: Set<Int>, mode: Mode
  ) -> (
    host: ViewHost, bodyTypes: [any View.Type], sink: Sink<Int>, countSink: Sink<Int>,
    models: [RowModel]
  ) {
    let sink = Sink<Int>(slots: max(count, 1))
    let countSink = Sink<Int>()
    let models = shape == .observed ? (0..<modelCount).map { _ in RowModel() } : []
    func make<Row: ShapeRow>(_: Row.Type) -> (ViewHost, [any View.Type]) {
      let rows = ShapeRows<Row>(
        sink: sink, targets: targets, models: models, countSink: countSink, count: count)
      return (ViewHost(rows), [ShapeRows<Row>.self, Row.self])
    }
    let (host, bodyTypes) = make(rowType(shape))
    host.screenSize = shape.screenSize
    mode.apply(to: host)
    host.flush()
    return (host, bodyTypes, sink, countSink, models)
  }

  /// One row's value changes, at a random row of `count`.
  static func shapeUpdate(_ shape: RowShape, count: Int) -> Workload {
    Workload(
      group: rowShapesGroup,
      name: "\(shape.label), \(count.formatted) rows, write + flush, random row",
      key: "shape-\(shape.rawValue)-\(count)-random", samples: 301, naiveSamples: 3
    ) { mode in
      let targets = FloorWorkload.scatteredTargets(below: count)
      let (host, bodyTypes, sink, _, models) = shapeHost(
        shape, count: count, modelCount: count, targets: Set(targets), mode: mode)
      // Naive mode re-runs all `count` rows on every write: one write per sample is enough.
      let batch = mode == .tracked ? randomBatch : 1
      var next = 0
      return Run(host: host, bodyTypes: bodyTypes, preparation: .none, batch: batch) {
        for _ in 0..<batch {
          if shape == .observed {
            models[targets[next]].value &+= 1
          } else {
            bump(sink[targets[next]])
          }
          host.flush()
          next = (next + 1) % targets.count
        }
      }
    }
  }

  /// `count` rows of `shape` created in an empty parent, text ready.
  static func shapeCreate(_ shape: RowShape, count: Int) -> Workload {
    Workload(
      group: rowShapesGroup, name: "\(shape.label), create \(count.formatted) rows",
      key: "shape-\(shape.rawValue)-create-\(count)", samples: 15, naiveSamples: 9
    ) { mode in
      let (host, bodyTypes, _, countSink, _) = shapeHost(
        shape, count: 0, modelCount: count, targets: [], mode: mode)
      return Run(
        host: host, bodyTypes: bodyTypes,
        reset: {
          countSink[0].wrappedValue = 0
          host.flush()
        }
      ) {
        countSink[0].wrappedValue = count
        host.flush()
      }
    }
  }
}
