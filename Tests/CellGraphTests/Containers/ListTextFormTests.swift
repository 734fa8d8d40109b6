import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private struct SectionedList: View {
  @StateCell var selection: Int? = 2
  var body: some View {
    List(selection: $selection) {
      Text("Pinned").tag(0)
      Section("Fruit") {
        ForEach([Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]) { Text($0.name) }
      } footer: {
        Text("2 fruits")
      }
    }
  }
}

private struct NetworkForm: View {
  @StateCell var wifi = true
  var body: some View {
    Form {
      Section("Network") {
        Toggle("Wi-Fi", isOn: $wifi)
      } footer: {
        Text("Used for updates.")
      }
      Section("Account") {
        Button("Sign Out") {}
      }
    }
  }
}

/// Snapshots of the text forms Docs/TextForm.md documents under "Lists and forms".
@MainActor
@Suite struct ListTextFormTests {
  @Test("A list with a selection and a section shows the documented snapshot")
  func listSnapshot() {
    #expect(
      ViewHost(SectionedList()).text == """
          Pinned
        Fruit
            Apple
          > Pear
          2 fruits
        """)
  }

  @Test("A form shows the documented snapshot")
  func formSnapshot() {
    #expect(
      ViewHost(NetworkForm()).text == """
        Network
          [x] Wi-Fi
          Used for updates.
        Account
          [Sign Out]
        """)
  }

  @Test("A multi-line row is marked on its first line and indented on the others")
  func multiLineRow() {
    let host = ViewHost(
      List(selection: .constant(Set(["a"]))) {
        VStack {
          Text("Ada")
          Text("Lovelace")
        }
        .tag("a")
        Text("Grace").tag("g")
      })
    #expect(host.text == "> Ada\n  Lovelace\n  Grace")
  }

  @Test("Rows are looked through Group, if and ForEach; an empty list shows nothing")
  func rowsThroughGroups() {
    let flag = true
    let host = ViewHost(
      List {
        Group {
          Text("a")
          if flag { Text("b") }
        }
        ForEach(0..<2) { Text("row \($0)") }
      })
    #expect(host.text == "a\nb\nrow 0\nrow 1")
    #expect(ViewHost(List {}).text == "")
  }
}

extension ListTextFormTests {
  @Test("A list or form style changes nothing in the text, and selection still works below it")
  func stylesKeepTheTextForm() throws {
    let host = ViewHost(
      VStack {
        SectionedList().listStyle(.plain)
        NetworkForm().formStyle(.grouped)
      })
    try host.select("Apple")
    #expect(
      host.text == """
          Pinned
        Fruit
          > Apple
            Pear
          2 fruits
        Network
          [x] Wi-Fi
          Used for updates.
        Account
          [Sign Out]
        """)
  }
}
