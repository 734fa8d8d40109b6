import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Model

private struct Profile {
  var name: String
  var age: Int
}

// MARK: - Views

private struct CelsiusEditor: View {
  @StateCell var fahrenheit = 212

  var body: some View {
    let celsius = BindingCell<Int>(
      get: { (fahrenheit - 32) * 5 / 9 }, set: { fahrenheit = $0 * 9 / 5 + 32 })
    return VStack {
      Text("F \(fahrenheit) C \(celsius.wrappedValue)")
      Button("freeze") { celsius.wrappedValue = 0 }
    }
  }
}

private struct ConstantToggle: View {
  var body: some View {
    Toggle("Always on", isOn: .constant(true))
  }
}

private struct ProfileOwner: View {
  @StateCell var profile = Profile(name: "Grace", age: 36)

  var body: some View {
    VStack {
      Text("owner \(profile.name) \(profile.age)")
      NameField(name: $profile.name)
    }
  }
}

private struct NameField: View {
  @BindingCell var name: String
  var body: some View { TextField("Name", text: $name) }
}

private struct Passer: View {
  @StateCell var isOn = false
  var body: some View { SwitchRow(isOn: $isOn) }
}

private struct SwitchRow: View {
  @BindingCell var isOn: Bool

  var body: some View {
    HStack {
      Text(isOn ? "on" : "off")
      Button("flip") { isOn.toggle() }
    }
  }
}

private struct ElementPasser: View {
  @StateCell var items = ["a", "b"]

  var body: some View {
    VStack {
      Button("append") { items.append("x") }
      ElementLabel(element: $items[1])
    }
  }
}

private struct ElementLabel: View {
  @BindingCell var element: String
  var body: some View { Text("element \(element)") }
}

/// Re-runs for `tick`, and passes its other state down as bindings of several kinds.
private struct InputParent: View {
  @StateCell var tick = 0
  @StateCell var value = 1
  @StateCell var profile = Profile(name: "Ada", age: 36)
  @StateCell var items = [10, 20]

  var body: some View {
    VStack {
      Text("tick \(tick)")
      Button("tick") { tick += 1 }
      Button("value +1") { value += 1 }
      SameBindingChild(value: $value)
      KeyPathBindingChild(age: $profile.age)
      ElementBindingChild(value: $items[0])
      ConstantBindingChild(value: .constant(5))
      ClosureBindingChild(value: BindingCell(get: { value }, set: { value = $0 }))
    }
  }
}

private struct SameBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("same \(value)") }
}

private struct KeyPathBindingChild: View {
  @BindingCell var age: Int
  var body: some View { Text("age \(age)") }
}

private struct ElementBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("element \(value)") }
}

private struct ConstantBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("constant \(value)") }
}

private struct ClosureBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("closure \(value)") }
}

private struct SwitchingParent: View {
  @StateCell var useFirst = true
  @StateCell var first = "first"
  @StateCell var second = "second"

  var body: some View {
    VStack {
      Button("switch") { useFirst.toggle() }
      ElementLabel(element: useFirst ? $first : $second)
    }
  }
}

// MARK: - Tests

/// `BindingCell`: its kinds (closures, constant, member), and which views re-run for a binding.
@MainActor
@Suite struct BindingCellTests {
  @Test("init(get:set:) reads with the getter and writes with the setter")
  func closureBinding() throws {
    let storage = WrappersBox(1)
    let binding = BindingCell(get: { storage.value * 10 }, set: { storage.value = $0 / 10 })
    #expect(binding.wrappedValue == 10)
    binding.wrappedValue = 50
    #expect(storage.value == 5)
    #expect(binding.wrappedValue == 50)

    let host = ViewHost(CelsiusEditor())
    #expect(host.text == "F 212 C 100\n[freeze]")
    try host.tap("freeze")
    #expect(host.text == "F 32 C 0\n[freeze]")
  }

  @Test("A constant binding ignores writes")
  func constantIgnoresWrites() throws {
    let binding = BindingCell.constant(5)
    binding.wrappedValue = 9
    #expect(binding.wrappedValue == 5)

    let host = ViewHost(ConstantToggle())
    #expect(host.text == "[x] Always on")
    try host.toggle("Always on")
    #expect(host.text == "[x] Always on")
  }

  @Test("A dynamic-member child binding writes through to the owner's struct")
  func dynamicMemberWritesThrough() throws {
    let host = ViewHost(ProfileOwner())
    #expect(host.text == "owner Grace 36\nName: [Grace]")
    try host.type("Ada", into: "Name")
    #expect(host.text == "owner Ada 36\nName: [Ada]")
  }

  @Test("A parent that only passes $x down is not re-run when x changes; only the child is")
  func passingParentNotRerun() throws {
    let host = ViewHost(Passer())
    #expect(host.text == "off [flip]")
    host.resetEvaluations()
    try host.tap("flip")
    host.flush()
    #expect(host.evaluations(of: Passer.self) == 0)
    #expect(host.evaluations(of: SwitchRow.self) == 1)
    #expect(host.text == "on [flip]")
  }

  @Test("A parent that only passes $items[1] down is not re-run when the items change")
  func elementPassingParentNotRerun() throws {
    let host = ViewHost(ElementPasser())
    host.resetEvaluations()
    try host.tap("append")
    host.flush()
    #expect(host.evaluations(of: ElementPasser.self) == 0)
    #expect(host.text == "[append]\nelement b")
  }

  @Test("A child given the same binding again is skipped; a child given get/set closures re-runs")
  func bindingsCompareByLocation() throws {
    let host = ViewHost(InputParent())
    host.resetEvaluations()
    try host.tap("tick")
    host.flush()
    #expect(host.evaluations(of: InputParent.self) == 1)
    #expect(host.evaluations(of: SameBindingChild.self) == 0)
    #expect(host.evaluations(of: KeyPathBindingChild.self) == 0)
    #expect(host.evaluations(of: ElementBindingChild.self) == 0)
    #expect(host.evaluations(of: ConstantBindingChild.self) == 0)
    #expect(host.evaluations(of: ClosureBindingChild.self) == 1)
  }

  @Test("A child that reads its binding re-runs when the bound value changes")
  func bindingReaderRerunsOnChange() throws {
    let host = ViewHost(InputParent())
    host.resetEvaluations()
    try host.tap("value +1")
    host.flush()
    #expect(host.evaluations(of: SameBindingChild.self) == 1)
    #expect(host.evaluations(of: ClosureBindingChild.self) == 1)
    #expect(host.evaluations(of: KeyPathBindingChild.self) == 0)
    #expect(host.text.contains("same 2\n"))
    #expect(host.text.contains("closure 2"))
  }

  @Test("A child handed a binding to a different location is re-evaluated")
  func differentLocationReevaluates() throws {
    let host = ViewHost(SwitchingParent())
    #expect(host.text == "[switch]\nelement first")
    host.resetEvaluations()
    try host.tap("switch")
    host.flush()
    #expect(host.evaluations(of: ElementLabel.self) == 1)
    #expect(host.text == "[switch]\nelement second")
  }
}
