import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import QuoteVaultServer

/// Requests an attacker sent, each of which once crashed, stalled or 5xx'd the server. After them the server
/// still answers and no data changed.
@Suite("Hostile input")
struct HostileInputTests {
  /// Every request here must answer with a 2xx or 4xx.
  static func hostileRequests() -> [(HTTPRequest.Method, String, String?, [String: String])] {
    let nestedAnd = String(repeating: "and(", count: 5_000) + "id.eq.1" + String(repeating: ")", count: 5_000)
    let nestedEmbed = String(repeating: "quotes(", count: 5_000) + "id" + String(repeating: ")", count: 5_000)
    let manyIDs = (1...40_000).map(String.init).joined(separator: ",")
    let wideOr = (1...3_000).map { "id.eq.\($0)" }.joined(separator: ",")
    return [
      (.get, "/rest/v1/quotes?offset=9223372036854775807", nil, [:]),
      (.get, "/rest/v1/quotes?limit=9223372036854775807&offset=9223372036854775806", nil, [:]),
      (.get, "/rest/v1/quotes?select=id,text&offset=9223372036854775807", nil, ["Prefer": "count=exact"]),
      (.get, "/rest/v1/quotes", nil, ["Range": "0-9223372036854775807"]),
      (.get, "/rest/v1/quotes", nil, ["Range": "9223372036854775807-9223372036854775807"]),
      (.get, "/rest/v1/quotes", nil, ["Range": "5-x"]),
      (.get, "/rest/v1/quotes?select=id:", nil, [:]),
      (.get, "/rest/v1/quotes?select=:id", nil, [:]),
      (.get, "/rest/v1/quotes?select=a:b:c", nil, [:]),
      (.get, "/rest/v1/quotes?and=(\(nestedAnd))", nil, [:]),
      (.get, "/rest/v1/favorites?select=\(nestedEmbed)", nil, [:]),
      (.get, "/rest/v1/quotes?id=in.(\(manyIDs))", nil, [:]),
      (.get, "/rest/v1/quotes?or=(\(wideOr))", nil, [:]),
      (.get, "/rest/v1/quotes?order=" + String(repeating: "id.desc,", count: 2_000) + "id", nil, [:]),
      (
        .post, "/rest/v1/favorites?on_conflict=created_at", #"{"quote_id": 3}"#,
        ["Prefer": "resolution=merge-duplicates"]
      ),
    ] + hostileTopics()
  }

