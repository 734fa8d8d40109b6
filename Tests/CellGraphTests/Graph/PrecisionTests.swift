import Testing

@testable import CellGraph
@testable import CellGraphCore

// The precision cases: each write re-runs exactly the bodies that read what changed.

private struct OwningRow: View {
  let id: Int
  @StateCell var isOn = false
  var body: some View {
    HStack {
      Toggle("Row \(id)", isOn: $isOn)
      Text(isOn ? "on" : "off")
    }
  }
}

private struct OwningList: View {
  let count: Int
  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { id in OwningRow(id: id) }
    }
  }
}

private struct ValueRow: View {
  let index: Int
  let value: Int
  var body: some View { Text("\(index): \(value)") }
}

private struct ValueList: View {
  @StateCell var values = Array(repeating: 0, count: 10_000)
  var body: some View {
    VStack {
      Button("Bump 4242") { values[4242] += 1 }
      ForEach(0..<values.count, id: \.self) { index in
        ValueRow(index: index, value: values[index])
      }
    }
  }
}

private struct BindingParent: View {
  @StateCell var x = 0
  var body: some View {
    VStack {
      Button("Increment x") { x += 1 }
      BindingChild(value: $x)
    }
  }
}

private struct BindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("x = \(value)") }
}

private struct BranchReader: View {
  @StateCell var flag = true
  @StateCell var a = 0
  @StateCell var b = 0
  var body: some View {
    VStack {
      if flag { Text("a = \(a)") } else { Text("b = \(b)") }
      Button("Flip") { flag.toggle() }
      Button("Write a") { a += 1 }
      Button("Write b") { b += 1 }
    }
  }
}

private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
private struct SizeKey: EnvironmentKey { static let defaultValue = 1 }

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
  fileprivate var size: Int {
    get { self[SizeKey.self] }
    set { self[SizeKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @EnvironmentCell(\.accent) var accent
  var body: some View { Text("accent \(accent)") }
}

private struct SizeReader: View {
  @EnvironmentCell(\.size) var size
  var body: some View { Text("size \(size)") }
}

private struct NonReader: View {
  var body: some View { Text("reads nothing") }
}

private struct Middle: View {
  var body: some View {
    VStack {
      AccentReader()
      SizeReader()
      NonReader()
    }
  }
}

private struct Provider: View {
  @StateCell var accent = "red"
  var body: some View {
    VStack {
      Button("Recolor") { accent = accent == "red" ? "green" : "red" }
      Middle()
        .environment(\.accent, accent)
        .environment(\.size, 2)
    }
  }
}

@MainActor
@Suite struct PrecisionTests {
  @Test("Toggling one of 10,000 rows that own state re-runs exactly that row's body")
  func oneOfTenThousandOwningRows() throws {
    let host = ViewHost(OwningList(count: 10_000))
    #expect(host.evaluations(of: OwningRow.self) == 10_000)
    host.resetEvaluations()

    try host.toggle("Row 7071")
    host.flush()

    #expect(host.evaluations(of: OwningRow.self) == 1, "only the toggled row reads its state")
    #expect(host.evaluations(of: OwningList.self) == 0)
    #expect(host.text.contains("[x] Row 7071 on"))
    #expect(host.text.contains("[ ] Row 7070 off"))
  }

  @Test("Changing one of 10,000 values a parent owns re-runs the parent once and exactly one row")
  func oneOfTenThousandValues() throws {
    let host = ViewHost(ValueList())
    host.resetEvaluations()

    try host.tap("Bump 4242")
    host.flush()

    #expect(host.evaluations(of: ValueList.self) == 1)
    #expect(host.evaluations(of: ValueRow.self) == 1, "only the row whose value changed re-runs")
    #expect(host.text.contains("4242: 1"))
    #expect(host.text.contains("4241: 0"))
  }

  @Test("A parent that only passes $x down is not re-run when x changes; the child is")
  func bindingPassThrough() throws {
    let host = ViewHost(BindingParent())
    host.resetEvaluations()

    try host.tap("Increment x")
    host.flush()

    #expect(host.evaluations(of: BindingParent.self) == 0)
    #expect(host.evaluations(of: BindingChild.self) == 1)
    #expect(host.text.contains("x = 1"))
  }

  @Test("After a branch flips away from reading a, writes to a re-run nothing")
  func dynamicDependencies() throws {
    let host = ViewHost(BranchReader())
    try host.tap("Flip")
    host.flush()
    #expect(host.text.contains("b = 0"))
    host.resetEvaluations()

    try host.tap("Write a")
    host.flush()
    #expect(host.evaluations(of: BranchReader.self) == 0, "a is no longer read")

    try host.tap("Write b")
    host.flush()
    #expect(host.evaluations(of: BranchReader.self) == 1, "b is read now")
    #expect(host.text.contains("b = 1"))
  }

  @Test(
    "A value changed at an environment provider re-runs only the descendants that read that key")
  func environmentPrecision() throws {
    let host = ViewHost(Provider())
    #expect(host.text.contains("accent red"))
    host.resetEvaluations()

    try host.tap("Recolor")
    host.flush()

    #expect(host.evaluations(of: Provider.self) == 1, "the provider's owner read the state")
    #expect(host.evaluations(of: AccentReader.self) == 1)
    #expect(host.evaluations(of: SizeReader.self) == 0, "reads another key")
    #expect(host.evaluations(of: NonReader.self) == 0, "reads nothing")
    #expect(host.evaluations(of: Middle.self) == 0, "its inputs did not change")
    #expect(host.text.contains("accent green"))
    #expect(host.text.contains("size 2"))
  }
}
