/// Whether bytes are well-formed UTF-8, as Unicode's table of well-formed byte sequences has it (no overlong
/// forms, no surrogates, nothing past U+10FFFF): the same bytes `String(validating:as:)` accepts, checked in place
/// without making a `String`. The JSON escaper asks it of text with bytes that are not ASCII, from the first one.
enum UTF8Check {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Bool {
    var index = max(start, 0)
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The sequence's length and the range of its second byte; every later byte is 80...BF.
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        second = 0x80...0x9F
      case 0xF0:
        length = 4
        second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        second = 0x80...0x8F
      default: return false
      }
      guard count - index >= length, second.contains(bytes[index + 1]) else { return false }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
      index += length
    }
    return true
  }
}
