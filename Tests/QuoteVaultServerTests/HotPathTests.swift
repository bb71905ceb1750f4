import Foundation
import HTTPTypes
import Testing

@testable import QuoteVaultServer

/// The uncached read path's shortcuts (docs/benchmarks.md, "Instructions per request") give what the code they
/// bypass gives, for every input: the answers' bytes must not change.
@Suite("Hot path shortcuts agree with the general code")
struct HotPathTests {
  /// Deterministic strings over `alphabet`, the listed ones first.
  static func corpus(_ alphabet: String, fixed: [String], count: Int = 3_000) -> [String] {
    let characters = Array(alphabet)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var out = fixed
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 59)
      var text = ""
      for step in 0..<length {
        let mixed = (state >> UInt64(step % 48)) ^ UInt64(step &* 0x9E37)
        text.append(characters[Int(mixed % UInt64(characters.count))])
      }
      out.append(text)
    }
    return out
  }

  @Test("Ids are written as String(integer) writes them")
  func decimals() {
    var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, 99_999, 100_000, .max, .min, .max - 1, .min + 1]
    var state: UInt64 = 7
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Int64(bitPattern: state) >> Int64(state % 63))
    }
    for value in values {
      var bytes: [UInt8] = [UInt8(ascii: "x")]
      RowWriter.appendDecimal(value, to: &bytes)
      #expect(bytes == [UInt8(ascii: "x")] + Array(String(value).utf8), "\(value)")
    }
  }

  @Test("A column's key bytes are the ones JSON writes for it")
  func keys() {
    for key in ["id", "text", "a\"b", "tab\there", "é", "back\\slash", "\u{1}"] {
      var expected = ""
      JSON.writeString(key, into: &expected)
      #expect(RowWriter.jsonKey(key) == Array((expected + ":").utf8), "\(key)")
    }
  }

  @Test("Plain selects parse as the general parser reads them")
  func selects() {
    let fixed = [
      "id,text,author,category", "id", "", ",", "1a", ",id", "id,", "id,,text", String(repeating: "a", count: 63),
      String(repeating: "a", count: 64), "_x,Y9",
    ]
    for value in Self.corpus("ab_Z19,,", fixed: fixed) {
      // A leading space keeps the shortcut out: the general parser drops it and reads the rest.
      let fast = try? PostgrestQuery.parseSelect(value)
      let general = try? PostgrestQuery.parseSelect(" " + value)
      #expect(fast == general, "\(value)")
    }
  }

  @Test("Plain orders parse as the general parser reads them")
  func orders() {
    let fixed = [
      "id.asc", "id.desc", "id", "author.desc.nullslast", "a.nullsfirst.asc", "id..asc", "id.asc.", ".id",
      "id.asc,text.desc", "id,,text", ",id", "id.asc.desc.nullslast", "9a.asc", "id.ASC", "id.up",
    ]
    for value in Self.corpus("id.ascdenulstfr,_9", fixed: fixed) {
      let fast = PostgrestQuery.plainOrder(value)
      let general = try? PostgrestQuery.generalOrder(value)
      if let fast { #expect(fast == general, "\(value)") }
      #expect((try? PostgrestQuery.parseOrder(value)) == general, "\(value)")
    }
  }

  @Test("Strings are escaped as byte-by-byte escaping writes them")
  func escapes() {
    let fixed = [
      "", "plain text of more than sixteen bytes, no escapes at all", "quote \" in the second word of sixteen",
      "0123456789abcdef\\", "0123456789abcde\n", "tab\tand\u{1}control", "été and naïve words past sixteen",
    ]
    for text in Self.corpus("ab \"\\\n\té\u{1}\u{1F}", fixed: fixed, count: 2_000) {
      var bytes: [UInt8] = []
      var copy = text
      copy.withUTF8 { JSON.appendString($0, to: &bytes) }
      var expected = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": expected += "\\\""
        case "\\": expected += "\\\\"
        case "\n": expected += "\\n"
        case "\r": expected += "\\r"
        case "\t": expected += "\\t"
        case let control where control.value < 0x20: expected += String(format: "\\u%04x", control.value)
        default: expected.unicodeScalars.append(scalar)
        }
      }
      expected += "\""
      #expect(bytes == Array(expected.utf8), "\(text)")
    }
  }

  @Test("A logic tree's inside is cut from its bytes as the character-wise cut gives it")
  func parentheses() {
    let fixed = ["()", "(a)", "(text.ilike.*love*,author.ilike.*love*)", "(\u{301})", "(é)", "((x))", "(a\u{200D})"]
    let values = Self.corpus("(a)\u{301}é\u{600}\u{200D},.", fixed: fixed).map { "(" + $0 + ")" } + fixed
    for value in values where value.hasPrefix("(") && value.hasSuffix(")") {
      #expect(PostgrestQuery.insideParentheses(value) == String(value.dropFirst().dropLast()), "\(value)")
    }
  }

  @Test("Search terms are found as the character-wise tests find them")
  func containsTerms() {
    #expect(SQLBuilder.containsTerm("%love%") == "love")
    #expect(SQLBuilder.containsTerm("%lo%") == nil)
    #expect(SQLBuilder.containsTerm("%abc") == nil)
    #expect(SQLBuilder.containsTerm("%a_c%") == nil)
    #expect(SQLBuilder.containsTerm("%a%c%") == nil)
    // CR LF is one character: four characters in all, too short, as before.
    #expect(SQLBuilder.containsTerm("%a\r\n%") == nil)
    #expect(SQLBuilder.containsTerm("%ab\r\n%") == "ab\r\n")
    #expect(SQLBuilder.containsTerm("%été%") == "été")
    #expect(SQLBuilder.containsTerm("%é%") == nil)
  }

  @Test("Route labels of table paths are the split path's")
  func routes() {
    #expect(RequestLogMiddleware.route("/rest/v1/quotes") == "/rest/v1/quotes")
    #expect(RequestLogMiddleware.route("/rest/v1/quotes/") == "/rest/v1/quotes")
    #expect(RequestLogMiddleware.route("/rest/v1/rpc") == "/rest/v1/rpc/*")
    #expect(RequestLogMiddleware.route("/rest/v1/nothing") == "/rest/v1/*")
    #expect(RequestLogMiddleware.route("/rest/v1/") == "/rest/v1/*")
    #expect(RequestLogMiddleware.route("/rest/v1/quotes/1") == "/rest/v1/*")
    for name in TableSpec.all.keys {
      #expect(RequestLogMiddleware.route("/rest/v1/" + name) == "/rest/v1/" + name)
      #expect(RequestLogMiddleware.route("/rest/v1/" + name.dropLast()) == "/rest/v1/*")
      #expect(RequestLogMiddleware.route("/rest/v1/" + name + "s") == "/rest/v1/*")
      #expect(RequestLogMiddleware.route("/rest/v2/" + name) != "/rest/v1/" + name)
    }
  }

  @Test("A signed-out read of quotes has the catalogue policy made once, the text the rule builds")
  func anonCatalogue() throws {
    let policy = try SQLBuilder(table: .quotes).policy(for: .anon, .read)
    #expect(
      policy?.sql == #"(NOT EXISTS (SELECT 1 FROM "quotes" WHERE "owner_id" IS NOT NULL) OR "owner_id" IS NULL)"#)
    #expect(policy?.arguments.isEmpty == true)
  }

  @Test("A header's joined value is the subscript's")
  func joinedValues() throws {
    let name = try #require(HTTPField.Name("apikey"))
    var fields = HTTPFields()
    #expect(fields.joinedValue(name) == fields[name])
    fields.append(HTTPField(name: .accept, value: "application/json"))
    fields.append(HTTPField(name: name, value: "one"))
    #expect(fields.joinedValue(name) == fields[name])
    fields.append(HTTPField(name: name, value: "two"))
    #expect(fields.joinedValue(name) == fields[name])
    #expect(fields.joinedValue(name) == "one, two")
  }

  /// The logic-tree split as it was written before it scanned bytes: a walk of the `UTF8View`'s indices.
  static func referenceSplit(_ text: String) -> [String]? {
    var items: [String] = []
    let utf8 = text.utf8
    var itemStart = utf8.startIndex
    var depth = 0
    var quoted = false
    var escaped = false
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if escaped {
        escaped = false
      } else {
        switch byte {
        case UInt8(ascii: "\\") where quoted: escaped = true
        case UInt8(ascii: "\""): quoted.toggle()
        case UInt8(ascii: "(") where !quoted: depth += 1
        case UInt8(ascii: ")") where !quoted:
          depth -= 1
          if depth < 0 { return nil }
        case UInt8(ascii: ",") where !quoted && depth == 0:
          items.append(String(text[itemStart..<index]))
          itemStart = utf8.index(after: index)
        default: break
        }
      }
      index = utf8.index(after: index)
    }
    guard depth == 0, !quoted else { return nil }
    items.append(String(text[itemStart...]))
    return items.contains(where: \.isEmpty) ? nil : items
  }

  @Test("A logic tree is split in its bytes as the index walk split it")
  func logicTreeSplit() {
    let texts = Self.corpus(
      "ab,()\"\\.*é👍\u{301}",
      fixed: [
        "text.ilike.*love*,author.ilike.*love*", "a.eq.1,or(b.eq.2,c.eq.3)", "a.eq.\"x,y\",b.eq.2", "a,,b", "",
        ",", "(", ")", "a)", "\"", "a.eq.\"\\\"\",b", "é,👍\u{301},c",
      ])
    for text in texts {
      #expect((try? PostgrestQuery.splitTopLevel(text)) == Self.referenceSplit(text), "\(text)")
    }
  }

  @Test("A select's commas are counted as the UTF8View counts them")
  func selectCommas() {
    for text in Self.corpus("a,é,👍", fixed: ["", ",", "id,text,author", ",,,"]) {
      #expect(PostgrestQuery.commas(in: text) == text.utf8.count(where: { $0 == UInt8(ascii: ",") }), "\(text)")
    }
  }

  @Test("SQL pieces are joined as concatenation joins them, whatever their characters")
  func joinedPieces() {
    let corpus = Self.corpus("a(é)\"👍 ?", fixed: ["", " AND ", "\"quotes\"", "é\u{301}"])
    for (index, first) in corpus.enumerated() {
      let pieces = [first, corpus[(index + 7) % corpus.count], "", corpus[(index * 3) % corpus.count]]
      #expect(SQLBuilder.joined(pieces) == pieces.joined(), "\(pieces)")
      #expect(SQLBuilder.joined(first, " WHERE ", first) == first + " WHERE " + first)
    }
    #expect(SQLBuilder.joined([]) == "")
  }

  @Test("SQLite's memory statistics can be turned off only before SQLite starts: once a store is open, nothing changes")
  func memoryStatistics() throws {
    _ = try Store(directory: temporaryDataDirectory(), seed: false)
    #expect(!SQLiteSettings.turnOffMemoryStatistics())
  }
}
