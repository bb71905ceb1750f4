import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Presentation
import Synchronization
import Testing

/// Draws a card only when the test says: each call says it started (`started`), then waits for `finish`.
final class HeldCardDrawer: Sendable {
  private let state = Mutex<(calls: [String], waiting: [CheckedContinuation<Void, Never>])>(([], []))
  let started: AsyncStream<String>
  private let starts: AsyncStream<String>.Continuation
  /// Whether the drawing succeeds when finished.
  let succeeds: Bool
  /// Whether the picture's bytes name its style too, for a test that tells one look's picture from another's.
  let marksStyle: Bool

  init(succeeds: Bool = true, marksStyle: Bool = false) {
    (started, starts) = AsyncStream.makeStream()
    self.succeeds = succeeds
    self.marksStyle = marksStyle
  }

  var calls: [String] { state.withLock { $0.calls } }

  @Sendable func draw(_ insult: String, _ look: ShareCardLook) async -> DrawnCard? {
    await withCheckedContinuation { continuation in
      state.withLock {
        $0.calls.append(insult)
        $0.waiting.append(continuation)
      }
      starts.yield(insult)
    }
    let name = marksStyle ? "png of \(insult) in \(look.style)" : "png of \(insult)"
    let png = Data(name.utf8)
    return succeeds ? DrawnCard(png: png, image: DisplayImage(png)) : nil
  }

