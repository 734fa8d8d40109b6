import CellGraph

/// The article's plain property wrapper: trims whitespace on every write, and projects whether the
/// last write had anything to trim (`$username`).
///
/// It is not a `DynamicField`: it lives inside a value (`SignupForm`) that a `StateCell` owns, so
/// the form's storage survives view re-creation and each write through `$form.username` is a state
/// write that re-runs the views that read the form.
@propertyWrapper
struct Trimmed: Equatable {
  private var value = ""

  /// Whether the last value written had leading or trailing whitespace.
  private(set) var projectedValue = false

  var wrappedValue: String {
    get { value }
    set {
      value = newValue.trimmingWhitespace()
      projectedValue = newValue != value
    }
  }

  init(wrappedValue initialValue: String) {
    self.wrappedValue = initialValue
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}

/// A form whose fields trim themselves.
struct SignupForm: Equatable {
  @Trimmed var username = ""
  @Trimmed var fullName = ""
}
