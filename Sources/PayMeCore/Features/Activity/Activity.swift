import Foundation
import Localization
import Observation
import SharedStore

/// Which entries the Activity screen lists.
public enum ActivityFilter: String, CaseIterable, Hashable, Sendable {
  case all, pending, sent, received, requests, transfers

  public var title: LocalizedCopy {
    switch self {
    case .all: LocalizedCopy("payme.activity.filterAll", "All")
    case .pending: LocalizedCopy("payme.activity.filterPending", "Pending")
    case .sent: LocalizedCopy("payme.activity.filterSent", "Sent")
    case .received: LocalizedCopy("payme.activity.filterReceived", "Received")
    case .requests: LocalizedCopy("payme.activity.filterRequests", "Requests")
    case .transfers: LocalizedCopy("payme.activity.filterTransfers", "Transfers")
    }
  }

  func includes(_ transaction: Transaction) -> Bool {
    switch self {
    case .all: true
    // What waits for someone to act (`Transaction.isPending`), either way.
    case .pending: transaction.isPending
    case .sent: transaction.kind == .sent
    case .received: transaction.kind == .received
    // Both ways: the user's requests and contacts' requests of the user.
    case .requests: transaction.kind == .request || transaction.kind == .incoming
    // Both ways between the balance and the demo bank.
    case .transfers: transaction.kind == .addedMoney || transaction.kind == .bankTransfer
    }
  }
}

/// A month of activity, as Wallet groups a card's transactions: its title ("November 2026") and its entries,
/// newest first.
public struct ActivitySection: Equatable, Sendable, Identifiable {
  public let id: String
  public let title: String
  public let rows: [RowValue]
}

/// The Activity screen: what the search field holds and which filter is chosen. Entries are grouped by month,
/// newest first, and found by the contact's name or handle, the note, or the amount.
@MainActor
@Observable
public final class ActivityModel {
  /// The search field (`.searchable`), at most 140 characters.
  public var query = "" {
    didSet {
      if query.count > PaymentFlow.maximumNoteLength { query = String(query.prefix(PaymentFlow.maximumNoteLength)) }
    }
  }
  public var filter = ActivityFilter.all
  /// The archive's older entries (`LedgerArchive`): read only when asked for (Show Older Activity).
  public internal(set) var older = OlderActivity.notLoaded

  /// The app's ledger (nil until the app wires it: then nothing is listed), and what the rows show as the app
  /// says now: amounts hidden (Hide Balance), the user's locale, the clock.
  @ObservationIgnored var ledger: (@MainActor () -> Ledger)?
  @ObservationIgnored var hidesAmounts: @MainActor () -> Bool = { false }
  @ObservationIgnored var locale: @MainActor () -> Locale = { .current }
  @ObservationIgnored var now: @MainActor () -> Date = { Date() }
  /// Where the archive is read from (Show Older Activity).
  @ObservationIgnored var store: SharedStore?

  public init() {}

  /// The Activity screen's months, as it shows them now (with the older entries, once shown).
  public var months: [ActivitySection] {
    guard let ledger else { return [] }
    return sections(ledger(), hideAmounts: hidesAmounts(), locale: locale(), now: now(), older: olderTransactions)
  }

  /// The entries shown, by month. Amounts are searched only while they are shown (not under Hide Balance), so
  /// a search never reveals what the dots hide.
  public func sections(
    _ ledger: Ledger, hideAmounts: Bool, locale: Locale, now: Date, calendar: Calendar = .current,
    older: [Transaction] = []
  ) -> [ActivitySection] {
    let matching = (ledger.transactions + older)
      .filter { filter.includes($0) && Self.matches($0, query: query, amounts: !hideAmounts, locale: locale) }
      .sorted { $0.date > $1.date }
    var sections: [ActivitySection] = []
    var style = Date.FormatStyle(locale: locale, calendar: calendar).month(.wide).year()
    style.timeZone = calendar.timeZone
    for transaction in matching {
      let month = calendar.dateComponents([.year, .month], from: transaction.date)
      let id = "\(month.year ?? 0)-\(month.month ?? 0)"
      let row = Dashboard.row(transaction, hideAmounts: hideAmounts, locale: locale, now: now)
      if let last = sections.last, last.id == id {
        sections[sections.count - 1] = ActivitySection(id: id, title: last.title, rows: last.rows + [row])
      } else {
        sections.append(
          ActivitySection(id: id, title: MonthTitle.standalone(transaction.date.formatted(style), locale), rows: [row]))
      }
    }
    return sections
  }

  /// "No Results" for a search or filter that leaves nothing: the query the view names, "" for a filter alone.
  /// Pending with nothing open is not a failed search: it says so in words (`nothingPending`).
  public func noResults(_ sections: [ActivitySection]) -> String? {
    guard sections.isEmpty, !nothingPending(sections) else { return nil }
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty && filter == .all ? nil : trimmed
  }

  /// The Pending filter, no search, and nothing open: "Nothing Pending" and what would appear here.
  public func nothingPending(_ sections: [ActivitySection]) -> Bool {
    sections.isEmpty && filter == .pending && query.trimmingCharacters(in: .whitespaces).isEmpty
  }

  /// Case and accent insensitive on the name, the handle and the note; an amount matches when its digits do
  /// ("18.75", "$18.75" and "18" find $18.75), its decimal separator the user's ("12,50" in Germany or Spain).
  static func matches(_ transaction: Transaction, query: String, amounts: Bool, locale: Locale) -> Bool {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return true }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    let words = [transaction.counterparty.name, transaction.counterparty.handle, transaction.note]
    if words.contains(where: { $0.range(of: query, options: options) != nil }) { return true }
    guard amounts else { return false }
    let plain = Self.amountDigits(transaction.amount.formatted(locale: locale), locale: locale)
    return Self.amountForms(query, locale: locale).contains { !$0.isEmpty && plain.hasPrefix($0) }
  }

  /// An amount's digits, with "." for the locale's decimal separator and nothing else: "$1,250.00" in the US and
  /// "1.250,00 €" in Germany are both "1250.00".
  static func amountDigits(_ text: String, locale: Locale) -> String {
    let decimal = locale.decimalSeparator?.first ?? "."
    return String(text.compactMap { $0.isWholeNumber ? $0 : $0 == decimal ? "." : nil })
  }

  /// What a typed amount may mean: as the locale writes it, and, when its one "." or "," is followed by one or
  /// two digits, that mark as the decimal point ("12.50" typed on a German keyboard's period, "12,50" in the US).
  static func amountForms(_ query: String, locale: Locale) -> Set<String> {
    var forms: Set<String> = [amountDigits(query, locale: locale)]
    let marks = query.filter { $0 == "." || $0 == "," }
    if marks.count == 1, let mark = marks.first, let split = query.lastIndex(of: mark) {
      let whole = query[..<split].filter(\.isWholeNumber)
      let fraction = query[query.index(after: split)...]
      if (1...2).contains(fraction.count), fraction.allSatisfy(\.isWholeNumber) {
        forms.insert("\(whole).\(fraction)")
      }
    }
    return forms
  }
}

/// The archive's older entries as Activity holds them.
public enum OlderActivity: Equatable, Sendable {
  case notLoaded
  case loaded([Transaction])
  /// Damaged or not readable now: said in words, the app going on without them.
  case unreadable
}
