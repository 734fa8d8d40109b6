import CellGraph

/// The article's view: a flag decides the text, a button flips it. `isOn` is a `StateCell`, so
/// the button's closure can write it (the setter is `nonmutating`: it writes the box, not the
/// struct).
struct ComputerView: View {
  @StateCell private var isOn = false

  var body: some View {
    VStack {
      Text("Computer is ") + Text(isOn ? "on" : "off")
      Button("Press the button") { isOn.toggle() }
    }
  }
}

/// The same view with the article's hand-made wrapper instead of the built-in one.
struct SuiComputerView: View {
  @SuiState private var isOn = false

  var body: some View {
    VStack {
      Text("Sui computer is ") + Text(isOn ? "on" : "off")
      Toggle("Sui power", isOn: $isOn)
    }
  }
}

/// A form with self-trimming fields: `$form.username` is a binding into the state-owned form.
struct SignupView: View {
  @StateCell private var form = SignupForm()

  var body: some View {
    VStack {
      TextField("Username", text: $form.username)
      Text("Hello, \(form.username.isEmpty ? "stranger" : form.username)")
      Text(form.$username ? "(trimmed)" : "")
    }
  }
}

/// The demo's screen: three independent parts, so each interaction shows that only the part
/// that read the changed state re-ran.
struct DemoScreen: View {
  var body: some View {
    VStack(spacing: 22) {
      ComputerView().border()
      SuiComputerView().border()
      SignupView().border()
    }
  }
}
