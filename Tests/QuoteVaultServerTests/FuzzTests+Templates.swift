import Foundation
import TestSupport
import Testing

@testable import QuoteVaultServer

/// Query shapes and templates (`QueryShape`, `QueryTemplateCache`): outside input cut into holes and filled again.
extension FuzzTests {
  @Test("Query templates: mutated queries, and other values in their holes, parse as the parser parses them")
  func queryTemplates() {
    let seeds = seeds("query")
    var fuzzer = Fuzzer(seed: 0x7E4B)
    let templates = QueryTemplateCache(budgets: RequestBudgets())
    var filled = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      let raw = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      expectSame(templates, raw)
      expectSame(templates, raw)
      guard let shape = QueryShape(raw) else { return }
      // The shape's key is the query with each hole's bytes replaced by one byte of its kind.
      #expect(shape.query(with: shape.values) == raw)
      #expect(shape.holes.count == shape.values.count)
      for _ in 0..<3 {
        let values = shape.holes.map { hole in
          switch hole {
          case .digits: String(repeating: "0", count: fuzzer.int(0...1)) + String(fuzzer.int(0...99_999_999))
          case .word: String(fuzzer.bytes(upTo: 6, alphabet: Array("aZ09qW".utf8)).map { Character(UnicodeScalar($0)) })
          }
        }
        // An empty word is no word hole: the query then has another shape, and is parsed (or kept) as such.
        let query = shape.query(with: values)
        expectSame(templates, query)
        if (try? templates.parseMatching(query).match) != nil { filled += 1 }
      }
    }
    #expect(filled > 0, "some queries were filled from a template")
  }
}
