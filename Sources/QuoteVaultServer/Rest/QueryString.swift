import Foundation

/// A raw query string as key/value pairs in order, percent-decoded, `+` read as a space as PostgREST does.
enum QueryString {
  /// Scanned byte by byte in the string's own UTF-8 (no index arithmetic on `String`): `&` and `=` are ASCII, so
  /// every piece starts and ends on a character boundary. A key without `=` has the value "" and `hasValue` false:
  /// PostgREST tells `order` (no value, dropped) from `order=` (an empty value, parsed and refused).
  static func pairs(_ raw: String?) -> [(key: String, value: String, hasValue: Bool)] {
    guard var raw, !raw.isEmpty else { return [] }
    return raw.withUTF8 { bytes in
      var pairs: [(key: String, value: String, hasValue: Bool)] = []
      var pairStart = 0
      var equals: Int?
      var index = 0
      while true {
        let atEnd = index == bytes.count
        if atEnd || bytes[index] == UInt8(ascii: "&") {
          let keyEnd = equals ?? index
          if keyEnd > pairStart {
            let value = equals.map { decode(UnsafeBufferPointer(rebasing: bytes[($0 + 1)..<index])) } ?? ""
            pairs.append((decode(UnsafeBufferPointer(rebasing: bytes[pairStart..<keyEnd])), value, equals != nil))
          }
          if atEnd { break }
          pairStart = index + 1
          equals = nil
        } else if equals == nil, bytes[index] == UInt8(ascii: "=") {
          equals = index
        }
        index += 1
      }
      return pairs
    }
  }

  /// `+` as a space and `%XX` as its byte, as PostgREST reads them; text with a malformed escape, or that does not
  /// decode to UTF-8, is kept as it came. Most parameters have nothing to decode and are only copied. `text` is a
  /// piece of a string cut at ASCII bytes, so it is valid UTF-8 as it is.
  static func decode(_ text: UnsafeBufferPointer<UInt8>) -> String {
    guard text.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
      return String(decoding: text, as: UTF8.self)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var iterator = text.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          return String(decoding: text, as: UTF8.self)
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(bytes: bytes, encoding: .utf8) ?? String(decoding: text, as: UTF8.self)
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

/// A parameter of a query string as a pair (an RPC argument on GET).
struct QueryParameter: Equatable, Sendable {
  let name: String
  let value: String
}
