import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

/// Every keypad sheet says why its button cannot go in the keypad's bar, by the keys, as the amount step does:
/// in the form the reason sat under the bar on a small phone or at the accessibility sizes (the fourth PayMe
/// review). Each sheet's bar shows `barNote`, the value checked here, and each sheet's layout keeps its row.
@Suite("PayMe: a keypad sheet's reason in the keypad's bar")
@MainActor
struct KeypadBarNoteTests {
  let english = Locale(identifier: "en_US")

  func launched(_ harness: PayMeHarness = PayMeHarness()) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  @Test("The amount step's refusal is the bar's problem, with Add Money beside it for a shortfall")
  func paymentStep() throws {
    let app = launched()
    app.startSend()
    app.settlePresentation()
    let payment = try #require(app.payment)
    payment.choose(DemoData.contacts[0])
    #expect(payment.barNote == nil, "nothing to say before anything is typed")
    app.type("9000")
    payment.continueToReview()
    let note = try #require(payment.barNote)
    #expect(note == .problem(PayMeCopy.amountAboveBalance) && payment.shortfall != nil, "Add Money beside it")
    payment.clearAmount()
    app.type("1")
    #expect(payment.barNote == nil && payment.shortfall == nil, "a taken key clears both")
  }

  @Test("PM-0.1: Transfer to Bank's refusal is the bar's problem; an Instant transfer's fee its notice")
  func bankSheet() throws {
    let app = launched()
    app.dashboardAction("transfer")
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    sheet.type("999999")
    sheet.review()
    #expect(sheet.barNote == .problem(try #require(sheet.error).message(locale: english)))
    sheet.clearAmount()
    sheet.type("100")
    #expect(sheet.barNote == nil, "1–3 Business Days is free: nothing to say")
    sheet.speed = .instant
    let fee = try #require(Money("1.70", .usd))
    let receives = try #require(Money("98.30", .usd))
    #expect(sheet.barNote == .notice(PayMeCopy.feeAndReceived(fee, receives, locale: english)))
    #expect(sheet.barNote?.text.text == "Fee $1.70 · Bank Receives $98.30", "the speed's rows' words, by the keys")
  }

  @Test("Split a Bill's refusal is the bar's problem, and goes with the next taken key")
  func splitSheet() throws {
    let app = launched()
    app.startSplit()
    app.settlePresentation()
    let split = try #require(app.splitSheet)
    split.type("12.345")
    let note = try #require(split.barNote)
    #expect(note.kind == .problem && note.text == split.notice && split.entry.text == "12.34")
    split.press(.delete)
    #expect(split.barNote == nil, "the next taken key clears it (no one chosen yet: nothing else to say)")
  }

  @Test("PM-0.2: Edit Payment's bar says the amount's problem, else why Save was refused, else what changed")
  func scheduleEditSheet() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    #expect(sheet.barNote == nil)
    sheet.nextDate = app.now.addingTimeInterval(-2 * 86400)
    sheet.save()
    await app.finishEverything()
    #expect(sheet.barNote == .problem(ScheduleEditRefusal.nextInPast.message), "a refused Save, by Save")
    sheet.clearAmount()
    sheet.type("10001")
    #expect(sheet.barNote == .problem(try #require(sheet.error).message(locale: english)), "the amount's first")
  }

  @Test("My Code's refused amount is said above its keys, in the row its layout keeps")
  func myCodeSheet() throws {
    let app = launched()
    app.showMyCode()
    app.settlePresentation()
    let sheet = try #require(app.myCodeSheet)
    sheet.addAmount()
    sheet.type("10001")
    #expect(sheet.barNote == .problem(try #require(sheet.error).message(locale: english)))
  }

  @Test(
    "PM-16.1: every keypad sheet keeps its note's row: at every size on an SE the amount, keys, note and button fit")
  func noteRowKept() {
    let phoneSE = AmountKeypadLayoutTests.phoneSE
    for size in DynamicTypeSize.allCases {
      let layout = AmountKeypadLayout.of(availableHeight: phoneSE, size: size)
      let note = AmountKeypadLayout.noteRow(at: size)
      #expect(layout.fits, "\(size)")
      if layout.noteTakesPastesPlace {
        // Only at the accessibility sizes, where 44 pt keys leave no room for both: the note shows in Paste's
        // place until it goes.
        #expect(size.isAccessibilitySize, "\(size)")
        let problem = KeypadBarNote.problem(PayMeCopy.amountAboveBalance)
        let fee = KeypadBarNote.notice(PayMeCopy.amountAboveBalance)
        #expect(!layout.showsPaste(with: problem) && layout.showsPaste(with: nil), "\(size)")
        #expect(!layout.showsPaste(with: .warning(PayMeCopy.amountAboveBalance)), "\(size)")
        #expect(layout.showsPaste(with: fee) && !layout.shows(fee), "a notice the form says too stays there")
        #expect(
          layout.amountHeight + layout.keypadHeight - AmountKeypadLayout.pasteRow(at: size) + note <= phoneSE,
          "\(size)")
      } else {
        #expect(layout.showsPaste(with: .problem(PayMeCopy.amountAboveBalance)), "\(size)")
        #expect(layout.amountHeight + layout.keypadHeight + note <= phoneSE, "\(size): with its note")
      }
    }
    // On a large phone the note and Paste always both show.
    for size in DynamicTypeSize.allCases {
      #expect(
        !AmountKeypadLayout.of(availableHeight: AmountKeypadLayoutTests.largePhone, size: size).noteTakesPastesPlace)
    }
  }
}
