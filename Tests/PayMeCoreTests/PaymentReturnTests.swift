import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// A payment to someone new that is not accepted within 7 days comes back by itself (issue 41), on the clock
/// the model reads (`PayMeHarness.time`).
@Suite("PayMe returning payments not accepted in 7 days")
@MainActor
struct PaymentReturnTests {
  @Test(
    "Not accepted in 7 days: said at its moment by a planned notification, back to the cent when PayMe becomes active, once, saved, a row"
  )
  func returnedOnReturn() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    let before = app.ledger.balance
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    // Six days and 23 hours later: still waiting.
    harness.scene.leaveApp()
    harness.time.advance(Ledger.acceptanceWindow - 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.ledger.transaction(sent.id)?.status == .pending)
    // Past the seventh day: said by the notification planned for that moment, while PayMe is away (iOS fires
    // it), then returned, exactly, when PayMe is back; not said a second time.
    harness.scene.leaveApp()
    harness.time.advance(3600)
    let fired = harness.center.fire(until: sent.date.addingTimeInterval(Ledger.acceptanceWindow))
    let note = try #require(fired.first { $0.id == PaymentReturn.identifier(for: sent.id) })
    #expect(note.title == "Payment Returned")
    #expect(note.body == "Emi Tanaka didn't accept $12.34 within 7 days, so it's back in your demo balance.")
    harness.scene.returnToApp()
    await app.finishEverything()
    let returned = try #require(app.ledger.transaction(sent.id))
    #expect(returned.status == .returned && app.ledger.balance == before)
    #expect(
      app.transactionScreen(returned.id).status == "Returned"
        && app.activityRow(returned.id)?.subtitle?.hasPrefix("Returned") == true)
    #expect(await harness.center.pendingRequests().allSatisfy { $0.id != note.id }, "not posted again")
    #expect(harness.center.delivered.filter { $0.id == note.id }.count == 1)
    // Again, and at the next launch from the saved file: nothing more comes back.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.ledger.balance == before)
    let relaunched = harness.model()
    #expect(relaunched.ledger.transaction(sent.id)?.status == .returned && relaunched.ledger.balance == before)
  }

  @Test("The ledger returns only sent payments waiting 7 days or more, exactly once; a cancelled one stays cancelled")
  func ledgerRule() throws {
    let now = PayMeHarness.now
    let new = Contact(id: "n", name: "New", handle: "@new", acceptsAtOnce: false)
    var ledger = Ledger(holderName: "Me", balance: Money(100, .usd), contacts: [new], transactions: [])
    let old = try ledger.send(Money(try #require(Decimal(string: "0.10")), .usd), to: "n", note: "", at: now, id: "old")
    let recent = try ledger.send(Money(1, .usd), to: "n", note: "", at: now.addingTimeInterval(86_400), id: "recent")
    let gone = try ledger.send(Money(2, .usd), to: "n", note: "", at: now, id: "gone")
    let cancelled = ledger.cancelPayment(gone.id)
    let later = now.addingTimeInterval(Ledger.acceptanceWindow)
    let returned = ledger.returnUnaccepted(now: later)
    #expect(cancelled && returned.map(\.id) == [old.id])
    #expect(ledger.balance.amount == Decimal(string: "99.00") && ledger.transaction(recent.id)?.status == .pending)
    let again = ledger.returnUnaccepted(now: later)
    #expect(again.isEmpty && ledger.transaction(gone.id)?.status == .cancelled)
    #expect(ledger.transaction(old.id)?.balanceChange == .zero(.usd))
  }

  @Test("Notifications off: returned all the same, nothing posted; Hide Balance keeps the amount off the Lock Screen")
  func notificationWords() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let sent = try await harness.sentToSomeoneNew(app, "5")
    harness.scene.leaveApp()
    harness.time.advance(Ledger.acceptanceWindow)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.ledger.transaction(sent.id)?.status == .returned)
    #expect(await harness.center.pendingRequests().isEmpty)
    let hidden = PaymentReturn.notification(for: sent, locale: app.locale, hidingAmount: true)
    #expect(!hidden.body.contains("$5") && hidden.url == PayMeLink.transaction(sent.id).url)
  }
}
