import NIOCore
import NIOHTTPTypes

/// A whole-request deadline: a connection whose request has not arrived in full (head to the end of its body)
/// within `deadline` of its head is closed. Hummingbird's idle timeout restarts with every body part, so a
/// client sending one byte every 25 s held a connection for ever; the time to a request's head is bounded by
/// the idle timeout, and this bounds the rest.
///
/// A request that arrives whole in one read (every GET, most small POSTs) costs a clock read and no timer: the
/// timer is scheduled only when a read ends with a request still incomplete.
final class RequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  let deadline: TimeAmount
  /// When the head of the request still arriving was read; nil between requests.
  private var headReadAt: NIODeadline?
  private var timer: Scheduled<Void>?

  init(deadline: TimeAmount) { self.deadline = deadline }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      headReadAt = .now()
    case .end:
      headReadAt = nil
      cancelTimer()
    case .body:
      break
    }
    context.fireChannelRead(data)
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    if let headReadAt, timer == nil {
      timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: headReadAt + deadline) { [weak self] in
        guard let self, self.headReadAt != nil else { return }
        context.close(promise: nil)
      }
    }
    context.fireChannelReadComplete()
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelTimer()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) { cancelTimer() }

  private func cancelTimer() {
    timer?.cancel()
    timer = nil
  }
}