  /// A profile's topics (text[], the one array column): nesting, size, types and literals an attacker may send.
  static func hostileTopics() -> [(HTTPRequest.Method, String, String?, [String: String])] {
    let many = "[" + Array(repeating: "\"x\"", count: 50_000).joined(separator: ",") + "]"
    let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    let long = "[\"" + String(repeating: "\u{0301}", count: 20_000) + "\"]"
    let bodies = [
      many, deep, long, #"["\u0000"]"#, #"[{"a": 1}]"#, "[true]", #"["a", ["b"]]"#, #""{a,{b}}""#,
      #""{\"a\"b}""#, #""{a,}""#, #""{,}""#, #""""#, "1",
    ]
    let literals = ["%7Ba,%7Bb%7D%7D", "%7B%22a", "%7D%7B", "%7B%5C%7D", "%7BNULL%7D", "%7B%22%22%7D"]
    return bodies.map { (.patch, "/rest/v1/profiles?id=not.is.null", #"{"topics": \#($0)}"#, [:]) }
      + literals.map { (.get, "/rest/v1/profiles?topics=eq.\($0)", nil, [:]) }
      + [
        (.get, "/rest/v1/profiles?topics=gt.%7Ba%7D", nil, [:]),
        (.get, "/rest/v1/profiles?topics=like.*a*", nil, [:]),
        (.get, "/rest/v1/profiles?order=topics.desc", nil, [:]),
        (.post, "/rest/v1/profiles", #"{"topics": ["a"]}"#, [:]),
      ]
  }

  @Test("Integer edges, malformed selects and deep nesting get 4xx answers, never a crash or a 5xx")
  func hostileQueries() async throws {
    try await withServer { client in
      var client = client
      _ = try await client.signUp("mallory@example.com")
      let before = try await client.request(
        .get, "/rest/v1/quotes?select=id&order=id", headers: ["Prefer": "count=exact"])
      for (method, uri, body, headers) in Self.hostileRequests() {
        let reply = try await client.request(method, uri, json: body, headers: headers)
        #expect(reply.status.code < 500, "\(uri.prefix(80)) answered \(reply.status): \(reply.text.prefix(200))")
      }
      let selectColon = try await client.request(.get, "/rest/v1/quotes?select=id:")
      #expect(selectColon.status == .badRequest && selectColon.object["code"] as? String == "PGRST100")
      let conflict = try await client.request(
        .post, "/rest/v1/favorites?on_conflict=created_at", json: #"{"quote_id": 3}"#,
        headers: ["Prefer": "resolution=merge-duplicates"])
      #expect(conflict.status == .badRequest && conflict.object["code"] as? String == "42P10")
      let after = try await client.request(
        .get, "/rest/v1/quotes?select=id&order=id", headers: ["Prefer": "count=exact"])
      #expect(after.text == before.text, "no data changed")
      let topics = try await client.request(.get, "/rest/v1/profiles?select=topics")
      #expect(topics.text == #"[{"topics":[]}]"#, "no hostile topics were kept: \(topics.text.prefix(200))")
    }
  }

  @Test("A JSON body of 60,000 keys is parsed in linear time (once quadratic: minutes of CPU)")
  func manyKeys() throws {
    func body(_ count: Int) -> Data {
      Data(("{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + ",\"k7\":\"last wins\"}").utf8)
    }
    let json = try JSON.parse(body(60_000))
    #expect(json.objectMembers?.count == 60_000)
    #expect(json["k7"]?.string == "last wins", "a later duplicate replaces the earlier value")
    // Ten times the keys may take about ten times as long, not a hundred: a ratio, so machine speed cancels out.
    let clock = ContinuousClock()
    let small = clock.measure { _ = try? JSON.parse(body(6_000)) }
    let large = clock.measure { _ = try? JSON.parse(body(60_000)) }
    #expect(large / small < 40, "60,000 keys took \(large), 6,000 took \(small)")
  }

  @Test("Over a real socket: hostile requests from 16 concurrent connections, and the server still answers")
  func realSocket() async throws {
    let configuration = testConfiguration()
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let requests = Self.hostileRequests()
      try await withThrowingTaskGroup(of: Void.self) { group in
        for connection in 0..<16 {
          group.addTask {
            // Each task is its own client connection: a request the server refuses at the HTTP level (an
            // oversized URI) may close that connection, never the server.
            for (index, (method, uri, body, headers)) in requests.enumerated()
            where index % 16 == connection % 16 || connection < 2 {
              let socket = TestClient(host: "127.0.0.1", port: port)
              socket.connect()
              var fields = HTTPFields()
              fields[HTTPField.Name("apikey")!] = info.anonKey
              for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
              if body != nil { fields[.contentType] = "application/json" }
              let request = TestClient.Request(
                uri, method: method, headers: fields, body: body.map { ByteBuffer(string: $0) })
              if let response = try? await socket.execute(request) {
                #expect(response.status.code < 500, "\(uri.prefix(60)) answered \(response.status)")
              }
              try await socket.shutdown()
            }
          }
        }
        try await group.waitForAll()
      }
      let health = try await client.execute(uri: "/health", method: .get) { $0.status }
      #expect(health == .ok)
      var fields = HTTPFields()
      fields[HTTPField.Name("apikey")!] = info.anonKey
      let quotes = try await client.execute(uri: "/rest/v1/quotes?select=id&limit=3", method: .get, headers: fields) {
        $0.status
      }
      #expect(quotes == .ok)
    }
  }
}

@Suite("Connections")
struct ConnectionTests {
  @Test("An idle keep-alive connection is closed after the idle timeout, so idle clients cannot pile up")
  func idleTimeout() async throws {
    var configuration = testConfiguration()
    // Long enough that a loaded CI machine sends the first request before it: under full load the first request
    // of a 1 s timeout once found its connection already closed.
    configuration.idleTimeout = 3
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let socket = try RawConnection(port: port)
      socket.send("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
      let answer = await socket.readFirst()
      #expect(answer?.hasPrefix("HTTP/1.1 200") == true, "the server answered on the connection it keeps alive")
      let idle = ContinuousClock.now
      // The event itself: the server closing the connection (a read that times out says nil).
      #expect(await socket.readUntilClosed() != nil, "the server closed the idle connection")
      #expect(ContinuousClock.now - idle < .seconds(60), "closed by the idle timeout, not by the read's limit")
    }
  }
}
