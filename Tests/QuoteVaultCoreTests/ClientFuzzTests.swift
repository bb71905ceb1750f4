import Foundation
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers every request with the one response the fuzzer chose.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var answer: (status: Int, headers: [String: String], body: Data) = (200, [:], Data())

  func set(status: Int, headers: [String: String], body: Data) { lock.withLock { answer = (status, headers, body) } }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (status, headers, body) = lock.withLock { answer }
    guard let url = request.url,
      let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
    else { throw SupabaseError.network("no response") }
    return (body, response)
  }
}

/// The client reads whatever a server (or anything pretending to be one) sends: every answer below is a real
/// answer's shape, mutated. Each must end as a value or a SupabaseError, never a crash or a hang.
@Suite("QuoteVault client hostile input")
struct ClientFuzzTests {
  static let seeds: [String] = [
    #"{"access_token":"a.b.c","token_type":"bearer","expires_in":3600,"expires_at":1900000000,"refresh_token":"r","user":{"id":"5f0c","email":"a@b.co","user_metadata":{}}}"#,
    #"[{"id":1,"text":"Be.","author":"Anon","category":"Wisdom"},{"id":2,"text":"x","author":"y","category":"Love"}]"#,
    #"{"id":3,"text":"Day.","author":"Sun","category":"Humor"}"#,
    #"[{"id":"5f0c","display_name":"A","avatar_url":null,"theme":"dark","accent_color":"teal","font_scale":1.2,"notifications_enabled":true,"notification_time":"08:00:00"}]"#,
    #"[{"id":"5f0c","theme":"dark","accent_color":"teal","font_scale":1,"notifications_enabled":false,"notification_time":"08:00:00","topics":["Love","Poetry",null]}]"#,
    #"[{"quote_id":1},{"quote_id":2}]"#,
    #"[{"id":"c1","name":"N","collection_quotes":[{"quote_id":1}]}]"#,
    #"{"code":"invalid_credentials","message":"Invalid login credentials"}"#,
    #"{"code":"42501","details":null,"hint":null,"message":"denied"}"#,
    #"{"statusCode":"404","error":"not_found","message":"Object not found"}"#,
  ]

