import NIOCore
import NIOHTTPTypes

/// A whole-request deadline: a connection whose request has not arrived in full (head to the end of its body)
/// within `deadline` of its head is closed. Hummingbird's idle timeout restarts with every body part, so a
/// client sending one byte every 25 s held a connection for ever; the time to a request's head is bounded by
/// the idle timeout, and this bounds the rest.
final class RequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  let deadline: TimeAmount
  private var timer: Scheduled<Void>?

  init(deadline: TimeAmount) { self.deadline = deadline }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      timer?.cancel()
      timer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) { context.close(promise: nil) }
    case .end:
      timer?.cancel()
      timer = nil
    case .body:
      break
    }
    context.fireChannelRead(data)
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }
}
