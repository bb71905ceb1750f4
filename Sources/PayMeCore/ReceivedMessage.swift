import Foundation
import Localization

/// A PayMe bubble tapped in Messages, read: what it asks, and what its button opens in PayMe.
public struct ReceivedMessage: Equatable, Sendable {
  /// "Jamie Rivera requests $25.00", "You requested $25.00", "Sending you $25.00", "You're sending $25.00".
  public let title: LocalizedCopy
  /// The requester's handle (a request to someone else): the name is anyone's text, the handle is who is paid.
  public let handle: String?
  /// The note, as the link carries it.
  public let note: String?
  /// What happens next, and where.
  public let detail: LocalizedCopy
  /// The button's words, when there is something to open.
  public let action: LocalizedCopy?
  /// What the button opens in PayMe: the filled-in payment, or Activity.
  public let opens: PayMeLink?

  /// The bubble's URL read through `MessageBubbleLink` (the same `PayMeLink` parser as every `payme://` link);
  /// anything else, a missing URL included, is refused.
  static func read(_ url: URL?, fromMe: Bool, locale: Locale) -> Result<ReceivedMessage, MessageRefusal> {
    guard let url, let link = MessageBubbleLink.link(from: url) else { return .failure(.unreadable) }
    func formatted(_ amount: Decimal) -> String { Money(amount, .usd).formatted(locale: locale) }
    switch link {
    case .pay(let code) where fromMe:
      return .success(
        ReceivedMessage(
          title: code.amount.map { PayMeCopy.messageYouRequested(formatted($0)) } ?? PayMeCopy.messageYouRequestedAny,
          handle: nil, note: code.note, detail: PayMeCopy.messageRequestSentDetail, action: nil, opens: nil))
    case .pay(let code):
      return .success(
        ReceivedMessage(
          title: code.amount.map { PayMeCopy.messageRequests(code.name, formatted($0)) }
            ?? PayMeCopy.messageRequestsAny(code.name),
          handle: code.handle, note: code.note, detail: PayMeCopy.messagePayDetail, action: PayMeCopy.messagePay,
          opens: link))
    case .offer(let offer) where fromMe:
      return .success(
        ReceivedMessage(
          title: PayMeCopy.messageYouAreSending(formatted(offer.amount)), handle: nil, note: offer.note,
          detail: PayMeCopy.messageFinishSendDetail, action: PayMeCopy.messageFinishSend, opens: link))
    case .offer(let offer):
      return .success(
        ReceivedMessage(
          title: PayMeCopy.messageSendingYou(formatted(offer.amount)), handle: nil, note: offer.note,
          detail: PayMeCopy.messageIncomingDetail, action: PayMeCopy.messageOpenPayMe, opens: .activity))
    case .transaction, .activity, .send, .request, .settings, .scheduledPayments:
      return .failure(.unreadable)
    }
  }
}
