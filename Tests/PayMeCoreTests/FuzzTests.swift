import Foundation
import SharedStore
import TestSupport
import Testing

@testable import PayMeCore

/// Pasted text and the files PayMe reads back are outside input: fuzz the amount parser, the decimal pad, the
/// saved ledger and schedules, links and pay codes.
@Suite("PayMe hostile input")
struct FuzzTests {
  @Test("Pasted amounts: never a crash; what is accepted is a valid, bounded amount with the currency's decimals")
  func pastes() {
    var fuzzer = Fuzzer(seed: 0xCA5E)
    // Digits of other numbering systems too (Arabic-Indic, Persian, Devanagari, mathematical bold).
    let seeds = ["12.34", " $1,000.50 ", "0.001", "-5", "99999999999", "1e9", "12.", ".5", "١٢٫٥", "۴۲", "७.५०", "𝟗𝟗"]
      .map { Array($0.utf8) }
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let text = String(
        decoding: fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 40) : fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      for (currency, locale) in [(Currency.usd, "en_US"), (.eur, "de_DE"), (.jpy, "ja_JP")] {
        var entry = AmountEntry(currency: currency, locale: Locale(identifier: locale))
        guard entry.paste(text) == nil else { continue }
        let amount = entry.amount
        #expect(amount != nil && amount! >= 0, "\(text)")
        #expect(DecimalText.fractionDigits(entry.text, decimalSeparator: entry.decimalSeparator) <= currency.minorUnits)
        #expect(entry.text.count <= DecimalText.maximumLength)
      }
    }
  }

  @Test("The amount field: any sequence of keys, deletions and pastes keeps the text a valid amount prefix")
  func keys() {
    var fuzzer = Fuzzer(seed: 0xD1A1)
    let keys = Array("0123456789.,-$ e١۴७")
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      var flow = PaymentFlow(purpose: .send, currency: .usd, locale: Locale(identifier: "en_US"))
      for _ in 0..<fuzzer.int(0...30) {
        // What the TextField writes: the text with one key added, the last character deleted, or a paste.
        let current = flow.entry.text
        switch fuzzer.int(0...2) {
        case 0: flow.editAmount(current + String(keys[fuzzer.int(0...(keys.count - 1))]))
        case 1: flow.editAmount(String(current.dropLast()))
        default: flow.editAmount(String((0..<fuzzer.int(0...12)).map { _ in keys[fuzzer.int(0...(keys.count - 1))] }))
        }
        // A valid amount so far: empty, an amount, or one ending in the separator ("5.", ".") that a digit completes.
        let text = flow.entry.text
        let completed = text.hasSuffix(".") ? text + "0" : text
        #expect(text.isEmpty || DecimalText.parse(completed, decimalSeparator: ".") != nil, "\(text)")
        #expect(DecimalText.fractionDigits(flow.entry.text, decimalSeparator: ".") <= 2)
      }
    }
  }

  @Test(
    "The ledger read back from disk: mutated files give the saved ledger, the demo's, or a plausible one, never a crash"
  )
  @MainActor func savedLedger() throws {
    var fuzzer = Fuzzer(seed: 0x1ED6)
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    defer { try? FileManager.default.removeItem(at: harness.directory) }
    try store.write(DemoData.ledger(now: PayMeHarness.now), for: PayMeShared.ledger)
    let file = harness.directory.appendingPathComponent("payme-ledger.json")
    let seed = Array(try Data(contentsOf: file))
    for _ in 0..<Fuzzer.iterations(standard: 300) {
      try Data(fuzzer.mutate(seed)).write(to: file)
      let ledger = harness.model().ledger
      #expect(ledger.isPlausible)
      #expect(ledger.balance.amount >= 0)
    }
  }

  @Test(
    "The scheduled payments read back from disk: mutated files give plausible schedules or none, and a run moves only what the balance holds"
  )
  @MainActor func savedSchedules() throws {
    var fuzzer = Fuzzer(seed: 0x5C4E)
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    defer { try? FileManager.default.removeItem(at: harness.directory) }
    // Two schedules: one due long ago (a catch-up run), one held back for a short balance.
    let start = PayMeHarness.now.addingTimeInterval(-400 * 86_400)
    let saved = ScheduledPayments(items: [
      ScheduledPayment(
        id: "s1", recipient: DemoData.contacts[0], amount: Money(25, .usd), note: "Rent", cadence: .weekly,
        start: start),
      ScheduledPayment(
        id: "s2", recipient: DemoData.contacts[1], amount: Money(Decimal(string: "9.99") ?? 1, .usd), note: "",
        cadence: .monthly, start: start, sent: 3, heldBack: start),
    ])
    try store.write(saved, for: PayMeShared.scheduledPayments)
    let file = harness.directory.appendingPathComponent("payme-scheduled-payments.json")
    let seed = Array(try Data(contentsOf: file))
    for _ in 0..<Fuzzer.iterations(standard: 200) {
      try? FileManager.default.removeItem(at: harness.directory.appendingPathComponent("payme-ledger.json"))
      try Data(fuzzer.mutate(seed)).write(to: file)
      let app = harness.model()
      #expect(app.schedules.isPlausible, "a damaged file is set aside, never believed")
      app.scheduledPayments.runDue()
      #expect(app.ledger.isPlausible && app.ledger.balance.amount >= 0)
      #expect(app.schedules.items.count <= ScheduledPayments.maximumCount)
    }
  }

  @Test("PayMe's links (a reminder's tap, any payme:// URL): never a crash; what is accepted round-trips")
  @MainActor func links() {
    var fuzzer = Fuzzer(seed: 0x11CC)
    let seeds = [
      "payme://transaction/t-3", "payme://send", "payme://request", "payme://settings", "payme://transaction/a/b",
      "PAYME://transaction/%2e%2e", "payme://transaction/\u{0}", "payme://pay/benok?name=Ben%20Okafor&amount=12.50",
      "payme://pay/jamie.r?name=Jamie%20Rivera",
    ].map { Array($0.utf8) }
    let app = PayMeHarness().model()
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let text = String(decoding: fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      guard let url = URL(string: text) else { return }
      if let link = PayMeLink(url: url) {
        #expect(PayMeLink(url: link.url) == link, "\(text)")
      }
      // Opened for real: whatever it is, the app stays in a state its views can draw.
      app.open(url)
      app.settlePresentation()
      #expect(app.presentation.destinations.count <= 1)
    }
  }

  @Test("Pay codes a camera reads (any text): never a crash; what is accepted is a bounded code that round-trips")
  func payCodes() {
    var fuzzer = Fuzzer(seed: 0xC0DE)
    let seeds = [
      "payme://pay/benok?name=Ben%20Okafor&amount=12.50", "payme://pay/a?name=A",
      "payme://pay/x_y-z.w?amount=0.01&name=Z",
      "payme://pay/benok?name=%E2%80%AEevil&amount=9999.99", "payme://pay//?name=", "https://example.com/?q=1",
    ].map { Array($0.utf8) }
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let text = String(decoding: fuzzer.mutate(fuzzer.pick(seeds)), as: UTF8.self)
      guard let url = URL(string: text), case .pay(let code) = PayMeLink(url: url) else { return }
      #expect(PayMeLink(url: code.url) == .pay(code), "\(text)")
      #expect(code.handle.count <= 31 && code.name.count <= PayCode.maximumNameLength, "\(text)")
      if let amount = code.amount { #expect(amount > 0 && amount <= Ledger.paymentLimit, "\(text)") }
    }
  }
}
