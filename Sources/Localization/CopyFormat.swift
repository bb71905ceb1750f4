/// The printf-style formats a String Catalog holds, applied without Foundation's `String(format:)` (which on
/// Linux takes no Swift `String` for `%@`): `%@`, `%lld`, `%ld`, `%d`, `%%`, and positions (`%2$@`), which a
/// translation uses to reorder its arguments.
public enum CopyFormat {
  /// One specifier: the argument it takes (1-based) and whether that is an integer or an object.
  public struct Specifier: Hashable, Sendable, Comparable {
    public enum Kind: String, Hashable, Sendable { case integer, object }
    public let position: Int
    public let kind: Kind

    public static func < (lhs: Specifier, rhs: Specifier) -> Bool { lhs.position < rhs.position }
  }

  /// The format with each specifier replaced by its argument (a missing one by nothing).
  public static func apply(_ format: String, _ arguments: [CopyArgument]) -> String {
    var result = ""
    var next = 0
    for piece in pieces(format) {
      switch piece {
      case .literal(let text): result += text
      case .specifier(let position, _):
        let index = position ?? next + 1
        next = index
        guard arguments.indices.contains(index - 1) else { continue }
        switch arguments[index - 1] {
        case .int(let value): result += String(value)
        case .text(let value): result += value
        }
      }
    }
    return result
  }

  /// The format's specifiers by position, for comparing a translation's with the English.
  public static func specifiers(_ format: String) -> [Specifier] {
    var found: [Specifier] = []
    var next = 0
    for case .specifier(let position, let kind) in pieces(format) {
      let index = position ?? next + 1
      next = index
      found.append(Specifier(position: index, kind: kind))
    }
    return found.sorted()
  }

  /// The format with its specifiers kept and every other run of text passed through `transform`.
  public static func mapLiterals(_ format: String, _ transform: (String) -> String) -> String {
    pieces(format).map { piece in
      switch piece {
      case .literal(let text): transform(text)
      case .specifier(let position, let kind):
        "%" + (position.map { "\($0)$" } ?? "") + (kind == .integer ? "lld" : "@")
      }
    }.joined()
  }

  enum Piece {
    case literal(String)
    case specifier(position: Int?, kind: Specifier.Kind)
  }

  static func pieces(_ format: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(format)
    while let first = rest.first {
      rest = rest.dropFirst()
      guard first == "%" else {
        literal.append(first)
        continue
      }
      if rest.first == "%" {
        literal.append("%")
        rest = rest.dropFirst()
        continue
      }
      var position: Int?
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
        position = Int(digits)
        rest = rest.dropFirst(digits.count + 1)
      }
      let kind: Specifier.Kind?
      if rest.hasPrefix("@") {
        kind = .object
        rest = rest.dropFirst()
      } else if let length = ["lld", "ld", "d", "lli", "li", "i"].first(where: { rest.hasPrefix($0) }) {
        kind = .integer
        rest = rest.dropFirst(length.count)
      } else {
        kind = nil
      }
      guard let kind else {
        // Not a specifier this project uses: kept as written.
        literal.append("%")
        continue
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.specifier(position: position, kind: kind))
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }
}
