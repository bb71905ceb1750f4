import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import QuoteVaultServer

/// `TableReadShortcut` answers `GET /rest/v1/<table>` without the router: every answer must be the router's.
@Suite("Table reads without the router")
struct TableReadShortcutTests {
  /// Paths and headers that reach the shortcut, and neighbours that must not.
  static let requests: [(path: String, headers: [String: String], key: Bool)] = [
    ("/rest/v1/quotes?select=id,text,author,category&order=id.asc&id=gt.40&limit=5", [:], true),
    ("/rest/v1/quotes?select=id,text&or=(text.ilike.*love*,author.ilike.*love*)&order=id.asc&limit=3", [:], true),
    ("/rest/v1/quotes?select=id&limit=2", ["Origin": "http://localhost:3000"], true),
    ("/rest/v1/quotes?select=id&limit=2", ["Accept": "text/csv"], true),
    ("/rest/v1/quotes?select=id&limit=1", ["Accept": "application/vnd.pgrst.object+json"], true),
    ("/rest/v1/quotes?select=nope", [:], true),
    ("/rest/v1/quotes?select=id&limit=1", [:], false),
    ("/rest/v1/favorites", [:], true),
    ("/rest/v1/no_such_table", [:], true),
    ("/rest/v1/rpc", [:], true),
    ("/rest/v1/rpc/quote_of_the_day?day=2026-01-01", [:], true),
    ("/rest/v1/", [:], true),
    ("/rest/v1/quotes/", [:], true),
    ("/rest/v1/quotes/1", [:], true),
    ("//rest/v1/quotes?select=id&limit=1", [:], true),
    ("/rest/v1//quotes?select=id&limit=1", [:], true),
    ("/REST/v1/quotes?select=id&limit=1", [:], true),
    ("/rest/v1/quotes%2Fx", [:], true),
    ("/rest/v1/qu%6Ftes?select=id&limit=1", [:], true),
  ]

  @Test("Every table read, and every neighbouring path, answers as the router answers it, metrics included")
  func sameAnswers() async throws {
    var answers: [[String]] = []
    for shortcut in [true, false] {
      var configuration = testConfiguration()
      configuration.tableReadShortcut = shortcut
      let info = try QuoteVaultServer.info(configuration)
      let app = try await buildApplication(configuration)
      let lines = try await app.test(.router) { client in
        var lines: [String] = []
        for request in Self.requests {
          var fields = HTTPFields()
          if request.key { fields[HTTPField.Name("apikey")!] = info.anonKey }
          for (name, value) in request.headers { fields[HTTPField.Name(name)!] = value }
          for method in [HTTPRequest.Method.get, .head] {
            let line = try await client.execute(uri: request.path, method: method, headers: fields) { response in
              // The request id is new for every request; everything else must be the same.
              let headers = response.headers.filter { $0.name.canonicalName != "x-request-id" }
                .map { "\($0.name.canonicalName): \($0.value)" }
              // Each server seeded its quotes at its own moment: their creation times are the one other difference.
              let body = String(decoding: response.body.readableBytesView, as: UTF8.self)
                .replacing(/"created_at":"[^"]*"/, with: #""created_at":"-""#)
              return "\(method) \(request.path) \(response.status.code) \(headers) \(body)"
            }
            lines.append(line)
          }
        }
        var metricsFields = HTTPFields()
        metricsFields[HTTPField.Name("apikey")!] = info.serviceRoleKey
        metricsFields[.authorization] = "Bearer \(info.serviceRoleKey)"
        let counts = try await client.execute(uri: "/metrics", method: .get, headers: metricsFields) { response in
          String(decoding: response.body.readableBytesView, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix("quotevault_requests_total") }.map(String.init).sorted()
        }
        return lines + counts
      }
      answers.append(lines)
    }
    #expect(answers[0].count > Self.requests.count * 2, "the request counts were read")
    for (shortcut, router) in zip(answers[0], answers[1]) { #expect(shortcut == router) }
    #expect(answers[0].count == answers[1].count)
  }

  @Test("Only a one-segment path under /rest/v1/ other than rpc is a table read")
  func tableNames() {
    typealias Shortcut = TableReadShortcut<Router<AppContext>>
    #expect(Shortcut.table(in: "/rest/v1/quotes") == "quotes")
    #expect(Shortcut.table(in: "/rest/v1/collection_quotes") == "collection_quotes")
    for path in [
      "/rest/v1/", "/rest/v1/rpc", "/rest/v1/quotes/", "/rest/v1/a/b", "//rest/v1/quotes", "/rest/v2/quotes",
    ] {
      #expect(Shortcut.table(in: path) == nil, "\(path)")
    }
  }
}
