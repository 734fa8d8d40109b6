import CellGraphCore

/// A value made the first time it is asked for, and kept: what a lazy stack's rows of one update
/// share.
final class LazyOnce<Value> {
  private var made: Value?
  private let make: () -> Value

  init(_ make: @escaping () -> Value) {
    self.make = make
  }

  var value: Value {
    if let made { return made }
    let value = make()
    made = value
    return value
  }
}
