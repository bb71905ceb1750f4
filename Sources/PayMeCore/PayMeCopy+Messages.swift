import Foundation
import Localization

/// The words of PayMe's Messages extension (`PayMeMessagesModel`), its bubbles and the bubbles it reads.
extension PayMeCopy {
  /// The bubble's caption, in the sender's language (Messages shows both sides the bubble as it was made).
  static func messageCaption(_ kind: MessageKind, _ amount: String) -> LocalizedCopy {
    switch kind {
    case .request: LocalizedCopy("payme.messages.captionRequest", "Requesting %@", .text(amount))
    case .send: LocalizedCopy("payme.messages.captionSend", "Sending %@", .text(amount))
    }
  }

  /// `MSMessage.summaryText`: the conversation list and notifications.
  static func messageSummary(_ kind: MessageKind, _ amount: String) -> LocalizedCopy {
    switch kind {
    case .request: LocalizedCopy("payme.messages.summaryRequest", "Requested %@ with PayMe", .text(amount))
    case .send: LocalizedCopy("payme.messages.summarySend", "Sending %@ with PayMe", .text(amount))
    }
  }

  static let messagesBrand = LocalizedCopy("payme.messages.brand", "PayMe")

  /// The Add button: the bubble goes into the conversation's field, for the user to send.
  public static func messageAdd(_ kind: MessageKind) -> LocalizedCopy {
    switch kind {
    case .request: LocalizedCopy("payme.messages.addRequest", "Add Request")
    case .send: LocalizedCopy("payme.messages.addPayment", "Add Payment")
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
  static func messageSendingYou(_ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.sendingYou", "Sending you %@", .text(amount))
  }
  static func messageYouAreSending(_ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.messages.youAreSending", "You're sending %@", .text(amount))
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
  static let messageOpenPayMe = LocalizedCopy("payme.messages.openPayMe", "Open PayMe")
  static let messageIncomingDetail = LocalizedCopy(
    "payme.messages.incomingDetail", "The money shows in your PayMe activity once it has been sent.")
  static let messageRefusedTitle = LocalizedCopy("payme.messages.refusedTitle", "Can't Open This Message")
  static let messageRefusedDetail = LocalizedCopy(
    "payme.messages.refusedDetail", "This isn't a PayMe request or payment.")
}
