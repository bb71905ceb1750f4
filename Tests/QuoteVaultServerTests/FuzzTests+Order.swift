import Foundation
import TestSupport
import Testing

@testable import QuoteVaultServer

/// The order parser: several keys in one parameter, and several parameters of one table, as PostgREST reads them.
extension FuzzTests {
  @Test(
    "Orders: `a,b` is a's keys then b's; no term is empty; of two order parameters of a table the first is used, at every level"
  )
  func orders() {
    let seeds = seeds("order")
    var fuzzer = Fuzzer(seed: 0x0_4DE5)
    var pairs = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let first = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      let second = String(decoding: input(&fuzzer, seeds), as: UTF8.self)
      let firstTerms = try? PostgrestQuery.parseOrder(first)
      let secondTerms = try? PostgrestQuery.parseOrder(second)
      // An order has at least one term and no empty one (`order=`, `a,,b`, `a,`, `a..desc`), as PostgREST's parser.
      for (text, terms) in [(first, firstTerms), (second, secondTerms)] {
        let pieces = text.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        let emptyPiece = pieces.contains { piece in
          piece.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).contains(where: \.isEmpty)
        }
        if emptyPiece { #expect(terms == nil, "\(text)") }
        if let terms { #expect(!terms.isEmpty, "\(text)") }
      }
      // One parameter of two keys is the two lists of keys in turn (the keys an SQL ORDER BY is given in turn).
      if let firstTerms, let secondTerms {
        pairs += 1
        #expect(
          (try? PostgrestQuery.parseOrder(first + "," + second)) == firstTerms + secondTerms, "\(first) \(second)")
      }
      // Two parameters: both are parsed (either malformed refuses the request), the first is used; a third without
      // `=` has no value and is dropped, as PostgREST drops it.
      let encoded = [first, second].map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
      let expected = firstTerms.flatMap { terms in secondTerms.map { _ in terms } }
      let top = try? PostgrestQuery.parse("order&order=\(encoded[0])&order&order=\(encoded[1])")
      #expect(top?.order == expected, "\(first) \(second)")
      let embedded = try? PostgrestQuery.parse(
        "select=id,quotes(id)&quotes.order=\(encoded[0])&order=id.desc&quotes.order=\(encoded[1])")
      #expect(embedded.map { $0.embedOptions["quotes"]?.order ?? [] } == expected, "\(first) \(second)")
      if let embedded {
        #expect(embedded.order == [.init(column: "id", ascending: false, nullsFirst: nil)], "the top level's own")
      }
    }
    #expect(pairs > 0)
  }
}
