import Foundation
import Localization

/// A PayMe bubble tapped in Messages, read: what it asks, and what its button opens in PayMe.
public struct ReceivedMessage: Equatable, Sendable {
  /// "Jamie Rivera requests $25.00", "You requested $25.00", "Offer to send you $25.00", "You offered to send
  /// $25.00".
  public let title: LocalizedCopy
  /// The requester's handle (a request to someone else): the name is anyone's text, the handle is who is paid.
  public let handle: String?
  /// The note, as the link carries it.
  public let note: String?
  /// What happens next, and where.
  public let detail: LocalizedCopy
  /// The button's words, when there is something to open.
  public let action: LocalizedCopy?
  /// What the button opens in PayMe: the filled-in payment; nil when there is nothing PayMe could do.
  public let opens: PayMeLink?
  /// The currency the bubble names, its amount formatted in it.
  public let currency: Currency

  /// The bubble's URL read through `MessageBubbleLink` (the same `PayMeLink` parser as every `payme://` link);
  /// anything else, a missing URL included, is refused.
  ///
  /// A send offer is only that: the demo moves no money between phones (each PayMe keeps its own ledger), so the
  /// person it was sent to is told nothing has been sent and is offered nothing to open. A request or offer in a
  /// currency other than the demo balance's (US dollars) is shown in its currency, but not opened in PayMe, whose
  /// payment would be in dollars.
  static func read(_ url: URL?, fromMe: Bool, locale: Locale) -> Result<ReceivedMessage, MessageRefusal> {
    guard let url else { return .failure(.unreadable) }
    let link: PayMeLink
    let currency: Currency
    switch MessageBubbleLink.read(url) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let read): (link, currency) = read
    }
    func formatted(_ amount: Decimal) -> String { Money(amount, currency).formatted(locale: locale) }
    // The demo balance is in US dollars (`DemoData.ledger`): PayMe pays nothing in another currency.
    let payable = currency == .usd
    func message(
      _ title: LocalizedCopy, handle: String? = nil, note: String?, detail: LocalizedCopy,
      action: LocalizedCopy? = nil, opens: PayMeLink? = nil
    ) -> ReceivedMessage {
      ReceivedMessage(
        title: title, handle: handle, note: note,
        detail: payable || opens == nil ? detail : PayMeCopy.messageOtherCurrency,
        action: payable ? action : nil, opens: payable ? opens : nil, currency: currency)
    }
    switch link {
    case .pay(let code) where fromMe:
      return .success(
        message(
          code.amount.map { PayMeCopy.messageYouRequested(formatted($0)) } ?? PayMeCopy.messageYouRequestedAny,
          note: code.note, detail: PayMeCopy.messageRequestSentDetail))
    case .pay(let code):
      return .success(
        message(
          code.amount.map { PayMeCopy.messageRequests(code.name, formatted($0)) }
            ?? PayMeCopy.messageRequestsAny(code.name),
          handle: code.handle, note: code.note, detail: PayMeCopy.messagePayDetail, action: PayMeCopy.messagePay,
          opens: link))
    case .offer(let offer) where fromMe:
      return .success(
        message(
          PayMeCopy.messageYouOffered(formatted(offer.amount)), note: offer.note,
          detail: PayMeCopy.messageFinishSendDetail, action: PayMeCopy.messageFinishSend, opens: link))
    case .offer(let offer):
      return .success(
        message(
          PayMeCopy.messageOfferedYou(formatted(offer.amount)), note: offer.note,
          detail: PayMeCopy.messageOfferDetail))
    case .transaction, .activity, .send, .request, .settings, .scheduledPayments:
      return .failure(.unreadable)
    }
  }
}
