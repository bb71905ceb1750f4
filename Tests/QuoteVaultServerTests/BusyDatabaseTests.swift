import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import QuoteVaultServer
import Testing

/// A write that waits its whole busy timeout for another writer (another connection's long write, a backup) is a
/// busy moment, not a bug: 503 with Retry-After in the API's own shape, and the same request goes through once
/// the writer is done.
@Suite("A busy database")
struct BusyDatabaseTests {
  @Test("A sign-up that waits out the busy timeout is answered 503 with Retry-After in GoTrue's shape, never 500")
  func busyWriteIsRetryable() async throws {
    var settings = testConfiguration()
    settings.databaseBusyTimeout = 0.2
    let configuration = settings
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.router) { client in
      let api = SupabaseTestClient(client, info: info)
      var lockConfiguration = Configuration()
      lockConfiguration.allowsUnsafeTransactions = true
      let lock = try DatabaseQueue(
        path: configuration.dataDirectory.appendingPathComponent("quotevault.sqlite").path,
        configuration: lockConfiguration)
      try await lock.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
      let body = #"{"email":"busy@example.com","password":"correct horse battery"}"#
      let refused = try await api.request(.post, "/auth/v1/signup", json: body)
      #expect(refused.status == .serviceUnavailable, "\(refused.text)")
      #expect(refused.header("Retry-After") == "1")
      #expect(refused.object["error_code"] as? String == "request_timeout", "\(refused.text)")
      // The same code as the body budget's refusal, but not one: the metrics count it as a 503 only.
      let metrics = try await api.request(.get, "/metrics", key: info.serviceRoleKey, bearer: info.serviceRoleKey)
      #expect(
        metrics.text.contains(#"quotevault_requests_total{route="/auth/v1/signup",method="POST",status="503"} 1"#))
      #expect(!metrics.text.contains(#"quotevault_budget_refusals_total{budget="body_bytes"}"#), "\(metrics.text)")
      try await lock.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
      let accepted = try await api.request(.post, "/auth/v1/signup", json: body)
      #expect(accepted.status == .ok, "the same request goes through once the writer is done: \(accepted.text)")
    }
  }
}
