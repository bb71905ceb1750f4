/// A raw query string cut into its literal bytes and its holes (`QueryTemplateCache`). Only queries of printable
/// ASCII without `%`, `+`, `"` or `\` have a shape: there percent-decoding changes nothing and no quoting or
/// escaping is in play, so a hole's bytes are exactly the value the parser sees.
struct QueryShape: Sendable {
  enum Hole: UInt8, Sendable {
    /// 1-18 digits (any of them an `Int`), after `=` or `.` and before `&` or the end.
    case digits = 1
    /// 1-40 ASCII letters and digits, between two `*`.
    case word = 2
  }

  /// The raw bytes with each hole replaced by its kind's byte (1 or 2, which no eligible query has).
  let key: String
  /// Each hole's kind and text, in order.
  let holes: [Hole]
  let values: [String]

  static let maximumDigits = 18
  static let maximumWordBytes = 40

  init?(_ raw: String) {
    var raw = raw
    var holes: [Hole] = []
    var values: [String] = []
    var eligible = true
    let key = raw.withUTF8 { bytes in
      guard !bytes.isEmpty, bytes.count <= QueryTemplateCache.maximumQueryBytes else {
        eligible = false
        return ""
      }
      // Written straight into the key's storage: every byte is ASCII (a hole's is 1 or 2), so it is valid UTF-8.
      return String(unsafeUninitializedCapacity: bytes.count) { key in
        var written = 0
        var index = 0
        while index < bytes.count {
          let byte = bytes[index]
          guard Self.isLiteral(byte) else {
            eligible = false
            return 0
          }
          if index > 0, let (hole, end) = Self.hole(in: bytes, at: index) {
            key[written] = hole.rawValue
            holes.append(hole)
            values.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
            index = end
          } else {
            key[written] = byte
            index += 1
          }
          written += 1
        }
        return written
      }
    }
    guard eligible else { return nil }
    self.key = key
    self.holes = holes
    self.values = values
  }

  /// Printable ASCII other than `%`, `+`, `"` and `\`.
  private static func isLiteral(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "\""), UInt8(ascii: "\\"): false
    default: byte >= 0x21 && byte <= 0x7E
    }
  }

  /// The hole that starts at `start` (after its opening byte), and where it ends; nil when none does.
  @inline(__always)
  private static func hole(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Hole, end: Int)? {
    let before = bytes[start - 1]
    if before == UInt8(ascii: "=") || before == UInt8(ascii: ".") {
      var end = start
      while end < bytes.count, isDigit(bytes[end]) { end += 1 }
      guard end > start, end - start <= maximumDigits, end == bytes.count || bytes[end] == UInt8(ascii: "&")
      else { return nil }
      return (.digits, end)
    }
    if before == UInt8(ascii: "*") {
      var end = start
      while end < bytes.count, isDigit(bytes[end]) || isLetter(bytes[end]) { end += 1 }
      guard end > start, end - start <= maximumWordBytes, end < bytes.count, bytes[end] == UInt8(ascii: "*")
      else { return nil }
      return (.word, end)
    }
    return nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  /// The raw query this shape has with `values` in its holes (one per hole, each of its hole's kind).
  func query(with values: [String]) -> String {
    var text = ""
    var next = 0
    for scalar in key.unicodeScalars {
      if scalar.value == UInt32(Hole.digits.rawValue) || scalar.value == UInt32(Hole.word.rawValue),
        next < values.count
      {
        text += values[next]
        next += 1
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
