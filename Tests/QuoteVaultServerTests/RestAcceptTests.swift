import Foundation
import Testing

@testable import QuoteVaultServer

/// PostgREST's content negotiation: `Accept: text/csv` answers CSV; a type it cannot answer is 406 PGRST107.
@Suite("REST content negotiation")
struct RestAcceptTests {
  @Test("Accept: text/csv answers the rows as CSV with a header line, as PostgREST does")
  func csv() async throws {
    try await withServer { client in
      let reply = try await client.request(
        .get, "/rest/v1/quotes?select=id,author&order=id.asc&limit=2", headers: ["Accept": "text/csv"])
      #expect(reply.status == .ok)
      #expect(reply.header("content-type")?.hasPrefix("text/csv") == true)
      let lines = reply.text.split(separator: "\n")
      #expect(lines.count == 3 && lines.first == "id,author", "\(reply.text)")
      #expect(lines.dropFirst().first?.hasPrefix("1,") == true)
    }
  }

  @Test("A type PostgREST cannot answer is 406 PGRST107; browsers' and clients' usual Accept values are JSON")
  func notAcceptable() async throws {
    try await withServer { client in
      let refused = try await client.request(.get, "/rest/v1/quotes?select=id&limit=1", headers: ["Accept": "text/xml"])
      #expect(refused.status == .notAcceptable && refused.object["code"] as? String == "PGRST107", "\(refused.text)")
      for accept in ["application/json", "*/*", "application/json, text/plain, */*", "text/html, */*;q=0.8"] {
        let reply = try await client.request(.get, "/rest/v1/quotes?select=id&limit=1", headers: ["Accept": accept])
        #expect(reply.status == .ok && reply.header("content-type")?.hasPrefix("application/json") == true, "\(accept)")
      }
    }
  }
}
