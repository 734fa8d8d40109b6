import Observation

extension EnvironmentCell {
  /// Reads the `@Observable` object of type `Value` that the nearest ancestor provided with
  /// `.environment(_:)`: the counterpart of SwiftUI's `@Environment(Model.self)`.
  ///
  /// The view tracks the properties its body reads, like any `@Observable` read: a change to one
  /// of them re-runs it, a change to another does not. Providing another object re-runs it too.
  ///
  /// ```swift
  /// @Observable final class Library {
  ///   var books: [String] = []
  ///   var filter = ""
  /// }
  ///
  /// struct Shelf: View {
  ///   @EnvironmentCell(Library.self) var library
  ///   var body: some View { Text("\(library.books.count) books") }   // not re-run by filter
  /// }
  ///
  /// // An ancestor: Shelf().environment(library)
  /// ```
  ///
  /// When no ancestor provides the object, SwiftUI stops the program. CellGraph reports a
  /// `missingEnvironmentObject` diagnostic naming the type and the view, does not run the view's
  /// body, and shows nothing in its place until an ancestor provides the object. To handle a
  /// missing object yourself, declare the property optional: `var library: Library?`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(
      \EnvironmentValues[requiredObservable: ObservableEnvironmentKey<Value>()],
      requiredKey: ObservableEnvironmentKey<Value>.self)
  }

  /// Reads the `@Observable` object of type `Object` that the nearest ancestor provided with
  /// `.environment(_:)`, or `nil` when none did.
  ///
  /// ```swift
  /// @EnvironmentCell(Library.self) var library: Library?
  /// ```
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type)
  where Value == Object? {
    self.init(\EnvironmentValues[observable: ObservableEnvironmentKey<Object>()])
  }
}

/// The key of an object a view cannot do without, checked before its body runs.
@MainActor
protocol RequiredObjectKey {
  /// Whether an ancestor provides a (non-nil) object for this key in `environment`.
  static func isProvided(in environment: EnvironmentValues) -> Bool
  static var objectTypeName: String { get }
}

extension ObservableEnvironmentKey: RequiredObjectKey {
  static func isProvided(in environment: EnvironmentValues) -> Bool {
    environment.providesObject(Self.self)
  }

  static var objectTypeName: String { typeName(Object.self) }
}
