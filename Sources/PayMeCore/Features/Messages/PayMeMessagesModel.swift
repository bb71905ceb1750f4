import AppServices
import Foundation
import Localization
import Observation
import SharedStore

/// How Messages shows the extension (`MSMessagesAppPresentationStyle`): in the keyboard's place, where no
/// keyboard can come up, or over most of the conversation.
public enum MessagesStyle: Sendable, Equatable {
  case compact
  case expanded
}

/// What a bubble asks for: money to be paid to the sender, or money the sender will send.
public enum MessageKind: Sendable, Equatable, CaseIterable {
  case request
  case send
}

/// PayMe in Messages (Apple Cash's place in the conversation): the extension's one screen. The sender
/// picks Request or Send, types an amount on PayMe's keypad under the payment's rules and an optional note, and
/// adds a bubble to the conversation (`MessageContent`); a bubble tapped opens here as a `ReceivedMessage`,
/// whose button opens PayMe at the filled-in payment.
///
/// No money moves in Messages. The bubble is a request or an offer, and says it is a demo with no real money on
/// the bubble itself and in its summary (what someone without PayMe sees); paying happens in PayMe, after its
/// Review, confirmation and device owner check (Face ID or the passcode). An extension cannot show the app's
/// authentication flow (the check, App Lock, the discard dialog are PayMeModel's, in the app's process) and it
/// shares no ledger nor the ledger's file lock with the app: a payment made here could race one made there. So a
/// "Send" bubble is worded as an offer ("Offering to send $25.00"), never as money on its way.
///
/// A request names this install's holder (`PayMeHolder`), which the app saved in the App Group: the extension
/// reads it (`reading(_:style:locale:)`); before PayMe was ever opened there is none, and a request asks for it.
/// Messages keeps the extension's process alive between uses, so the holder is read again each time it becomes
/// active (`becameActive()`): a handle changed in PayMe's Settings since, or one the first read could not reach
/// before the first unlock, is the one the next request carries.
@MainActor
@Observable
public final class PayMeMessagesModel {
  public private(set) var kind: MessageKind = .request
  /// The style Messages shows the extension in, as the view controller last reported it.
  public private(set) var style: MessagesStyle
  /// Whether the keypad is up. It shows only expanded: in compact style it would cover the conversation's field.
  public private(set) var isEnteringAmount = false
  /// The amount as typed on the keypad.
  public internal(set) var entry: AmountEntry
  /// Why the amount cannot be sent, shown under it (after a refused key, or Add).
  public private(set) var error: AmountError?
  /// The note as typed; cleaned into the link's (`PaymentNote.clean`) when the bubble is made.
  public private(set) var note = ""
  /// The bubble being added: the controller reports how `MSConversation.insert` went.
  public private(set) var inserting: MessageContent?
  /// Adding the last bubble failed: said, and the amount and note stay for another try.
  public private(set) var insertFailed = false
  /// Messages did not open PayMe for the tapped bubble's button (`NSExtensionContext.open` answers false, as it
  /// does when PayMe is not on the Home Screen): said, with where to open it instead.
  public private(set) var openFailed = false
  /// A request was asked for before PayMe was opened on this iPhone: there is no handle to ask others to pay yet.
  public private(set) var needsHolder = false
  /// The tapped bubble, read; or why it cannot be.
  public private(set) var selected: Result<ReceivedMessage, MessageRefusal>?

  /// Asks Messages for a style (`requestPresentationStyle`); the user keeps the last word.
  @ObservationIgnored public var onRequestStyle: @MainActor (MessagesStyle) -> Void = unimplemented(
    "PayMeMessagesModel.onRequestStyle")
  /// Puts a bubble in the conversation's input field (`MSConversation.insert`); the user sends it.
  @ObservationIgnored public var onInsert: @MainActor (MessageContent) -> Void = unimplemented(
    "PayMeMessagesModel.onInsert")
  /// Opens PayMe at a link (`NSExtensionContext.open`, which Messages allows for the extension's own app, and
  /// only while the app is on the Home Screen); the controller reports how it went (`openFinished`).
  @ObservationIgnored public var onOpen: @MainActor (URL) -> Void = unimplemented("PayMeMessagesModel.onOpen")

  /// Who a request asks others to pay: this install's code; nil before PayMe saved one. Read again from the App
  /// Group each time the extension becomes active (`becameActive()`).
  public private(set) var holder: PayCode?
  /// The last read of the App Group's holder failed (its file cannot be read before the first unlock, or is
  /// damaged): a request uses the handle read before it, if any, and the form says so (`holderNotice`).
  public private(set) var holderUnreadable = false
  let locale: Locale
  /// The App Group's store the holder is read from; nil for a model given its holder.
  private let store: SharedStore?

