import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

/// The initializer forms of text fields, secure fields, steppers, progress views and texts
/// that SwiftUI declares beside their common ones: a label view, a prompt, a format, a clock.
@MainActor
@Suite struct ControlInitializerTests {
  // Apple, "TextField/init(text:prompt:label:)": "Creates a text field with a prompt generated
  // from a Text" and a label view; the prompt is shown while the field is empty.
  @Test("A text field labelled by a view is found and typed into by that view's text")
  func textFieldWithLabelView() throws {
    struct Login: View {
      @StateCell var name = ""
      var body: some View {
        TextField(text: $name, prompt: Text("Required")) { Text("User name") }
      }
    }
    let host = ViewHost.testing(Login())
    #expect(host.text == "User name: [] (Required)")
    try host.type("ada", into: "User name")
    #expect(host.text == "User name: [ada]")
  }

  // Apple, "TextField/init(value:format:prompt:label:)": the value is edited through the
  // format, committed as the title form's is (FormattedInputTests).
  @Test("A formatted text field labelled by a view commits its draft on submit")
  func formattedTextFieldWithLabelView() throws {
    struct Amount: View {
      @StateCell var amount = 12.5
      var body: some View {
        VStack {
          TextField(value: $amount, format: .number) { Text("Amount") }
          Text("stored \(amount)")
        }
      }
    }
    let host = ViewHost.testing(Amount().environment(\.locale, Locale(identifier: "en_US")))
    try host.type("3.25", into: "Amount")
    #expect(host.text.contains("stored 12.5"), "typing alone leaves the value as it was")
    try host.submit("Amount")
    host.flush()
    #expect(host.text.contains("stored 3.25"))
  }

  // Apple, "SecureField/init(_:text:prompt:)" and "init(text:prompt:label:)".
  @Test("A secure field shows its prompt while empty and takes a label view")
  func secureFieldPromptAndLabel() throws {
    struct Vault: View {
      @StateCell var secret = ""
      @StateCell var pin = ""
      var body: some View {
        VStack {
          SecureField("Password", text: $secret, prompt: Text("Required"))
          SecureField(text: $pin) { Label("PIN", systemImage: "lock") }
        }
      }
    }
    let host = ViewHost.testing(Vault())
    #expect(host.text == "Password: [] (Required)\n(lock) PIN: []")
    try host.type("abc", into: "Password")
    #expect(host.text == "Password: [•••]\n(lock) PIN: []")
  }

  // Apple, "Stepper/init(_:value:step:format:onEditingChanged:)": "a stepper … displaying its
  // value with an applied format style"; a step adds `step` to the value.
  @Test("A stepper given a format shows its value through it, in the environment's locale")
  func stepperWithFormat() throws {
    struct Speed: View {
      @StateCell var speed = 1.5
      var body: some View {
        Stepper("Speed", value: $speed, in: 0...3, step: 0.5, format: .number)
      }
    }
    let host = ViewHost.testing(Speed().environment(\.locale, Locale(identifier: "de_DE")))
    #expect(host.text == "Speed 1,5 [-|+]")
    try host.increment("Speed")
    #expect(host.text == "Speed 2 [-|+]")
  }

  // Apple, "ProgressView/init(timerInterval:countsDown:)": "If true (the default), the view
  // empties" as time passes; Apple's example starts 30 s into a 120 s range, "As a result, the
  // progress view begins at 25 percent complete" — counting down, 75 % is left.
  @Test("A progress view over a timer interval follows the host's clock")
  func progressOverTimerInterval() {
    struct Workout: View {
      let range: ClosedRange<Date>
      var body: some View {
        VStack {
          ProgressView(timerInterval: range)
          ProgressView(timerInterval: range, countsDown: false) { Text("Done") }
        }
      }
    }
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let host = ViewHost.testing(Workout(range: start...start.addingTimeInterval(120)))
    host.now = start.addingTimeInterval(30)
    host.flush()
    #expect(host.text == "[#######---] 75% 1:30\nDone [##--------] 25% 0:30")
    host.advance(by: .seconds(60))
    #expect(host.text == "[##--------] 25% 0:30\nDone [#######---] 75% 1:30")
  }

  // Apple, "ProgressView/init(_:)" (Progress): "Creates a progress view for visualizing the
  // given progress instance".
  @Test(
    "A progress view over a Foundation Progress shows its fraction, or activity while indeterminate"
  )
  func progressOverFoundationProgress() {
    let progress = Progress(totalUnitCount: 10)
    progress.completedUnitCount = 3
    #expect(ViewHost.testing(ProgressView(progress)).text == "[###-------] 30%")
    #expect(ViewHost.testing(ProgressView(Progress(totalUnitCount: -1))).text == "[ ... ]")
  }

  // Apple, "Text/init(_:)" (Image): "Creates an instance that wraps an Image, suitable for
  // concatenating with other Text"; and LocalizedStringKey.StringInterpolation
  // "appendInterpolation(_:)" (Image) puts an image inside a text.
  @Test("An image joins a text inline, by Text(Image) and by interpolation")
  func imageInText() {
    let joined = Text(Image(systemName: "star.fill")) + Text(" 4.5")
    #expect(ViewHost.testing(joined).text == "(star.fill) 4.5")
    #expect(
      ViewHost.testing(Text("\(Image(systemName: "bell")) 3 alerts")).text == "(bell) 3 alerts")
    #expect(ViewHost.testing(Text(Image(decorative: "rule")) + Text("plain")).text == "plain")
  }
}
