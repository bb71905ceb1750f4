import Foundation

/// A JSON value. Request bodies are parsed into it (never into `Any`), and responses are written from it by a
/// small serializer: rows go out in column order, with PostgreSQL's types (numbers, booleans, strings).
public enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): Double(a) == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && a.allSatisfy { key, value in b.first { $0.0 == key }?.1 == value }
    default: false
    }
  }

  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var objectMembers: [(String, JSON)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  // MARK: - Parsing

  public enum ParseError: Error, Equatable { case invalid(String) }

  /// Parses a request body strictly (RFC 8259). Duplicate keys keep the last value, as PostgreSQL's json does.
  public static func parse(_ data: Data) throws(ParseError) -> JSON {
    var parser = JSONParser(bytes: [UInt8](data))
    return try parser.parseDocument()
  }

  // MARK: - Writing

  public var serialized: String {
    var output = ""
    output.reserveCapacity(256)
    write(into: &output)
    return output
  }

  public var data: Data { Data(serialized.utf8) }

  public func write(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .double(let value): output += value.isFinite ? String(value) : "null"
    case .string(let value): JSON.writeString(value, into: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSON.writeString(key, into: &output)
        output += ":"
        value.write(into: &output)
      }
      output += "}"
    }
  }

  /// Appends UTF-8 text as a JSON string (`writeString(_:to:)`'s bytes).
  static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    let written = [UInt8](unsafeUninitializedCapacity: maximumStringBytes(bytes.count)) { buffer, count in
      count = buffer.baseAddress.map { writeString(bytes, to: $0) } ?? 0
    }
    output += written
  }

  /// The most bytes `writeString(_:to:)` writes for `count` bytes of text: six a byte (`\u00XX`), two quotes.
  static func maximumStringBytes(_ count: Int) -> Int { count.saturatingMultiply(6).saturatingAdd(2) }

  /// Writes UTF-8 text as a JSON string at `output`, which has room for `maximumStringBytes(bytes.count)`, and
  /// answers how many bytes it wrote: `"` `\\` `\n` `\r` `\t` escaped by name, other control characters as
  /// `\u00XX`, everything else as it is. Text that is not valid UTF-8 (nothing this server writes, but the bytes
  /// come from a file) is written again as `String` repairs it (each byte at most three, so within the same
  /// room), and the answer is always valid JSON. Written into raw memory, as rows are written into the response's
  /// own buffer (`RowWriter`).
  static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) -> Int {
    output[0] = UInt8(ascii: "\"")
    var written = 1
    var firstNonASCII: Int?
    if let base = bytes.baseAddress {
      let count = bytes.count
      let text = UnsafeRawPointer(base)
      let target = UnsafeMutableRawPointer(output)
      var index = 0
      while index < count {
        // Eight plain bytes at a time, the usual case, each word stored as it was loaded. A plain word is written
        // as it is, so storing it never writes past where the answer ends. (Sixteen at a time was tried: more
        // instructions for these texts of 6 to 70 bytes.)
        while index + 8 <= count {
          let word = text.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if Self.mayNeedEscape(word) { break }
          target.storeBytes(of: word, toByteOffset: written, as: UInt64.self)
          index += 8
          written += 8
        }
        guard index < count else { break }
        // Short of a whole word: the text's last eight bytes as one word, overlapping bytes already passed. When
        // they are all plain, those already passed were written as they are, just before `written`.
        if index + 8 > count, count >= 8 {
          let word = text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
          if !Self.mayNeedEscape(word) {
            target.storeBytes(of: word, toByteOffset: written - (index - (count - 8)), as: UInt64.self)
            written += count - index
            break
          }
        }
        // A word with something to look at (or a text of under eight bytes): byte by byte, up to eight.
        let end = min(index + 8, count)
        while index < end {
          let byte = base[index]
          if byte >= 0x80, firstNonASCII == nil { firstNonASCII = index }
          index += 1
          written += Self.writeByte(byte, to: output + written)
        }
      }
    }
    output[written] = UInt8(ascii: "\"")
    written += 1
    // Checked only from the first byte that is not ASCII: invalid UTF-8 is written again, repaired.
    if let firstNonASCII, !UTF8Check.isValid(bytes, from: firstNonASCII) {
      var repaired = String(decoding: bytes, as: UTF8.self)
      // Valid UTF-8 now, so this second pass keeps what it writes.
      written = repaired.withUTF8 { writeString($0, to: output) }
    }
    return written
  }

  /// Writes one byte of text as JSON has it (escaped, or as it is, bytes that are not ASCII included); answers
  /// how many bytes.
  @inline(__always) private static func writeByte(_ byte: UInt8, to output: UnsafeMutablePointer<UInt8>) -> Int {
    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
      output.pointee = byte
      return 1
    }
    output[0] = UInt8(ascii: "\\")
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output[1] = byte
    case UInt8(ascii: "\n"): output[1] = UInt8(ascii: "n")
    case UInt8(ascii: "\r"): output[1] = UInt8(ascii: "r")
    case UInt8(ascii: "\t"): output[1] = UInt8(ascii: "t")
    default:
      output[1] = UInt8(ascii: "u")
      output[2] = UInt8(ascii: "0")
      output[3] = UInt8(ascii: "0")
      output[4] = Self.hexDigits[Int(byte >> 4)]
      output[5] = Self.hexDigits[Int(byte & 0xF)]
      return 6
    }
    return 2
  }

  /// Copies `bytes` to `output`; answers how many.
  @inline(__always) static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to output: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    if let base = bytes.baseAddress, !bytes.isEmpty { output.update(from: base, count: bytes.count) }
    return bytes.count
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Whether any of eight bytes is a control character, `"`, `\\` or not ASCII (the classic SWAR tests, exact
  /// for "any byte"): a word without one is copied as it is.
  @inline(__always) static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let below20 = (word &- ones &* 0x20) & ~word
    let zeroQuote = (quotes &- ones) & ~quotes
    let zeroBackslash = (backslashes &- ones) & ~backslashes
    return (below20 | zeroQuote | zeroBackslash | word) & highBits != 0
  }

  /// `value` as a JSON string, escaped by `appendString` (one escaper for rows and every other answer).
  static func writeString(_ value: String, into output: inout String) {
    // Most strings need no escaping: append them whole.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      output += "\""
      output += value
      output += "\""
      return
    }
    var bytes: [UInt8] = []
    var text = value
    text.withUTF8 { appendString($0, to: &bytes) }
    output += String(decoding: bytes, as: UTF8.self)
  }

}
