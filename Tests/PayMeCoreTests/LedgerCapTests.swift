import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// What a launch believes of a saved ledger (`Ledger.isPlausible`) is also what a write makes, and a write is
/// never refused for the history's size: past `Ledger.archiveThreshold` a save moves the oldest settled entries
/// to the archive (`LedgerArchive`), which Activity reads back on demand. A balance never passes its cap when
/// payments come back.
@Suite("PayMe's ledger stays within what a launch believes")
@MainActor
struct LedgerCapTests {
  /// The demo's ledger, its history filled to `Ledger.maximumTransactions` with older money received.
  static func atCap(oldestNote: String = "") -> Ledger {
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let count = Ledger.maximumTransactions - seed.transactions.count
    let filler = (0..<count).map { index in
      Transaction(
        id: "old-\(index)", kind: .received, counterparty: DemoData.contacts[0], amount: Money(1, seed.currency),
        note: index == count - 1 ? oldestNote : "",
        date: PayMeHarness.now.addingTimeInterval(-Double(30 * 86_400 + index * 60)), status: .completed)
    }
    return Ledger(
      holderName: seed.holderName, balance: seed.balance, contacts: seed.contacts,
      transactions: seed.transactions + filler)
  }

  /// Sends $5 to Ben through the payment sheet, as the user does.
  static func sendFive(_ harness: PayMeHarness, _ app: PayMeModel) async {
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[1])
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    app.payment?.close()
    await app.finishEverything()
  }

  @Test("A history at its cap takes a new entry; only one made wholly of open entries refuses it, unchanged")
  func refusedOnlyWhenNothingCanMove() throws {
    var ledger = Self.atCap()
    #expect(ledger.transactions.count == Ledger.maximumTransactions && ledger.isPlausible && !ledger.isHistoryFull)
    try ledger.send(Money(5, .usd), to: DemoData.contacts[1].id, note: "", at: PayMeHarness.now, id: "new")
    #expect(ledger.transactions.count == Ledger.maximumTransactions + 1, "in memory; the save makes room")
    // Ten thousand open requests: nothing may move, so a new entry is still said to have no room.
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let open = (0..<Ledger.maximumTransactions).map { index in
      Transaction(
        id: "ask-\(index)", kind: .request, counterparty: DemoData.contacts[2], amount: Money(1, .usd), note: "",
        date: PayMeHarness.now.addingTimeInterval(-Double(index)), status: .pending)
    }
    var full = Ledger(holderName: seed.holderName, balance: seed.balance, contacts: seed.contacts, transactions: open)
    let before = full
    #expect(full.isHistoryFull)
    #expect(throws: PaymentError.historyFull) {
      try full.send(Money(5, .usd), to: DemoData.contacts[1].id, note: "", at: PayMeHarness.now, id: "new")
    }
    #expect(full == before)
  }

  @Test("A save still past the cap once settled entries moved (the rest all open) is refused in words; the file stays")
  func saveStillPastCapRefused() throws {
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    try store.write(Self.atCap(), for: PayMeShared.ledger)
    let app = harness.launched()
    // A split's requests, say, taking a history of open entries past what a launch reads.
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let open = (0...Ledger.maximumTransactions).map { index in
      Transaction(
        id: "ask-\(index)", kind: .request, counterparty: DemoData.contacts[2], amount: Money(1, .usd), note: "",
        date: PayMeHarness.now.addingTimeInterval(-Double(index)), status: .pending)
    }
    let tooLong = Ledger(
      holderName: seed.holderName, balance: seed.balance, contacts: seed.contacts, transactions: open)
    #expect(throws: PaymentError.historyFull) { _ = try app.book.write(tooLong) }
    #expect(store.read(PayMeShared.ledger) == Self.atCap(), "the saved ledger is the one a launch reads")
    #expect(PayMeAlerts.saveFailure(PaymentError.historyFull) == PayMeCopy.activityFull, "said in words")
  }

  @Test("Only the oldest settled entries move: never an open one, nor a live schedule's payment while there is room")
  func whatMoves() throws {
    var ledger = Self.atCap()
    var updated = ledger
    _ = updated.decline(request: "t-7")
    ledger = updated
    let oldest = try #require(ledger.transactions.last)
    let moved = ledger.moveOldestSettled { $0.id == oldest.id }
    #expect(ledger.transactions.count == Ledger.archiveTarget)
    #expect(moved.count == Ledger.maximumTransactions - Ledger.archiveTarget)
    #expect(moved.allSatisfy { $0.status != .pending } && !moved.contains { $0.id == oldest.id })
    #expect(ledger.transaction(oldest.id) != nil && ledger.transaction("t-3")?.status == .pending)
    #expect(ledger.transaction("t-1") != nil, "the newest stay")
    #expect(ledger.moveOldestSettled { _ in false }.isEmpty, "under the threshold nothing moves")
  }

  @Test("A ledger at the cap takes a new payment, relaunches with the balance exact and the older entries readable")
  func capTakesPaymentAndRelaunches() async throws {
    let harness = PayMeHarness()
    try SharedStore(directory: harness.directory).write(Self.atCap(), for: PayMeShared.ledger)
    let app = harness.launched()
    #expect(app.ledger.transactions.count == Ledger.maximumTransactions, "loaded, not set aside")
    let balance = app.ledger.balance
    await Self.sendFive(harness, app)
    #expect(app.ledger.balance.amount == balance.amount - 5, "exact, in Decimal")
    #expect(app.ledger.transactions.count == Ledger.archiveTarget, "the oldest settled entries moved")
    let archived = Ledger.maximumTransactions + 1 - Ledger.archiveTarget
    #expect(app.ledger.archivedCount == archived)
    #expect(app.ledger.transactions.contains { $0.kind == .sent && $0.amount == Money(5, .usd) })

    let relaunched = harness.relaunched()
    #expect(relaunched.shownAlert == nil, "no \"Activity Started Over\"")
    #expect(relaunched.ledger.balance == app.ledger.balance && relaunched.ledger.isPlausible)
    #expect(relaunched.pending.section.rows.map(\.id) == ["t-7", "t-3"], "open entries never move")
    // Activity's All: the newer entries, then Show Older Activity, which lists every older one.
    #expect(relaunched.activity.months.flatMap(\.rows).count == Ledger.archiveTarget)
    #expect(relaunched.activity.offersOlder && PayMeCopy.showOlderActivity.text == "Show Older Activity")
    relaunched.activity.showOlder()
    #expect(!relaunched.activity.offersOlder && relaunched.activity.olderProblem == nil)
    let ids = relaunched.activity.months.flatMap(\.rows).map(\.id)
    #expect(ids.count == Ledger.maximumTransactions + 1 && Set(ids).count == ids.count, "each entry once")
    let oldest = try #require(ids.last)
    #expect(oldest == "old-\(Ledger.maximumTransactions - 8)")
    // An older entry opens as any row does.
    relaunched.openTransaction(oldest)
    #expect(relaunched.shownTransaction?.transaction?.id == oldest)
  }

  @Test("A search that finds nothing among the newer entries still offers Show Older Activity, and finds it there")
  func searchReachesOlderActivity() async throws {
    let harness = PayMeHarness()
    let ledger = Self.atCap(oldestNote: "Quartet tickets")
    let oldest = try #require(ledger.transactions.last)
    try SharedStore(directory: harness.directory).write(ledger, for: PayMeShared.ledger)
    await Self.sendFive(harness, harness.launched())
    let app = harness.relaunched()
    app.activity.query = "quartet"
    // ActivityView shows "No Results" with Show Older Activity under it while `offersOlderActivity`.
    #expect(app.activity.noResults(app.activity.months) == "quartet" && app.activity.offersOlder)
    app.activity.showOlder()
    #expect(app.activity.months.flatMap(\.rows).map(\.id) == [oldest.id])
  }

  @Test("At the cap, Add Money and Transfer to Bank go on to their review: nothing says the activity is full")
  func bankMoveAtCap() async throws {
    for move in [BankMove.addMoney, .transferToBank] {
      let harness = PayMeHarness()
      try SharedStore(directory: harness.directory).write(Self.atCap(), for: PayMeShared.ledger)
      let app = harness.launched()
      app.dashboardAction(move == .addMoney ? "addmoney" : "transfer")
      app.settlePresentation()
      let sheet = try #require(app.bankSheet)
      sheet.type("5")
      sheet.review()
      #expect(sheet.error == nil, "\(move)")
    }
  }

  @Test("A damaged archive never stops a launch: Show Older Activity says so in words; the next move sets it aside")
  func damagedArchive() async throws {
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    var ledger = Self.atCap()
    ledger.archivedCount = 3
    try store.write(ledger, for: PayMeShared.ledger)
    let file = harness.directory.appendingPathComponent(PayMeShared.ledgerArchive.name + ".json")
    try Data("{ not an archive".utf8).write(to: file)
    let app = harness.launched()
    #expect(app.ledger.transactions.count == Ledger.maximumTransactions && app.shownAlert == nil)
    app.activity.filter = .all
    app.activity.showOlder()
    #expect(app.activity.olderProblem?.text == "PayMe couldn't read your older activity. Its file is kept as it is.")
    #expect(app.activity.months.flatMap(\.rows).count == Ledger.maximumTransactions, "the app goes on")
    // The next payment moves entries: the damaged file is set aside (kept), a new archive begun, and said.
    let balance = app.ledger.balance
    await Self.sendFive(harness, app)
    #expect(app.ledger.balance.amount == balance.amount - 5)
    #expect(app.ledger.transactions.count == Ledger.archiveTarget)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .olderActivitySetAside)
    let kept = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path)
    #expect(kept.filter { $0.hasPrefix(PayMeShared.ledgerArchive.name) }.count == 2, "\(kept)")
    #expect(store.read(PayMeShared.ledgerArchive)?.transactions.count == app.ledger.archivedCount)
  }

  @Test("Reset Demo Data forgets the older activity with the rest")
  func resetForgetsArchive() async throws {
    let harness = PayMeHarness()
    try SharedStore(directory: harness.directory).write(Self.atCap(), for: PayMeShared.ledger)
    let app = harness.launched()
    await Self.sendFive(harness, app)
    #expect(app.activity.offersOlder)
    app.perform(.resetDemoData)
    await app.finishEverything()
    #expect(!app.activity.offersOlder && app.ledger.archivedCount == nil)
    #expect(SharedStore(directory: harness.directory).read(PayMeShared.ledgerArchive) == nil)
  }

  @Test("Add Money leaves room for payments that may come back: a return never lifts the balance past its cap")
  func returnsStayUnderBalanceCap() throws {
    let seed = DemoData.ledger(now: PayMeHarness.now)
    let newcomer = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = Ledger(
      holderName: seed.holderName, balance: Money(Ledger.maximumBalance - 50, .usd), contacts: seed.contacts,
      transactions: seed.transactions)
    try ledger.send(Money(100, .usd), to: newcomer.id, note: "", at: PayMeHarness.now, id: "p1")
    // $60 would fit today, but not once the $100 comes back.
    #expect(throws: PaymentError.invalidAmount(.balanceFull(Money(Ledger.maximumBalance - 100, .usd)))) {
      try ledger.addMoney(Money(60, .usd), at: PayMeHarness.now, id: "a1")
    }
    try ledger.addMoney(Money(50, .usd), at: PayMeHarness.now, id: "a2")
    #expect(ledger.returnUnaccepted(now: PayMeHarness.now.addingTimeInterval(Ledger.acceptanceWindow)).count == 1)
    #expect(ledger.balance.amount == Ledger.maximumBalance && ledger.isPlausible, "the next launch believes it")
  }
}
