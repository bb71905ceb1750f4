import Foundation
import Testing

@testable import PayMeCore

/// Add Money and Transfer to Bank: Apple Cash's choice of speeds, the fee to the cent, and the balance and the
/// history changing together.
@Suite("PayMe: Add Money and Transfer to Bank")
@MainActor
struct BankTransferTests {
  func usd(_ text: String) -> Money { Money(text, .usd) ?? .zero(.usd) }

  /// The sheet for `move`, up over the dashboard, with `amount` typed key by key.
  func sheet(_ harness: PayMeHarness, _ move: BankMove, typing amount: String, speed: TransferSpeed = .standard)
    throws -> (PayMeModel, BankTransferModel)
  {
    let app = harness.model()
    app.finishOnboarding()
    app.dashboardAction(move == .addMoney ? "addmoney" : "transfer")
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    sheet.speed = speed
    sheet.type(amount)
    return (app, sheet)
  }

  @Test("PM-0.1: the Instant Transfer fee is exact to the cent at its minimum, its maximum and half a cent")
  func feeEdges() {
    let fee = { (amount: String) in TransferSpeed.instant.fee(for: self.usd(amount)).amount }
    #expect(fee("1.00") == usd("0.25").amount, "below the minimum: the minimum")
    #expect(fee("14.00") == usd("0.25").amount, "1.7% is 0.238: the minimum")
    #expect(fee("14.70") == usd("0.25").amount, "0.2499 rounds to the minimum exactly")
    #expect(fee("15.00") == usd("0.26").amount, "0.255: half a cent rounds up")
    #expect(fee("25.00") == usd("0.43").amount, "0.425: half a cent rounds up, not to even")
    #expect(fee("100.00") == usd("1.70").amount)
    #expect(fee("1470.58") == usd("25.00").amount, "24.99986 rounds to the maximum")
    #expect(fee("1470.59") == usd("25.00").amount, "25.00003: held at the maximum")
    #expect(fee("10000.00") == usd("25.00").amount)
    #expect(TransferSpeed.standard.fee(for: usd("10000.00")).isZero, "1–3 business days is free")
    #expect(
      TransferFee.instant.description(locale: Locale(identifier: "en_US"), currency: .usd)
        == "1.7% fee (min $0.25, max $25.00)")
  }

  @Test(
    "PM-0.1: a transfer takes the amount from the balance exactly and heads Activity; the bank gets it less the fee")
  func transferMovesBalanceAndHistory() async throws {
    let harness = PayMeHarness()
    let (app, sheet) = try sheet(harness, .transferToBank, typing: "100.10", speed: .instant)
    let before = app.ledger.balance
    #expect(sheet.fee == usd("1.70") && sheet.bankReceives == usd("98.40"), "1.7% of 100.10 is 1.7017")
    app.bankSheet?.review()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .confirmTransfer)
    #expect(app.shownAlert?.message?.contains("no real money moves") == true, "the demo says so where money moves")
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    sheet.speed = .standard
    #expect(sheet.speed == .instant, "once made, the transfer's speed is what was confirmed")
    guard case .done(let made) = sheet.step else {
      Issue.record("the transfer is made")
      return
    }
    #expect(app.ledger.balance == before - usd("100.10"))
    #expect(app.ledger.transactions.first == made && made.kind == .bankTransfer && made.amountToBank == usd("98.40"))
    #expect(harness.model().ledger == app.ledger, "saved: balance and history together")
    #expect(app.transferDetails(made).map(\.value) == ["Instant Transfer", "$1.70", "$98.40"], "its screen's rows")
    #expect(PayMeCopy.counterpartyTitle(made) == "Account")
    app.bankSheet?.close()
    app.endDismissals()
    #expect(app.presentation.destinations.isEmpty)
  }

  @Test("A 1–3 business day transfer is on its way, with the day it is expected, until its business days pass")
  func standardTransferArrives() async throws {
    let harness = PayMeHarness()
    let (app, sheet) = try sheet(harness, .transferToBank, typing: "40", speed: .standard)
    let before = app.ledger.balance
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    guard case .done(let made) = sheet.step else {
      Issue.record("the transfer is made")
      return
    }
    #expect(made.status == .pending && app.ledger.balance == before - usd("40"), "the money has left already")
    #expect(PayMeCopy.doneHeadline(made) == PayMeCopy.transferOnItsWay)
    #expect(app.transactionScreen(made.id).status == PayMeCopy.transferOnItsWay)
    #expect(app.transferDetails(made).map(\.title).last == PayMeCopy.expectedBy)
    // Its business days pass: the next return to the app completes it, and only its status changes.
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = app.locale
    let arrival = try #require(made.expectedArrival(calendar: calendar))
    var ledger = app.ledger
    let early = ledger.completeArrivedTransfers(now: arrival.addingTimeInterval(-1), calendar: calendar)
    #expect(!early, "a second before its business days end, it is still on its way")
    let arrived = ledger.completeArrivedTransfers(now: arrival, calendar: calendar)
    #expect(arrived)
    #expect(ledger.transaction(made.id)?.status == .completed && ledger.balance == app.ledger.balance)
  }

  @Test("Business days: three weekdays after the day sent, weekends skipped; Instant arrives at once")
  func businessDays() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    func day(_ text: String) throws -> Date {
      var parts = DateComponents()
      let numbers = text.split(separator: "-").compactMap { Int($0) }
      (parts.year, parts.month, parts.day, parts.hour) = (numbers[0], numbers[1], numbers[2], 15)
      return try #require(calendar.date(from: parts))
    }
    let standard = { (sent: Date) in TransferSpeed.standard.arrival(after: sent, calendar: calendar) }
    // 2026-11-25 is a Wednesday: Thursday, Friday, Monday; expected by the end of Monday.
    #expect(standard(try day("2026-11-25")) == calendar.startOfDay(for: try day("2026-12-01")))
    // Sent on a Saturday: Monday, Tuesday, Wednesday.
    #expect(standard(try day("2026-11-28")) == calendar.startOfDay(for: try day("2026-12-03")))
    let now = try day("2026-11-28")
    #expect(TransferSpeed.instant.arrival(after: now, calendar: calendar) == now)
  }

  @Test("Add Money from Demo Bank ••••1234 adds to the balance and to Activity, after the device owner")
  func addMoney() async throws {
    let harness = PayMeHarness()
    let (app, _) = try sheet(harness, .addMoney, typing: "50")
    let before = app.ledger.balance
    app.bankSheet?.review()
    #expect(app.shownAlert?.message?.contains(DemoBank.displayName) == true)
    harness.owner.script(.cancel)
    await app.tapAlert(PayMeCopy.addMoneyAction.text)
    #expect(app.ledger.balance == before, "cancelled at Face ID: nothing moved")
    #expect(app.bankSheet?.step == .entry && app.shownAlert == nil, "a cancel says nothing; the amount stays")
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.addMoneyAction.text)
    #expect(app.ledger.balance == before + usd("50"))
    #expect(app.ledger.transactions.first?.kind == .addedMoney)
  }

  @Test("PM-0.1: more than the balance, or an Instant Transfer no larger than its fee, is refused in words")
  func refusedInWords() throws {
    let harness = PayMeHarness()
    let (app, sheet) = try sheet(harness, .transferToBank, typing: "2480.36")
    let before = app.ledger
    app.bankSheet?.review()
    #expect(sheet.error == .aboveBalance && sheet.error?.message == PayMeCopy.amountAboveBalance)
    #expect(app.shownAlert == nil && app.ledger == before)
    sheet.clearAmount()
    sheet.type("0.25")
    sheet.speed = .instant
    app.bankSheet?.review()
    #expect(sheet.error == .notAboveFee(usd("0.25")))
    #expect(sheet.error?.message(locale: Locale(identifier: "en_US")).text.contains("$0.25 fee") == true)
    sheet.speed = .standard
    app.bankSheet?.review()
    #expect(
      sheet.error == nil && app.shownAlert?.kind(as: PayMeAlertID.self) == .confirmTransfer, "free: 25 cents can go")
  }

  @Test("Add Money past what the demo balance holds is refused in words")
  func balanceFull() throws {
    var ledger = DemoData.ledger(now: PayMeHarness.now)
    #expect(throws: PaymentError.invalidAmount(.aboveLimit(usd("10000")))) {
      try ledger.addMoney(usd("10000.01"), at: PayMeHarness.now, id: "a")
    }
    for index in 0..<999 { try ledger.addMoney(usd("10000"), at: PayMeHarness.now, id: "a\(index)") }
    #expect(throws: PaymentError.invalidAmount(.balanceFull(Money(Ledger.maximumBalance, .usd)))) {
      try ledger.addMoney(usd("10000"), at: PayMeHarness.now, id: "last")
    }
    #expect(ledger.isPlausible, "what Add Money allows is a ledger PayMe believes when read back")
  }

  @Test("A failed save moves nothing: neither balance nor entry changes, the sheet keeps its amount, said in words")
  func failedSave() async throws {
    let harness = PayMeHarness()
    // A file where PayMe's folder should be: nothing can be written there.
    try Data("x".utf8).write(to: harness.directory)
    let (app, _) = try sheet(harness, .transferToBank, typing: "20")
    let before = app.ledger
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    #expect(app.ledger == before && app.bankSheet?.step == .entry && app.bankSheet?.entry.text == "20")
    // The settings could not be saved either (the same folder): each failure is said in turn, none replaced.
    var said: [PayMeAlertID?] = []
    while let up = app.shownAlert, said.count < 3 {
      said.append(up.kind(as: PayMeAlertID.self))
      await app.tapAlert("OK")
    }
    #expect(said == [.settingsNotSaved, .moveNotSaved])
    let relaunched = harness.model().ledger
    #expect(relaunched.balance == before.balance && relaunched.transactions == before.transactions)
  }

  @Test("Transfers have their own kind in Activity: filtered by Transfers, found by the bank's name and amount")
  func activity() async throws {
    let harness = PayMeHarness()
    let (app, _) = try sheet(harness, .transferToBank, typing: "12.5")
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    app.activity.filter = .transfers
    let rows = app.activity.months.flatMap(\.rows)
    #expect(rows.count == 1 && rows.first?.title == DemoBank.name)
    #expect(rows.first?.value == "-$12.50" && rows.first?.subtitle?.hasPrefix(PayMeCopy.standardTransfer.text) == true)
    app.activity.filter = .all
    app.activity.query = "demo bank"
    #expect(app.activity.months.flatMap(\.rows).count == 1)
    app.activity.query = "12.50"
    #expect(app.activity.months.flatMap(\.rows).map(\.title) == [DemoBank.name])
    app.activity.filter = .sent
    app.activity.query = ""
    #expect(!app.activity.months.flatMap(\.rows).contains { $0.title == DemoBank.name }, "not a payment sent")
  }

  @Test("A filled-in transfer asks before Cancel, a swipe or a link throws it away; an empty one just goes")
  func discard() async throws {
    let harness = PayMeHarness()
    let (app, sheet) = try sheet(harness, .transferToBank, typing: "5")
    #expect(sheet.refusesSwipeDown)
    app.bankSheet?.cancel()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardBankMove)
    await app.tapAlert("Keep Editing")
    app.open(try #require(URL(string: "payme://settings")))
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardBankMove, "a link waits for the answer")
    await app.tapAlert("Discard Transfer")
    #expect(app.bankSheet == nil && app.path == [.settings])
    app.path = []
    app.startAddMoney()
    app.settlePresentation()
    app.bankSheet?.cancel()
    app.endDismissals()
    #expect(app.presentation.destinations.isEmpty && app.shownAlert == nil)
  }

  @Test("Amounts use the payment's keypad rules and the user's locale: 12,5 in Germany, never three decimals")
  func keypad() throws {
    let harness = PayMeHarness()
    let app = harness.model(locale: Locale(identifier: "de_DE"))
    app.finishOnboarding()
    app.startTransferToBank()
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    #expect(sheet.keypad.face(of: .separator) == ",", "the German keypad's decimal key is the comma")
    sheet.type("12,505")
    #expect(sheet.entry.text == "12,50" && sheet.amount == Money(Decimal(string: "12.5") ?? 0, .usd))
    #expect(sheet.error == .tooManyDecimals(allowed: 2), "the third decimal is refused, and said")
    #expect(sheet.amountDisplay.hasPrefix("12,50"), "shown large as typed, in German")
    sheet.paste("1e5")
    #expect(sheet.entry.text == "12,50", "a paste that is not an amount leaves the amount as it was")
  }
}

