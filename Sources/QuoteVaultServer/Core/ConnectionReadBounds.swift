import NIOCore
import NIOHTTPTypes

/// What one connection may hold of bytes it has read and not used, whatever its client does.
///
/// - Reads: one receive buffer of at most `readBufferBytes` per connection. NIO's default keeps a pool of four
///   receive buffers per connection (one per read of a cycle), each grown up to 64 KB by a fast sender, for the
///   life of the connection: 500 clients that sent half a 1 MB body and stopped held about 256 KB each, so memory
///   grew with the number of connections although every body past `BodyBudget` was refused.
/// - Answered bodies: once a request's answer is complete (a refusal of its body, 413 or 503, or any answer that
///   did not need it), the rest of its body is dropped as it is read instead of queued for the handler to drain;
///   the handler is told the request ended. The connection stays usable, and `RequestDeadlineHandler` (before this
///   one in the pipeline) still closes it if the rest of the body stalls.
final class ConnectionReadBounds: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// The largest receive buffer, and the only one a connection keeps between reads.
  static let readBufferBytes = 16 << 10

  /// Requests whose head was read; requests whose end the handler was given (its own or, for an answered body,
  /// the one given early); answers written in full. Clients may send the next request before an answer, so the
  /// answer written is for request number `answers`, which may not be the one being read.
  private var heads = 0
  private var ends = 0
  private var answers = 0
  /// The request being read was answered before its end: its body parts are dropped until its end.
  private var discarding = false

  func handlerAdded(context: ChannelHandlerContext) {
    guard let options = context.channel.syncOptions else { return }
    try? options.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
    try? options.setOption(
      ChannelOptions.recvAllocator,
      value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 2048, maximum: Self.readBufferBytes))
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      heads += 1
    case .body:
      if discarding { return }
    case .end:
      if discarding {
        discarding = false
        return
      }
      ends += 1
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) {
      answers += 1
      // The answer is for the request being read, and its body has not ended: the handler reads parts until
      // the request's end before the next request, so it gets that end now, after the parts it already has,
      // and the rest of the body never reaches it.
      if !discarding, heads == answers, ends == answers - 1 {
        discarding = true
        ends += 1
        context.fireChannelRead(wrapInboundOut(.end(nil)))
        context.fireChannelReadComplete()
      }
    }
    context.write(data, promise: promise)
  }
}
