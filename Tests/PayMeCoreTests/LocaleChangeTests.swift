import Foundation
import Testing

@testable import PayMeCore

/// The region or number format changed in Settings while PayMe stays open (`NSLocale.currentLocaleDidChangeNotification`,
/// which PayMeRootView passes to `localeChanged(to:)`): what PayMe shows follows at once, not at the next launch.
@Suite("PayMe: formats changed in Settings while PayMe runs")
@MainActor
struct LocaleChangeTests {
  static let germany = Locale(identifier: "de_DE")

  /// The formatter's own spaces (no-break, narrow no-break) as plain ones.
  static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
  }

  @Test("A new region: the balance, the activity, schedules, statements and the next amount field use its formats")
  func amountsFollowTheNewLocale() throws {
    let app = PayMeHarness().launched()
    app.settlePresentation()
    #expect(app.dashboard.balance == "$2,480.35")
    let schedule = ScheduledPaymentTests.schedule(.monthly, start: PayMeHarness.now)
    #expect(app.scheduledPayments.title(schedule).text.hasSuffix("$25.00"))

    app.localeChanged(to: Self.germany)
    // Dashboard and BalanceCardView read these: "2.480,35 $" in German formats.
    #expect(app.locale == Self.germany)
    #expect(app.dashboard.balance.hasPrefix("2.480,35"), "\(app.dashboard.balance)")
    let row = try #require(app.dashboard.recent.first?.value)
    #expect(row.contains(",") && !row.contains("."), "\(row)")
    let title = Self.plain(app.scheduledPayments.title(schedule).text)
    #expect(title.hasSuffix("25,00 $"), "\(title)")
    #expect(app.scheduledPayments.calendar.locale == Self.germany && app.calendar.locale == Self.germany)
    #expect(app.statements.locale == Self.germany)
    // The next payment's field takes a comma as its separator.
    app.startSend()
    app.settlePresentation()
    #expect(app.flow?.entry.decimalSeparator == ",")
  }
}
