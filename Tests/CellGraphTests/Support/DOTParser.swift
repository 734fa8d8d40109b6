/// A small parser for the subset of Graphviz DOT that `DependencyGraph.dot` writes, so tests can
/// check the structure of an export rather than compare strings:
///
///     digraph Name { a [shape=box, label="x\ny"]; a -> b [color=blue]; }
struct ParsedDOT: Equatable {
  struct Edge: Hashable {
    let from: String
    let to: String
    let attributes: [String: String]
  }

  var name = ""
  /// Node statements by id, with their attributes (`shape`, unescaped `label`).
  var nodes: [String: [String: String]] = [:]
  var edges: [Edge] = []

  /// The edges from `from` to `to`.
  func edges(from: String, to: String) -> [Edge] {
    edges.filter { $0.from == from && $0.to == to }
  }

  enum ParseError: Error, Equatable {
    case unexpected(String)
  }

  init(_ text: String) throws {
    var tokens = try ParsedDOT.tokenize(text)[...]
    func next() throws -> String {
      guard let token = tokens.popFirst() else { throw ParseError.unexpected("end of input") }
      return token
    }
    func expect(_ token: String) throws {
      let found = try next()
      guard found == token else { throw ParseError.unexpected("\(found), expected \(token)") }
    }
    func attributes() throws -> [String: String] {
      var result: [String: String] = [:]
      guard tokens.first == "[" else { return result }
      _ = try next()
      while tokens.first != "]" {
        let key = try next()
        try expect("=")
        result[key] = try next()
        if tokens.first == "," { _ = try next() }
      }
      try expect("]")
      return result
    }

    try expect("digraph")
    name = try next()
    try expect("{")
    while let token = tokens.first, token != "}" {
      let id = try next()
      if tokens.first == "=" {  // a graph attribute such as rankdir=LR
        _ = try next()
        _ = try next()
      } else if tokens.first == "->" {
        _ = try next()
        let target = try next()
        edges.append(Edge(from: id, to: target, attributes: try attributes()))
      } else {
        let attributes = try attributes()
        if id != "node" && id != "edge" { nodes[id] = attributes }
      }
      try expect(";")
    }
    try expect("}")
  }

  /// Splits DOT into identifiers, punctuation and (unescaped) quoted strings.
  private static func tokenize(_ text: String) throws -> [String] {
    var tokens: [String] = []
    var characters = Array(text)[...]
    while let character = characters.first {
      if character.isWhitespace {
        characters.removeFirst()
      } else if character == "\"" {
        characters.removeFirst()
        var string = ""
        while let next = characters.popFirst(), next != "\"" {
          if next == "\\", let escaped = characters.popFirst() {
            string.append(escaped == "n" ? "\n" : escaped)
          } else {
            string.append(next)
          }
        }
        tokens.append(string)
      } else if character == "-" && characters.dropFirst().first == ">" {
        characters.removeFirst(2)
        tokens.append("->")
      } else if "{}[];,=".contains(character) {
        characters.removeFirst()
        tokens.append(String(character))
      } else if character.isLetter || character.isNumber || character == "_" {
        var word = ""
        while let next = characters.first, next.isLetter || next.isNumber || next == "_" {
          word.append(next)
          characters.removeFirst()
        }
        tokens.append(word)
      } else {
        throw ParseError.unexpected(String(character))
      }
    }
    return tokens
  }
}
