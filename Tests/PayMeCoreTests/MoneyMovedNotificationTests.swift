import AppServices
import AppServicesTestSupport
import Foundation
import Localization
import TestSupport
import Testing

@testable import PayMeCore

/// Money that moves on a known day while PayMe may be closed (a transfer reaching the bank, a payment to someone
/// new coming back) is planned as a notification at that moment (issue 41), on the notifications double.
@Suite("PayMe notifications when money moves")
@MainActor
struct MoneyMovedNotificationTests {
  /// A launch with notifications on (iOS allows them, the user turned them on).
  func launched(_ harness: PayMeHarness) async -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    await app.finishEverything()
    return app
  }

  /// A free 1–3 business day transfer of `amount`, confirmed with Face ID.
  func transfer(_ harness: PayMeHarness, _ app: PayMeModel, _ amount: String) async throws -> Transaction {
    app.startTransferToBank()
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    sheet.speed = .standard
    sheet.type(amount)
    app.bankSheet?.review()
    harness.owner.script(.match)
    await app.tapAlert(PayMeCopy.transferAction.text)
    guard case .done(let made) = sheet.step else { throw TransferNotMade() }
    app.bankSheet?.close()
    await app.finishEverything()
    return made
  }
  struct TransferNotMade: Error {}

  /// `amount` to Emi, who is new to PayMe: pending until accepted.
  func planned(_ harness: PayMeHarness, _ id: String) -> (request: NotificationRequest, fires: Date)? {
    harness.center.schedule.first { $0.request.id == id }
  }

  @Test("A transfer's arrival is told at 9:00 on its arrival day (never in the night), once, and its tap opens it")
  func arrivalPlanned() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let made = try await transfer(harness, app, "40")
    let id = MoneyMovedNotification.arrivalIdentifier(for: made.id)
    let reached = try #require(made.expectedArrival(calendar: app.calendar))
    let note = try #require(planned(harness, id))
    let arrival = note.fires
    #expect(app.calendar.isDate(arrival, inSameDayAs: reached) && arrival > reached)
    #expect(app.calendar.dateComponents([.hour, .minute], from: arrival) == DateComponents(hour: 9, minute: 0))
    #expect(note.request.title == "Transfer Arrived" && note.request.body == "$40.00 reached Demo Bank ••••1234.")
    #expect(note.request.url == PayMeLink.transaction(made.id).url)
    // Planned again at each return: replaced, never a second one.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(harness.center.schedule.filter { $0.request.id == id }.count == 1)
    // It fires while PayMe is closed; its tap opens the transfer.
    harness.scene.leaveApp()
    let fired = harness.center.fire(until: arrival)
    #expect(fired.map(\.id).contains(id))
    app.open(try #require(note.request.url))
    app.settlePresentation()
    #expect(app.pushed.last == .transaction(made.id))
  }

  @Test("A payment to someone new: its return is planned 7 days on, and withdrawn when it is cancelled")
  func returnPlannedAndWithdrawn() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    let id = MoneyMovedNotification.returnIdentifier(for: sent.id)
    let note = try #require(planned(harness, id))
    #expect(note.fires == sent.date.addingTimeInterval(Ledger.acceptanceWindow))
    #expect(note.request.title == "Payment Returned")
    #expect(note.request.body == "Emi Tanaka didn't accept $12.34 within 7 days, so it's back in your demo balance.")
    #expect(note.request.url == PayMeLink.transaction(sent.id).url)
    app.transactionScreen(sent.id).askToCancelPayment()
    await app.tapAlert("Cancel Payment")
    await app.finishEverything()
    #expect(app.ledger.transaction(sent.id)?.status == .cancelled)
    #expect(planned(harness, id) == nil, "a cancelled payment can no longer come back")
  }

  @Test("Payment Returned arriving while PayMe is in front moves the ledger with it: no row still pending under it")
  func returnArrivesInFront() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    let balance = app.ledger.balance
    let id = MoneyMovedNotification.returnIdentifier(for: sent.id)
    let note = try #require(planned(harness, id))
    // The user keeps PayMe open past the seventh day: iOS delivers the notification to the app in front, whose
    // delegate (`NotificationTapRouter.willPresent`) hands its identifier to the model, as here.
    harness.time.advance(note.fires.timeIntervalSince(harness.time.now))
    let delivered = harness.center.fire(until: note.fires)
    #expect(delivered.map(\.id).contains(id))
    #expect(app.transactionScreen(sent.id).canCancelPayment, "before the model hears of it, still pending")
    for request in delivered { app.notificationArrived(request.id) }
    await app.finishEverything()
    #expect(app.ledger.transaction(sent.id)?.status == .returned)
    #expect(app.ledger.balance == balance + Money(Decimal(string: "12.34") ?? 0, .usd))
    #expect(!app.transactionScreen(sent.id).canCancelPayment)
    #expect(app.moneyMoved.returns.unconfirmed.isEmpty && app.moneyMoved.returns.owed.isEmpty, "seen as a banner: told")
    // Any other notification (a request's reminder) moves nothing.
    app.notificationArrived(RequestReminder.identifier(for: sent.id))
    #expect(app.ledger.transaction(sent.id)?.status == .returned)
  }

  @Test("Plans made back to back run in order: one made before a cancel never adds back the return it withdrew")
  func plansRunInOrder() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let sent = try await harness.sentToSomeoneNew(app, "7")
    let id = MoneyMovedNotification.returnIdentifier(for: sent.id)
    #expect(planned(harness, id) != nil)
    // A plan made while the payment is pending, then the cancel and its own plan, with no pause between them.
    app.moneyMoved.plan()
    let cancelled = app.book.ledger.cancelPayment(sent.id)
    #expect(cancelled)
    app.moneyMoved.plan()
    await app.finishEverything()
    #expect(planned(harness, id) == nil, "the newer plan, made after the cancel, has the last word")
  }

  @Test("Hide Balance writes them again without amounts; notifications off withdraws them; on plans them again")
  func hideBalanceAndOff() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let made = try await transfer(harness, app, "40")
    let sent = try await harness.sentToSomeoneNew(app, "5")
    let arrival = MoneyMovedNotification.arrivalIdentifier(for: made.id)
    let back = MoneyMovedNotification.returnIdentifier(for: sent.id)
    app.settingsScreen.setHideBalance(true)
    await app.finishEverything()
    #expect(planned(harness, arrival)?.request.body == "Your transfer reached Demo Bank ••••1234.")
    let hidden = try #require(planned(harness, back)?.request.body)
    #expect(!hidden.contains("$") && hidden.hasPrefix("Emi Tanaka didn't accept your payment"))
    app.settingsScreen.notificationsEnabled = false
    await app.finishEverything()
    #expect(planned(harness, arrival) == nil && planned(harness, back) == nil)
    await app.settingsScreen.setNotifications(true)
    await app.finishEverything()
    #expect(planned(harness, arrival) != nil && planned(harness, back) != nil)
  }

  @Test("Only what can still happen is planned, the soonest first, and all reminders stay within iOS's 64")
  func planBounds() throws {
    let now = PayMeHarness.now
    let new = Contact(id: "n", name: "New", handle: "@new", acceptsAtOnce: false)
    var ledger = Ledger(holderName: "Me", balance: Money(1000, .usd), contacts: [new], transactions: [])
    for index in 0..<(MoneyMovedNotification.limit + 3) {
      _ = try ledger.send(Money(1, .usd), to: "n", note: "", at: now.addingTimeInterval(Double(index)), id: "p\(index)")
    }
    _ = try ledger.transfer(Money(5, .usd), speed: .instant, at: now, id: "instant")
    let calendar = Calendar(identifier: .gregorian)
    let plan = MoneyMovedNotification.requests(
      for: ledger, now: now, calendar: calendar, locale: Locale(identifier: "en_US"), hidingAmount: false)
    #expect(plan.count == MoneyMovedNotification.limit)
    #expect(plan.map(\.id) == (0..<MoneyMovedNotification.limit).map { "payme-returned-p\($0)" })
    #expect(!plan.contains { $0.id.hasSuffix("instant") }, "an instant transfer has arrived already")
    #expect(
      RequestReminder.limit + ScheduledPaymentReminder.limit + MoneyMovedNotification.limit
        <= maximumPendingNotifications)
  }

  @Test("In Spanish: the arrival in the catalog's words with the amount as Spain writes it, and hidden without it")
  func spanish() throws {
    let now = PayMeHarness.now
    var ledger = Ledger(holderName: "Me", balance: Money(100, .usd), contacts: [], transactions: [])
    let made = try ledger.transfer(Money(40, .usd), speed: .standard, at: now, id: "t")
    let spain = Locale(identifier: "es_ES")
    let calendar = Calendar(identifier: .gregorian)
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let shown = MoneyMovedNotification.requests(
        for: ledger, now: now, calendar: calendar, locale: spain, hidingAmount: false)
      let hidden = MoneyMovedNotification.requests(
        for: ledger, now: now, calendar: calendar, locale: spain, hidingAmount: true)
      #expect(shown.map(\.title) == ["Transferencia completada"])
      #expect(
        shown.first?.body.hasPrefix("40,00") == true
          && shown.first?.body.hasSuffix("ha llegado a Demo Bank ••••1234.") == true)
      #expect(hidden.map(\.body) == ["Tu transferencia ha llegado a Demo Bank ••••1234."])
      #expect(hidden.first?.url == PayMeLink.transaction(made.id).url)
    }
  }

  @Test("A return is pinned to its instant across a time zone change; Transfer Arrived stays at 9:00 on the clock")
  func timeZoneChange() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let made = try await transfer(harness, app, "40")
    let sent = try await harness.sentToSomeoneNew(app, "12.34")
    let back = MoneyMovedNotification.returnIdentifier(for: sent.id)
    let arrival = MoneyMovedNotification.arrivalIdentifier(for: made.id)
    let due = sent.date.addingTimeInterval(Ledger.acceptanceWindow)
    #expect(planned(harness, back)?.fires == due)
    // A flight five hours east, with PayMe closed: nothing is planned again until it opens.
    let east = try #require(TimeZone(secondsFromGMT: app.calendar.timeZone.secondsFromGMT(for: due) + 5 * 3600))
    harness.center.userChangedTimeZone(to: east)
    #expect(planned(harness, back)?.fires == due, "never said hours before the money is back")
    var there = app.calendar
    there.timeZone = east
    let morning = try #require(planned(harness, arrival)?.fires)
    #expect(there.dateComponents([.hour, .minute], from: morning) == DateComponents(hour: 9, minute: 0))
  }

  @Test("A cancel whose save failed changes nothing: the payment still waits, and its Payment Returned stays planned")
  func failedSavePlans() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = await launched(harness)
    let sent = try await harness.sentToSomeoneNew(app, "6")
    let id = MoneyMovedNotification.returnIdentifier(for: sent.id)
    #expect(planned(harness, id) != nil)
    // The storage fails (a file where PayMe's folder was), then the payment is cancelled.
    try FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    app.transactionScreen(sent.id).askToCancelPayment()
    await app.tapAlert("Cancel Payment")
    await app.finishEverything()
    // Not saved, not made (`commit`): the plan follows the ledger the user sees, where the payment still waits.
    #expect(app.ledger.transaction(sent.id)?.status == .pending)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .changeNotSaved)
    #expect(planned(harness, id) != nil, "the money still comes back if it is never accepted")
    try? FileManager.default.removeItem(at: harness.directory)
  }

  @Test("Every kind at its cap leaves a slot free: a notification posted now pushes out nothing planned")
  func spareSlot() async throws {
    let now = PayMeHarness.now
    let center = SimulatedNotificationCenter(status: .authorized, now: { now })
    let new = Contact(id: "n", name: "New", handle: "@new", acceptsAtOnce: false)
    var ledger = Ledger(holderName: "Me", balance: Money(1000, .usd), contacts: [new], transactions: [])
    for index in 0..<(MoneyMovedNotification.limit + 5) {
      _ = try ledger.send(Money(1, .usd), to: "n", note: "", at: now.addingTimeInterval(Double(index)), id: "p\(index)")
    }
    for index in 0..<(RequestReminder.limit + 5) {
      _ = try ledger.request(Money(1, .usd), from: "n", note: "", at: now, id: "r\(index)")
    }
    let locale = Locale(identifier: "en_US")
    let reminders = RequestReminder.requests(for: ledger, now: now, locale: locale)
    // The scheduled payments' reminders, as many as they may be, each on a later morning.
    let scheduled = (0..<ScheduledPaymentReminder.limit).map { index in
      NotificationRequest(
        id: ScheduledPaymentReminder.identifier(for: "s\(index)"), title: "Scheduled", body: "",
        trigger: .at(now.addingTimeInterval(Double(index + 1) * 86_400)))
    }
    let moves = MoneyMovedNotification.requests(
      for: ledger, now: now, calendar: Calendar(identifier: .gregorian), locale: locale, hidingAmount: false)
    let plan = reminders + scheduled + moves
    #expect(reminders.count == RequestReminder.limit && moves.count == MoneyMovedNotification.limit)
    for request in plan { try await center.add(request) }
    // Posted now: the soonest of all, so iOS keeps it and drops the latest pending if there is no room.
    try await center.add(NotificationRequest(id: "payme-now", title: "Now", body: "", trigger: .after(1)))
    #expect(center.schedule.count <= maximumPendingNotifications)
    let pending = Set(await center.pendingIdentifiers())
    #expect(plan.allSatisfy { pending.contains($0.id) }, "nothing planned was dropped")
  }
}
