import NIOCore
import NIOHTTPTypes

/// Two deadlines for a request still arriving. The whole request, head to the end of its body, must arrive
/// within `deadline` of its head; and an unfinished body must not stall, sending nothing for `stall`. Either
/// passed, the connection is closed, and the body's bytes held against `BodyBudget` are given back as its
/// reader fails. Hummingbird's idle timeout restarts with every body part, so a client sending one byte every
/// 25 s held a connection for ever; and two hundred clients that sent half a body and stopped held their
/// memory for the whole request deadline. The time to a request's head is bounded by the idle timeout.
///
/// A request that arrives whole in one read (every GET, most small POSTs) costs a clock read and no timer: the
/// timer is scheduled only when a read ends with a request still incomplete.
final class RequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  let deadline: TimeAmount
  let stall: TimeAmount
  /// When the head of the request still arriving was read; nil between requests.
  private var headReadAt: NIODeadline?
  /// When the request still arriving last sent anything.
  private var lastReadAt = NIODeadline.now()
  private var timer: Scheduled<Void>?

  init(deadline: TimeAmount, stall: TimeAmount? = nil) {
    self.deadline = deadline
    self.stall = stall ?? deadline
  }

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
    if headReadAt != nil {
      lastReadAt = .now()
      schedule(context: context)
    }
    context.fireChannelReadComplete()
  }

  /// One timer at the nearer of the two deadlines; when it fires with progress since, it is set again.
  private func schedule(context: ChannelHandlerContext) {
    guard let headReadAt, timer == nil else { return }
    let due = min(headReadAt + deadline, lastReadAt + stall)
    timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: due) { [weak self] in
      guard let self else { return }
      self.timer = nil
      guard let headReadAt = self.headReadAt else { return }
      let now = NIODeadline.now()
      if now >= headReadAt + self.deadline || now >= self.lastReadAt + self.stall {
        context.close(promise: nil)
      } else {
        self.schedule(context: context)
      }
    }
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