  public convenience init(
    holder: PayCode?, style: MessagesStyle, currency: Currency = .usd, locale: Locale = .current
  ) {
    self.init(holder: holder, store: nil, style: style, currency: currency, locale: locale)
  }

  init(holder: PayCode?, store: SharedStore?, style: MessagesStyle, currency: Currency, locale: Locale) {
    self.holder = holder
    self.store = store
    self.style = style
    self.locale = locale
    entry = AmountEntry(currency: currency, locale: locale)
  }

  /// The extension's model for this install: its holder as PayMe saved it in the App Group (`store`, the group's
  /// store), so a request names this iPhone's user and no other. The ledger stays in PayMe's own container: the
  /// amount's balance check happens in PayMe, where the payment is made.
  public static func reading(
    _ store: SharedStore, style: MessagesStyle, locale: Locale = .current
  ) -> PayMeMessagesModel {
    let model = PayMeMessagesModel(holder: nil, store: store, style: style, currency: .usd, locale: locale)
    model.readHolder()
    return model
  }

  /// The extension becomes active again (`willBecomeActive(with:)`): Messages may have kept this process since the
  /// last use, and the user may have changed their handle in PayMe meanwhile, or unlocked the iPhone for the first
  /// time since a restart. The holder is read again.
  public func becameActive() {
    readHolder()
  }

  /// The App Group's holder, as PayMe saved it. Nothing saved: no holder yet. Unreadable: the one read before
  /// stays (never a blank handle), and `holderUnreadable` says so.
  private func readHolder() {
    guard let store else { return }
    switch store.load(PayMeShared.holder) {
    case .success(let saved):
      // The key's value is itself optional: nothing written and a written nil are both "no holder".
      holder = (saved ?? nil)?.code
      holderUnreadable = false
    case .failure:
      holderUnreadable = true
    }
    if holder != nil { needsHolder = false }
  }

  /// Said above Add while a request is chosen and the holder could not be read: which handle the request carries
  /// (the last one read), or, with none, that the iPhone must be unlocked first.
  public var holderNotice: LocalizedCopy? {
    guard kind == .request, holderUnreadable else { return nil }
    guard let holder else { return PayMeCopy.messageHolderUnreadable }
    return PayMeCopy.messageHolderStale(holder.handle)
  }

  // MARK: - Presentation style

  /// Messages moved the extension to `style` (`didTransition(to:)`): the user's choice too. In compact style the
  /// keypad goes, the amount typed stays.
  public func styleChanged(_ style: MessagesStyle) {
    self.style = style
    if style == .compact { isEnteringAmount = false }
  }

  /// Whether the amount, keypad and note show: only expanded, where the keyboard can come up for the note.
  public var showsForm: Bool { style == .expanded }

  // MARK: - Composing

  public func choose(_ kind: MessageKind) {
    self.kind = kind
    insertFailed = false
    needsHolder = false
  }

  /// The amount (or the compact "Enter Amount") tapped: the keypad comes up, and from compact style the
  /// extension asks to expand, as Apple asks of any control that needs the keyboard's room.
  public func beginAmount() {
    isEnteringAmount = true
    if style == .compact { onRequestStyle(.expanded) }
  }

  /// The note field's text; never longer than a payment's note.
  public func editNote(_ text: String) {
    note = String(text.prefix(PaymentFlow.maximumNoteLength))
    insertFailed = false
  }

  /// Add: a valid amount makes the bubble and hands it to the controller; otherwise the reason shows under the
  /// amount and nothing is added.
  public func add() {
    guard inserting == nil else { return }
    guard kind == .send || holder != nil else {
      // Not readable now is not "never set up": the notice says which (`holderNotice`).
      needsHolder = !holderUnreadable
      return
    }
    // The payment's rules with the demo's limit; the balance is checked in PayMe, where money moves.
    switch entry.validated(balance: Money(Ledger.paymentLimit, entry.currency)) {
    case .failure(let reason):
      error = reason
      isEnteringAmount = true
      if style == .compact { onRequestStyle(.expanded) }
    case .success(let money):
      guard let content = content(for: money) else {
        error = .malformed
        return
      }
      error = nil
      insertFailed = false
      inserting = content
      onInsert(content)
    }
  }

