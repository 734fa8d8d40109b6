import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Written as SwiftUI code: `Binding`'s conformances, properties and initializers as Apple's
// reference declares them.

private struct Todo: Identifiable, Hashable {
  let id: Int
  var title: String
  var isDone = false
}

/// A list of bindings, shown by their `id`s (Binding is Identifiable when its value is).
private struct TodoBindings: View {
  @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]

  var body: some View {
    let bindings: [Binding<Todo>] = $todos.map { $0 }
    VStack {
      ForEach(bindings) { $todo in
        Toggle(todo.title, isOn: $todo.isDone)
      }
      Text("done \(todos.filter(\.isDone).map(\.title).joined(separator: ","))")
    }
  }
}

/// A binding whose `transaction` property is set: its writes animate.
private struct AnimatedDetails: View {
  @State private var showsDetails = true

  var body: some View {
    var binding = $showsDetails
    binding.transaction = Transaction(animation: .easeOut(duration: 0.25))
    return VStack {
      Toggle("Details", isOn: binding)
      Text(binding.transaction.animation == nil ? "plain" : "animated")
      if showsDetails {
        Text("More").transition(.opacity)
      }
    }
  }
}

/// A binding made with `init(get:set:)` whose setter receives the write's transaction.
private struct TransactionSetter: View {
  @State private var isOn = false
  @State private var seen = "none"

  var body: some View {
    let binding = Binding(
      get: { isOn },
      set: { newValue, transaction in
        seen = transaction.animation == nil ? "plain" : "animated"
        isOn = newValue
      })
    VStack {
      Toggle("Plain", isOn: binding)
      Toggle("Animated", isOn: binding.animation(.easeIn))
      Text("seen \(seen)")
    }
  }
}

private enum Size: String, Hashable { case small, large }

/// A binding projected to `AnyHashable`, as a type-erased selection.
private struct ErasedSize: View {
  @State private var size = Size.small

  var body: some View {
    let erased = Binding<AnyHashable>($size)
    VStack {
      Text("erased \(erased.wrappedValue)")
      Button("Large") { erased.wrappedValue = AnyHashable(Size.large) }
      Button("Other") { erased.wrappedValue = AnyHashable(7) }
      Text("size \(size.rawValue)")
    }
  }
}

@MainActor
@Suite struct BindingDeclarationTests {
  // https://developer.apple.com/documentation/swiftui/binding/id — "The stable identity of the
  // entity associated with this instance, corresponding to the id of the binding's wrapped
  // value" (`extension Binding: Identifiable where Value: Identifiable`).
  @Test("A binding to an Identifiable value is Identifiable by the value's id")
  func identifiableBinding() throws {
    let host = ViewHost.testing(TodoBindings())
    #expect(host.text.contains("[ ] Milk\n[ ] Eggs"))
    try host.toggle("Eggs")
    #expect(host.text.contains("[x] Eggs"))
    #expect(host.text.contains("done Eggs"))
    var todo = Todo(id: 9, title: "Tea")
    let binding = Binding(get: { todo }, set: { todo = $0 })
    #expect(binding.id == 9)
  }

  // https://developer.apple.com/documentation/swiftui/binding/transaction — "The binding's
  // transaction": `var transaction: Transaction`; writes through the binding happen in it.
  @Test("Setting a binding's transaction property makes its writes happen in that transaction")
  func transactionProperty() throws {
    let host = ViewHost.testing(AnimatedDetails())
    #expect(host.text.contains("animated"))
    try host.toggle("Details")
    #expect(host.text.contains("More (leaving)"))
    host.advance(by: .milliseconds(250))
    #expect(!host.text.contains("More"))
  }

  // https://developer.apple.com/documentation/swiftui/binding/transaction(_:) — the last
  // transaction given is the binding's (a new binding with that transaction).
  @Test("transaction(_:) on a binding with a transaction replaces it")
  func transactionReplaces() {
    var value = 0
    let base = Binding(get: { value }, set: { value = $0 })
    let animated = base.animation(.easeIn).transaction(Transaction())
    #expect(animated.transaction.animation == nil)
    #expect(base.animation(.easeIn).transaction.animation == .easeIn)
    #expect(base.transaction.animation == nil)
  }

  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5 — "a closure
  // that applies a transaction when writing to the binding value": the setter receives it.
  @Test("Binding(get:set:) with a transaction setter receives the transaction of each write")
  func transactionSetter() throws {
    let host = ViewHost.testing(TransactionSetter())
    try host.toggle("Plain")
    #expect(host.text.contains("seen plain"))
    try host.toggle("Animated")
    #expect(host.text.contains("seen animated"))
  }

  // Apple, "Binding/init(_:)": "Creates a binding by projecting the base value to a hashable
  // value" (`init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable`).
  @Test("Binding<AnyHashable>(_:) reads the base erased and writes values of the base's type")
  func anyHashableBinding() throws {
    let host = ViewHost.testing(ErasedSize())
    #expect(host.text.contains("erased small"))
    try host.tap("Other")
    #expect(host.text.contains("size small"))
    try host.tap("Large")
    #expect(host.text.contains("size large"))
    #expect(host.text.contains("erased large"))
  }
}
