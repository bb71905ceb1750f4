import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Cancel Payment, Cancel Request, Decline, Reset Demo Data and deleting a contact change the ledger on screen
/// only once the changed ledger is on disk, as a payment does (`commit`). The storage fails here as it does on a
/// phone (a file where PayMe's folder is, as UnsavedMoveTests): nothing changes, the one message path says why in
/// words, and the same action once the storage works makes the change.
@Suite("PayMe cancels, declines, resets and deletions made only once saved")
@MainActor
struct UnsavedChangeTests {
  func storageFails(_ harness: PayMeHarness) throws {
    try? FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
  }

  func storageWorks(_ harness: PayMeHarness) throws {
    try FileManager.default.removeItem(at: harness.directory)
  }

  /// Taps OK on each message up (a setting that could not be saved may come first), and returns the one that
  /// says the change was not made.
  func notSavedAlert(_ app: PayMeModel) async -> PayMeAlert? {
    var found: PayMeAlert?
    for _ in 0..<3 {
      guard let up = app.shownAlert else { break }
      if up.kind(as: PayMeAlertID.self) == .changeNotSaved {
        #expect(app.presentation.isMessage(up.id), "on the one message path")
        found = up
      }
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

  static let nothingChanged = "PayMe couldn't save to this iPhone's storage. Nothing changed."

  @Test("Cancel Payment whose save fails leaves the payment waiting, says so, and cancels it once saved")
  func cancelPaymentNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    let before = app.ledger
    try storageFails(harness)
    app.transactionScreen(sent.id).askToCancelPayment()
    await app.tapAlert("Cancel Payment")
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Payment Not Canceled" && alert.message == Self.nothingChanged)
    #expect(app.ledger == before && app.transactionScreen(sent.id).canCancelPayment, "still waiting to accept")
    try storageWorks(harness)
    app.transactionScreen(sent.id).askToCancelPayment()
    await app.tapAlert("Cancel Payment")
    #expect(app.ledger.transaction(sent.id)?.status == .cancelled)
    #expect(harness.model().ledger.transaction(sent.id)?.status == .cancelled, "on disk")
  }

  @Test("Cancel Request whose save fails leaves the request waiting, says so, and cancels it once saved")
  func cancelRequestNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let request = try #require(app.ledger.transaction("t-3"))
    #expect(request.kind == .request && request.status == .pending)
    let before = app.ledger
    try storageFails(harness)
    app.transactionScreen(request.id).askToCancelRequest()
    await app.tapAlert("Cancel Request")
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Request Not Canceled" && alert.message == Self.nothingChanged)
    #expect(app.ledger == before)
    try storageWorks(harness)
    app.transactionScreen(request.id).askToCancelRequest()
    await app.tapAlert("Cancel Request")
    #expect(app.ledger.transaction(request.id)?.status == .cancelled)
    #expect(harness.model().ledger.transaction(request.id)?.status == .cancelled, "on disk")
  }

  @Test("Decline whose save fails leaves the request to answer, says so, and declines it once saved")
  func declineNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let request = try #require(app.ledger.transactions.first { $0.kind == .incoming && $0.status == .pending })
    let before = app.ledger
    try storageFails(harness)
    app.transactionScreen(request.id).askToDecline()
    await app.tapAlert("Decline")
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Request Not Declined" && alert.message == Self.nothingChanged)
    #expect(app.ledger == before && app.transactionScreen(request.id).canAnswer)
    try storageWorks(harness)
    app.transactionScreen(request.id).askToDecline()
    await app.tapAlert("Decline")
    #expect(harness.model().ledger.transaction(request.id)?.status == .declined, "on disk")
  }

  @Test(
    "Remind whose save fails leaves the request unreminded with Remind still there, says so, and reminds once saved")
  func remindNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let request = try #require(app.ledger.transaction("t-3"))
    #expect(app.transactionScreen(request.id).canRemind)
    let before = app.ledger
    try storageFails(harness)
    app.transactionScreen(request.id).remind()
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Reminder Not Sent" && alert.message == Self.nothingChanged)
    #expect(app.ledger == before && app.transactionScreen(request.id).canRemind, "not shown as reminded")
    try storageWorks(harness)
    app.transactionScreen(request.id).remind()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .reminded)
    #expect(!app.transactionScreen(request.id).canRemind)
    #expect(harness.model().ledger.transaction(request.id)?.remindedAt != nil, "on disk")
  }

  @Test("Reset Demo Data whose save fails keeps the activity as it was, says so, and resets once saved")
  func resetNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    // Something the reset would undo: a payment waiting to be accepted.
    let sent = try await harness.sentToSomeoneNew(app, "5")
    let before = app.ledger
    try storageFails(harness)
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Demo Data Not Reset" && alert.message == Self.nothingChanged)
    #expect(app.ledger == before && app.ledger.transaction(sent.id) != nil)
    try storageWorks(harness)
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    #expect(app.ledger.transaction(sent.id) == nil && harness.model().ledger.transaction(sent.id) == nil)
  }

  @Test("Deleting a contact whose save fails keeps them on the list, says so, and deletes them once saved")
  func deleteContactNotSaved() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let idle = app.addIdleContact()
    let ledger = app.ledger
    app.startSend()
    app.settlePresentation()
    let payment = try #require(app.payment)
    try storageFails(harness)
    payment.delete(idle)
    await app.tapAlert("Delete Contact")
    let alert = try #require(await notSavedAlert(app))
    #expect(alert.title == "Contact Not Deleted" && alert.message == Self.nothingChanged)
    #expect(app.ledger == ledger && payment.canDelete(idle), "still on the list")
    try storageWorks(harness)
    payment.delete(idle)
    await app.tapAlert("Delete Contact")
    #expect(app.ledger.contact(idle.id) == nil && harness.model().ledger.contact(idle.id) == nil)
  }
}
