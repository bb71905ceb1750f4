import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// The scanner and the Contacts picker are surfaces of the stack, so a link arriving while one is up clears the
/// way as for any sheet, instead of landing under a camera or a picker the model does not know about.
@Suite("PayMe links while the scanner or the Contacts picker is up")
@MainActor
struct SystemSheetLinkTests {
  func launched() -> PayMeModel {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.settlePresentation()
    return app
  }

  @Test("A link while the scanner is up: the scanner goes first, then the link's sheet rises alone")
  func linkOverScanner() throws {
    for link in ["payme://send", "payme://request"] {
      let app = launched()
      app.scanCode(.available)
      app.settlePresentation()
      #expect(app.onlyTheScannerIsUp, "\(link)")
      app.open(try #require(URL(string: link)))
      #expect(app.presentation.destinations.isEmpty, "\(link): the scanner is dismissed before anything rises")
      app.settlePresentation()
      #expect(app.showsOnlyPayment(link.hasSuffix("send") ? .send : .request), "\(link)")
      #expect(app.shownAlert == nil && app.flow?.recipient == nil, "\(link)")
    }
  }

  @Test("A link while the Contacts picker is up: the picker goes with the way cleared; its late reports change nothing")
  func linkOverContactPicker() throws {
    let app = launched()
    app.startSend()
    app.settlePresentation()
    app.payment?.chooseFromContacts()
    app.settlePresentation()
    let picker = try #require(SimulatedContactPicker(on: app))
    app.open(try #require(URL(string: "payme://request")))
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.request), "the picker and the untouched send sheet went; the request is up")
    // UIKit tells the delegate the picker went (Cancel, as its dismissal reports): nothing else moves.
    picker.finishSlidingDown()
    picker.model.reported(nil)
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.request) && app.flow?.recipient == nil && app.shownAlert == nil)
  }

  @Test("A send link while the Contacts picker is up over a send: the send sheet is kept, only the picker goes")
  func sendLinkOverContactPicker() throws {
    let app = launched()
    app.startSend()
    app.settlePresentation()
    let sheet = try #require(app.presentation.destinations.first)
    app.payment?.chooseFromContacts()
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2)
    app.open(try #require(URL(string: "payme://send")))
    app.settlePresentation()
    #expect(app.presentation.destinations == [sheet], "the open send stays; the picker over it went")
  }
}
