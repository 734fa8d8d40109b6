/// A reference box for a primitive's per-node memory (`PrimitiveNode.state`): the value a toggle
/// last read, the value an `onChange` last saw, the initial count of a range `ForEach`.
final class ValueBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
