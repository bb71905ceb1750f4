import Foundation

/// A raw query string as key/value pairs in order, percent-decoded, `+` read as a space as PostgREST does.
enum QueryString {
  /// Scanned byte by byte: `&` and `=` are ASCII, so every piece starts and ends on a character boundary.
  static func pairs(_ raw: String?) -> [(String, String)] {
    guard let raw, !raw.isEmpty else { return [] }
    var pairs: [(String, String)] = []
    let utf8 = raw.utf8
    var pairStart = utf8.startIndex
    var equals: String.Index?
    var index = utf8.startIndex
    while true {
      let atEnd = index == utf8.endIndex
      if atEnd || utf8[index] == UInt8(ascii: "&") {
        let keyEnd = equals ?? index
        if keyEnd > pairStart {
          let value = equals.map { decode(raw[utf8.index(after: $0)..<index]) } ?? ""
          pairs.append((decode(raw[pairStart..<keyEnd]), value))
        }
        if atEnd { break }
        pairStart = utf8.index(after: index)
        equals = nil
      } else if equals == nil, utf8[index] == UInt8(ascii: "=") {
        equals = index
      }
      index = utf8.index(after: index)
    }
    return pairs
  }

  /// `+` as a space and `%XX` as its byte, as PostgREST reads them; text with a malformed escape, or that does not
  /// decode to UTF-8, is kept as it came. Most parameters have nothing to decode and are only copied.
  static func decode(_ text: Substring) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
      return String(text)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          return String(text)
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(bytes: bytes, encoding: .utf8) ?? String(text)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
