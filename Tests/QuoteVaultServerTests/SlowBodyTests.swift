import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import QuoteVaultServer
import TestSupport
import Testing

@testable import QuoteVaultServer

#if canImport(Glibc)
  import Glibc
#endif

/// A plain TCP connection to the server, to send bytes as a slow or broken client would. Sendable: its one
/// property is the descriptor, fixed at creation, and tests read several connections at once.
final class RawConnection: @unchecked Sendable {
  let descriptor: Int32

  init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    // Reads give up after a while, so a test never hangs on a server that keeps the connection. Long enough for
    // an in-process server on a 2-core machine whose cooperative threads other tests hold for up to a minute.
    var timeout = timeval(tv_sec: 90, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Everything the server sends until it closes the connection, or until the read times out after an answer
  /// (nil when nothing came at all); read on a thread of its own, as `readFirst` is.
  func readUntilClosed() async -> String? {
    let descriptor = descriptor
    let answer: String? = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: Self.readUntilClosed(descriptor)) }.start()
    }
    withExtendedLifetime(self) {}
    return answer
  }

  private static func readUntilClosed(_ descriptor: Int32) -> String? {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return String(decoding: received, as: UTF8.self) }
      // Reset, or the read timed out with an answer already in (a server that keeps the connection open after
      // answering): what came is the answer. A timeout with nothing received is no answer.
      if count < 0 { return errno == ECONNRESET || !received.isEmpty ? String(decoding: received, as: UTF8.self) : nil }
      received += chunk[..<count]
    }
  }

  /// The first bytes the server sends (nil when nothing came before the read timed out or the connection ended),
  /// read on a thread of its own: a blocking read on one of the two cooperative threads would starve the
  /// in-process server that must answer it.
  func readFirst() async -> String? {
    let descriptor = descriptor
    // `self` is held until the read returns, so the descriptor stays open for it.
    let answer: String? = await withCheckedContinuation { continuation in
      Thread {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        continuation.resume(returning: count > 0 ? String(decoding: chunk[..<count], as: UTF8.self) : nil)
      }.start()
    }
    withExtendedLifetime(self) {}
    return answer
  }

  deinit { close(descriptor) }
}

@Suite("Slow and broken bodies")
struct SlowBodyTests {
  @Test("A body trickled slower than the request deadline loses its connection, over a real socket")
  func slowBodyDeadline() async throws {
    var configuration = testConfiguration()
    configuration.requestDeadline = 1
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let connection = try RawConnection(port: port)
      connection.send(
        "POST /rest/v1/collections HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
          + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
      let started = ContinuousClock.now
      // One more byte before the deadline, as a slow client sends them; the idle timeout alone would restart.
      // Real time passing is the point: the trickle's pace, half the deadline.
      try await Task.sleep(for: .milliseconds(500))
      connection.send("\"")
      let answer = await connection.readUntilClosed()
      #expect(answer != nil, "the server closed the connection")
      // Long before the idle timeout (60 s) that a trickle would otherwise keep restarting.
      #expect(ContinuousClock.now - started < .seconds(50))
      // The server serves on.
      var fields = HTTPFields()
      fields[HTTPField.Name("apikey")!] = info.anonKey
      let health = try await client.execute(uri: "/rest/v1/quotes?select=id&limit=1", method: .get, headers: fields) {
        $0.status
      }
      #expect(health == .ok)
    }
  }

  @Test("A malformed chunked body is 400 in the API's shape, not 413")
  func malformedChunked() async throws {
    let configuration = testConfiguration()
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let connection = try RawConnection(port: port)
      connection.send(
        "POST /rest/v1/collections HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
          + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n")
      let answer = try #require(await connection.readUntilClosed())
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
      #expect(!answer.contains(" 413 "))
    }
  }

