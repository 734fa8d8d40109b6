// A model file as written for Apple platforms: Foundation and Combine only, no CellGraph.
import Combine
import Foundation
import Testing

private final class Stopwatch: ObservableObject {
  @Published var seconds = 0
  var label = ""
}

@MainActor
@Suite struct CombineShimTests {
  // Combine (Published.projectedValue): "the publisher … emits the property's current value
  // on subscription, then each new value before it is set".
  @Test("A Foundation-only model file compiles with import Combine; $property sinks its values")
  func publishedSink() {
    let stopwatch = Stopwatch()
    var seen: [Int] = []
    let subscription = stopwatch.$seconds.sink { seen.append($0) }
    stopwatch.seconds = 1
    stopwatch.seconds = 2
    subscription.cancel()
    stopwatch.seconds = 3
    #expect(seen == [0, 1, 2])
  }

  // Combine (ObservableObject.objectWillChange): sends before any @Published property changes.
  @Test("objectWillChange sends before each change of a @Published property")
  func objectWillChange() {
    let stopwatch = Stopwatch()
    var changes = 0
    let subscription = stopwatch.objectWillChange.sink { _ in changes += 1 }
    stopwatch.seconds += 1
    #expect(changes == 1)
    _ = subscription
  }

  // Combine (PassthroughSubject, map, filter, removeDuplicates, eraseToAnyPublisher): values go
  // to current subscribers only, through each operator in order.
  @Test("PassthroughSubject with map, filter and removeDuplicates delivers the operators' values")
  func subjectOperators() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [String] = []
    let subscription = subject.filter { $0 > 0 }.removeDuplicates().map { "#\($0)" }
      .eraseToAnyPublisher()
      .sink { seen.append($0) }
    for value in [0, 1, 1, 2, -3, 2] { subject.send(value) }
    #expect(seen == ["#1", "#2"])
    _ = subscription
  }

  // Combine (CurrentValueSubject): "unlike PassthroughSubject, CurrentValueSubject maintains a
  // buffer of the most recently published element" and sends it to a new subscriber.
  @Test("CurrentValueSubject sends its value on subscription and on every change")
  func currentValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    var seen: [String] = []
    let subscription = subject.sink { seen.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(seen == ["a", "b", "c"] && subject.value == "c")
    _ = subscription
  }

  // Combine (Just, Subscribers.Completion): one value, then `.finished`.
  @Test("Just sends its value, then finishes")
  func just() {
    var events: [String] = []
    let subscription = Just(7).sink(
      receiveCompletion: { if case .finished = $0 { events.append("finished") } },
      receiveValue: { events.append("\($0)") })
    #expect(events == ["7", "finished"])
    _ = subscription
  }

  // Combine (assign(to:on:), AnyCancellable.store(in:)): writes each value to the key path;
  // a released subscription stops.
  @Test("assign(to:on:) writes each value; a released cancellable ends the subscription")
  func assignOn() {
    let stopwatch = Stopwatch()
    let names = PassthroughSubject<String, Never>()
    var subscriptions: Set<AnyCancellable> = []
    names.assign(to: \.label, on: stopwatch).store(in: &subscriptions)
    names.send("lap")
    #expect(stopwatch.label == "lap")
    subscriptions.removeAll()
    names.send("ignored")
    #expect(stopwatch.label == "lap")
  }

  // Combine (Timer.publish(every:on:in:), autoconnect()): sends the date on the run loop
  // every interval once connected. Real time: the test awaits the first value.
  @Test("Timer.publish(…).autoconnect() sends a date once connected")
  func timer() async {
    let ticks = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    var subscription: AnyCancellable?
    let date: Date = await withCheckedContinuation { continuation in
      var resumed = false
      subscription = ticks.sink { date in
        if !resumed {
          resumed = true
          continuation.resume(returning: date)
        }
      }
    }
    subscription?.cancel()
    #expect(date.timeIntervalSince1970 > 0)
  }
}
