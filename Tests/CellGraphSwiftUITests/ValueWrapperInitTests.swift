import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Each property wrapper initialized in a view's `init`, once per spelling SwiftUI's reference
// declares for it: `self.x = value` where the wrapper has `init(wrappedValue:)` and a settable
// `wrappedValue`, and `_x = Wrapper(…)` with each of its initializers. Each view shows what the
// body sees, and each test drives what the wrapper is for.
// This file: the value wrappers, `@State` and `@Binding`.

// MARK: - @State

enum StateSpelling { case initialValue, wrappedValue, assignment }

/// A counter whose state is initialized in `init` from `start`, spelled three ways.
private struct Counter: View {
  @State private var count: Int

  init(start: Int, spelling: StateSpelling) {
    switch spelling {
    case .initialValue: _count = State(initialValue: start)
    case .wrappedValue: _count = State(wrappedValue: start)
    case .assignment: self.count = start
    }
  }

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// Re-creates its `Counter` with a new `start` on every tap of "Restart".
private struct CounterParent: View {
  let spelling: StateSpelling
  @State private var start = 10

  var body: some View {
    VStack {
      Counter(start: start, spelling: spelling)
      Button("Restart") { start += 100 }
    }
  }
}

/// Optional state initialized to `nil` with `State()`.
private struct Picked: View {
  @State private var picked: String?

  init() {
    _picked = State()
  }

  var body: some View {
    Button("Picked \(picked ?? "none")") { picked = "pear" }
  }
}

// MARK: - @Binding

enum BindingSpelling { case underscore, selfUnderscore, projectedValue }

private struct Switch: View {
  @Binding var isOn: Bool

  init(isOn: Binding<Bool>, spelling: BindingSpelling) {
    switch spelling {
    case .underscore: _isOn = isOn
    case .selfUnderscore: self._isOn = isOn
    case .projectedValue: _isOn = Binding(projectedValue: isOn)
    }
  }

  var body: some View { Toggle("Power", isOn: $isOn) }
}

private struct SwitchParent: View {
  let spelling: BindingSpelling
  @State private var isOn = false

  var body: some View {
    VStack {
      Switch(isOn: $isOn, spelling: spelling)
      Text(isOn ? "owner: on" : "owner: off")
    }
  }
}

private struct ConstantSwitch: View {
  @Binding var isOn: Bool
  init() { _isOn = .constant(true) }
  var body: some View { Toggle("Fixed", isOn: $isOn) }
}

@MainActor
@Suite struct ValueWrapperInitTests {
  // Apple, "State": "initialize state in the property declaration … or in an initializer";
  // `init(initialValue:)` and `init(wrappedValue:)`; and `self.count = start` goes through
  // `init(wrappedValue:)` (Swift's property-wrapper initialization, SE-0258). State keeps its
  // stored value when the parent re-creates the view ("State": "SwiftUI … maintains the value
  // across view updates"), so a new `start` is ignored.
  @Test(
    "State initialized in init with State(initialValue:), State(wrappedValue:) or self.x = is seen by the body and survives re-creation",
    arguments: [StateSpelling.initialValue, .wrappedValue, .assignment])
  func stateInInit(spelling: StateSpelling) throws {
    let host = ViewHost.testing(CounterParent(spelling: spelling))
    #expect(host.text.contains("[Count 10]"))
    try host.tap("Count 10")
    try host.tap("Restart")
    #expect(host.text.contains("[Count 11]"))
  }

  // Apple, "State/init()": "Creates a state property without an initial value" where Value is
  // optional: it starts as nil.
  @Test("Optional state initialized with State() starts as nil and takes writes")
  func optionalStateInInit() throws {
    let host = ViewHost.testing(Picked())
    #expect(host.text.contains("[Picked none]"))
    try host.tap("Picked none")
    #expect(host.text.contains("[Picked pear]"))
  }

  // Apple, "Binding": a child "initializes PlayButton" with a binding to the parent's state;
  // `_isOn = binding` sets the wrapper's storage, and "Binding/init(projectedValue:)" makes a
  // binding from another. A write through it writes the owner's state.
  @Test(
    "A binding set in init with _x = , self._x = or Binding(projectedValue:) reads and writes the owner",
    arguments: [BindingSpelling.underscore, .selfUnderscore, .projectedValue])
  func bindingInInit(spelling: BindingSpelling) throws {
    let host = ViewHost.testing(SwitchParent(spelling: spelling))
    #expect(host.text.contains("[ ] Power"))
    try host.toggle("Power")
    #expect(host.text.contains("[x] Power"))
    #expect(host.text.contains("owner: on"))
  }

  // Apple, "Binding/constant(_:)": "a binding with an immutable value".
  @Test("A binding set in init to .constant reads its value and ignores writes")
  func constantBindingInInit() throws {
    let host = ViewHost.testing(ConstantSwitch())
    try host.toggle("Fixed")
    #expect(host.text.contains("[x] Fixed"))
  }
}
