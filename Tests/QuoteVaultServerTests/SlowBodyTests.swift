import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import QuoteVaultServer
import Testing

@testable import QuoteVaultServer

#if canImport(Glibc)
  import Glibc
#endif

/// A plain TCP connection to the server, to send bytes as a slow or broken client would.
private final class RawConnection {
  let descriptor: Int32

  init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
    // Reads give up after a while, so a test never hangs on a server that keeps the connection.
    var timeout = timeval(tv_sec: 15, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Everything the server sends until it closes the connection (or the read times out: nil).
  func readUntilClosed() -> String? {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return String(decoding: received, as: UTF8.self) }
      if count < 0 { return errno == ECONNRESET ? String(decoding: received, as: UTF8.self) : nil }
      received += chunk[..<count]
    }
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
      try await Task.sleep(for: .milliseconds(500))
      connection.send("\"")
      let answer = connection.readUntilClosed()
      #expect(answer != nil, "the server closed the connection")
      #expect(ContinuousClock.now - started < .seconds(10))
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
      let answer = try #require(connection.readUntilClosed())
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
      #expect(!answer.contains(" 413 "))
    }
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
