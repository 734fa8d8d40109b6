extension Int {
  /// The number with thousands separators: `10,000`.
  public var formatted: String {
    let digits = String(magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }
}