  @Test("A body declared larger than the limit is 413 at once, before any of it arrives (round three: declared 2 GB)")
  func declaredTooLarge() async throws {
    var configuration = testConfiguration()
    // A deadline far past the socket's read timeout (90 s): an answer at all is an answer before the deadline.
    configuration.requestDeadline = 600
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      for path in ["/rest/v1/collections", "/auth/v1/signup"] {
        let connection = try RawConnection(port: port)
        connection.send(
          "POST \(path) HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
            + "Content-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n{")
        let started = ContinuousClock.now
        let first = await connection.readFirst()
        let answer = try #require(first, "no answer for \(path)")
        #expect(answer.hasPrefix("HTTP/1.1 413"), "\(path): \(answer.prefix(200))")
        // At once: long before the request deadline (600 s here). On a quiet machine it takes milliseconds; a
        // loaded CI machine can hold the in-process server's threads for a minute.
        #expect(ContinuousClock.now - started < .seconds(120))
      }
    }
  }

  @Test("Over a real socket: bodies past the server's shared budget of body bytes get 503 in each API's shape")
  func bodyBudgetAnswers() async throws {
    var configuration = testConfiguration()
    configuration.maximumBufferedBodyBytes = 3_000
    // The stalled holder below must keep its reservation for the whole test, however slow a loaded machine is.
    configuration.bodyStallTimeout = 600
    configuration.requestDeadline = 600
    configuration.idleTimeout = 600
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      var fields = HTTPFields()
      fields[HTTPField.Name("apikey")!] = info.anonKey
      fields[.contentType] = "application/json"
      // A body larger than the whole budget could never be read: 413, not "busy".
      let huge = String(repeating: "x", count: 4_000)
      let tooLarge = try await client.execute(
        uri: "/rest/v1/collections", method: .post, headers: fields, body: ByteBuffer(string: #"{"name":"\#(huge)"}"#)
      ) { $0.status }
      #expect(tooLarge == .contentTooLarge)
      // A stalled client holds 2,500 of the 3,000 bytes; a 1,000-byte body is then refused, once the holder's
      // reservation is in (asked again until it is: the holder's request may reach its handler later).
      let holder = try RawConnection(port: port)
      holder.send(
        "POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
          + "Content-Type: application/json\r\nContent-Length: 2500\r\n\r\n{")
      let padding = String(repeating: "x", count: 1_000)
      func refused(_ uri: String, _ body: String) async throws -> (HTTPResponse.Status, String?, String) {
        var last: (HTTPResponse.Status, String?, String) = (.ok, nil, "")
        let deadline = ContinuousClock.now + .seconds(120)
        repeat {
          last = try await client.execute(uri: uri, method: .post, headers: fields, body: ByteBuffer(string: body)) {
            ($0.status, $0.headers[.retryAfter], String(buffer: $0.body))
          }
          if last.0 == .serviceUnavailable { break }
          // A poll for the event (the holder's bytes reserved), bounded by `deadline`; the pause only paces it.
          try await Task.sleep(for: .milliseconds(50))
        } while ContinuousClock.now < deadline
        return last
      }
      let rest = try await refused("/rest/v1/collections", #"{"name":"\#(padding)"}"#)
      #expect(rest.0 == .serviceUnavailable && rest.1 == "2", "\(rest.2)")
      #expect(rest.2.contains(#""code":"53000""#) && rest.2.contains(#""hint""#), "PostgREST's shape: \(rest.2)")
      let auth = try await refused("/auth/v1/signup", #"{"email":"a@example.com","password":"\#(padding)"}"#)
      #expect(auth.0 == .serviceUnavailable && auth.1 == "2", "\(auth.2)")
      #expect(auth.2.contains(#""error_code""#) && auth.2.contains(#""msg""#), "GoTrue's shape: \(auth.2)")
      // Both counted as the body budget's refusals (and nothing else that answered 503 was).
      var service = HTTPFields()
      service[HTTPField.Name("apikey")!] = info.serviceRoleKey
      service[.authorization] = "Bearer \(info.serviceRoleKey)"
      let metrics = try await client.execute(uri: "/metrics", method: .get, headers: service) {
        String(buffer: $0.body)
      }
      let refusals = metrics.split(separator: "\n").first {
        $0.hasPrefix(#"quotevault_budget_refusals_total{budget="body_bytes"}"#)
      }
      let refusedRequests = metrics.split(separator: "\n").filter {
        $0.hasPrefix("quotevault_requests_total{") && $0.contains(#"status="503""#)
      }
      .compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }.reduce(0, +)
      #expect(refusals.flatMap { $0.split(separator: " ").last.flatMap { Int($0) } } == refusedRequests, "\(metrics)")
      // A body within what is left is read as ever.
      let small = try await client.execute(
        uri: "/auth/v1/signup", method: .post, headers: fields,
        body: ByteBuffer(string: #"{"email":"b@example.com","password":"long enough"}"#)
      ) { $0.status }
      #expect(small == .ok)
      withExtendedLifetime(holder) {}
    }
  }

  @Test(
    "Stalled bodies hold no more than the body budget: the rest are 503 at once with Retry-After, a normal request still works, a stall loses its connection"
  )
  func stalledBodiesBounded() async throws {
    var configuration = testConfiguration()
    configuration.maximumBufferedBodyBytes = 450_000
    // Long enough that the four stalled bodies are still held when the test sends the fifth, on a 2-core machine
    // building beside the run (at 8 s, one had already been let go: the fifth fit and was read).
    configuration.bodyStallTimeout = 20
    // Far past the stall timeout, so it is the stall that closes the connections.
    configuration.requestDeadline = 600
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      var fields = HTTPFields()
      fields[HTTPField.Name("apikey")!] = info.anonKey
      fields[.contentType] = "application/json"
      func signUp(_ email: String, password: String) async throws -> (HTTPResponse.Status, String?, String) {
        try await client.execute(
          uri: "/auth/v1/signup", method: .post, headers: fields,
          body: ByteBuffer(string: #"{"email":"\#(email)","password":"\#(password)"}"#)
        ) { ($0.status, $0.headers[.retryAfter], String(buffer: $0.body)) }
      }
      // Ten clients declare a 100 KB body each, send half of it and stop: the budget holds four of them.
      let head =
        "POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
        + "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n"
      let connections = try (0..<10).map { _ in try RawConnection(port: port) }
      for connection in connections { connection.send(head + String(repeating: " ", count: 50_000)) }
      let started = ContinuousClock.now
      var refused: [String] = []
      var closed = 0
      try await withThrowingTaskGroup(of: String?.self) { group in
        for connection in connections { group.addTask { await connection.readFirst() } }
        for try await answer in group {
          guard let answer else {
            closed += 1
            continue
          }
          refused.append(answer)
          guard refused.count == 6 else { continue }
          // Four bodies hold 400 KB of 450 KB: one that would pass what is left is refused at once, with
          // Retry-After...
          let over = try await signUp("over@example.com", password: String(repeating: "x", count: 100_000))
          #expect(over.0 == .serviceUnavailable && over.1 == "2", "\(over.0): \(over.2.prefix(200))")
          // ...while a small body and a read still go through.
          #expect(try await signUp("beside@example.com", password: "long enough").0 == .ok)
          let read = try await client.execute(uri: "/rest/v1/quotes?select=id&limit=1", method: .get, headers: fields) {
            $0.status
          }
          #expect(read == .ok)
        }
      }
      #expect(refused.count == 6, "four bodies fit the budget; six are refused: \(refused.map { $0.prefix(40) })")
      for answer in refused {
        #expect(answer.hasPrefix("HTTP/1.1 503"), "\(answer.prefix(200))")
        #expect(answer.lowercased().contains("retry-after: 2"), "\(answer.prefix(300))")
        #expect(answer.contains(#""error_code":"request_timeout""#), "GoTrue's shape: \(answer.suffix(200))")
      }
      // The four that fit sent nothing more: each lost its connection at the stall timeout, not the deadline.
      #expect(closed == 4)
      #expect(ContinuousClock.now - started < .seconds(60))
      // Their bytes are given back: a body larger than what was left while they held it is read in full (and
      // refused for its password).
      let large = try await signUp("large@example.com", password: String(repeating: "x", count: 300_000))
      #expect(large.0 == .badRequest, "\(large.2.prefix(200))")
    }
  }

  @Test("A body larger than the whole budget is 413, never 503: no wait would make it fit")
  func largerThanBudget() async throws {
    let budget = BodyBudget(capacity: 1_000)
    var head = HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/")
    head.headerFields[.contentLength] = "1500"
    let request = Request(head: head, body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: 1_500)))
    await #expect(throws: BodyReader.Failure.tooLarge) {
      try await BodyReader.collect(request, upTo: 2_000, budget: budget)
    }
    #expect(budget.heldBytes == 0)
  }

  @Test("Bodies being read share one budget of bytes: past it, 503 in the API's shape; within it, read in full")
  func globalBodyBudget() async throws {
    let budget = BodyBudget(capacity: 1_000)
    func request(_ bytes: Int) -> Request {
      Request(
        head: HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/"),
        body: RequestBody(buffer: ByteBuffer(repeating: 0x20, count: bytes)))
    }
    #expect(try await BodyReader.collect(request(600), upTo: 2_000, budget: budget).readableBytes == 600)
    #expect(budget.heldBytes == 0, "given back when the body is returned")
    #expect(budget.reserve(700))
    await #expect(throws: BodyReader.Failure.overloaded) {
      try await BodyReader.collect(request(600), upTo: 2_000, budget: budget)
    }
    await #expect(throws: BodyReader.Failure.tooLarge) {
      try await BodyReader.collect(request(3_000), upTo: 2_000, budget: budget)
    }
    budget.release(700)
    #expect(budget.heldBytes == 0)
  }
}

