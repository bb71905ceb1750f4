import Foundation
import Localization

extension Transaction {
  /// Open, waiting for someone: a contact's request the user has not paid or declined, the user's own request
  /// the contact has not answered, or a payment someone new has not accepted yet. What people open a payments
  /// app to act on (Venmo's and Cash App's pending list). A standard bank transfer on its way is not here: no one
  /// can do anything about it.
  public var isPending: Bool { awaitsAnswer || isWaitingRequest || isUnacceptedPayment }
}

/// One row of the home screen's Pending section: the history row, and whether the user answers it there (a
/// contact's request offers Pay and Decline in the row; the rest open their screen, where Remind and Cancel are).
public struct PendingRow: Equatable, Sendable, Identifiable {
  public let row: RowValue
  /// A contact's request waiting for the user: Pay and Decline in the row.
  public let answerable: Bool
  /// The buttons' VoiceOver names, which say whose request each answers (several rows say "Pay").
  public let payAccessibilityLabel: String
  public let declineAccessibilityLabel: String

  public var id: String { row.id }
}

/// The home screen's Pending section: what is open, the contacts' requests first (the user is the one who must
/// act), each group newest first.
public struct PendingSection: Equatable, Sendable {
  public let rows: [PendingRow]
  /// The section's count, the badge its header shows ("Pending (2)"): every open item. The app icon shows no
  /// badge (docs: README, "Pending").
  public var count: Int { rows.count }
  /// The contacts' requests waiting for the user.
  public let awaitingYou: Int
  /// The header: "Pending (2)".
  public let title: String
  /// What VoiceOver says for the header: "2 pending items, 1 waiting for you".
  public let accessibilityLabel: String

  public init(_ ledger: Ledger, hideAmounts: Bool, locale: Locale, now: Date) {
    let open = ledger.transactions.filter(\.isPending).sorted { $0.date > $1.date }
    let ordered = open.filter(\.awaitsAnswer) + open.filter { !$0.awaitsAnswer }
    rows = ordered.map { transaction in
      PendingRow(
        row: Dashboard.row(transaction, hideAmounts: hideAmounts, locale: locale, now: now),
        answerable: transaction.awaitsAnswer,
        payAccessibilityLabel: PayMeCopy.payRequestFrom(transaction.counterparty.name).text,
        declineAccessibilityLabel: PayMeCopy.declineRequestFrom(transaction.counterparty.name).text)
    }
    awaitingYou = open.filter(\.awaitsAnswer).count
    title = PayMeCopy.pendingHeader(open.count).text
    accessibilityLabel = [
      PayMeCopy.pendingSpoken(open.count).text,
      awaitingYou > 0 ? PayMeCopy.waitingForYouSpoken(awaitingYou).text : nil,
    ].compactMap { $0 }.joined(separator: ", ")
  }
}

extension PayMeCopy {
  public static func pendingHeader(_ count: Int) -> LocalizedCopy {
    .plural("payme.home.pendingHeader", count: count, one: "Pending (1)", other: "Pending (%lld)")
  }
  static func pendingSpoken(_ count: Int) -> LocalizedCopy {
    .plural("payme.a11y.pendingItems", count: count, one: "1 pending item", other: "%lld pending items")
  }
  static func waitingForYouSpoken(_ count: Int) -> LocalizedCopy {
    .plural("payme.a11y.waitingForYou", count: count, one: "1 waiting for you", other: "%lld waiting for you")
  }
  static func payRequestFrom(_ name: String) -> LocalizedCopy {
    LocalizedCopy("payme.a11y.payRequestFrom", "Pay %@", .text(name))
  }
  static func declineRequestFrom(_ name: String) -> LocalizedCopy {
    LocalizedCopy("payme.a11y.declineRequestFrom", "Decline request from %@", .text(name))
  }
  /// The Pending filter with nothing open.
  public static let nothingPending = LocalizedCopy("payme.activity.nothingPending", "Nothing Pending")
  public static let nothingPendingMessage = LocalizedCopy(
    "payme.activity.nothingPendingMessage",
    "Requests waiting for you or for others, and payments not yet accepted, appear here.")
}
