import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Presentation
import Testing

/// A row's Share (History, Favourites, Browse) while the card's picture is drawn: the row says it is coming, and
/// the share sheet comes only over the screen it was asked from.
@Suite("A row's Share waits with the row, and only for its screen")
@MainActor
struct ShareFromRowTests {
  func app(_ harness: BardHarness, drawer: HeldCardDrawer) -> BardModel {
    var dependencies = harness.dependencies
    dependencies.drawShareCard = drawer.draw
    return BardModel(dependencies: dependencies)
  }

  func shareSheets(_ app: BardModel) -> [ShareItem] {
    app.presentation.destinations.compactMap {
      guard case .share(let item) = $0 else { return nil }
      return item
    }
  }

  /// Waits until the share of `text` has started waiting for its picture (the tap's task ran to its wait).
  func waitForPending(_ text: String, _ isPending: (String) -> Bool) async throws {
    _ = await untilHolds { isPending(text) }
    try #require(isPending(text), "the share waits for the picture")
  }

  @Test("History's row says its Share is waiting for the picture, until the share sheet comes over History")
  func savedRowShowsTheWait() async throws {
    let harness = BardHarness()
    let drawer = HeldCardDrawer()
    let app = app(harness, drawer: drawer)
    let insult = app.current.insult
    let history = try app.openSaved(.history)
    var started = drawer.started.makeAsyncIterator()
    #expect(!history.isSharePending(insult))
    let tap = Task { await history.share(insult) }
    #expect(await started.next() == insult)
    try await waitForPending(insult, history.isSharePending)
    #expect(shareSheets(app).isEmpty)
    drawer.finish()
    await tap.value
    #expect(!history.isSharePending(insult), "the spinner goes with the wait")
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2 && app.presentation.destinations.first?.savedInsults === history)
    #expect(shareSheets(app).map(\.image) == [Data("png of \(insult)".utf8)], "over History, with the picture")
  }

  @Test("Browse swiped down while a row's picture is drawn: no share sheet over the main screen afterwards")
  func browseClosedDuringTheWait() async throws {
    let harness = BardHarness()
    let drawer = HeldCardDrawer()
    let app = app(harness, drawer: drawer)
    app.browse(seed: 40)
    app.settlePresentation()
    guard case .browse(let sheet)? = app.presentation.top?.destination else {
      Issue.record("Browse is not up: \(app.presentation.destinations)")
      return
    }
    let text = try #require(sheet.rows.first)
    var started = drawer.started.makeAsyncIterator()
    let tap = Task { await sheet.share(text) }
    #expect(await started.next() == text)
    try await waitForPending(text, app.isSharePending)
    app.sheetClosedByUser(presentedBy: 0)
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty, "Browse is gone")
    drawer.finish()
    await tap.value
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty, "the share is dropped, not shown over the main screen")
    #expect(!app.isSharePending(text))
    #expect(app.history.map(\.text).contains(text), "what was shared from Browse is still in History")
  }

  @Test("Favourites closed with Done while a row's picture is drawn, then Settings opened: no share sheet over it")
  func favouritesReplacedDuringTheWait() async throws {
    let harness = BardHarness()
    let drawer = HeldCardDrawer()
    let app = app(harness, drawer: drawer)
    let insult = app.current.insult
    app.toggleFavourite()
    let favourites = try app.openSaved(.favourites)
    var started = drawer.started.makeAsyncIterator()
    let tap = Task { await favourites.share(insult) }
    #expect(await started.next() == insult)
    try await waitForPending(insult, favourites.isSharePending)
    favourites.done()
    app.settlePresentation()
    let settings = try app.openSettings()
    drawer.finish()
    await tap.value
    app.settlePresentation()
    #expect(app.presentation.destinations == [.settings(settings)], "Settings alone, no share sheet on it")
    // A later Share from a row that is up is shown as before.
    settings.done()
    app.settlePresentation()
    let again = try app.openSaved(.favourites)
    await again.share(insult)
    app.settlePresentation()
    #expect(shareSheets(app).count == 1 && app.presentation.destinations.first?.savedInsults === again)
  }
}
