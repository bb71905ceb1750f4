import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import QuoteVaultServer

@Suite("What a connection may hold of bytes it read")
struct ConnectionReadBoundsTests {
  @Test("Each connection keeps one receive buffer, of at most 16 KB (NIO's default: four of up to 64 KB)")
  func oneSmallReceiveBuffer() throws {
    let channel = EmbeddedChannel()
    try channel.pipeline.syncOperations.addHandler(ConnectionReadBounds())
    let options = try #require(channel.syncOptions)
    #expect(try options.getOption(ChannelOptions.maxMessagesPerRead) == 1)
    let allocator = try options.getOption(ChannelOptions.recvAllocator)
    let adaptive = try #require(allocator as? AdaptiveRecvByteBufferAllocator)
    #expect(adaptive.maximum == 16 << 10)
    _ = try channel.finish()
  }

  @Test("Once a request is answered, the rest of its body is dropped as it is read; the next request passes whole")
  func answeredBodyDropped() throws {
    let channel = EmbeddedChannel()
    try channel.pipeline.syncOperations.addHandler(ConnectionReadBounds())
    let post = HTTPRequest(method: .post, scheme: nil, authority: "x", path: "/rest/v1/favorites")
    try channel.writeInbound(HTTPRequestPart.head(post))
    try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "first part")))
    // The handler answers (a refusal) before the body ends.
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .serviceUnavailable)))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    // The rest of the body, then its end, then the next request on the same connection.
    try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0x20, count: 16_000)))
    try channel.writeInbound(HTTPRequestPart.end(nil))
    let get = HTTPRequest(method: .get, scheme: nil, authority: "x", path: "/rest/v1/quotes")
    try channel.writeInbound(HTTPRequestPart.head(get))
    try channel.writeInbound(HTTPRequestPart.end(nil))

    var seen: [String] = []
    while let part = try channel.readInbound(as: HTTPRequestPart.self) {
      switch part {
      case .head(let head): seen.append("head \(head.path ?? "")")
      case .body(let body): seen.append("body \(body.readableBytes)")
      case .end: seen.append("end")
      }
    }
    #expect(seen == ["head /rest/v1/favorites", "body 10", "end", "head /rest/v1/quotes", "end"])
    // The answer itself goes out untouched.
    #expect(try channel.readOutbound(as: HTTPResponsePart.self) == .head(HTTPResponse(status: .serviceUnavailable)))
    #expect(try channel.readOutbound(as: HTTPResponsePart.self) == .end(nil))
    _ = try channel.finish()
  }

  @Test("An answer to a request read in full changes nothing, even while the client's next request is being read")
  func pipelinedAnswerUntouched() throws {
    let channel = EmbeddedChannel()
    try channel.pipeline.syncOperations.addHandler(ConnectionReadBounds())
    let post = HTTPRequest(method: .post, scheme: nil, authority: "x", path: "/rest/v1/favorites")
    let get = HTTPRequest(method: .get, scheme: nil, authority: "x", path: "/rest/v1/quotes")
    try channel.writeInbound(HTTPRequestPart.head(post))
    try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "whole")))
    try channel.writeInbound(HTTPRequestPart.end(nil))
    try channel.writeInbound(HTTPRequestPart.head(get))
    // The first request's answer, while the second's end is still to come.
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .created)))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    try channel.writeInbound(HTTPRequestPart.end(nil))
    var seen: [String] = []
    while let part = try channel.readInbound(as: HTTPRequestPart.self) {
      switch part {
      case .head(let head): seen.append("head \(head.path ?? "")")
      case .body(let body): seen.append("body \(body.readableBytes)")
      case .end: seen.append("end")
      }
    }
    #expect(seen == ["head /rest/v1/favorites", "body 5", "end", "head /rest/v1/quotes", "end"])
    _ = try channel.finish()
  }

  @Test(
    "A request answered before its body keeps its connection: the rest is dropped, the next request served, over a real socket"
  )
  func answeredEarlyKeepsConnection() async throws {
    let configuration = testConfiguration()
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let connection = try RawConnection(port: port)
      // No API key: 401 at once, before the body is read. The client reads it, then sends the rest of its body
      // and a read with the key on the same connection.
      connection.send(
        "POST /rest/v1/favorites HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
          + "Content-Length: 20000\r\n\r\n" + String(repeating: " ", count: 3_000))
      let refusal = try #require(await connection.readFirst())
      #expect(refusal.hasPrefix("HTTP/1.1 401"), "\(refusal.prefix(200))")
      connection.send(String(repeating: " ", count: 17_000))
      connection.send(
        "GET /rest/v1/quotes?select=id&limit=1 HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
          + "Connection: close\r\n\r\n")
      let answer = try #require(await connection.readUntilClosed())
      #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(300))")
      #expect(answer.contains(#"[{"id":"#), "the read's own answer, not the rest of the body read as a request")
    }
  }

  @Test(
    "One connection holds at most its own bound of body bytes: past it 413, declared or chunked, over a real socket")
  func perConnectionBound() async throws {
    var settings = testConfiguration()
    // Below /rest's own 1 MB limit, so this bound is the one that answers.
    settings.maximumBodyBytesPerConnection = 1_000
    let configuration = settings
    let info = try QuoteVaultServer.info(configuration)
    let app = try await buildApplication(configuration)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let head =
        "POST /rest/v1/collections HTTP/1.1\r\nHost: localhost\r\napikey: \(info.anonKey)\r\n"
        + "Content-Type: application/json\r\nConnection: close\r\n"
      let declared = try RawConnection(port: port)
      declared.send(head + "Content-Length: 1500\r\n\r\n{")
      let refused = try #require(await declared.readFirst())
      #expect(refused.hasPrefix("HTTP/1.1 413"), "declared past the bound: \(refused.prefix(200))")
      #expect(refused.contains(#""code""#), "in the API's shape: \(refused.prefix(400))")
      let chunked = try RawConnection(port: port)
      let chunk = String(repeating: " ", count: 1_500)
      chunked.send(head + "Transfer-Encoding: chunked\r\n\r\n5dc\r\n\(chunk)\r\n0\r\n\r\n")
      let grown = try #require(await chunked.readUntilClosed())
      #expect(grown.hasPrefix("HTTP/1.1 413"), "chunked past the bound: \(grown.prefix(200))")
      // Within the bound, a body is read in full and answered by the route (401: no user signed in).
      let within = try RawConnection(port: port)
      within.send(head + "Content-Length: 2\r\n\r\n{}")
      let answer = try #require(await within.readUntilClosed())
      #expect(!answer.hasPrefix("HTTP/1.1 413") && !answer.hasPrefix("HTTP/1.1 503"), "\(answer.prefix(200))")
    }
  }
}
