import Foundation
import Testing

@testable import QuoteVaultCore

/// Save in the own-quote sheet is idempotent: one id per sheet, and a second tap while a save is under way (the
/// sheet still sliding away) does nothing, so no duplicate quote is ever written.
@MainActor
@Suite("QuoteVault own quote Save: one id per sheet, one save at a time")
struct OwnQuoteSaveTests {
  /// A save the test lets finish, and what reached it.
  @MainActor
  final class Gate {
    var saved: [Quote] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var entered = 0
    func pass() async {
      entered += 1
      await withCheckedContinuation { waiting.append($0) }
    }
    func open() {
      waiting.forEach { $0.resume() }
      waiting = []
    }
  }

  @Test("A second Save while the first is under way does nothing; a later Save keeps the sheet's one id")
  func secondTapDoesNothing() async throws {
    let counter = Counter()
    let sheet = OwnQuoteModel(makeID: { counter.next() })
    sheet.text = "Measure twice."
    sheet.author = "Me"
    let gate = Gate()
    sheet.onSave = { quote in
      gate.saved.append(quote)
      await gate.pass()
    }
    let first = Task { await sheet.save() }
    try #require(await eventually { gate.entered == 1 }, "the first save is under way")
    #expect(sheet.isSaving, "Save is disabled while it runs")
    await sheet.save()  // the second tap, as the sheet slides away
    #expect(gate.saved.count == 1, "the second tap did nothing")
    gate.open()
    await first.value
    #expect(!sheet.isSaving)
    // Saved again later (say the first was refused by a dismissal that did not happen): the same row, not a new one.
    let again = Task { await sheet.save() }
    try #require(await eventually { gate.entered == 2 }, "the later save is under way")
    gate.open()
    await again.value
    #expect(gate.saved.count == 2 && gate.saved[0].id == gate.saved[1].id, "one id for the sheet")
    #expect(counter.count == 1, "the id was chosen once")
  }

  @Test("Two Save taps on a new quote leave one quote in My Quotes, on the device and on the server")
  func doubleTapWritesOne() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    model.myQuotes.newQuote()
    let sheet = try #require(model.presentation.top?.destination.ownQuote)
    sheet.text = "Twice tapped, once kept."
    sheet.author = "Me"
    async let first: Void = sheet.save()
    async let second: Void = sheet.save()
    _ = await (first, second)
    model.settlePresentation()
    #expect(model.library.ownQuotes.filter { $0.text == "Twice tapped, once kept." }.count == 1)
    await model.outbox.finishSending()
    let relaunched = try device.relaunched(backend).model()
    await relaunched.launch()
    #expect(relaunched.library.ownQuotes.filter { $0.text == "Twice tapped, once kept." }.count == 1)
  }
}

/// Counts the ids a sheet asks for.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Int64 = 0
  var count: Int64 { lock.withLock { value } }
  func next() -> Int64 {
    lock.withLock {
      value += 1; return (1 << 40) + value
    }
  }
}
