import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Issue 41's smaller findings: each as the user meets it.
@Suite("PayMe issue 41's smaller fixes")
@MainActor
struct SmallerFixesTests {
  func launched(_ harness: PayMeHarness = PayMeHarness()) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  @Test("Split before anyone is chosen: the button says to choose people, disabled, never \"0 People\"")
  func splitWithNobody() throws {
    let app = launched()
    app.startSplit()
    app.settlePresentation()
    let split = try #require(app.splitSheet)
    split.type("30")
    #expect(!split.canSend && split.sendTitle.text == "Choose People to Split With")
    split.toggle(DemoData.contacts[0])
    #expect(split.canSend && split.sendTitle.text == "Request from 1 Person")
  }

  @Test("My Code and Scan a Code open once on a double tap; My Code shares its pay link through the stack")
  func codesOpenOnce() throws {
    let app = launched()
    app.showMyCode()
    app.showMyCode()
    app.settlePresentation()
    let code = try #require(app.myCode)
    let sheet = try #require(app.myCodeSheet)
    #expect(app.presentation.destinations == [.myCode(sheet)] && sheet.code == code)
    sheet.share()
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("no share sheet")
      return
    }
    #expect(item.text == "Pay Jamie Rivera with PayMe: \(code.url.absoluteString)" && item.title == code.name)
    let scanning = launched()
    scanning.scanCode(.available)
    scanning.scanCode(.available)
    scanning.settlePresentation()
    #expect(scanning.onlyTheScannerIsUp)
  }

  @Test("Month headers stand alone, capitalized by the locale: \"Noviembre de 2026\", \"November 2026\"")
  func monthTitles() throws {
    let spanish = Locale(identifier: "es_ES")
    #expect(MonthTitle.standalone("noviembre de 2026", spanish) == "Noviembre de 2026")
    #expect(MonthTitle.standalone("", spanish).isEmpty)
    let app = launched()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let sections = ActivityModel().sections(
      app.ledger, hideAmounts: false, locale: spanish, now: app.now, calendar: calendar)
    let months = Statement.months(app.ledger, calendar: calendar, locale: spanish)
    for title in sections.map(\.title) + months.map(\.title) {
      #expect(title.first?.isUppercase == true && title.contains(" de "), "\(title)")
    }
  }

  @Test("The passcode removed with App Lock on: PayMe opens, App Lock goes off, and the user is told")
  func appLockOffSaid() async throws {
    let harness = PayMeHarness(passcodeSet: false)
    let saved = Data(
      #"{"notifications":false,"appearance":"dark","hideBalance":false,"hasCompletedOnboarding":true,"appLock":true}"#
        .utf8)
    let settings = try JSONDecoder().decode(PayMeSettings.self, from: saved)
    try SharedStore(directory: harness.directory).write(settings, for: PayMeShared.settings)
    let app = harness.model()
    #expect(app.isLocked)
    // The passcode was removed in Settings while PayMe was away.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked && !app.settingsScreen.appLockEnabled)
    #expect(
      app.shownAlert?.kind(as: PayMeAlertID.self) == .appLockOff && app.shownAlert?.title == "App Lock Turned Off")
  }

  @Test("A failed save is said once per run of failures: after a save that works, the next failure is said again")
  func failedSaveSaidAgain() async throws {
    let harness = PayMeHarness()
    let app = launched(harness)
    let blocker = harness.directory
    try? FileManager.default.removeItem(at: blocker)
    try Data("x".utf8).write(to: blocker)
    app.book.save()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .notSaved)
    await app.tapAlert("OK")
    app.book.save()
    #expect(app.shownAlert == nil, "the same failure again: not said twice")
    try FileManager.default.removeItem(at: blocker)
    app.book.save()
    #expect(app.shownAlert == nil)
    try? FileManager.default.removeItem(at: blocker)
    try Data("x".utf8).write(to: blocker)
    app.book.save()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .notSaved, "a new failure after a save that worked")
  }
}
