/// A piece of a headless user interface, described by a value: the counterpart of SwiftUI's `View`.
///
/// Write views exactly as in SwiftUI: a struct with stored inputs, state in property wrappers, and
/// a `body` built with ``ViewBuilder``.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   @StateCell private var waved = false
///
///   var body: some View {
///     VStack {
///       Text("Hello, \(name)!")
///       Button(waved ? "Waved" : "Wave") { waved = true }
///     }
///   }
/// }
/// ```
///
/// View values are cheap and short-lived: a parent re-creates its children every time its body
/// runs. What persists belongs to the view's *identity* (its position in the parent's body), held
/// by the runtime: state, the dependencies of the last body evaluation, the rendered text.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View

  /// The content of the view, evaluated by the runtime when the view appears and whenever
  /// something it read (or an input from its parent) changed.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Built-in views have no body: the runtime evaluates them directly.
  public var body: Never {
    self
  }
}

/// The `body` of a built-in view, which the runtime never calls.
///
/// A primitive's body type is `Never`: there is no value to return. Calling it explicitly is a
/// programming error with no possible fallback value, so this stops with a message naming the view.
package nonisolated func primitiveBody<V: View>(_ view: V.Type) -> Never {
  preconditionFailure(
    "\(typeName(view)) is a built-in view: the runtime renders it directly and it has no body.")
}
