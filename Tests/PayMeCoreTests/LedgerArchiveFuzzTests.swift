import Foundation
import SharedStore
import TestSupport
import Testing

@testable import PayMeCore

/// The archive of older activity is a file PayMe reads back (`LedgerArchive`): outside input. Mutated, it never
/// crashes, never stops a launch, and is either believed whole (plausible) or said to be unreadable.
@Suite("PayMe archive FuzzTests")
@MainActor
struct LedgerArchiveFuzzTests {
  @Test("The older activity read back from disk: mutated files list plausible entries or say so, never a crash")
  func savedArchive() async throws {
    var fuzzer = Fuzzer(seed: 0xA4C1)
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    defer { try? FileManager.default.removeItem(at: harness.directory) }
    var ledger = DemoData.ledger(now: PayMeHarness.now)
    ledger.archivedCount = 2
    try store.write(ledger, for: PayMeShared.ledger)
    let old = PayMeHarness.now.addingTimeInterval(-400 * 86_400)
    try store.write(
      LedgerArchive(transactions: [
        Transaction(
          id: "a-1", kind: .sent, counterparty: DemoData.contacts[0],
          amount: Money(Decimal(string: "12.34") ?? 1, .usd),
          note: "Old lunch", date: old, status: .completed),
        Transaction(
          id: "a-2", kind: .bankTransfer, counterparty: DemoBank.account, amount: Money(50, .usd), note: "",
          date: old, status: .completed, speed: .instant, fee: Money(Decimal(string: "0.75") ?? 0, .usd)),
      ]), for: PayMeShared.ledgerArchive)
    let file = harness.directory.appendingPathComponent(PayMeShared.ledgerArchive.name + ".json")
    let seed = Array(try Data(contentsOf: file))
    for _ in 0..<Fuzzer.iterations(standard: 300) {
      // Each launch is the main actor's for a while: between them the other main-actor tests get their turn, or
      // their waits run out while this loop holds it (seen: a Face ID double's prompt unscheduled past 90 s).
      await Task.yield()
      try Data(fuzzer.mutate(seed)).write(to: file)
      let app = harness.model()
      #expect(app.ledger == ledger, "a launch never reads the archive")
      app.activity.showOlder()
      switch app.activity.older {
      case .loaded(let older):
        #expect(LedgerArchive(transactions: older).isPlausible(currency: .usd))
        #expect(app.activity.olderProblem == nil)
      case .unreadable: #expect(app.activity.olderProblem?.text == PayMeCopy.olderActivityUnreadable.text)
      case .notLoaded: Issue.record("asked for, the archive is either listed or said to be unreadable")
      }
      #expect(app.activity.months.flatMap(\.rows).count >= ledger.transactions.count)
    }
  }
}
