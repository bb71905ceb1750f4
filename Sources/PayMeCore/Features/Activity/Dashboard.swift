import DesignSystem
import Foundation
import Localization

/// The dashboard as values: the Wallet-style summary, the actions, the recent activity (PM-8).
public struct Dashboard: Equatable, Sendable {
  public let balanceTitle: LocalizedCopy
  public let balance: String
  /// Under the balance: "Demo balance · No real money", hidden or not.
  public let demoCaption: LocalizedCopy
  public let balanceAccessibilityLabel: String
  /// The card's whole label: the balance, then its demo caption.
  public let balanceCardAccessibilityLabel: String
  public let balanceAccessibilityHint: String?
  /// The card is a button only while Hide Balance is on (a tap shows or hides the amount); otherwise it is
  /// plain text, and VoiceOver does not announce a button that does nothing.
  public let balanceIsButton: Bool
  public let holder: String
  public let actions: [RowValue]
  /// Under the balance card, as Apple Cash's card offers them: Add Money and Transfer to Bank.
  public let balanceActions: [RowValue]
  /// Recent Activity: the newest settled entries, without what the Pending section already lists.
  public let recent: [RowValue]

  public static let recentCount = 5

  public init(ledger: Ledger, settings: PayMeSettings, revealed: Bool, locale: Locale = .current, now: Date) {
    let hidden = settings.hideBalance && !revealed
    balanceTitle = PayMeCopy.balance
    balance = hidden ? PayMeCopy.hiddenAmount : ledger.balance.formatted(locale: locale)
    demoCaption = PayMeCopy.demoBalance
    balanceAccessibilityLabel =
      hidden
      ? LocalizedCopy("payme.a11y.balanceHidden", "Balance hidden").text
      : LocalizedCopy("payme.a11y.balance", "Balance, %@", .text(ledger.balance.formatted(locale: locale))).text
    // The card is one element to VoiceOver: its caption is said after the amount.
    balanceCardAccessibilityLabel = balanceAccessibilityLabel + ", " + PayMeCopy.demoBalanceSpoken.text
    // What a tap does is a hint, not part of the name (Voice Control and Switch Control users do not double-tap).
    balanceAccessibilityHint =
      settings.hideBalance
      ? (hidden
        ? LocalizedCopy("payme.a11y.showsBalance", "Shows the balance").text
        : LocalizedCopy("payme.a11y.hidesBalance", "Hides the balance").text) : nil
    balanceIsButton = settings.hideBalance
    holder = ledger.holderName
    actions = [
      RowValue(
        id: "send", title: PayMeCopy.sendMoney.text, subtitle: nil, value: nil, systemImage: "arrow.up.circle",
        accessibilityLabel: PayMeCopy.sendMoney.text),
      RowValue(
        id: "request", title: PayMeCopy.requestMoney.text, subtitle: nil, value: nil, systemImage: "arrow.down.circle",
        accessibilityLabel: PayMeCopy.requestMoney.text),
      RowValue(
        id: "split", title: PayMeCopy.splitBill.text, subtitle: nil, value: nil, systemImage: "person.3",
        accessibilityLabel: PayMeCopy.splitBill.text),
      RowValue(
        id: "mycode", title: PayMeCopy.myCode.text, subtitle: nil, value: nil, systemImage: "qrcode",
        accessibilityLabel: PayMeCopy.myCode.text),
      RowValue(
        id: "scan", title: PayMeCopy.scanCode.text, subtitle: nil, value: nil, systemImage: "qrcode.viewfinder",
        accessibilityLabel: PayMeCopy.scanCode.text),
    ]
    balanceActions = [
      RowValue(
        id: "addmoney", title: PayMeCopy.addMoney.text, subtitle: nil, value: nil, systemImage: "plus.circle",
        accessibilityLabel: PayMeCopy.addMoney.text),
      RowValue(
        id: "transfer", title: PayMeCopy.transferToBank.text, subtitle: nil, value: nil,
        systemImage: "building.columns", accessibilityLabel: PayMeCopy.transferToBank.text),
    ]
    // An open item is listed once on the home screen, in the Pending section above, as Venmo and Cash App list it;
    // it joins Recent Activity once settled. Activity's "All" lists everything.
    recent = ledger.transactions.filter { !$0.isPending }.prefix(Self.recentCount).map {
      Self.row($0, hideAmounts: hidden, locale: locale, now: now)
    }
  }

  /// A request, or a payment not (or no longer) on its way, says where it stands in the row itself.
  static func showsStatus(_ transaction: Transaction) -> Bool {
    transaction.kind == .request || transaction.kind == .incoming || transaction.kind == .addedMoney
      || transaction.kind == .bankTransfer || (transaction.kind == .sent && transaction.status != .completed)
  }

  /// A history row: who, what for, and the signed amount (or the request's status).
  public static func row(_ transaction: Transaction, hideAmounts: Bool, locale: Locale, now: Date) -> RowValue {
    let amount = hideAmounts ? PayMeCopy.hiddenAmount : signedAmount(transaction, locale: locale)
    let statusCopy: LocalizedCopy =
      switch (transaction.kind, transaction.status) {
      case (.request, .pending): PayMeCopy.pending
      case (.request, .declined): PayMeCopy.declined
      case (.request, .cancelled): PayMeCopy.cancelled
      case (.request, _): PayMeCopy.requested
      case (.incoming, .pending): PayMeCopy.requestedFromYou
      case (.incoming, .declined): PayMeCopy.declined
      case (.incoming, _): PayMeCopy.paid
      case (.sent, .pending): PayMeCopy.waitingToAccept
      case (.sent, .cancelled): PayMeCopy.cancelled
      case (.sent, .returned): PayMeCopy.returned
      case (.sent, _): PayMeCopy.sent
      case (.received, _): PayMeCopy.received
      case (.addedMoney, _): PayMeCopy.addMoney
      case (.bankTransfer, _): transaction.speed?.title ?? PayMeCopy.transferToBank
      }
    let status = statusCopy.text
    let when = RelativeDay.text(transaction.date, now: now, locale: locale)
    // A request shows where it stands (Pending, Declined, Cancelled) in the row itself, not only to VoiceOver;
    // an empty note leaves no separator behind.
    let subtitle =
      ([Self.showsStatus(transaction) ? status : nil, transaction.note, when]
      as [String?])
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    let spoken = [
      status, transaction.counterparty.name,
      hideAmounts ? LocalizedCopy("payme.a11y.amountHidden", "amount hidden").text : amount, transaction.note, when,
    ]
    .filter { !$0.isEmpty }.joined(separator: ", ")
    return RowValue(
      id: transaction.id, title: transaction.counterparty.name, subtitle: subtitle, value: amount, systemImage: nil,
      accessibilityLabel: spoken)
  }

  /// Money out or in with its sign where the locale puts it ("-$18.75", "+$42.50", "-18,75 €"), the plain
  /// amount for a request.
  public static func signedAmount(_ transaction: Transaction, locale: Locale) -> String {
    switch transaction.kind {
    case .request, .incoming: transaction.amount.formatted(locale: locale)
    case .sent, .received, .addedMoney, .bankTransfer: transaction.balanceChange.signedFormatted(locale: locale)
    }
  }
}
