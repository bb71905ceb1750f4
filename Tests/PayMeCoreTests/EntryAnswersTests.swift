import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// The answers to a request's or a payment's question on their own, with a ledger book and no app: a change is
/// made only once it is on disk, felt once, and a withdrawn request's reminder goes with it.
@Suite("PayMe: a request's or a payment's answered question, alone")
@MainActor
struct EntryAnswersTests {
  let directory = FileManager.default.temporaryDirectory.appending(path: "entry-answers-\(UUID().uuidString)")

  /// Answers on `book`, with what they reported.
  @MainActor
  final class Rig {
    let book: LedgerBook
    let answers: EntryAnswers
    var felt = 0
    var withdrawn: [String] = []
    var said: [PayMeAlertID?] = []

    init(book: LedgerBook) {
      self.book = book
      answers = EntryAnswers(
        access: LedgerAccess(
          ledger: { [book] in book.ledger }, now: { PayMeHarness.now }, makeID: { UUID().uuidString },
          commit: { [book] in book.commit($0, $1) }, change: { [book] in book.commit($0, $1) }))
      book.onSaved = {}
      book.onSet = {}
      book.onRefused = {}
      book.onMessage = { [unowned self] in said.append($0.kind(as: PayMeAlertID.self)) }
      answers.onChanged = { [unowned self] in felt += 1 }
      answers.onRequestWithdrawn = { [unowned self] in withdrawn.append($0) }
    }
  }

  /// The demo ledger's request of the user's and a contact's request, both waiting.
  func waitingRequests(_ ledger: Ledger) throws -> (request: String, incoming: String) {
    let waiting = ledger.transactions.filter { $0.status == .pending }
    return (
      try #require(waiting.first { $0.kind == .request }?.id), try #require(waiting.first { $0.kind == .incoming }?.id)
    )
  }

  /// A payment of $12 to someone who has not accepted it yet, saved in `book`.
  func paymentNotAccepted(in book: LedgerBook) throws -> String {
    let newcomer = try #require(DemoData.contacts.first { !$0.acceptsAtOnce })
    var ledger = book.ledger
    let sent = try ledger.send(Money(12, .usd), to: newcomer.id, note: "", at: PayMeHarness.now, id: "sent-1")
    #expect(book.commit(ledger, LedgerMove.payment))
    return sent.id
  }

  @Test("Each answer changes its entry on disk, is felt once, and only a withdrawn request takes its reminder")
  func answersChangeTheLedger() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let rig = Rig(book: LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now))
    let (request, incoming) = try waitingRequests(rig.book.ledger)
    let payment = try paymentNotAccepted(in: rig.book)
    let balance = rig.book.ledger.balance.amount
    let sent = try #require(rig.book.ledger.transaction(payment)?.amount.amount)

    rig.answers.answer(.cancelRequest(request))
    rig.answers.answer(.declineRequest(incoming))
    rig.answers.answer(.cancelPayment(payment))

    let saved = LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now).ledger
    #expect(saved.transaction(request)?.status == .cancelled)
    #expect(saved.transaction(incoming)?.status == .declined)
    #expect(saved.transaction(payment)?.status == .cancelled && saved.balance.amount == balance + sent)
    #expect(rig.felt == 3 && rig.withdrawn == [request] && rig.said.isEmpty)

    // Answered already (twice tapped, or on another screen): nothing more changes, nothing is felt.
    rig.answers.answer(.cancelRequest(request))
    rig.answers.answer(.cancelPayment(payment))
    #expect(rig.felt == 3 && rig.withdrawn == [request] && rig.book.ledger.balance.amount == balance + sent)
  }

  @Test("An answer that cannot be saved changes nothing, is not felt, keeps the reminder, and is said in words")
  func refusedAnswerKeepsEverything() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // A file where the folder should be: nothing can be written there.
    try Data("x".utf8).write(to: directory)
    let rig = Rig(book: LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now))
    let before = rig.book.ledger
    let (request, _) = try waitingRequests(before)

    rig.answers.answer(.cancelRequest(request))

    #expect(rig.book.ledger == before && rig.felt == 0 && rig.withdrawn.isEmpty)
    #expect(rig.said == [.changeNotSaved])
  }
}
