import Foundation

/// A strict recursive-descent JSON parser over UTF-8 bytes, bounded in depth so hostile input cannot exhaust
/// the stack.
struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  static let maximumDepth = 64

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func parseDocument() throws(JSON.ParseError) -> JSON {
    skipWhitespace()
    guard index < bytes.count else { throw .invalid("empty body") }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw failure("unexpected data after the JSON value") }
    return value
  }

  private mutating func parseValue(depth: Int) throws(JSON.ParseError) -> JSON {
    guard depth < Self.maximumDepth else { throw failure("JSON nested too deeply") }
    skipWhitespace()
    guard index < bytes.count else { throw failure("unexpected end of JSON") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expect("true"); return .bool(true)
    case UInt8(ascii: "f"): try expect("false"); return .bool(false)
    case UInt8(ascii: "n"): try expect("null"); return .null
    default: return try parseNumber()
    }
  }

  private mutating func parseObject(depth: Int) throws(JSON.ParseError) -> JSON {
    index += 1
    var members: [(String, JSON)] = []
    // Where each key sits in `members`: a later duplicate replaces the earlier value, as PostgreSQL's jsonb
    // does, in constant time (a linear search made a body of many keys quadratic).
    var positions: [String: Int] = [:]
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object([])
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw failure("expected a string key") }
      let key = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw failure("expected ':'") }
      index += 1
      let value = try parseValue(depth: depth + 1)
      if let existing = positions[key] {
        members[existing].1 = value
      } else {
        positions[key] = members.count
        members.append((key, value))
      }
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  private mutating func parseArray(depth: Int) throws(JSON.ParseError) -> JSON {
    index += 1
    var values: [JSON] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array([])
    }
    while true {
      values.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
      index += 1
      return .array(values)
    }
  }

  private mutating func parseString() throws(JSON.ParseError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var start = index
    func flush(_ end: Int) throws(JSON.ParseError) {
      guard start < end else { return }
      guard let chunk = String(validating: bytes[start..<end], as: UTF8.self) else {
        throw .invalid("invalid UTF-8 in a string")
      }
      scalars.append(contentsOf: chunk.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        try flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate") }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code), code != 0 else { throw failure("invalid \\u escape") }
          scalars.append(scalar)
        default: throw failure("invalid escape")
        }
        start = index
        continue
      }
      index += 1
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(JSON.ParseError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("invalid \\u escape") }
    index += 4
    return value
  }

  private mutating func parseNumber() throws(JSON.ParseError) -> JSON {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    var isInteger = true
    while index < bytes.count {
      let byte = bytes[index]
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        index += 1
      } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || byte == UInt8(ascii: "+") || (byte == UInt8(ascii: "-") && index > start)
      {
        isInteger = false
        index += 1
      } else {
        break
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard Self.isJSONNumber(bytes[start..<index]) else { throw failure("invalid value") }
    if isInteger, let integer = Int64(text) { return .int(integer) }
    guard let double = Double(text), double.isFinite else { throw failure("number out of range") }
    return .double(double)
  }

  /// RFC 8259's number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, checked by hand (this runs
  /// for every number of every JWT and body, so no regular expression).
  static func isJSONNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    func digits() -> Int {
      let start = index
      while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.endIndex else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }

  private mutating func expect(_ word: String) throws(JSON.ParseError) {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
      throw failure("invalid value")
    }
    index += expected.count
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private func failure(_ reason: String) -> JSON.ParseError { .invalid("\(reason) at byte \(index)") }
}
