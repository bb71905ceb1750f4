import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing

@testable import QuoteVaultServer

/// Fuzzing every parser that reads network input: mutations of valid inputs from `FuzzCorpus/` (where every
/// crash ever found is kept and replayed) and random bytes, checked for the properties that must hold. Budget:
/// `FUZZ_ITERATIONS` / `FUZZ_SECONDS` (scripts/fuzz raises them); small by default for CI.
@Suite("Fuzzing the server's parsers")
struct FuzzTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

  func seeds(_ parser: String) -> [[UInt8]] {
    let found = Fuzzer.corpus(Self.corpus.appendingPathComponent(parser))
    #expect(!found.isEmpty, "the \(parser) corpus has seed inputs")
    return found
  }

  /// An input: usually a mutated seed, sometimes random bytes, sometimes a seed as is.
  func input(_ fuzzer: inout Fuzzer, _ seeds: [[UInt8]]) -> [UInt8] {
    switch fuzzer.int(0...9) {
    case 0: fuzzer.bytes(upTo: 200)
    case 1: fuzzer.pick(seeds)
    default: fuzzer.mutate(fuzzer.pick(seeds))
    }
  }

  static let vocabulary = Vocabulary(words: ["the", "heart", "start", "love", "twain", "café", "wilde", "ever"])

  @Test("PostgREST query strings: parse, then build SQL for every table, never crash")
  func queries() {
    let seeds = seeds("query")
    var fuzzer = Fuzzer(seed: 0x9E57)
    var parsed = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let text = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      for asArguments in [false, true] {
        guard let query = try? PostgrestQuery.parse(text, filtersAreArguments: asArguments) else { continue }
        parsed += 1
        for table in TableSpec.all.values {
          // With a vocabulary, so searches take the word index's path as well as the trigrams'.
          let builder = SQLBuilder(table: table, vocabulary: Self.vocabulary)
          _ = try? builder.whereClause(query.conditions, policy: nil)
          _ = try? builder.searchWindow(
            query.conditions, principal: .user(id: "u", sessionID: nil), offset: query.offset ?? 0,
            limit: query.limit ?? 20)
          _ = try? builder.orderClause(query.order)
        }
      }
    }
    #expect(parsed > 0)
  }

  @Test("Query strings split and decode as Foundation's percent decoding does, for any bytes")
  func queryStringPairs() {
    // The reading the byte scanner replaced, kept as the oracle: split on & and =, + as space, %XX decoded,
    // anything Foundation cannot decode kept as it came.
    func oracle(_ raw: String) -> [(String, String)] {
      // By scalars, as a URL is read (a `&` followed by a combining mark still separates).
      raw.unicodeScalars.split(separator: "&").compactMap { scalars in
        let pair = Substring(scalars)
        let parts = pair.unicodeScalars.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
          .map(Substring.init)
        func decode(_ text: Substring) -> String {
          let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "+" ? " " : $0 }))
          // Apple's Foundation answers nil when the bytes are not UTF-8; Linux's repairs them: read as nil.
          let replaced = { (text: String) in text.unicodeScalars.count { $0 == "\u{FFFD}" } }
          guard let decoded = spaced.removingPercentEncoding, replaced(decoded) == replaced(spaced) else {
            return String(text)
          }
          return decoded
        }
        guard let key = parts.first, !key.isEmpty else { return nil }
        return (decode(key), parts.count > 1 ? decode(parts[1]) : "")
      }
    }
    let seeds = seeds("query")
    var fuzzer = Fuzzer(seed: 0x05A1)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      var bytes = input(&fuzzer, seeds)
      if fuzzer.int(0...1) == 0 {
        bytes.insert(fuzzer.pick(Array("%+&=".utf8) + [0xC3, 0xA9]), at: fuzzer.int(0...bytes.count))
      }
      let raw = String(decoding: bytes, as: UTF8.self)
      let pairs = QueryString.pairs(raw)
      let expected = oracle(raw)
      #expect(pairs.map(\.0) == expected.map(\.0) && pairs.map(\.1) == expected.map(\.1), "\(raw)")
    }
  }

  @Test("Text search queries: every kind parses or refuses, and what parses matches any document")
  func textSearchQueries() {
    let seeds = seeds("tsquery")
    var fuzzer = Fuzzer(seed: 0x75A1)
    var parsed = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let text = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      let document = TextSearch.words(String(decoding: fuzzer.pick(seeds), as: UTF8.self))
      for kind in TextSearch.Kind.allCases {
        guard let query = try? TextSearch.parse(text, kind: kind) else { continue }
        parsed += 1
        _ = TextSearch.matches(query, in: document)
      }
    }
    #expect(parsed > 0)
  }

  @Test("JSON bodies: parse or refuse; what parses serialises and parses back to the same value")
  func json() {
    let seeds = seeds("json")
    var fuzzer = Fuzzer(seed: 0x7503)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      guard let value = try? JSON.parse(Data(input(&fuzzer, seeds))) else { return }
      let reparsed = try? JSON.parse(value.data)
      #expect(reparsed == value, "\(value.serialized.prefix(200))")
    }
  }

  @Test("Column bytes from the database file: any bytes are written as valid JSON that reads back as the text")
  func columnText() {
    let seeds = seeds("json")
    var fuzzer = Fuzzer(seed: 0xC01B)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      var bytes = input(&fuzzer, seeds)
      // Control characters, quotes, backslashes and stray UTF-8 bytes, which random mutation meets too rarely.
      if fuzzer.int(0...1) == 0 {
        bytes.insert(fuzzer.pick([0x00, 0x1F, 0x22, 0x5C, 0x0A, 0xC3, 0xFF]), at: fuzzer.int(0...bytes.count))
      }
      var written: [UInt8] = []
      bytes.withUnsafeBufferPointer { JSON.appendString($0, to: &written) }
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!written.contains { $0 < 0x20 }, "control characters are escaped")
      #expect(String(decoding: written, as: UTF8.self).utf8.elementsEqual(written), "valid UTF-8")
      // Read back by Foundation's parser, an outside check (the server's own refuses \u0000 in requests).
      let decoded = try? JSONSerialization.jsonObject(with: Data(written), options: .fragmentsAllowed) as? String
      #expect(decoded == text)
    }
  }

  @Test("A byte that needs escaping is escaped at any place in text of any length (words, the overlapping last word)")
  func escapeAtEveryPlace() {
    for length in 1...40 {
      for place in 0..<length {
        for special in [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x01, 0xC3] {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[place] = special
          var written: [UInt8] = []
          bytes.withUnsafeBufferPointer { JSON.appendString($0, to: &written) }
          let escaped: [UInt8] =
            switch special {
            case 0x0A: Array(#"\n"#.utf8)
            case 0x01: Array(#"\u0001"#.utf8)
            case 0xC3: Array("\u{FFFD}".utf8)
            default: [UInt8(ascii: "\\"), special]
            }
          let expected = [UInt8(ascii: "\"")] + bytes[..<place] + escaped + bytes[(place + 1)...] + [UInt8(ascii: "\"")]
          #expect(written == expected, "\(length) \(place) \(special)")
        }
      }
    }
  }

  @Test("The escaper's UTF-8 check accepts exactly what the standard library does, from any place")
  func utf8Check() {
    var fuzzer = Fuzzer(seed: 0x0F8C)
    // Bytes around the edges of the well-formed ranges, which random bytes meet too rarely.
    let edges: [UInt8] = [
      0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
      0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var valid = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 20_000)) { fuzzer in
      let count = fuzzer.int(0...12)
      let bytes = (0..<count).map { _ in fuzzer.int(0...1) == 0 ? fuzzer.pick(edges) : UInt8(fuzzer.int(0...255)) }
      let start = fuzzer.int(0...count)
      let expected = String(validating: bytes[start...], as: UTF8.self) != nil
      if expected { valid += 1 }
      bytes.withUnsafeBufferPointer { buffer in
        #expect(UTF8Check.isValid(buffer, from: start) == expected, "\(bytes) from \(start)")
      }
    }
    #expect(valid > 0)
  }

  @Test("JSON strings escape quotes, backslashes and control characters; stray bytes become U+FFFD")
  func stringEscapes() {
    var text = ""
    JSON.writeString("say \"hi\"\\ \n\r\t\u{1}\u{1F} café", into: &text)
    #expect(text == #""say \"hi\"\\ \n\r\t\u0001\u001f café""#)
    var bytes: [UInt8] = []
    [UInt8(ascii: "a"), 0xFF, UInt8(ascii: "\"")].withUnsafeBufferPointer { JSON.appendString($0, to: &bytes) }
    #expect(String(decoding: bytes, as: UTF8.self) == "\"a\u{FFFD}\\\"\"")
  }

  @Test("Multipart uploads: any content type and body, never a crash")
  func multipart() {
    let seeds = seeds("multipart")
    var fuzzer = Fuzzer(seed: 0x3417)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      let text = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      let (head, body) = text.split(separator: "\n", maxSplits: 1).map(String.init).splitFirst()
      if let boundary = Multipart.boundary(of: head) {
        #expect((1...70).contains(boundary.utf8.count))
        _ = Multipart.file(in: Data(body.utf8), boundary: boundary)
      }
      _ = Multipart.file(in: Data(text.utf8), boundary: "XyZ")
    }
  }

  @Test("JWTs: a mutated token never verifies as anything but the original, never crashes")
  func jwt() {
    let jwt = JWT(secret: Data("a fuzzing secret of thirty-two bytes".utf8))
    let claims = JSON.object([
      ("sub", .string("f0e9a0c4-8e3e-4a5f-9a0b-2a4c1c7d6e5f")), ("role", .string("authenticated")),
      ("exp", .int(4_000_000_000)),
    ])
    let token = Array(jwt.sign(claims).utf8)
    var fuzzer = Fuzzer(seed: 0x1A7)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let mutated = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 400) : fuzzer.mutate(token)
      if let verified = try? jwt.verify(String(decoding: mutated, as: UTF8.self)) {
        #expect(verified == claims, "only the signed claims ever verify")
      }
    }
  }

  @Test("Range and Prefer headers: any value, never a crash; a range never runs backwards")
  func headers() {
    let seeds = seeds("range")
    var fuzzer = Fuzzer(seed: 0x2A46)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let range = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      let prefer = String(decoding: fuzzer.mutate(Array("count=exact, return=representation".utf8)), as: UTF8.self)
      var fields = HTTPFields()
      if let name = HTTPField.Name("range"), HTTPField.isValidValue(range) { fields[name] = range }
      if let name = HTTPField.Name("prefer"), HTTPField.isValidValue(prefer) { fields[name] = prefer }
      let request = Request(
        head: HTTPRequest(
          method: .get, scheme: "http", authority: "localhost", path: "/rest/v1/quotes", headerFields: fields),
        body: RequestBody(buffer: ByteBuffer()))
      if let options = try? RestOptions(request), let parsed = options.range {
        #expect(parsed.from >= 0 && (parsed.to.map { $0 >= parsed.from } ?? true))
      }
    }
  }

  @Test("Storage paths: what is accepted never climbs out of its bucket")
  func paths() {
    let seeds = seeds("path")
    var fuzzer = Fuzzer(seed: 0x9A7)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let text = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      guard let path = ObjectPath.validate(text.split(separator: "/", omittingEmptySubsequences: false)) else { return }
      let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      #expect(!segments.contains("..") && !segments.contains(".") && !segments.contains(""))
      #expect(!path.contains("\\") && !path.hasPrefix("/"))
      _ = ObjectPath.firstFolder(path)
    }
  }

  @Test("Accept headers: CSV, JSON or 406 PGRST107, never a crash; CSV is chosen only when text/csv is named")
  func acceptHeaders() {
    let seeds = seeds("accept")
    var fuzzer = Fuzzer(seed: 0xACC)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let text = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      do {
        if try RestOptions.wantsCSV(text) { #expect(text.lowercased().contains("text/csv")) }
      } catch {
        #expect((error as? APIError)?.status == .notAcceptable)
      }
    }
  }

  @Test("Email addresses: GoTrue's check accepts only ASCII addresses of its alphabet, for any bytes")
  func emailAddresses() {
    let seeds = seeds("email")
    var fuzzer = Fuzzer(seed: 0xE4A1)
    let local = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~.-@".utf8)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let text = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      if AuthService.gotrueAcceptsAddress(text) {
        #expect(text.utf8.allSatisfy(local.contains), "\(text.unicodeScalars.map(\.value))")
        #expect(text.utf8.filter { $0 == UInt8(ascii: "@") }.count == 1)
      }
    }
  }

  @Test("ilike patterns: the matcher agrees with a regular expression oracle on short inputs, for any pattern")
  func likePatterns() throws {
    let seeds = seeds("like")
    var fuzzer = Fuzzer(seed: 0x11CE)
    let alphabet = Array("ab%_\\".utf8)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let pattern =
        fuzzer.chance(0.5)
        ? String(decoding: fuzzer.bytes(upTo: 8, alphabet: alphabet), as: UTF8.self)
        : String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      let value = String(decoding: fuzzer.bytes(upTo: 8, alphabet: Array("ab%_".utf8)), as: UTF8.self)
      let matched = LikePattern.matches(
        Array(value.unicodeScalars), pattern: Array(pattern.unicodeScalars), spent: { false })
      // The oracle: the pattern as an anchored regular expression over code points.
      var regex = "\\A"
      var scalars = Array(pattern.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        switch scalar {
        case "%": regex += "[\\s\\S]*"
        case "_": regex += "[\\s\\S]"
        case "\\" where !scalars.isEmpty:
          regex += NSRegularExpression.escapedPattern(for: String(scalars.removeFirst()))
        default: regex += NSRegularExpression.escapedPattern(for: String(scalar))
        }
      }
      regex += "\\z"
      guard let expression = try? NSRegularExpression(pattern: regex) else { return }
      let range = NSRange(value.startIndex..., in: value)
      let expected = expression.firstMatch(in: value, options: [], range: range) != nil
      #expect(matched == expected, "\(pattern) ~ \(value)")
    }
  }

  @Test("CSV answers: any JSON array of objects becomes one line per row and a header, never a crash")
  func csvAnswers() {
    let seeds = seeds("json")
    var fuzzer = Fuzzer(seed: 0xC5F)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      let bytes = input(&fuzzer, seeds)
      guard let csv = CSVAnswer.csv(fromJSONArray: ByteBuffer(bytes: bytes)) else { return }
      guard case .array(let rows)? = try? JSON.parse(Data(bytes)) else { return }
      let text = String(buffer: csv)
      // Lines outside quotes: a header and one per row.
      var lines = 1
      var quoted = false
      for character in text.unicodeScalars {
        if character == "\"" { quoted.toggle() }
        if character == "\n" && !quoted { lines += 1 }
      }
      #expect(lines == rows.count + 1)
    }
  }

  @Test("jwt-secret files: read as a secret only when whole (64+ hex digits), else refused, and never rewritten")
  func secretFiles() throws {
    let seeds = seeds("secret")
    var fuzzer = Fuzzer(seed: 0x5EC2)
    let folder = temporaryDataDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(ProjectKeys.fileName)
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 400)) { fuzzer in
      let bytes = Data(input(&fuzzer, seeds))
      try bytes.write(to: file)
      let trimmed = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      let whole =
        String(data: bytes, encoding: .utf8) != nil && trimmed.utf8.count >= 64 && trimmed.utf8.count % 2 == 0
        && trimmed.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) || ($0 >= 65 && $0 <= 70) }
      do {
        _ = try ProjectKeys.load(from: folder)
        #expect(whole, "read \(Array(bytes.prefix(80)))")
      } catch {
        #expect(error is DataFolderProblem)
        #expect(!whole || bytes.count > 1024, "refused a whole secret \(Array(bytes.prefix(80)))")
      }
      #expect(FileManager.default.contents(atPath: file.path) == bytes, "the file is never rewritten")
    }
  }

  @Test("Whole requests: mutated URIs and bodies against the running router answer 2xx-4xx, never 5xx")
  func requests() async throws {
    let querySeeds = seeds("query")
    let jsonSeeds = seeds("json")
    try await withServer { client in
      var client = client
      _ = try await client.signUp("fuzz-requests@example.com")
      var fuzzer = Fuzzer(seed: 0x5EE)
      let tables = ["quotes", "favorites", "collections", "collection_quotes", "profiles", "rpc/quote_of_the_day"]
      let iterations = Fuzzer.iterations(standard: 300)
      for _ in 0..<iterations {
        let query = String(decoding: input(&fuzzer, querySeeds), as: UTF8.self)
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(["#"])) ?? ""
        let method = fuzzer.pick([HTTPRequest.Method.get, .post, .patch, .delete])
        let body = method == .get ? nil : String(decoding: input(&fuzzer, jsonSeeds), as: UTF8.self)
        let uri = "/rest/v1/\(fuzzer.pick(tables))?\(encoded)"
        let reply = try await client.request(method, uri, json: body)
        #expect(
          reply.status.code < 500, "\(method) \(uri.prefix(120)) answered \(reply.status): \(reply.text.prefix(160))")
      }
      // Whatever quotes of its own the fuzzed user wrote (issue 42), nobody else reads them.
      let owner = try #require(client.userID)
      var stranger = client
      stranger.accessToken = nil
      let anonymous = try await stranger.request(.get, "/rest/v1/quotes?owner_id=not.is.null&select=id")
      _ = try await stranger.signUp("fuzz-stranger@example.com")
      let other = try await stranger.request(.get, "/rest/v1/quotes?owner_id=eq.\(owner)&select=id")
      #expect(anonymous.status == .ok && anonymous.array.isEmpty, "\(anonymous.text.prefix(160))")
      #expect(other.status == .ok && other.array.isEmpty, "\(other.text.prefix(160))")
    }
  }
}

extension Array where Element == String {
  /// The first element and the rest joined, for "head\nbody" inputs.
  fileprivate func splitFirst() -> (String, String) { (first ?? "", dropFirst().joined(separator: "\n")) }
}
