@testable import CellGraph
@testable import CellGraphCore

/// Shows one value it reads through a binding: the only view that depends on it.
struct ValueReader: View {
  let name: String
  @BindingCell var value: Int

  var body: some View { Text("\(name): \(value)") }
}

/// Reads two values: re-runs for a write to either.
struct PairReader: View {
  @BindingCell var first: Int
  @BindingCell var second: Int

  var body: some View { Text("sum: \(first + second)") }
}

/// Three values, each shown by its own reader, and buttons that write them in and around
/// animated blocks.
struct ThreeValues: View {
  @StateCell var a = 0
  @StateCell var b = 0
  @StateCell var c = 0
  let log: ViewsEventLog

  var body: some View {
    VStack {
      ValueReader(name: "a", value: $a)
      ValueReader(name: "b", value: $b)
      ValueReader(name: "c", value: $c)
      PairReader(first: $a, second: $b)
      Button("Around") {
        a += 1
        withAnimation(.linear(duration: 1)) { b += 1 }
        c += 1
      }
      Button("Animated") {
        withAnimation(.linear(duration: 1)) {
          b += 1
        } completion: {
          log.append("done b")
        }
      }
      Button("Twice") {
        withAnimation(.linear(duration: 1)) {
          a += 1
        } completion: {
          log.append("done a")
        }
        withAnimation(.easeIn(duration: 2)) {
          b += 1
        } completion: {
          log.append("done b")
        }
      }
      Button("Unanimated") {
        withAnimation(nil) {
          b += 1
        } completion: {
          log.append("done b")
        }
        log.append("after block")
      }
      Button("Nothing") {
        withAnimation(.default) {
        } completion: {
          log.append("done nothing")
        }
        log.append("after block")
      }
    }
  }
}

/// A toggled detail with lifecycle logging, removed with or without an animation.
struct TransitionScreen: View {
  @StateCell var isShown = true
  let transition: AnyTransition
  let animation: Animation?
  let log: ViewsEventLog

  var body: some View {
    VStack {
      Text("Top")
      if isShown {
        Detail(log: log).transition(transition)
      }
      Text("Bottom")
      Button("Toggle") {
        withAnimation(animation) { isShown.toggle() }
      }
      Button("Plain toggle") { isShown.toggle() }
    }
  }
}

/// A view with state, a button, an appear action, a task and a disappear action.
struct Detail: View {
  @StateCell var taps = 0
  let log: ViewsEventLog

  var body: some View {
    VStack {
      Text("Detail \(taps)")
      Button("Tap detail") { taps += 1 }
    }
    .task { await viewsCancellableWork("detail", log: log) }
    .onAppear { log.append("appear detail") }
    .onDisappear { log.append("disappear detail") }
  }
}

/// Two branches flipped by an animated update.
struct AnimatedBranches: View {
  @StateCell var first = true
  let log: ViewsEventLog

  var body: some View {
    VStack {
      if first {
        Text("First")
          .onAppear { log.append("appear first") }
          .onDisappear { log.append("disappear first") }
      } else {
        Text("Second")
          .onAppear { log.append("appear second") }
          .onDisappear { log.append("disappear second") }
      }
      Button("Flip") { withAnimation(.easeOut(duration: 0.5)) { first.toggle() } }
    }
  }
}
