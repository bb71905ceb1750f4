import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import SharedStore
import Testing

@testable import PayMeCore

/// The money-moved notifier on its own, with a ledger book and no app: what is planned, what a return is owed,
/// and the in-app notice it reports for a return no notification told.
@Suite("PayMe: the money-moved notifier alone")
@MainActor
struct MoneyMovedNotifierTests {
  let harness = PayMeHarness(notifications: .authorized)
  var store: SharedStore { SharedStore(directory: harness.directory) }

  /// A book whose ledger holds a payment of `amount` to someone new, made now and waiting to be accepted.
  func bookWithPayment(_ amount: String) throws -> (LedgerBook, Transaction) {
    let book = LedgerBook(store: store, now: harness.time.now)
    // The app plans the notifier after each save (`onSaved`) and refreshes an open Edit sheet on each change
    // (`onSet`); here each test calls `plan()` itself where the app would, and no sheet is open.
    book.onSaved = {}
    book.onSet = {}
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = book.ledger
    let sent = try ledger.send(
      Money(try #require(Decimal(string: amount)), .usd), to: emi.id, note: "", at: harness.time.now, id: "sent-1")
    book.ledger = ledger
    #expect(book.save())
    return (book, sent)
  }

  /// What the app does when the calendar returns payments: the ledger changes, the notifier is told which.
  func returnUnaccepted(_ book: LedgerBook, _ notifier: MoneyMovedNotifier) {
    var updated = book.ledger
    let returned = updated.returnUnaccepted(now: harness.time.now)
    notifier.returned(returned.map(\.id))
    book.ledger = updated
    book.save()
  }

  /// A notifier whose reported messages and withdrawals land in `stack`, as the app's queue takes them.
  func notifier(_ book: LedgerBook, on: Bool, stack: Box) -> MoneyMovedNotifier {
    let notifier = MoneyMovedNotifier(
      book: book, store: store, center: harness.center, now: { [time = harness.time] in time.now })
    notifier.wording = {
      .init(
        locale: Locale(identifier: "en_US"), calendar: PayMeModel.calendar(Locale(identifier: "en_US")),
        hidingAmount: false, notificationsOn: on)
    }
    notifier.alertsOnScreen = { AlertsOnScreen(up: stack.value.alert, waiting: stack.value.waitingMessages) }
    notifier.onMessage = { stack.value.enqueueMessage($0) }
    notifier.onWithdraw = { stack.value.withdrawMessages(where: $0) }
    return notifier
  }

  /// The app's presentation stack, shared with the notifier's closures.
  final class Box {
    var value = PresentationStack<PayMeDestination, PayMeAlertAction>()
  }

  @Test("Notifications on: the return is planned for its seventh day, and when it comes nothing is owed")
  func plannedReturnIsTold() async throws {
    let (book, sent) = try bookWithPayment("12.34")
    let stack = Box()
    let notifier = notifier(book, on: true, stack: stack)
    var plans: [Task<Void, Never>] = []
    notifier.run = { work in plans.append(Task { await work() }) }
    notifier.plan()
    for plan in plans { await plan.value }
    #expect(harness.center.schedule.map(\.request.id).contains(PaymentReturn.identifier(for: sent.id)))
    #expect(notifier.returns.planned == [sent.id])
    harness.time.advance(Ledger.acceptanceWindow + 60)
    returnUnaccepted(book, notifier)
    #expect(book.ledger.transaction(sent.id)?.status == .returned)
    #expect(notifier.returns.unconfirmed == [sent.id] && notifier.returns.owed.isEmpty)
    notifier.tell()
    #expect(stack.value.alert == nil, "still allowed: iOS said it")
    #expect(notifier.returns.unconfirmed.isEmpty && notifier.returns.owed.isEmpty)
  }

  @Test("Notifications off: the return is owed, said once in the app, and seen only by its own button")
  func unplannedReturnIsOwed() throws {
    let (book, sent) = try bookWithPayment("12.34")
    let stack = Box()
    let notifier = notifier(book, on: false, stack: stack)
    notifier.plan()
    #expect(harness.center.schedule.isEmpty, "nothing planned while off")
    harness.time.advance(Ledger.acceptanceWindow + 60)
    returnUnaccepted(book, notifier)
    #expect(notifier.returns.owed == [sent.id])
    notifier.tell()
    #expect(stack.value.alert?.kind(as: ReturnNoticeID.self) == ReturnNoticeID(transactionID: sent.id))
    #expect(stack.value.alert?.title == "Payment Returned")
    notifier.tell()
    #expect(stack.value.waitingMessages.isEmpty, "one notice, never a second")
    func relaunched() -> ReturnNotices {
      MoneyMovedNotifier(book: book, store: store, center: harness.center, now: { Date() }).returns
    }
    #expect(relaunched().owed == [sent.id], "relaunched before the user saw it: still owed")
    notifier.opening(.transaction(sent.id), telling: [sent.id])
    notifier.shown(by: .activity)
    #expect(notifier.returns.owed == [sent.id], "another link opened: not seen")
    notifier.opening(.transaction(sent.id), telling: [sent.id])
    notifier.shown(by: .transaction(sent.id))
    #expect(notifier.returns.owed.isEmpty && relaunched().owed.isEmpty)
  }
}