/// Hide Balance on the bank sheet: the line under the amount follows the home screen's rule.
@Suite("PayMe: Hide Balance on the bank sheet")
@MainActor
struct BankSheetHiddenBalanceTests {
  @Test("Hide Balance: the bank sheet's balance line is dots, and VoiceOver's label says hidden, until a tap")
  func bankSheetHidesBalance() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.settingsScreen.setHideBalance(true)
    for action in ["addmoney", "transfer"] {
      app.dashboardAction(action)
      app.settlePresentation()
      let sheet = try #require(app.bankSheet)
      // BankTransferView shows exactly these: the line's text, its VoiceOver label and hint, and its tap.
      #expect(sheet.balance?.line.text == "Balance: ••••••")
      #expect(sheet.balance?.label == "Balance hidden", "never six bullets read aloud")
      #expect(
        (sheet.balance?.isButton ?? false) && sheet.balance?.hint == "Shows the balance",
        "the card's button: a tap reveals it")
      sheet.toggleBalance()
      #expect(sheet.balance?.line.text == "Balance: $2,480.35" && sheet.balance?.label == "Balance, $2,480.35")
      #expect(app.dashboard.balance == "$2,480.35", "revealed on the sheet is revealed on the card beneath")
      sheet.toggleBalance()
      #expect(sheet.balance?.line.text == "Balance: ••••••", "a second tap hides it again")
      sheet.cancel()
      app.settlePresentation()
      #expect(app.bankSheet == nil)
    }
    app.settingsScreen.setHideBalance(false)
    app.dashboardAction("addmoney")
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    #expect(sheet.balance?.line.text == "Balance: $2,480.35" && !(sheet.balance?.isButton ?? false))
  }
}
