import Foundation
import Testing

@testable import PayMeCore

/// A Split a Bill sheet that has gone (closed, or taken down by a link) while a tap was on its way takes no
/// intent, as the payment and bank sheets already refuse one: no request is made from a sheet nobody sees.
@MainActor
@Suite("PayMe's Split a Bill sheet, once gone, takes no intent")
struct SplitSheetGoneTests {
  @Test("A split sheet that went: its Request, Request from and Cancel do nothing, and the ledger is unchanged")
  func goneSheetTakesNoIntent() throws {
    let app = PayMeHarness().model()
    let split = try filledSplit(app)
    #expect(split.canSend)
    split.close()
    app.settlePresentation()
    #expect(app.splitSheet == nil)
    let before = app.ledger
    split.send()
    split.query = "zoe@example.com"
    split.addTypedPerson()
    split.cancel()
    app.settlePresentation()
    #expect(app.ledger == before, "no request from a sheet that is gone")
    #expect(split.sent == nil && split.chosen.count == 1, "the gone sheet's own state untouched")
    #expect(app.shownAlert == nil && app.splitSheet == nil, "no Discard question for a sheet that is gone")
  }
}
