/// The fast paths of `PostgrestQuery`'s parsing, for the shapes nearly every request has (`select=id,text`,
/// `order=id.asc`): read in the string's own UTF-8 with integer offsets, where the general parsers cut the text
/// into substrings and new strings. Each answers nil for anything else, and the general parser then reads it (or
/// refuses it, in its own words), so both give the same result for every input.
extension PostgrestQuery {
  /// `id,text,author`: the items of a select made only of identifiers between single commas, each as the item
  /// parser reads it; nil for any other select (empty, aliases, casts, embeds, `*`, spaces, stray commas), which
  /// the item parser then reads or refuses.
  static func plainColumns(_ value: String) -> [SelectItem]? {
    var value = value
    return value.withUTF8 { bytes -> [SelectItem]? in
      var items: [SelectItem] = []
      var start = 0
      for index in 0...bytes.count {
        guard index == bytes.count || bytes[index] == UInt8(ascii: ",") else { continue }
        let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard isIdentifier(bytes: name) else { return nil }
        items.append(SelectItem(kind: .column(String(decoding: name, as: UTF8.self)), alias: nil))
        start = index + 1
      }
      return items
    }
  }

  /// `id.asc,author.desc.nullslast`: the terms of an order whose every term is a column and at most two known
  /// modifiers, with no empty piece, read in the string's own bytes as the general parser reads them; nil for
  /// anything else (empty pieces, unknown modifiers, bad names), which the general parser then reads or refuses.
  static func plainOrder(_ value: String) -> [OrderTerm]? {
    var value = value
    return value.withUTF8 { bytes -> [OrderTerm]? in
      var terms: [OrderTerm] = []
      var start = 0
      for index in 0...bytes.count {
        guard index == bytes.count || bytes[index] == UInt8(ascii: ",") else { continue }
        guard let term = plainOrderTerm(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return nil }
        terms.append(term)
        start = index + 1
      }
      return terms
    }
  }

  static func plainOrderTerm(_ term: UnsafeBufferPointer<UInt8>) -> OrderTerm? {
    var pieces: [UnsafeBufferPointer<UInt8>] = []
    var start = 0
    for index in 0...term.count {
      guard index == term.count || term[index] == UInt8(ascii: ".") else { continue }
      let piece = UnsafeBufferPointer(rebasing: term[start..<index])
      guard !piece.isEmpty, pieces.count < 3 else { return nil }
      pieces.append(piece)
      start = index + 1
    }
    guard let column = pieces.first, isIdentifier(bytes: column) else { return nil }
    var ascending = true
    var nullsFirst: Bool?
    for modifier in pieces.dropFirst() {
      if modifier.elementsEqual("asc".utf8) {
        ascending = true
      } else if modifier.elementsEqual("desc".utf8) {
        ascending = false
      } else if modifier.elementsEqual("nullsfirst".utf8) {
        nullsFirst = true
      } else if modifier.elementsEqual("nullslast".utf8) {
        nullsFirst = false
      } else {
        return nil
      }
    }
    return OrderTerm(column: String(decoding: column, as: UTF8.self), ascending: ascending, nullsFirst: nullsFirst)
  }

  /// `isIdentifier` of a name's bytes.
  static func isIdentifier(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), bytes.count <= 63
    else { return false }
    return bytes.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
  }

  /// `String(value.dropFirst().dropLast())` of a value that `hasPrefix("(")` and `hasSuffix(")")`, cut in its
  /// bytes (a search's `or=(…)`; the character-wise cut walked the whole value twice). Those tests compare
  /// characters, so the first and last characters are exactly `(` and `)`, one byte each: a parenthesis with a
  /// combining mark, or after a prepended one, is another character and never gets here.
  static func insideParentheses(_ value: String) -> String {
    let utf8 = value.utf8
    guard utf8.count >= 2 else { return "" }
    return String(Substring(utf8.dropFirst().dropLast()))
  }
}
