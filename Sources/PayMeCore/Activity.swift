import Foundation
import Observation

/// Which entries the Activity screen lists.
public enum ActivityFilter: String, CaseIterable, Hashable, Sendable {
  case all, sent, received, requests

  public var title: String {
    switch self {
    case .all: "All"
    case .sent: "Sent"
    case .received: "Received"
    case .requests: "Requests"
    }
  }

  func includes(_ transaction: Transaction) -> Bool {
    switch self {
    case .all: true
    case .sent: transaction.kind == .sent
    case .received: transaction.kind == .received
    // Both ways: the user's requests and contacts' requests of the user.
    case .requests: transaction.kind == .request || transaction.kind == .incoming
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

  public init() {}

  /// The entries shown, by month. Amounts are searched only while they are shown (not under Hide Balance), so
  /// a search never reveals what the dots hide.
  public func sections(
    _ ledger: Ledger, hideAmounts: Bool, locale: Locale, now: Date, calendar: Calendar = .current
  ) -> [ActivitySection] {
    let matching = ledger.transactions
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
        sections.append(ActivitySection(id: id, title: transaction.date.formatted(style), rows: [row]))
      }
    }
    return sections
  }

  /// "No Results" for a search or filter that leaves nothing: the query the view names, "" for a filter alone.
  public func noResults(_ sections: [ActivitySection]) -> String? {
    guard sections.isEmpty else { return nil }
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty && filter == .all ? nil : trimmed
  }

  /// Case and accent insensitive on the name, the handle and the note; an amount matches when its digits do
  /// ("18.75", "$18.75" and "18" find $18.75).
  static func matches(_ transaction: Transaction, query: String, amounts: Bool, locale: Locale) -> Bool {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return true }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    let words = [transaction.counterparty.name, transaction.counterparty.handle, transaction.note]
    if words.contains(where: { $0.range(of: query, options: options) != nil }) { return true }
    guard amounts else { return false }
    let digits = Self.amountDigits(query)
    guard !digits.isEmpty else { return false }
    let formatted = transaction.amount.formatted(locale: locale)
    let plain = Self.amountDigits(formatted)
    return plain.hasPrefix(digits)
  }

  /// An amount's digits and its decimal point, without currency signs or grouping: "$1,250.00" is "1250.00".
  static func amountDigits(_ text: String) -> String {
    String(text.filter { $0.isNumber || $0 == "." })
  }
}

extension PayMeModel {
  /// The Activity screen's months, as it shows them now.
  public var activitySections: [ActivitySection] {
    activity.sections(ledger, hideAmounts: hidesAmounts, locale: locale, now: now)
  }
}