@Suite("Descriptor limit", .serialized)
struct DescriptorLimitTests {
  /// CPU seconds (user and system) the process has used, from /proc.
  private static func cpuSeconds(_ pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// How many descriptors the process has open now.
  private static func openDescriptors(_ process: Int32) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd").count) ?? 0
  }

  @Test("At the descriptor limit the server stops accepting instead of spinning on EMFILE, and serves on after")
  func noSpinAtDescriptorLimit() async throws {
    let binary = try #require(TestTools.executable("quotevault-server"))
    let data = temporaryDataDirectory()
    // exec: the shell becomes the server, with 256 descriptors at most.
    let server = try await ServerProcess.start(
      program: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", "ulimit -n 256 && exec \"$0\" --data \"$1\" --port 0 --bcrypt-cost 4", binary.path, data.path,
      ], data: data)
    defer { server.kill() }
    let process = server.process
    let port = server.port
    // More connections than descriptors; those past the limit wait in the kernel's backlog.
    var connections: [RawConnection] = []
    for _ in 0..<300 { connections.append(try RawConnection(port: port)) }
    // Measured once the server is full (the event, not a guessed time): its descriptors reach the limit less the
    // margin `ConnectionLimit` keeps free, give or take the few it counted differently at its start.
    let full = 256 - 64 - 4
    let deadline = ContinuousClock.now + .seconds(60)
    while Self.openDescriptors(process.processIdentifier) < full, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(Self.openDescriptors(process.processIdentifier) >= full, "the server took the connections it may")
    let before = try #require(Self.cpuSeconds(process.processIdentifier))
    // Real time passing is the point: CPU used over 2 s of wall time, full.
    try await Task.sleep(for: .seconds(2))
    let after = try #require(Self.cpuSeconds(process.processIdentifier))
    // Spinning on accept used a whole core (2 s in 2 s); holding still uses next to nothing.
    #expect(after - before < 0.5, "the server used \(after - before) s of CPU in 2 s while full")
    // No wait for the server to notice the closes: the health check waits in the backlog until it does (its read
    // is bounded by the socket's timeout).
    connections.removeAll()
    let health: RawConnection? = try RawConnection(port: port)
    health?.send("GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    #expect(await health?.readUntilClosed()?.hasPrefix("HTTP/1.1 200") == true, "it serves again")
  }
}
