import CellGraphSwiftUI
import CellGraphTesting
import Testing

// The property wrappers' other initializers, each assigned to the wrapper's storage in an `init`
// as Apple's reference pages declare them (PropertyWrapperInitializationUses has the common
// ones).

private final class Account: ObservableObject {
  @Published var name = "Ada"
}

@Observable private final class Cart {
  var count = 2
}

private struct NoteKey: FocusedValueKey {
  typealias Value = String
}

private struct DraftKey: FocusedValueKey {
  typealias Value = Binding<String>
}

extension FocusedValues {
  fileprivate var note: String? {
    get { self[NoteKey.self] }
    set { self[NoteKey.self] = newValue }
  }

  fileprivate var draft: Binding<String>? {
    get { self[DraftKey.self] }
    set { self[DraftKey.self] = newValue }
  }
}

private struct MoreWrappers: View {
  @State private var picked: String?
  @Binding var isOn: Bool
  @Binding var isFixed: Bool
  @ObservedObject var account: Account
  @EnvironmentObject var shared: Account
  @Bindable var cart: Cart
  @Bindable var sameCart: Cart
  @Environment(Cart.self) private var environmentCart
  @Environment(Cart.self) private var optionalCart: Cart?
  @GestureState private var pan: Double
  @GestureState private var dragged: Double?
  @GestureState private var pressed: Bool?
  @Namespace private var cards
  @ScaledMetric private var size: Double
  @AppStorage private var nickname: String?
  @FocusedValue private var note: String?
  @FocusedBinding private var draft: String?
  @FocusedObject private var focusedAccount: Account?

  init(isOn: Binding<Bool>, account: Account, cart: Cart, store: InMemoryStore) {
    // Apple: https://developer.apple.com/documentation/swiftui/state/init() (optional Value)
    _picked = State()
    // Apple: https://developer.apple.com/documentation/swiftui/binding — a binding passed in.
    self._isOn = isOn
    // Apple: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    _isFixed = .constant(true)
    // Apple: https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
    _account = ObservedObject(initialValue: account)
    // Apple: https://developer.apple.com/documentation/swiftui/environmentobject/init()
    _shared = EnvironmentObject()
    // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    _cart = Bindable(cart)
    // Apple: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    _sameCart = Bindable(projectedValue: Bindable(cart))
    // Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    // (an Observable type) and its optional form.
    _environmentCart = Environment(Cart.self)
    _optionalCart = Environment(Cart.self)
    // Apple: https://developer.apple.com/documentation/swiftui/gesturestate/init(initialvalue:resettransaction:)
    _pan = GestureState(initialValue: 0, resetTransaction: Transaction())
    // Apple: https://developer.apple.com/documentation/swiftui/gesturestate/init(resettransaction:)
    _dragged = GestureState(resetTransaction: Transaction(animation: .easeOut))
    // Apple: https://developer.apple.com/documentation/swiftui/gesturestate/init(reset:)
    _pressed = GestureState(reset: { _, transaction in transaction.animation = nil })
    // Apple: https://developer.apple.com/documentation/swiftui/namespace/init()
    _cards = Namespace()
    // Apple: https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    _size = ScaledMetric(wrappedValue: 12, relativeTo: .body)
    // Apple: https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)
    _nickname = AppStorage("nickname", store: store)
    // Apple: https://developer.apple.com/documentation/swiftui/focusedvalue/init(_:)
    _note = FocusedValue(\.note)
    // Apple: https://developer.apple.com/documentation/swiftui/focusedbinding/init(_:)
    _draft = FocusedBinding(\.draft)
    // Apple: https://developer.apple.com/documentation/swiftui/focusedobject/init()
    _focusedAccount = FocusedObject()
  }

  var body: some View {
    VStack {
      Text("\(picked ?? "none") \(account.name) \(shared.name) \(cart.count) \(sameCart.count)")
      Text("\(environmentCart.count) \(optionalCart?.count ?? 0) \(Int(pan)) \(Int(size))")
      Text("\(dragged == nil) \(pressed == nil) \(nickname ?? "-") \(note ?? "-") \(draft ?? "-")")
      Toggle("On", isOn: $isOn)
      Toggle("Fixed", isOn: $isFixed)
      Stepper("Cart", value: $cart.count)
      Text("card").matchedGeometryEffect(id: "card", in: cards)
      Text(focusedAccount?.name ?? "no focused account")
    }
  }
}

private struct MoreWrappersRoot: View {
  @State private var isOn = false
  let account = Account()
  let cart = Cart()
  let store = InMemoryStore()

  var body: some View {
    MoreWrappers(isOn: $isOn, account: account, cart: cart, store: store)
      .environmentObject(account)
      .environment(cart)
  }
}

@MainActor
@Suite struct WrapperInitializerUses {
  // Apple: each wrapper's reference page — a wrapper initialized in `init` holds what it was
  // given, and its binding writes through.
  @Test("The wrappers' other initializers, assigned in init, give the body their values")
  func wrappersInitialized() throws {
    let host = ViewHost.testing(MoreWrappersRoot())
    #expect(host.text.contains("none Ada Ada 2 2"))
    #expect(host.text.contains("2 2 0 12"))
    #expect(host.text.contains("true true - - -"))
    try host.toggle("On")
    #expect(host.text.contains("[x] On"))
  }
}
