import Foundation
import SharedStore
import TestSupport
import Testing

@testable import PayMeCore

/// The "Send Money" App Shortcut's parameters: what the intent's `perform` hands `SendMoneyShortcut.link`, and
/// what the app then opens through `PayMeModel.open`.
@Suite("PayMe: the Send Money shortcut's amount and recipient")
@MainActor
struct SendMoneyShortcutTests {
  let ledger = DemoData.ledger(now: PayMeHarness.now)
  let us = Locale(identifier: "en_US")

  func link(_ amount: String?, _ recipient: String?, locale: Locale? = nil)
    -> Result<PayMeLink, SendMoneyShortcut.Refusal>
  {
    SendMoneyShortcut.link(amount: amount, recipient: recipient, ledger: ledger, locale: locale ?? us)
  }

  @Test("PM-0.1: an amount and a contact open a filled-in payment to review; nothing is sent until the user confirms")
  func filledInPayment() async throws {
    guard case .success(let opened) = link("$12.50", "@benok") else {
      Issue.record("Ben and $12.50 are a payment")
      return
    }
    #expect(opened.url.absoluteString == "payme://pay/benok?name=Ben%20Okafor&amount=12.5")
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let before = app.ledger
    app.open(opened.url)
    app.settlePresentation()
    #expect(app.flow?.recipient?.handle == "@benok" && app.flow?.entry.text == "12.5")
    await app.finishEverything()
    #expect(app.ledger == before, "opened, not sent: Review, Send and Face ID are the user's")
    app.payment?.continueToReview()
    #expect(app.flow?.step == .review && app.ledger == before)
  }

  @Test("No parameters open a new payment, as before; a recipient alone opens their payment with no amount")
  func withoutParameters() {
    #expect(link(nil, nil) == .success(.send))
    #expect(link("  ", "") == .success(.send))
    guard case .success(.pay(let code)) = link(nil, "@CHLOE.M") else {
      Issue.record("Chloé is a contact, whatever the case of her handle")
      return
    }
    #expect(code.handle == "@chloe.m" && code.name == "Chloé Martin" && code.amount == nil)
  }

  @Test("The amount is read as the user's locale writes it, as the amount field reads a paste, and stays Decimal")
  func amountInLocale() {
    let germany = Locale(identifier: "de_DE")
    guard case .success(.pay(let code)) = link("0,10", "@anacosta", locale: germany) else {
      Issue.record("0,10 in Germany is ten cents")
      return
    }
    #expect(code.amount == Decimal(string: "0.1"))
    guard case .success(.pay(let grouped)) = link("1.000,50", "@anacosta", locale: germany) else {
      Issue.record("1.000,50 in Germany is a thousand and fifty cents")
      return
    }
    #expect(grouped.amount == Decimal(string: "1000.5"))
  }

  @Test("Amounts as people say and type them: grouped thousands, a currency word or code; misgrouped is refused")
  func spokenAmounts() {
    let expected: [(String, String)] = [
      ("1,000", "1000"), ("$1,000.00", "1000"), ("20 dollars", "20"), ("20 USD", "20"), ("20usd", "20"),
      ("$5.25 dollars", "5.25"), ("1 dollar", "1"), ("9,999.99", "9999.99"),
    ]
    for (said, amount) in expected {
      guard case .success(.pay(let code)) = link(said, "@benok") else {
        Issue.record("\(said) is \(amount)")
        continue
      }
      #expect(code.amount == Decimal(string: amount), "\(said)")
    }
    for misgrouped in ["1,00", "10,0000", ",100", "1,000,00", "dollars", "20 euros"] {
      guard case .failure = link(misgrouped, "@benok") else {
        Issue.record("\(misgrouped) is refused")
        continue
      }
    }
  }

