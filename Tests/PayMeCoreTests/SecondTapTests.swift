import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// A sheet asked for while another slides away waits its turn (`PresentationStack.queued`); a second tap then must
/// find it there, or two of the same sheet rise one after the other.
@Suite("PayMe: a second tap while a sheet waits its turn opens nothing more")
@MainActor
struct SecondTapTests {
  func launched() -> PayMeModel {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  @Test("Split a Bill, tapped twice while the last one slides away, rises once")
  func oneSplit() {
    let app = launched()
    app.startSplit()
    app.settlePresentation()
    app.sheetClosedByUser(presentedBy: 0)
    app.startSplit()
    let waiting = app.splitSheet
    app.startSplit()
    app.settlePresentation()
    #expect(waiting != nil && app.splitSheet === waiting)
    #expect(app.presentation.destinations.filter { $0.split != nil }.count == 1)
  }

  @Test("Add Money and Transfer to Bank, tapped twice while the last one slides away, rise once")
  func oneBankSheet() {
    let app = launched()
    app.startTransferToBank()
    app.settlePresentation()
    app.sheetClosedByUser(presentedBy: 0)
    app.startAddMoney()
    let waiting = app.bankSheet
    app.startAddMoney()
    app.startTransferToBank()
    app.settlePresentation()
    #expect(waiting != nil && app.bankSheet === waiting)
    #expect(app.presentation.destinations.filter { $0.bank != nil }.count == 1)
  }
}
