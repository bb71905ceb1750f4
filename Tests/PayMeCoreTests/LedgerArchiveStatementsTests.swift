import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Statements cover the whole history: entries moved to the archive keep their months, and a month partly
/// archived keeps its entries and its opening balance, as if nothing had moved.
@Suite("PayMe statements read the archived entries too")
@MainActor
struct LedgerArchiveStatementsTests {
  @Test("After older entries move to the archive, Statements lists their months and each month's file is whole")
  func statementsReadArchive() async throws {
    let harness = PayMeHarness()
    try SharedStore(directory: harness.directory).write(LedgerCapTests.atCap(), for: PayMeShared.ledger)
    let app = harness.launched()
    await LedgerCapTests.sendFive(harness, app)
    #expect((app.ledger.archivedCount ?? 0) > 0, "older entries moved")

    let relaunched = harness.relaunched()
    let screen = relaunched.statements
    screen.appeared()
    #expect(screen.problem == nil)
    // The whole history, as one ledger would hold it had nothing moved.
    let archive = try #require(
      try SharedStore(directory: harness.directory).load(PayMeShared.ledgerArchive).get().flatMap { $0 })
    var whole = relaunched.ledger
    whole.transactions = relaunched.ledger.transactions + archive.transactions
    let expected = Statement.months(whole, calendar: screen.calendar, locale: screen.locale)
    #expect(screen.months == expected)
    let oldest = try #require(expected.last)
    #expect(
      archive.transactions.contains { $0.date >= oldest.start && $0.date < oldest.end },
      "the oldest month is one of archived entries")
    for month in expected {
      let file = Statement.csv(
        whole, month: month, timeZone: screen.calendar.timeZone, now: PayMeHarness.now
      ) { PayMeCopy.status($0).text }
      #expect(screen.statement(month) == file, "\(month.id)")
    }
  }

  @Test("An archive that cannot be read is said under the months")
  func unreadableArchiveSaid() async throws {
    let harness = PayMeHarness()
    try SharedStore(directory: harness.directory).write(LedgerCapTests.atCap(), for: PayMeShared.ledger)
    let app = harness.launched()
    await LedgerCapTests.sendFive(harness, app)
    let file = harness.directory.appendingPathComponent(PayMeShared.ledgerArchive.name + ".json")
    try Data("not an archive".utf8).write(to: file)

    let relaunched = harness.relaunched()
    relaunched.statements.appeared()
    #expect(relaunched.statements.problem == PayMeCopy.olderActivityUnreadable)
    #expect(!relaunched.statements.months.isEmpty, "the ledger's own months stay")
  }
}
