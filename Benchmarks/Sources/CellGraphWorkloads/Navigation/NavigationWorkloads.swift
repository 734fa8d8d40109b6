import CellGraph

/// Navigation: a `NavigationStack` whose path holds 100 values, each pushed screen with a state
/// cell of its own, and one screen pushed on top and popped again through the path binding, as a
/// link and the back button would.
///
/// - The push runs the new screen's body (bodies run: 1); the 100 covered screens keep their
///   nodes and state and run no body: covering the previous top hides its subtree without
///   evaluating it.
/// - The pop releases the top screen and shows the one below; no body runs.
///
/// The time includes producing the host's text after each of the two updates.
extension Workload {
  static let navigationGroup = "Navigation"

  /// How many screens are pushed before the measured push and pop.
  public static let navigationDepth = 100

  @MainActor static var navigation: [Workload] {
    [
      Workload(
        group: navigationGroup,
        name: "Push and pop on a \(navigationDepth)-deep NavigationStack",
        key: "navigation-push-pop-\(navigationDepth)"
      ) { mode in
        let path = Sink<[Int]>(slots: 1)
        let host = ViewHost(DeepStack(depth: navigationDepth, path: path))
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [DeepStack.self, DeepScreen.self]) {
          path[0].wrappedValue.append(navigationDepth)
          host.flush()
          blackHole(host.text)
          path[0].wrappedValue.removeLast()
          host.flush()
          blackHole(host.text)
        }
      }
    ]
  }
}

/// A stack `depth` screens deep, leaving its path binding in the sink.
struct DeepStack: View {
  let path: Sink<[Int]>
  @StateCell var screens: [Int]

  init(depth: Int, path: Sink<[Int]>) {
    self.path = path
    _screens = StateCell(initialValue: Array(0..<depth))
  }

  var body: some View {
    path.store($screens)
    return NavigationStack(path: $screens) {
      Text("root")
        .navigationTitle("Root")
        .navigationDestination(for: Int.self) { DeepScreen(number: $0) }
    }
  }
}

/// One pushed screen, with state of its own.
struct DeepScreen: View {
  let number: Int
  @StateCell var taps = 0

  var body: some View {
    VStack {
      Text("Screen \(number)")
      Button("Tapped \(taps)") { taps += 1 }
    }
    .navigationTitle("Screen \(number)")
  }
}
