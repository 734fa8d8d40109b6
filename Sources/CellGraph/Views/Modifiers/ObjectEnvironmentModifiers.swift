import CellGraphCore
import Observation

nonisolated extension View {
  /// Provides `object` to this view and its descendants, for their ``EnvironmentObjectCell``s of
  /// its type: the counterpart of SwiftUI's `environmentObject(_:)`.
  ///
  /// Objects are found by type; the nearest provider of a type wins. Providing another object
  /// re-runs the views that read it; a change *inside* the object re-runs every view observing it.
  ///
  /// ```swift
  /// LibraryScreen()
  ///   .environmentObject(library)
  ///
  /// struct Shelf: View {
  ///   @EnvironmentObjectCell var library: Library
  ///   var body: some View { Text("\(library.books.count) books") }
  /// }
  /// ```
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    environment(\.[environmentObject: EnvironmentObjectKey<Object>()], object)
  }

  /// Provides the `@Observable` `object` to this view and its descendants, for their
  /// `@EnvironmentCell(T.self)` fields: the counterpart of SwiftUI's `environment(_:)` for
  /// observable objects.
  ///
  /// Objects are found by type; the nearest provider wins; `nil` provides none. The readers track
  /// the object's properties with per-property precision, like any `@Observable` read.
  ///
  /// ```swift
  /// LibraryScreen()
  ///   .environment(library)
  ///
  /// struct Shelf: View {
  ///   @EnvironmentCell(Library.self) var library
  ///   var body: some View { Text("\(library.books.count) books") }
  /// }
  /// ```
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    environment(\.[observable: ObservableEnvironmentKey<Object>()], object)
  }
}