  /// How `MSConversation.insert` ended. Added: the form empties and the extension goes compact, so the bubble is
  /// seen in the input field. Failed: everything typed stays, and the failure is said.
  public func insertFinished(succeeded: Bool) {
    guard inserting != nil else { return }
    inserting = nil
    guard succeeded else {
      insertFailed = true
      return
    }
    entry = AmountEntry(currency: entry.currency, locale: locale)
    note = ""
    isEnteringAmount = false
    onRequestStyle(.compact)
  }

  /// The bubble for `money`: a request carries the user's code (paid to them), a send offer the amount and note.
  /// The bubble and its summary say it is a demo with no real money: they are read in Messages, by people who may
  /// not have PayMe, with nothing of PayMe's around them (App Review 2.2).
  func content(for money: Money) -> MessageContent? {
    let note = PaymentNote.clean(note)
    let link: PayMeLink? =
      switch kind {
      case .request:
        holder.flatMap { PayCode(handle: $0.handle, name: $0.name, amount: money.amount, note: note) }.map { .pay($0) }
      case .send: SendOffer(amount: money.amount, note: note).map { .offer($0) }
      }
    guard let link, let url = MessageBubbleLink.url(for: link, currency: money.currency) else { return nil }
    let amount = money.formatted(locale: locale)
    let summary = PayMeCopy.messageSummary(kind, amount).text
    return MessageContent(
      caption: PayMeCopy.messageCaption(kind, amount).text, subcaption: PayMeCopy.messageDemoMarker.text,
      trailingCaption: PayMeCopy.messagesBrand.text, trailingSubcaption: note.isEmpty ? nil : note, summary: summary,
      accessibilityLabel: [summary, note].filter { !$0.isEmpty }.joined(separator: ". "), url: url, link: link)
  }

  // MARK: - A bubble tapped

  /// A bubble was tapped (`conversation.selectedMessage`): `fromMe` when the user sent it. Read through
  /// `MessageBubbleLink`, so a bubble anyone forged is refused in words.
  public func select(_ url: URL?, fromMe: Bool) {
    selected = ReceivedMessage.read(url, fromMe: fromMe, locale: locale)
    openFailed = false
  }

  /// Back to composing (a new conversation, or the bubble's view closed).
  public func deselect() {
    selected = nil
    openFailed = false
  }

  /// The tapped bubble's button: PayMe opens at what it names. Nothing is paid here.
  public func openSelected() {
    guard case .success(let message)? = selected, let link = message.opens else { return }
    openFailed = false
    onOpen(link.url)
  }

  /// How `NSExtensionContext.open` ended: refused, the bubble's view says so, rather than a button doing nothing.
  public func openFinished(succeeded: Bool) {
    openFailed = !succeeded
  }
}

/// A bubble's content, for `MSMessage` and its `MSMessageTemplateLayout`: words already in the sender's language,
/// as Messages shows them to both sides.
public struct MessageContent: Equatable, Sendable {
  /// "Requesting $25.00" / "Offering to send $25.00".
  public let caption: String
  /// "Demo · No real money": on every bubble, under its caption.
  public let subcaption: String
  public let trailingCaption: String
  /// The note, if any.
  public let trailingSubcaption: String?
  /// `MSMessage.summaryText`: what the conversation list and a notification say.
  public let summary: String
  public let accessibilityLabel: String
  /// `MSMessage.url`: the link, as Messages carries it (`MessageBubbleLink`).
  public let url: URL
  public let link: PayMeLink
}

/// Why a tapped bubble cannot be opened: it is not one PayMe wrote, or its amount is in a currency PayMe does not
/// know (`MessageBubbleLink`'s `currency`).
public enum MessageRefusal: Error, Equatable, Sendable {
  case unreadable
  /// Three letters as ISO 4217 writes them, but not a currency PayMe has (`Currency.known`).
  case unknownCurrency(String)

  public var title: LocalizedCopy { PayMeCopy.messageRefusedTitle }
  public var message: LocalizedCopy {
    switch self {
    case .unreadable: PayMeCopy.messageRefusedDetail
    case .unknownCurrency(let code): PayMeCopy.messageUnknownCurrency(code)
    }
  }
}

extension PayMeMessagesModel: AmountKeypadTyping {
  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { PayMeCopy.amountHint(kind == .send ? .send : .request) }

  /// Keys are taken only with the keypad up, and not while a bubble is being added.
  public var acceptsAmountKeys: Bool { isEnteringAmount && showsForm && inserting == nil }

  /// Taken, the reason said goes; refused with a reason, it shows under the amount.
  public func keep(_ change: AmountKeyChange) {
    entry = change.entry
    if change.taken { error = nil } else if let reason = change.refusal { error = reason }
    insertFailed = false
  }
}
