import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// The ledger's owner on its own, with no app: a change is the ledger only once it is on disk.
@Suite("PayMe: the ledger book alone")
@MainActor
struct LedgerBookTests {
  func folder() -> URL { FileManager.default.temporaryDirectory.appending(path: "ledger-book-\(UUID().uuidString)") }

  @Test("A committed change is on disk and in the book; a launch reads it back")
  func commitSaves() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let book = LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now)
    var saves = 0
    var sets = 0
    book.onSaved = { saves += 1 }
    book.onSet = { sets += 1 }
    var updated = book.ledger
    updated.transactions.removeFirst()
    #expect(book.commit(updated, .cancelPayment))
    #expect(book.ledger == updated && saves == 1 && sets == 1)
    let relaunched = LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now)
    #expect(relaunched.ledger == updated && relaunched.problem == nil && !relaunched.setAsideAtLaunch)
  }

  @Test("A change that cannot be saved is not made: the book keeps its ledger, says why once, and the user feels it")
  func refusedChangeKeepsLedger() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A file where the folder should be: nothing can be written there.
    try Data("x".utf8).write(to: directory)
    let book = LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now)
    var said: [PayMeAlertID?] = []
    var refused = 0
    var saves = 0
    var sets = 0
    book.onMessage = { said.append($0.kind(as: PayMeAlertID.self)) }
    book.onRefused = { refused += 1 }
    book.onSaved = { saves += 1 }
    book.onSet = { sets += 1 }
    let before = book.ledger
    var updated = before
    updated.transactions.removeFirst()
    #expect(!book.commit(updated, .cancelPayment))
    #expect(book.ledger == before && said == [.changeNotSaved] && refused == 1)
    #expect(saves == 0 && sets == 0, "a refused change neither saves nor touches the ledger")
    #expect(!book.commitRun(updated), "a scheduled run's ledger is not kept either")
    #expect(book.ledger == before && said == [.changeNotSaved], "and a run says nothing itself")
    // The run's ledger was put in place, then back: the calendar plans again from the ledger the user sees.
    #expect(sets == 2 && saves >= 1)
  }

  @Test("A damaged file is set aside at launch, its bytes kept, and the seed stands in")
  func damagedFileSetAside() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = SharedStore(directory: directory)
    try store.write(Optional(DemoData.ledger(now: PayMeHarness.now)), for: PayMeShared.ledger)
    let file = try #require(
      FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil).first)
    try Data("{ not a ledger".utf8).write(to: file)
    let book = LedgerBook(store: SharedStore(directory: directory), now: PayMeHarness.now)
    #expect(book.setAsideAtLaunch && book.problem == nil)
    #expect(book.ledger == DemoData.ledger(now: PayMeHarness.now))
  }
}
