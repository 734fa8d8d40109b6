import Foundation

@testable import CellGraph

/// An environment that formats in `locale`, in UTC and the Gregorian calendar, so that formatted
/// texts read the same on every machine.
@MainActor
func textEnvironment(_ locale: String) -> EnvironmentValues {
  var environment = EnvironmentValues()
  environment.locale = Locale(identifier: locale)
  environment.timeZone = TimeZone(identifier: "UTC")!
  environment.calendar = Calendar(identifier: .gregorian)
  return environment
}

/// Makes its content in its body, so that its texts format in its environment (a text made
/// outside every body formats with the process's defaults).
struct MadeInBody<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View { content() }
}
