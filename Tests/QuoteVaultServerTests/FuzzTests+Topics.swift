import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuoteVaultServer

/// A profile's topics, the one text[] column: its filter operand (PostgreSQL's array literal) and its body value.
extension FuzzTests {
  @Test("Array literals: a mutated literal parses or is refused, never crashes; what parses reads back the same")
  func arrayLiterals() {
    let seeds = seeds("array-literal")
    var fuzzer = Fuzzer(seed: 0x70_91C5)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let raw = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      guard let elements = ArrayLiteral.parse(raw) else { return }
      // Written back as PostgreSQL writes a literal (every element quoted, `"` and `\` escaped), it parses to the
      // same elements.
      let written =
        "{"
        + elements.map { element in
          element.map {
            "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
          }
            ?? "NULL"
        }.joined(separator: ",") + "}"
      #expect(ArrayLiteral.parse(written) == elements, "\(raw.prefix(120)) -> \(written.prefix(120))")
    }
  }

  @Test("Topics bodies: a mutated JSON value is stored as a JSON array of strings and nulls, or refused in 4xx")
  func topicsValues() throws {
    let column = try #require(TableSpec.profiles.column("topics"))
    let seeds = seeds("json")
    var fuzzer = Fuzzer(seed: 0x7091C)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      guard let json = try? JSON.parse(Data(input(&fuzzer, seeds))) else { return }
      let value = json["topics"] ?? json
      let stored: (any DatabaseValueConvertible)?
      do {
        stored = try Values.fromJSON(value, as: column, table: .profiles)
      } catch {
        let code = (error as? APIError)?.status.code ?? 500
        #expect(code >= 400 && code < 500, "\(error)")
        return
      }
      guard let stored else { return }
      guard let text = stored as? String, case .array(let items)? = try? JSON.parse(Data(text.utf8)) else {
        Issue.record("stored \(stored) is not a JSON array's text")
        return
      }
      #expect(items.allSatisfy { $0 == .null || $0.string != nil }, "\(text.prefix(120))")
      #expect(Values.storedArray(text) == .array(items), "read back as stored")
    }
  }
}
