import CellGraphSwiftUI
import CellGraphTesting
import Testing

// `Binding`'s initializers, properties, methods and conformances called as Apple's reference
// pages show them.

private struct Item: Identifiable, Hashable {
  let id: Int
  var name: String
}

private struct BindingUses: View {
  @State private var item = Item(id: 1, name: "Pen")
  @State private var nickname: String? = "Pens"
  @State private var isOn = false

  var body: some View {
    // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    let uppercased = Binding(get: { item.name.uppercased() }, set: { item.name = $0 })
    // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    let inTransaction = Binding(
      get: { isOn },
      set: { newValue, transaction in withTransaction(transaction) { isOn = newValue } })
    // Apple: "Binding/init(_:)" — projecting the base value to an optional value.
    let optionalName = Binding<String?>($item.name)
    // Apple: "Binding/init(_:)" — projecting the base value to a hashable value.
    let erased = Binding<AnyHashable>($item.name)
    // Apple: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    let fixed = Binding.constant(true)
    // Apple: https://developer.apple.com/documentation/swiftui/binding/animation(_:)
    let animated = $isOn.animation()
    // Apple: https://developer.apple.com/documentation/swiftui/binding/transaction(_:)
    let plain = $isOn.transaction(Transaction(animation: nil))
    // Apple: https://developer.apple.com/documentation/swiftui/binding/transaction
    var withProperty = $isOn
    withProperty.transaction = Transaction(animation: .easeIn)
    // Apple: https://developer.apple.com/documentation/swiftui/binding/id (Identifiable)
    let itemID: Item.ID = $item.id
    return VStack {
      TextField("Name", text: uppercased)
      Toggle("Transaction", isOn: inTransaction)
      Toggle("Fixed", isOn: fixed)
      Toggle("Animated", isOn: animated)
      Toggle("Plain", isOn: plain)
      Toggle("Property", isOn: withProperty)
      // Apple: "Binding/init(_:)" — the failable initializer that unwraps an optional base.
      if let nick = Binding($nickname) {
        TextField("Nickname", text: nick)
      }
      Text("\(optionalName.wrappedValue ?? "-") \(erased.wrappedValue) \(itemID)")
      // Apple: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
      NameField(name: Binding(projectedValue: $item.name))
    }
  }
}

private struct NameField: View {
  @Binding var name: String
  var body: some View { Text("Named \(name)") }
}

@MainActor
@Suite struct BindingDeclarationUses {
  // Apple, "Binding": a binding made any of these ways reads its source.
  @Test("Bindings made with each of Binding's initializers read their sources")
  func bindingsRead() {
    let host = ViewHost.testing(BindingUses())
    #expect(host.text.contains("Pen Pen 1"))
    #expect(host.text.contains("Named Pen"))
    #expect(host.text.contains("Nickname: [Pens]"))
  }
}
