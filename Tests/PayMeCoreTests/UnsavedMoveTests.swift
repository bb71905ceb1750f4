import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// A payment, request, split or bank move is said done only once the ledger is on disk. The storage fails here as
/// it does on a phone (a file where PayMe's folder is: every write is refused); nothing is said sent, the sheet
/// keeps what was entered, the alert says what failed, and trying again once the storage works makes the move.
@Suite("PayMe moves said done only once saved")
@MainActor
struct UnsavedMoveTests {
  /// From now on nothing can be written: a file stands where PayMe's folder was.
  func storageFails(_ harness: PayMeHarness) throws {
    try? FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
  }

  /// The storage works again (the folder is made anew at the next write).
  func storageWorks(_ harness: PayMeHarness) throws {
    try FileManager.default.removeItem(at: harness.directory)
  }

  /// Taps OK on each message up (a setting that could not be saved may come first), and returns the one that
  /// says the move was not made.
  func notSavedAlert(_ app: PayMeModel) async -> PayMeAlert? {
    var found: PayMeAlert?
    for _ in 0..<3 {
      guard let up = app.shownAlert else { break }
      if up.kind(as: PayMeAlertID.self) == .moveNotSaved { found = up }
      await app.tapAlert("OK")
    }
    return found
  }

  func launched(_ harness: PayMeHarness) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  func atReview(_ harness: PayMeHarness, _ purpose: PaymentFlow.Purpose) -> PayMeModel {
    let app = launched(harness)
    if purpose == .send { app.startSend() } else { app.startRequest() }
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("12.50")
    app.payment?.continueToReview()
    return app
  }

  @Test("A payment the ledger refuses once checked is a message (Payment Not Sent), never a question; the review stays")
  func refusedPaymentIsAMessage() async throws {
    let harness = PayMeHarness()
    let app = atReview(harness, .send)
    app.payment?.confirmSend()
    // Meanwhile the balance fell below the $12.50 (a scheduled payment went, say): the ledger refuses it.
    var drained = app.ledger
    var made = 0
    while drained.balance.amount >= 10 {
      let amount = min(drained.balance.amount - 5, Ledger.paymentLimit)
      try drained.send(Money(amount, .usd), to: DemoData.contacts[1].id, note: "", at: app.now, id: "drain-\(made)")
      made += 1
    }
    app.book.ledger = drained
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .paymentFailed && alert.title == "Payment Not Sent")
    #expect(app.presentation.isMessage(alert.id), "on the one message path: it waits behind any not yet seen")
    #expect(app.flow?.step == .review && app.ledger == drained, "nothing sent; the review stays filled in")
  }

  @Test("A payment whose save fails is not said sent: the review stays filled in, and Send again sends it")
  func paymentNotSaved() async throws {
    let harness = PayMeHarness()
    let app = atReview(harness, .send)
    let before = app.ledger
    let said = app.announcement
    try storageFails(harness)
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Payment Not Sent")
    #expect(
      alert.message
        == "PayMe couldn't save to this iPhone's storage. Nothing changed. What you entered is still here to try again."
    )
    #expect(app.flow?.step == .review && app.flow?.amount == Money(Decimal(string: "12.50") ?? 0, .usd))
    #expect(app.flow?.recipient == DemoData.contacts[0])
    #expect(app.ledger == before && app.announcement == said, "nothing sent, nothing said sent")
    try storageWorks(harness)
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    guard case .succeeded(let sent)? = app.flow?.step else {
      Issue.record("not sent on retry: \(String(describing: app.flow?.step))")
      return
    }
    #expect(app.announcement?.text == PayMeCopy.sentAnnouncement(sent, locale: app.locale).text)
    #expect(harness.model().ledger.transaction(sent.id) != nil, "on disk")
  }

  @Test("A request whose save fails is not said sent: the review stays, and Send Request again asks")
  func requestNotSaved() async throws {
    let harness = PayMeHarness()
    let app = atReview(harness, .request)
    let before = app.ledger
    try storageFails(harness)
    app.payment?.sendRequest()
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Request Not Sent")
    #expect(app.flow?.step == .review && app.ledger == before)
    try storageWorks(harness)
    app.payment?.sendRequest()
    guard case .succeeded(let asked)? = app.flow?.step else {
      Issue.record("not asked on retry: \(String(describing: app.flow?.step))")
      return
    }
    #expect(harness.model().ledger.transaction(asked.id) != nil, "on disk")
  }

  @Test("A split whose save fails asks no one: the sheet keeps its people and amount, and Request again asks")
  func splitNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let before = app.ledger
    app.dashboardAction("split")
    app.settlePresentation()
    let split = try #require(app.splitSheet)
    split.type("30")
    split.toggle(DemoData.contacts[0])
    split.toggle(DemoData.contacts[1])
    try storageFails(harness)
    app.splitSheet?.send()
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Requests Not Sent")
    #expect(split.sent == nil && split.chosen.count == 2 && split.split?.requests.count == 2)
    #expect(app.ledger == before && app.splitSheet === split)
    try storageWorks(harness)
    app.splitSheet?.send()
    let sent = try #require(split.sent)
    #expect(sent.requests.count == 2)
    let saved = harness.model().ledger
    #expect(sent.requests.allSatisfy { saved.transaction($0.id) != nil }, "on disk")
  }

  @Test("A transfer whose save fails moves nothing: the sheet is back at its amount, and Transfer again moves it")
  func bankMoveNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let before = app.ledger
    app.startTransferToBank()
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    sheet.type("20")
    try storageFails(harness)
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Transfer Not Made")
    #expect(sheet.step == .entry && sheet.entry.text == "20" && app.bankSheet === sheet)
    #expect(app.ledger == before)
    try storageWorks(harness)
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    guard case .done(let made) = sheet.step else {
      Issue.record("not moved on retry: \(sheet.step)")
      return
    }
    #expect(harness.model().ledger.transaction(made.id) != nil, "on disk")
  }
}
