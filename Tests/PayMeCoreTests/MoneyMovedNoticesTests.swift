import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import SharedStore
import Testing

@testable import PayMeCore

/// The money-moved notices on their own, with a ledger book and no app: what is planned, what comes back, and
/// the in-app notice of a return no notification told.
@Suite("PayMe: the money-moved notices alone")
@MainActor
struct MoneyMovedNoticesTests {
  let harness = PayMeHarness(notifications: .authorized)
  var store: SharedStore { SharedStore(directory: harness.directory) }

  /// A book whose ledger holds a payment of `amount` to someone new, made now and waiting to be accepted.
  func bookWithPayment(_ amount: String) throws -> (LedgerBook, Transaction) {
    let book = LedgerBook(store: store, now: harness.time.now)
    let emi = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = book.ledger
    let sent = try ledger.send(
      Money(try #require(Decimal(string: amount)), .usd), to: emi.id, note: "", at: harness.time.now, id: "sent-1")
    book.ledger = ledger
    #expect(book.save())
    return (book, sent)
  }

  func notices(_ book: LedgerBook, on: Bool) -> MoneyMovedNotices {
    let notices = MoneyMovedNotices(
      book: book, store: store, center: harness.center, now: { [time = harness.time] in time.now })
    notices.wording = {
      .init(
        locale: Locale(identifier: "en_US"), calendar: PayMeModel.calendar(Locale(identifier: "en_US")),
        hidingAmount: false, notificationsOn: on)
    }
    return notices
  }

  @Test("Notifications on: the return is planned for its seventh day, and when it comes nothing is owed")
  func plannedReturnIsTold() async throws {
    let (book, sent) = try bookWithPayment("12.34")
    let notices = notices(book, on: true)
    var plans: [Task<Void, Never>] = []
    notices.run = { work in plans.append(Task { await work() }) }
    notices.plan()
    for plan in plans { await plan.value }
    let planned = harness.center.schedule.map(\.request.id)
    #expect(planned.contains(PaymentReturn.identifier(for: sent.id)))
    #expect(notices.notices.planned == [sent.id])
    harness.time.advance(Ledger.acceptanceWindow + 60)
    notices.returnUnaccepted()
    #expect(book.ledger.transaction(sent.id)?.status == .returned, "the book holds the return")
    #expect(notices.notices.unconfirmed == [sent.id] && notices.notices.owed.isEmpty)
    var stack = PresentationStack<PayMeDestination, PayMeAlertAction>()
    notices.tell(in: &stack)
    #expect(stack.alert == nil, "still allowed: iOS said it")
    #expect(notices.notices.unconfirmed.isEmpty && notices.notices.owed.isEmpty)
  }

  @Test("Notifications off: the return is owed, said once in the app, and seen only by its own button")
  func unplannedReturnIsOwed() throws {
    let (book, sent) = try bookWithPayment("12.34")
    let notices = notices(book, on: false)
    notices.plan()
    #expect(harness.center.schedule.isEmpty, "nothing planned while off")
    harness.time.advance(Ledger.acceptanceWindow + 60)
    notices.returnUnaccepted()
    #expect(notices.notices.owed == [sent.id])
    var stack = PresentationStack<PayMeDestination, PayMeAlertAction>()
    notices.tell(in: &stack)
    #expect(stack.alert?.kind(as: ReturnNoticeID.self) == ReturnNoticeID(transactionID: sent.id))
    #expect(stack.alert?.title == "Payment Returned")
    notices.tell(in: &stack)
    #expect(stack.waitingMessages.isEmpty, "one notice, never a second")
    // Relaunched before the user saw it: still owed.
    #expect(
      MoneyMovedNotices(book: book, store: store, center: harness.center, now: { Date() }).notices.owed == [sent.id])
    notices.opening(.transaction(sent.id), telling: [sent.id])
    notices.shown(by: .activity)
    #expect(notices.notices.owed == [sent.id], "another link opened: not seen")
    notices.opening(.transaction(sent.id), telling: [sent.id])
    notices.shown(by: .transaction(sent.id))
    #expect(notices.notices.owed.isEmpty)
    #expect(MoneyMovedNotices(book: book, store: store, center: harness.center, now: { Date() }).notices.owed.isEmpty)
  }
}