  @Test("Server answers: thousands of mutated responses end as values or SupabaseErrors")
  func responses() async throws {
    var fuzzer = Fuzzer(seed: 0xC11E)
    let transport = ScriptedTransport()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = try Device(url: URL(fileURLWithPath: "/"), key: "k", folder: folder, transport: transport)
    let api = device.service.api
    var outcomes = (values: 0, errors: 0)
    for _ in 0..<Fuzzer.iterations(standard: 400) {
      let seed = Array(fuzzer.pick(Self.seeds).utf8)
      let body = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 80) : fuzzer.mutate(seed)
      let status = fuzzer.pick([200, 201, 204, 206, 400, 401, 403, 404, 409, 413, 422, 429, 500, 503, 99, 999])
      let range = fuzzer.pick(["0-19/120", "*/0", "0-1/-5", "9/9223372036854775808", "", "/", "a-b/c"])
      let retryAfter = fuzzer.pick(["5", "", "-1", "Wed, 21 Oct 2026 07:28:00 GMT", "1e999", "99999999999999999999"])
      transport.set(
        status: status,
        headers: ["Content-Range": range, "Content-Type": "application/json", "Retry-After": retryAfter],
        body: Data(body))
      do {
        switch fuzzer.int(0...6) {
        case 0: _ = try await api.client.auth.signIn(email: "a@b.co", password: "password1")
        case 1: _ = try await api.quotes(after: Int64(fuzzer.int(0...300)), category: .love, search: "x")
        case 2: _ = try await api.quoteOfTheDay("2026-01-01")
        case 3: _ = try await api.profile("5f0c")
        case 4: _ = try await api.favoriteIDs()
        case 5: _ = try await api.collections()
        default: _ = try await api.client.from("quotes").select("*", count: .exact).range(from: 0, to: 19).execute()
        }
        outcomes.values += 1
      } catch {
        outcomes.errors += 1
        #expect(!error.description.contains("{"), "errors are sentences, not raw JSON: \(error.description)")
      }
    }
    #expect(outcomes.values > 0 && outcomes.errors > 0)
  }

  @Test("Session file: mutated files restore a session or none, never crash")
  func sessionFile() async throws {
    var fuzzer = Fuzzer(seed: 0x5E55)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("qv-session-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let storage = FileSessionStorage(url: file)
    var restored = 0
    for _ in 0..<Fuzzer.iterations(standard: 1_000) {
      try Data(fuzzer.mutate(Array(Self.seeds[0].utf8))).write(to: file)
      if let session = storage.load() {
        restored += 1
        #expect(!session.accessToken.isEmpty)
      }
    }
    #expect(restored > 0)
  }

  @Test("Search text from the keyboard: any input becomes a bounded term with nothing that structures a filter")
  func searchTerms() {
    var fuzzer = Fuzzer(seed: 0x5EA7)
    let seeds = ["don\u{2019}t", "\u{201C}love\u{201D}", "a,b)(*\\\"", "life"].map { Array($0.utf8) }
    for _ in 0..<Fuzzer.iterations(standard: 3_000) {
      let raw = String(
        decoding: fuzzer.chance(0.3) ? fuzzer.bytes(upTo: 300) : fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      let term = QuoteVaultAPI.searchTerm(raw)
      #expect(term.count <= 100 && !term.contains { ",()*\"\\".contains($0) }, "\(raw)")
      #expect(!term.contains("\u{2019}") && !term.contains("\u{201C}"), "smart punctuation folded")
    }
  }

  @Test("Notification times, deep links and the quote a notification names, from anywhere, parse to a value or nothing")
  @MainActor
  func smallParsers() throws {
    var fuzzer = Fuzzer(seed: 0x7173)
    let model = try Device(url: URL(fileURLWithPath: "/"), key: "k").model()
    for _ in 0..<Fuzzer.iterations(standard: 3_000) {
      let time = String(decoding: fuzzer.mutate(Array("08:30:00".utf8)), as: UTF8.self)
      if let (hour, minute) = NotificationPlan.parseTime(time) {
        #expect((0..<24).contains(hour) && (0..<60).contains(minute))
      }
      let link = String(decoding: fuzzer.mutate(Array("quotevault://quote-of-the-day".utf8)), as: UTF8.self)
      if let url = URL(string: link) { model.open(url) }
      // A notification's link, as its Favorite and Share buttons read it: a quote named by the link, or none.
      let named = String(decoding: fuzzer.mutate(Array("quotevault://quote-of-the-day?id=42".utf8)), as: UTF8.self)
      if let url = URL(string: named), let id = NotificationPlan.quoteID(in: url) {
        #expect(url.scheme == "quotevault" && ["quote", "quote-of-the-day"].contains(url.host))
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.contains { $0.name == "id" && $0.value.flatMap { Int64($0) } == id })
      }
    }
    // Every id the app writes reads back as itself.
    for id in [Int64.min, -1, 0, 1, 42, Int64.max] {
      let quote = Quote(id: id, text: "t", author: "a", category: "Wisdom")
      #expect(NotificationPlan.quoteID(in: NotificationPlan.dailyLink(quote)) == id)
    }
  }

  @Test("Retry-After from anywhere: a wait between none and a day, or nothing; never a crash or an overflow")
  func retryAfter() throws {
    var fuzzer = Fuzzer(seed: 0x4E77)
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let seeds = ["7", "120", "0", "Wed, 21 Oct 2026 07:28:00 GMT", "Sun, 06 Nov 1994 08:49:37 GMT"]
    var (waits, none) = (0, 0)
    for _ in 0..<Fuzzer.iterations(standard: 3_000) {
      let header = String(decoding: fuzzer.mutate(Array(fuzzer.pick(seeds).utf8)), as: UTF8.self)
      if let seconds = RetryAfter.seconds(header, now: now) {
        #expect(seconds >= 0 && seconds <= RetryAfter.maximum, "\(header) -> \(seconds)")
        waits += 1
      } else {
        none += 1
      }
    }
    #expect(waits > 0 && none > 0)
    #expect(RetryAfter.seconds("7", now: now) == 7)
    #expect(RetryAfter.seconds("99999999999999999999999", now: now) == RetryAfter.maximum)
    #expect(RetryAfter.seconds(" 30 ", now: now) == 30)
    #expect(RetryAfter.seconds("-5", now: now) == nil)
    #expect(RetryAfter.seconds("Wed, 21 Oct 2026 07:28:00 GMT", now: now) == RetryAfter.maximum)
    let soon = Date(timeIntervalSince1970: 1_792_567_600)  // 2026-10-21 07:26:40 GMT
    #expect(RetryAfter.seconds("Wed, 21 Oct 2026 07:28:00 GMT", now: soon) == 80)
    #expect(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == 0, "a date passed: no wait")
    #expect(RetryAfter.seconds(nil, now: now) == nil)
  }

  @Test("Recovery and email-change redirects from anywhere give a session's tokens or an auth error, never a crash")
  func authRedirects() throws {
    var fuzzer = Fuzzer(seed: 0xA0D1)
    let seeds = [
      "quotevault://reset-password#access_token=a.b.c&refresh_token=r1&expires_in=3600&type=recovery",
      "quotevault://reset-password#error=access_denied&error_code=otp_expired&error_description=Link+expired",
      "quotevault://auth-callback#message=Confirm%20the%20other%20address",
    ]
    var (sessions, errors) = (0, 0)
    for _ in 0..<Fuzzer.iterations(standard: 3_000) {
      let text = String(decoding: fuzzer.mutate(Array(fuzzer.pick(seeds).utf8)), as: UTF8.self)
      guard let url = URL(string: text) else { continue }
      do {
        let redirect = try AuthRedirect(url)
        #expect(!redirect.accessToken.isEmpty && !redirect.refreshToken.isEmpty)
        sessions += 1
      } catch {
        errors += 1
      }
    }
    #expect(sessions > 0 && errors > 0)
    let long = URL(string: "quotevault://reset-password#" + String(repeating: "a=b&", count: 5_000))
    #expect(throws: SupabaseError.self) { try AuthRedirect(try #require(long)) }
    let expired = URL(string: seeds[1])
    #expect(throws: SupabaseError.auth(status: 400, code: "otp_expired", message: "Link expired")) {
      try AuthRedirect(try #require(expired))
    }
  }
}
