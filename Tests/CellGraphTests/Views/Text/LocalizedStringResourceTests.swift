import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

private struct Checkout: View {
  @StateCell var isOn = false
  @StateCell var name = ""
  let total: LocalizedStringResource = "Total: \(1234.5, format: .number)"
  var body: some View {
    NavigationStack {
      Form {
        Section(LocalizedStringResource("checkout.section", defaultValue: "Order")) {
          Text(total)
          Toggle(LocalizedStringResource("Gift wrap"), isOn: $isOn)
          TextField(LocalizedStringResource("Name"), text: $name)
          LabeledContent(LocalizedStringResource("Items"), value: "3")
          Label(LocalizedStringResource("Express"), systemImage: "bolt")
          Button(LocalizedStringResource("checkout.pay", defaultValue: "Pay")) {}
        }
      }
      .navigationTitle(LocalizedStringResource("Checkout"))
    }
  }
}

private struct Plain: View {
  var body: some View { Text(verbatim: "Cart") }
}

private struct Screen: View {
  var body: some View {
    VStack {
      Plain()
      Total()
    }
  }
}

private struct Total: View {
  var body: some View { Text("Total: \(1234.5, format: .number)" as LocalizedStringResource) }
}

@MainActor
@Suite struct LocalizedStringResourceTests {
  // Apple: LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:),
  // 'defaultValue: A localization value to use if key doesn’t exist in table'; with no string
  // tables here, the default value always shows.
  @Test("A resource keeps its key, default value, table, locale and bundle")
  func properties() {
    let resource = LocalizedStringResource(
      "checkout.pay", defaultValue: "Pay \(3)", table: "Checkout",
      locale: Locale(identifier: "fr_FR"))
    #expect(resource.key == "checkout.pay")
    #expect(resource.table == "Checkout")
    #expect(resource.locale == Locale(identifier: "fr_FR"))
    #expect(resource.bundle == .main)
    #expect(String(localized: resource) == "Pay 3")
    // Apple: init(stringLiteral:) 'The key to use when looking up a localized value'; an
    // interpolated literal's key has a placeholder where each value goes.
    let literal: LocalizedStringResource = "Hello \("Ada"), you have \(3) items"
    #expect(literal.key == "Hello %@, you have %lld items")
    #expect(String(localized: literal) == "Hello Ada, you have 3 items")
  }

  // Apple: String(localized:) 'Alter the resource’s locale prior to calling this method if you
  // want to localize this string in a different locale'.
  @Test("String(localized:) formats a resource's interpolations in the resource's locale")
  func resourceLocale() {
    var total: LocalizedStringResource = "Total: \(1234.5, format: .number)"
    total.locale = Locale(identifier: "en_US")
    #expect(String(localized: total) == "Total: 1,234.5")
    total.locale = Locale(identifier: "de_DE")
    #expect(String(localized: total) == "Total: 1.234,5")
  }

  // SwiftUI takes a LocalizedStringResource for Text, Button, Toggle, Label, Section,
  // LabeledContent, TextField and navigationTitle; shown in a view it is written in the
  // environment's \.locale (the "current locale that views should use").
  @Test("Views take a resource as their title and show it in the environment's locale")
  func viewsTakeResources() {
    let host = ViewHost.testing(Checkout(), environment: textEnvironment("de_DE"))
    #expect(host.text.contains("Total: 1.234,5"))
    for title in ["Order", "Gift wrap", "Name", "Items: 3", "Express", "[Pay]", "Checkout"] {
      #expect(host.text.contains(title), "\(title) is shown")
    }
    #expect(host.buttons.exists("Pay"))
    #expect(host.switches.exists("Gift wrap"))
  }

  // SwiftUI: a change of \.locale re-renders the texts formatted with it, and nothing else.
  @Test("A locale change re-runs exactly the views that showed a formatted resource")
  func localeChange() {
    let host = ViewHost.testing(Screen(), environment: textEnvironment("en_US"))
    #expect(host.text == "Cart\nTotal: 1,234.5")
    host.resetEvaluations()
    host.locale = Locale(identifier: "de_DE")
    host.flush()
    #expect(host.text == "Cart\nTotal: 1.234,5")
    #expect(host.evaluations(of: Total.self) == 1)
    #expect(host.evaluations(of: Plain.self) == 0)
  }

  // Apple (SwiftUI Text.init(_:)): 'a string literal triggers the
  // Text/init(_:tableName:bundle:comment:) method — which treats the input as a
  // LocalizedStringKey'. Adding resource overloads leaves a literal's choice as it was: its
  // Markdown is read as a key's is.
  @Test("A string literal still picks the key or title overload, not the resource one")
  func literalsKeepTheirOverload() {
    let host = ViewHost.testing(
      MadeInBody {
        VStack {
          Text("**Bold**")
          Button("Save") {}
        }
      }, environment: textEnvironment("en_US"))
    #expect(host.text == "Bold\n[Save]")
  }
}