  @Test("Hostile or impossible input is refused in words: amounts, an unknown or forged recipient, an amount alone")
  func refusals() {
    #expect(link("12.345", "@benok") == .failure(.amount(.tooManyDecimals(allowed: 2))))
    #expect(link("-5", "@benok") == .failure(.amount(.negative)))
    #expect(link("0", "@benok") == .failure(.amount(.zero)))
    #expect(link("1e9", "@benok") == .failure(.amount(.malformed)))
    #expect(link("10000.01", "@benok") == .failure(.amount(.aboveLimit(Money(Ledger.paymentLimit, .usd)))))
    #expect(link(String(repeating: "9", count: 500), "@benok") == .failure(.amount(.malformed)))
    #expect(link("5", "@nobody") == .failure(.unknownRecipient))
    #expect(link("5", "@benok?name=Mallory") == .failure(.unknownRecipient))
    #expect(link("5", nil) == .failure(.needsRecipient))
    for refusal in [SendMoneyShortcut.Refusal.needsRecipient, .unknownRecipient, .amount(.negative)] {
      #expect(!refusal.message(locale: us).text.isEmpty)
    }
    #expect(SendMoneyShortcut.Refusal.unknownRecipient.message(locale: us) == PayMeCopy.shortcutUnknownRecipient)
  }

  @Test("The recipient list: by handle, by a typed name without accents, all as suggestions; forged ids find no one")
  func contactQuery() {
    #expect(
      SendMoneyShortcut.contacts(handles: ["@devp", "@nobody", "@BENOK"], in: ledger).map(\.id) == ["c-dev", "c-ben"])
    #expect(SendMoneyShortcut.contacts(matching: "chloe", in: ledger).map(\.id) == ["c-chloe"])
    #expect(SendMoneyShortcut.contacts(matching: String(repeating: "a", count: 65), in: ledger).isEmpty)
  }

  @Test("The list is the ledger PayMe saved, or the demo's before PayMe has saved one")
  func savedContacts() throws {
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    #expect(SendMoneyShortcut.savedLedger(store, now: PayMeHarness.now) == ledger)
    var added = ledger
    _ = added.add(Contact(id: "x", name: "Zoe Quinn", handle: "@zoeq"))
    try store.write(added, for: PayMeShared.ledger)
    #expect(SendMoneyShortcut.savedLedger(store, now: PayMeHarness.now).contact(handle: "@zoeq") != nil)
  }

  @Test("With App Lock on, or its setting unreadable, Siri and Shortcuts list and match no contact; off, they do")
  func contactsPrivateUnderAppLock() throws {
    let harness = PayMeHarness()
    let store = SharedStore(directory: harness.directory)
    #expect(SendMoneyShortcut.mayListContacts(store), "nothing saved yet: App Lock is off")
    var settings = PayMeSettings()
    settings.appLock = true
    try store.write(settings, for: PayMeShared.settings)
    #expect(!SendMoneyShortcut.mayListContacts(store))
    settings.appLock = false
    try store.write(settings, for: PayMeShared.settings)
    #expect(SendMoneyShortcut.mayListContacts(store))
    try Data("{not json".utf8).write(to: harness.directory.appendingPathComponent("payme-settings.json"))
    #expect(!SendMoneyShortcut.mayListContacts(store), "an unreadable setting may be App Lock on")
  }

  @Test(
    "Any amount and recipient text: never a crash; what is accepted is a bounded link that round-trips and sends nothing"
  )
  func fuzz() async {
    var fuzzer = Fuzzer(seed: 0x5E4D)
    let amounts = ["12.50", "$1,000.50", " 0.01 ", "-5", "1e9", "12.", ".5", "١٢٫٥", "10000", "\u{202E}5", "5\u{0}"]
      .map { Array($0.utf8) }
    let recipients = ["@benok", "@chloe.m", "benok", "@benok?name=x", "@\u{202E}kone", "", "@a/../b", "@emit"]
      .map { Array($0.utf8) }
    let app = PayMeHarness().model()
    app.finishOnboarding()
    let before = app.ledger
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let amount = fuzzer.chance(0.2) ? nil : String(decoding: fuzzer.mutate(fuzzer.pick(amounts)), as: UTF8.self)
      let recipient =
        fuzzer.chance(0.2) ? nil : String(decoding: fuzzer.mutate(fuzzer.pick(recipients)), as: UTF8.self)
      guard case .success(let opened) = link(amount, recipient) else { return }
      #expect(PayMeLink(url: opened.url) == opened, "\(String(describing: amount)) \(String(describing: recipient))")
      if case .pay(let code) = opened {
        #expect(ledger.contact(handle: code.handle) != nil, "only PayMe's own contacts")
        if let value = code.amount { #expect(value > 0 && value <= Ledger.paymentLimit) }
      }
      app.open(opened.url)
      app.settlePresentation()
      #expect(app.presentation.destinations.count <= 1)
    }
    await app.finishEverything()
    #expect(app.ledger == before, "no shortcut input ever moves money")
  }
}
