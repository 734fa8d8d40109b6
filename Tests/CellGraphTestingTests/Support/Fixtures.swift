import CellGraph

// The views the helper tests run against. Guide examples live in Guide/ and have their own.
//
//   Settings                      reads titles; passes $name down, which is not a read
//   ├─ Text "Settings"
//   ├─ SettingRow × titles        reads nothing; its Toggle reads isOn
//   ├─ Profile(name: $name)       reads name
//   └─ [Add] [Reset]

/// A settings screen: a row per title, a profile editing a name owned here, and two buttons.
struct Settings: View {
  @StateCell var titles = ["Wi-Fi", "Bluetooth"]
  @StateCell var name = "Ada"

  var body: some View {
    VStack {
      Text("Settings")
      ForEach(titles, id: \.self) { title in
        SettingRow(title: title).testID("row")
      }
      Profile(name: $name)
      HStack {
        Button("Add") { titles.append("Option \(titles.count + 1)") }
        Button("Reset") { name = "" }.testID("reset")
      }
    }
  }
}

/// One setting: a toggle over its own state.
struct SettingRow: View {
  let title: String
  @StateCell var isOn = false

  var body: some View {
    Toggle(title, isOn: $isOn)
  }
}

/// Edits a name it does not own, and greets it.
struct Profile: View {
  @BindingCell var name: String

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("Hello, \(name)")
    }
  }
}

/// Shows a status that a `.task` replaces after suspending once.
struct Loader: View {
  @StateCell var status = "loading"

  var body: some View {
    Text(status).task {
      await Task.yield()
      status = "loaded"
    }
  }
}

/// A list that repeats an id when "Duplicate" is tapped (a `duplicateID` diagnostic), and that
/// starts with a duplicate when `startsDuplicated` is set.
struct Duplicates: View {
  let startsDuplicated: Bool
  @StateCell var ids: [String] = ["a"]

  init(startsDuplicated: Bool = false) {
    self.startsDuplicated = startsDuplicated
  }

  var body: some View {
    VStack {
      ForEach(startsDuplicated ? ids + ids : ids, id: \.self) { Text($0) }
      Button("Duplicate") { ids.append("a") }
      Button("Unique") { ids.append("b\(ids.count)") }
    }
  }
}
