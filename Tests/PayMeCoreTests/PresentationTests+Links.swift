import Foundation
import Testing

@testable import PayMeCore

extension PresentationTests {
  @Test("payme://request over a request already sent opens a new, empty request, never the finished one again")
  func requestLinkOverDone() async throws {
    let app = await arrange(.requestDone, PayMeHarness())
    let old = try #require(app.payment)
    app.open(try #require(URL(string: "payme://request")))
    app.settlePresentation()
    let new = try #require(app.payment)
    #expect(new !== old && new.flow.purpose == .request && new.path.isEmpty && new.amountDisplay == "$0")
    #expect(app.shownAlert == nil, "nothing was being filled in: no discard dialog")
  }
}
