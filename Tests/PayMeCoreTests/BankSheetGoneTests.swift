import Foundation
import Testing

@testable import PayMeCore

/// An Add Money / Transfer to Bank sheet that has gone (closed, or taken down by a link) while a tap was on its
/// way takes no intent, as the split and schedule edit sheets refuse one: no question is raised on the level
/// below, and a link waiting for the sheet is not dropped by a Cancel nobody could see.
@MainActor
@Suite("PayMe's Add Money / Transfer to Bank sheet, once gone, takes no intent")
struct BankSheetGoneTests {
  @Test("A bank sheet that went: its Add and Cancel do nothing, no question rises, and the ledger is unchanged")
  func goneSheetTakesNoIntent() throws {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.dashboardAction("addmoney")
    app.settlePresentation()
    let sheet = try #require(app.bankSheet)
    sheet.type("25")
    #expect(sheet.holdsUserInput)
    sheet.close()
    app.settlePresentation()
    #expect(app.bankSheet == nil)
    let before = app.ledger
    sheet.review()
    sheet.cancel()
    app.settlePresentation()
    #expect(app.shownAlert == nil, "no Add Money question or Discard for a sheet that is gone")
    #expect(app.ledger == before, "nothing moved from a sheet that is gone")
    #expect(sheet.step == .entry, "the gone sheet's own state untouched")
  }
}