  /// Lets every drawing under way finish.
  func finish() {
    let waiting = state.withLock {
      let waiting = $0.waiting
      $0.waiting = []
      return waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// Share while the card's picture is being drawn: one share sheet, with the picture; a failed drawing offers
/// the text.
@Suite("Share waits for the picture being drawn")
@MainActor
struct ShareWaitTests {
  func app(_ harness: BardHarness, drawer: HeldCardDrawer) -> BardModel {
    var dependencies = harness.dependencies
    dependencies.drawShareCard = drawer.draw
    return BardModel(dependencies: dependencies)
  }

  var shareSheets: (BardModel) -> [ShareItem] {
    { app in
      app.presentation.destinations.compactMap {
        guard case .share(let item) = $0 else { return nil }
        return item
      }
    }
  }

  @Test("A Share tapped while the screen draws that insult's picture waits for it; a second tap is ignored")
  func shareWaitsForScreensDrawing() async throws {
    let harness = BardHarness()
    let drawer = HeldCardDrawer()
    let app = app(harness, drawer: drawer)
    let insult = app.current.insult
    var started = drawer.started.makeAsyncIterator()
    // The screen starts drawing the current insult's picture.
    let screen = Task { await app.prepareSharePicture(for: insult) }
    #expect(await started.next() == insult)
    // A row's Share of the same insult (History, Browse) while it is drawn.
    let tap = Task { await app.share(saved: insult) }
    _ = await untilHolds { app.isSharePending(insult) }
    try #require(app.isSharePending(insult), "the first tap waits")
    #expect(shareSheets(app).isEmpty, "no text-only sheet meanwhile")
    await app.share(saved: insult)
    #expect(shareSheets(app).isEmpty, "the second tap is ignored, not a second sheet")
    drawer.finish()
    await tap.value
    await screen.value
    let sheets = shareSheets(app)
    #expect(sheets.count == 1, "exactly one share sheet")
    #expect(sheets.first?.image == Data("png of \(insult)".utf8), "with the picture")
    #expect(sheets.first?.text == BardCopy.shareText(insult))
    #expect(drawer.calls == [insult], "drawn once")
    #expect(!app.isSharePending(insult))
  }

  @Test("Two quick taps of a row's Share: one sheet, with the picture, drawn once")
  func doubleTapOneSheet() async throws {
    let harness = BardHarness()
    let drawer = HeldCardDrawer()
    let app = app(harness, drawer: drawer)
    let insult = try #require(InsultKit.full.insult(parsing: InsultKit.full.insult(at: 7).text)?.text)
    var started = drawer.started.makeAsyncIterator()
    let first = Task { await app.share(saved: insult) }
    #expect(await started.next() == insult)
    await app.share(saved: insult)
    drawer.finish()
    await first.value
    #expect(shareSheets(app).map(\.image) == [Data("png of \(insult)".utf8)])
    #expect(drawer.calls == [insult])
  }

  @Test("A failed drawing stops the spinner, and Share hands over the text alone")
  func failedDrawingOffersText() async throws {
    let harness = BardHarness()
    let drawer = HeldCardDrawer(succeeds: false)
    let app = app(harness, drawer: drawer)
    let insult = app.current.insult
    var started = drawer.started.makeAsyncIterator()
    let screen = Task { await app.prepareSharePicture(for: insult) }
    #expect(await started.next() == insult)
    #expect(!app.sharePictureFailed(for: insult), "the spinner turns while it is drawn")
    drawer.finish()
    await screen.value
    #expect(app.sharePictureFailed(for: insult), "no spinner once it failed")
    #expect(app.sharePayload(for: insult).picture == nil)
    // The share card's Share: the text, at once.
    let card = app.shareCard(BardCopy.shareText(insult))
    #expect(card.pictureFailed, "the card shows no spinner either")
    await card.share(.textAndPicture)
    #expect(shareSheets(app) == [ShareItem(text: BardCopy.shareText(insult), title: insult)])
    // A row's Share (History, Browse) tries the picture again; meanwhile the spinner turns again.
    let tap = Task { await app.share(saved: insult) }
    #expect(await started.next() == insult)
    #expect(!app.sharePictureFailed(for: insult), "drawn again")
    drawer.finish()
    await tap.value
    #expect(app.sharePictureFailed(for: insult))
  }

  @Test("IB-1.2: the card's Share and Share as Image tapped while its new look is drawn wait for that picture, busy")
  func cardShareWaitsForNewLook() async throws {
    let drawer = HeldCardDrawer()
    let app = app(BardHarness(), drawer: drawer)
    app.shareInsult()
    app.settlePresentation()
    let sheet = try #require(app.presentation.top?.destination.shareCardSheet, "the share card is up")
    var started = drawer.started.makeAsyncIterator()
    // A new look, and the card's task for it starts drawing it; Share is tapped at once.
    sheet.style = .dark
    let card = Task { await sheet.preparePicture() }
    #expect(await started.next() == sheet.insult)
    let tap = Task { await sheet.share(.textAndPicture) }
    _ = await untilHolds { sheet.isSharing }
    try #require(sheet.isSharing, "the card's Share waits, and says so")
    #expect(shareSheets(app).isEmpty, "no text-only sheet meanwhile")
    await sheet.share(.picture)
    #expect(shareSheets(app).isEmpty, "Share as Image while Share waits is ignored")
    drawer.finish()
    await tap.value
    await card.value
    let png = Data("png of \(sheet.insult)".utf8)
    #expect(shareSheets(app) == [ShareItem(text: sheet.text, image: png, title: sheet.insult)], "with the picture")
    #expect(drawer.calls == [sheet.insult], "drawn once")
    #expect(!sheet.isSharing)
    // Share as Image after another look: waits for it too, rather than doing nothing.
    app.settlePresentation()
    app.presentation.dismiss { if case .share = $0 { true } else { false } }
    app.settlePresentation()
    sheet.size = .story
    let image = Task { await sheet.share(.picture) }
    #expect(await started.next() == sheet.insult)
    #expect(sheet.isSharing)
    drawer.finish()
    await image.value
    #expect(shareSheets(app).last == ShareItem(text: "", image: png, title: BardCopy.appName))
  }

  @Test("IB-1.2: a style picked while the card's Share waits is the one sent: the card never sends other colours")
  func cardShareSendsTheLookShown() async throws {
    let drawer = HeldCardDrawer(marksStyle: true)
    let app = app(BardHarness(), drawer: drawer)
    app.shareInsult()
    app.settlePresentation()
    let sheet = try #require(app.presentation.top?.destination.shareCardSheet, "the share card is up")
    var started = drawer.started.makeAsyncIterator()
    sheet.style = .dark
    let tap = Task { await sheet.share(.textAndPicture) }
    #expect(await started.next() == sheet.insult)
    #expect(sheet.isSharing, "the card's pickers are disabled by this while it waits")
    // Another style picked during the wait (the view disables its pickers; the model holds even if one gets by).
    let other = try #require(ShareCardStyle.allCases.first { $0 != .dark })
    sheet.style = other
    drawer.finish()
    #expect(await started.next() == sheet.insult, "the style now shown is drawn")
    drawer.finish()
    await tap.value
    let png = Data("png of \(sheet.insult) in \(other)".utf8)
    #expect(shareSheets(app) == [ShareItem(text: sheet.text, image: png, title: sheet.insult)], "the look shown")
    #expect(!sheet.isSharing)
  }
}
