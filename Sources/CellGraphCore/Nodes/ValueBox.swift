/// A reference box for a primitive's per-node memory (`PrimitiveNode.state`): the value a toggle
/// last read, the value an `onChange` last saw, the initial count of a range `ForEach`.
package final class ValueBox<Value> {
  package var value: Value
  package init(_ value: Value) { self.value = value }
}
