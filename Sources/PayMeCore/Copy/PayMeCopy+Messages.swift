import Foundation
import Localization

/// The words of PayMe's Messages extension (`PayMeMessagesModel`), its bubbles and the bubbles it reads.
extension PayMeCopy {
  /// The bubble's caption, in the sender's language (Messages shows both sides the bubble as it was made).
  /// A "Send" bubble is an offer: nothing has moved when it is sent, and in the demo nothing ever reaches the
  /// other phone (each PayMe keeps its own ledger).
  static func messageCaption(_ kind: MessageKind, _ amount: String) -> LocalizedCopy {
    switch kind {
    case .request: LocalizedCopy("payme.messages.captionRequest", "Requesting %@", .text(amount))
    case .send: LocalizedCopy("payme.messages.captionOffer", "Offering to send %@", .text(amount))
    }
  }

  /// The bubble's subcaption, on every bubble: people without PayMe read it with nothing else around it
  /// (App Review 2.2), in the quick actions' words.
  static let messageDemoMarker = LocalizedCopy("payme.messages.demoMarker", "Demo · No real money")

  /// `MSMessage.summaryText`: the conversation list and notifications, read alone, so it says it is a demo too.
  static func messageSummary(_ kind: MessageKind, _ amount: String) -> LocalizedCopy {
    switch kind {
    case .request:
      LocalizedCopy(
        "payme.messages.summaryRequestDemo", "Requested %@ with PayMe (demo, no real money)", .text(amount))
    case .send:
      LocalizedCopy(
        "payme.messages.summaryOfferDemo", "Offered to send %@ with PayMe (demo, no real money)", .text(amount))
    }
  }

  static let messagesBrand = LocalizedCopy("payme.messages.brand", "PayMe")

  /// The Add button: the bubble goes into the conversation's field, for the user to send.
  public static func messageAdd(_ kind: MessageKind) -> LocalizedCopy {
    switch kind {
    case .request: LocalizedCopy("payme.messages.addRequest", "Add Request")
    case .send: LocalizedCopy("payme.messages.addOffer", "Add Offer")
    }
  }

  /// The Request / Send picker's name, for VoiceOver.
  public static let messageKindLabel = LocalizedCopy("payme.messages.kind", "Request or Send")
  public static let messageEnterAmount = LocalizedCopy("payme.messages.enterAmount", "Enter Amount")
  public static let messageNoMoneyMoves = LocalizedCopy(
    "payme.messages.noMoneyMoves",
    "No money moves in Messages. Payments are made in PayMe, with Face ID or your passcode.")
  public static let messageInsertFailed = LocalizedCopy(
    "payme.messages.insertFailed", "Couldn't add the message. Try again.")
  /// Messages opens an iMessage app's own app only while that app is on the Home Screen.
  public static let messageOpenFailed = LocalizedCopy(
    "payme.messages.openFailed", "Messages couldn't open PayMe. Open PayMe from your Home Screen or App Library.")

  static func messageRequests(_ name: String, _ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.requests", "%@ requests %@", .text(name), .text(amount))
  }
  static func messageRequestsAny(_ name: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.requestsAny", "%@ requests money", .text(name))
  }
  static func messageYouRequested(_ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.youRequested", "You requested %@", .text(amount))
  }
  static let messageYouRequestedAny = LocalizedCopy("payme.messages.youRequestedAny", "You requested money")
  static func messageOfferedYou(_ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.offeredYou", "Offer to send you %@", .text(amount))
  }
  static func messageYouOffered(_ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.youOffered", "You offered to send %@", .text(amount))
  }

  static let messagePay = LocalizedCopy("payme.messages.pay", "Pay in PayMe")
  static let messagePayDetail = LocalizedCopy(
    "payme.messages.payDetail", "You review the payment in PayMe and confirm it with Face ID or your passcode.")
  static let messageRequestSentDetail = LocalizedCopy(
    "payme.messages.requestSentDetail", "They pay you from their PayMe app.")
  static let messageFinishSend = LocalizedCopy("payme.messages.finishSend", "Send in PayMe")
  static let messageFinishSendDetail = LocalizedCopy(
    "payme.messages.finishSendDetail",
    "Nothing has been sent yet. Choose who gets it in PayMe, then confirm with Face ID or your passcode.")
  static let messageOfferDetail = LocalizedCopy(
    "payme.messages.offerDetail",
    "Nothing has been sent. PayMe is a demo: no real money moves, and no payment reaches another phone.")
  static let messageOtherCurrency = LocalizedCopy(
    "payme.messages.otherCurrency", "PayMe's demo balance is in US dollars, so this can't be paid or sent in PayMe.")
  static func messageUnknownCurrency(_ code: String) -> LocalizedCopy {
    LocalizedCopy(
      "payme.messages.unknownCurrency", "This message's amount is in %@, a currency PayMe doesn't know.",
      .text(code))
  }
  /// Request asked for before PayMe was opened on this iPhone: no handle has been made for it yet.
  public static let messageNeedsHolder = LocalizedCopy(
    "payme.messages.needsHolder", "Open PayMe once to set up your handle, then ask for money here.")
  /// The holder's file cannot be read (before the first unlock since a restart) and none was read before.
  public static let messageHolderUnreadable = LocalizedCopy(
    "payme.messages.holderUnreadable", "Your handle can't be read right now. Unlock your iPhone, then try again.")
  /// The holder's file cannot be read now: a request carries the handle read last, which may since have changed.
  static func messageHolderStale(_ handle: String) -> LocalizedCopy {
    LocalizedCopy(
      "payme.messages.holderStale", "Couldn't read your handle from PayMe. Requests use %@, read earlier.",
      .text(handle))
  }
  static let messageRefusedTitle = LocalizedCopy("payme.messages.refusedTitle", "Can't Open This Message")
  static let messageRefusedDetail = LocalizedCopy(
    "payme.messages.refusedDetail", "This isn't a PayMe request or payment.")
}
