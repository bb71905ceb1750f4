import Foundation
import Localization

/// A month with activity, as the Statements screen lists it and its file is named.
public struct StatementMonth: Hashable, Sendable, Identifiable {
  /// "2026-11": the year and month in the user's time zone.
  public let id: String
  /// "November 2026", in the user's locale.
  public let title: String
  /// The month's first instant and the next month's, in the user's time zone.
  public let start: Date
  public let end: Date

  /// "PayMe Statement 2026-11.csv".
  public var fileName: String { "\(PayMeCopy.statementFilePrefix.text) \(id).csv" }
}

/// Monthly statements: each month's entries as a CSV file a spreadsheet opens (RFC 4180, CRLF line ends, text
/// defused against formula injection, amounts as exact decimal numbers), between its opening and closing balance.
public enum Statement {
  /// The column names stay English in every language: they are the file's format (as its ISO 8601 dates and
  /// "." decimals are), so a spreadsheet or a script reads the same columns from any iPhone. The cells a person
  /// reads (what each entry was, its status) are in the user's language.
  public static let header = [
    "Date", "Description", "Counterparty", "Handle", "Note", "Amount", "Fee", "Status", "Balance Change",
  ]

  /// Every month that has an entry, newest first; months with none are not listed. Months are the user's:
  /// an entry at 23:30 on October 31 in New York is October's, though it is November in UTC. `older` are the
  /// entries moved to the archive (`LedgerArchive`): their months are the history's too.
  public static func months(
    _ ledger: Ledger, older: [Transaction] = [], calendar: Calendar, locale: Locale
  ) -> [StatementMonth] {
    var style = Date.FormatStyle(locale: locale, calendar: calendar).month(.wide).year()
    style.timeZone = calendar.timeZone
    var months: [StatementMonth] = []
    for transaction in (ledger.transactions + older).sorted(by: { $0.date > $1.date }) {
      guard let interval = calendar.dateInterval(of: .month, for: transaction.date) else { continue }
      if months.last?.start == interval.start { continue }
      let parts = calendar.dateComponents([.year, .month], from: interval.start)
      let id = String(format: "%04d-%02d", parts.year ?? 0, parts.month ?? 0)
      months.append(
        StatementMonth(
          id: id, title: MonthTitle.standalone(interval.start.formatted(style), locale), start: interval.start,
          end: interval.end))
    }
    return months
  }

  /// The file's bytes: UTF-8 after its byte order mark, which Excel needs to read a name such as "José" or "Zoë"
  /// as written rather than as Latin-1; Numbers, Google Sheets and RFC 4180 readers skip it.
  public static func fileData(_ text: String) -> Data { Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8) }

  /// The month's statement: the header, the opening balance, its entries oldest first, the closing balance.
  /// Amounts are all there whatever Hide Balance says: the file is what the user asked to export. `older` are the
  /// archived entries: the balance counts them, so a month's entries and the balances around it need them.
  public static func csv(
    _ ledger: Ledger, older: [Transaction] = [], month: StatementMonth, timeZone: TimeZone, now: Date,
    status: (Transaction) -> String
  ) -> String {
    let minor = ledger.currency.minorUnits
    let dates = ISO8601DateFormatter()
    dates.timeZone = timeZone
    dates.formatOptions = [.withInternetDateTime]
    let history = ledger.transactions + older
    let entries = history.filter { $0.date >= month.start && $0.date < month.end }
      .sorted { $0.date < $1.date }
    let later = history.filter { $0.date >= month.end }
    let closing = later.reduce(ledger.balance.amount) { $0 - $1.balanceChange.amount }
    let opening = entries.reduce(closing) { $0 - $1.balanceChange.amount }

    func balanceLine(_ title: String, at date: Date, _ amount: Decimal) -> String {
      CSV.record([dates.string(from: date), title, "", "", "", CSV.number(amount, minorUnits: minor), "", "", ""])
    }
    var text = CSV.record(header)
    text += balanceLine(PayMeCopy.openingBalance.text, at: month.start, opening)
    for entry in entries {
      text += CSV.record([
        dates.string(from: entry.date),
        description(entry),
        CSV.text(entry.counterparty.name),
        CSV.text(entry.counterparty.handle),
        CSV.text(entry.note),
        CSV.number(entry.amount.amount, minorUnits: minor),
        entry.fee.map { CSV.number($0.amount, minorUnits: minor) } ?? "",
        status(entry),
        CSV.number(entry.balanceChange.amount, minorUnits: minor),
      ])
    }
    // The current month closes now, not at its end still to come.
    text += balanceLine(PayMeCopy.closingBalance.text, at: min(month.end, now), closing)
    return text
  }

  /// What the entry was, in PayMe's words.
  static func description(_ transaction: Transaction) -> String {
    let copy =
      switch transaction.kind {
      case .sent: PayMeCopy.paymentSent
      case .received: PayMeCopy.paymentReceived
      case .request: PayMeCopy.requestSent
      case .incoming: PayMeCopy.requestReceived
      case .addedMoney: PayMeCopy.addMoney
      case .bankTransfer: PayMeCopy.transferToBank
      }
    return copy.text
  }
}

/// A month's title standing alone as a header ("Noviembre de 2026"): its first letter capitalized by the
/// locale's rules, as Apple's Spanish UI shows month headers, though the formatter writes "noviembre" as it
/// would inside a sentence. The rest stays as the locale writes it ("de").
public enum MonthTitle {
  public static func standalone(_ formatted: String, _ locale: Locale) -> String {
    guard let first = formatted.first else { return formatted }
    return String(first).uppercased(with: locale) + formatted.dropFirst()
  }
}
