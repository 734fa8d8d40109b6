import CellGraph
import Observation

/// The ordinary row shapes of issue 35, beside the benchmark's own shape (A), so that the fast
/// paths are measured on rows as users write them, not only on a row that is one `Text`:
///
/// - (a) `appearing`: a custom view with `@State` whose `.onAppear` registers the row;
/// - (b) `toggle`: an `HStack` of a `Toggle` and two `Text`s, the row owning the toggle's state;
/// - (c) `framed`: a `Text` with `.padding().border(…)`;
/// - (d) `observed`: a row reading its own `@Observable` row model;
/// - (e) `geometry`: a `Text` in a frame of fixed size in points, on a host with a screen size
///   and a `GeometryReader`, so that every update brings the layout in points up to date.
///
/// Each row shows `value`, which one write changes; the parent shows `count` rows.
public enum RowShape: String, CaseIterable, Sendable {
  case appearing = "a"
  case toggle = "b"
  case framed = "c"
  case observed = "d"
  case geometry = "e"

  /// How the report names the shape.
  public var label: String {
    switch self {
    case .appearing: "(a) custom view, @State, .onAppear"
    case .toggle: "(b) HStack { Toggle; Text; Text }"
    case .framed: "(c) Text.padding().border(…)"
    case .observed: "(d) row reading an @Observable model"
    case .geometry: "(e) Text.frame(width:height:), laid out on a screen with a reader"
    }
  }

  /// The screen a shape's host lays its rows out on: only shape (e) has one.
  public var screenSize: ScreenSize? {
    self == .geometry ? ScreenSize(columns: 40, lines: 40) : nil
  }
}

/// The model of a shape (d) row.
@Observable
@MainActor
final class RowModel {
  var value = 0
}

/// A row of one shape, made by `ShapeRows` from its index; `sink` is where it leaves its
/// value's binding (only the rows a benchmark writes to get one), `models` the rows' models.
protocol ShapeRow: View {
  init(index: Int, sink: Sink<Int>?, models: [RowModel])
  /// Whether the parent shows a `GeometryReader` above the rows (shape (e)).
  static var readsGeometry: Bool { get }
}

extension ShapeRow {
  static var readsGeometry: Bool { false }
}

/// The parent: a `VStack` of `count` rows of one shape, each its own view type (no branch
/// between shapes, so a row's nodes are only its own). The rows in `targets` leave their
/// `value`'s binding in `sink` (shapes a–c) so a benchmark can write to them; shape (d) rows read
/// `models`, which the benchmark writes directly; `$count` is left in `countSink`.
struct ShapeRows<Row: ShapeRow>: View {
  let sink: Sink<Int>
  let targets: Set<Int>
  let models: [RowModel]
  /// Where the parent leaves `$count`, for the creation workloads.
  let countSink: Sink<Int>
  @StateCell var count: Int

  var body: some View {
    countSink.store($count)
    return VStack {
      if Row.readsGeometry {
        GeometryReader { proxy in Text("screen \(Int(proxy.size.width))") }
          .frame(height: 22)
      }
      ForEach(0..<count, id: \.self) { index in
        Row(index: index, sink: targets.contains(index) ? sink : nil, models: models)
      }
    }
  }
}

/// Shape (a): the row registers itself when it appears, as rows that load or log do.
struct AppearingRow: ShapeRow {
  let index: Int
  let sink: Sink<Int>?
  @StateCell private var value = 0

  init(index: Int, sink: Sink<Int>?, models: [RowModel]) {
    self.index = index
    self.sink = sink
  }

  var body: some View {
    Text("row \(index): \(value)")
      .onAppear { sink?.store($value, at: index) }
  }
}

/// Shape (b): a settings-like row.
struct ToggleRow: ShapeRow {
  let index: Int
  let sink: Sink<Int>?
  @StateCell private var isOn = false
  @StateCell private var value = 0

  init(index: Int, sink: Sink<Int>?, models: [RowModel]) {
    self.index = index
    self.sink = sink
  }

  var body: some View {
    sink?.store($value, at: index)
    return HStack {
      Toggle("row \(index)", isOn: $isOn)
      Text("value")
      Text("\(value)")
    }
  }
}

/// Shape (c): a text in a padded border.
struct FramedRow: ShapeRow {
  let index: Int
  let sink: Sink<Int>?
  @StateCell private var value = 0

  init(index: Int, sink: Sink<Int>?, models: [RowModel]) {
    self.index = index
    self.sink = sink
  }

  var body: some View {
    sink?.store($value, at: index)
    return Text("row \(index): \(value)").padding().border(Color.gray)
  }
}

/// Shape (d): the row reads its model's property, and only that.
struct ObservedRow: ShapeRow {
  let index: Int
  let model: RowModel

  init(index: Int, sink: Sink<Int>?, models: [RowModel]) {
    self.index = index
    self.model = models[index]
  }

  var body: some View {
    Text("row \(index): \(model.value)")
  }
}

/// Shape (e): a text in a frame of fixed size, under a reader: the layout in points is kept up
/// to date on every update (`GeometryLayout.update`), and a changed value, whose frame holds its
/// size, lays out only its row.
struct GeometryRow: ShapeRow {
  let index: Int
  let sink: Sink<Int>?
  @StateCell private var value = 0

  init(index: Int, sink: Sink<Int>?, models: [RowModel]) {
    self.index = index
    self.sink = sink
  }

  static var readsGeometry: Bool { true }

  var body: some View {
    sink?.store($value, at: index)
    return Text("row \(index): \(value)").frame(width: 160, height: 22, alignment: .leading)
  }
}
