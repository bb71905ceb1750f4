import Foundation
import InsolentBardCore
import Presentation
import Synchronization
import Testing

/// Draws "pictures" as the live drawing would be called: off the main actor, counted, each with its image
/// "decoded" there too (`DecodedCard`), as `ShareCardDrawing` decodes the PNG for display.
final class CardDrawer: Sendable {
  private let state = Mutex<(insults: [String], looks: [ShareCardLook], onMain: [Bool])>(([], [], []))
  var insults: [String] { state.withLock { $0.insults } }
  var looks: [ShareCardLook] { state.withLock { $0.looks } }
  var drewOnMainThread: Bool { state.withLock { $0.onMain.contains(true) } }

  /// The PNG "drawn" for `insult` in `look`: the default look's names the insult alone.
  static func png(_ insult: String, _ look: ShareCardLook = ShareCardLook()) -> Data {
    let suffix = look == ShareCardLook() ? "" : " as \(look.style.rawValue) \(look.size.rawValue)"
    return Data("png of \(insult)\(suffix)".utf8)
  }

  @Sendable func draw(_ insult: String, _ look: ShareCardLook) async -> DrawnCard? {
    let onMain = Thread.isMainThread
    state.withLock {
      $0.insults.append(insult)
      $0.looks.append(look)
      $0.onMain.append(onMain)
    }
    let png = Self.png(insult, look)
    return DrawnCard(png: png, image: DisplayImage(DecodedCard(png: png, decodedOnMainThread: onMain)))
  }
}

/// The stand-in for a decoded `UIImage`: which PNG it came from, and where it was decoded.
struct DecodedCard: Equatable {
  let png: Data
  let decodedOnMainThread: Bool
}

@Suite("Share in one tap")
@MainActor
struct ShareTests {
  func app(_ harness: BardHarness, drawer: CardDrawer) -> BardModel {
    var dependencies = harness.dependencies
    dependencies.drawShareCard = drawer.draw
    return BardModel(dependencies: dependencies)
  }

  @Test("IB-1.2: one tap of Share hands over the text and the card's picture, drawn once, off the main actor")
  func oneTapShare() async throws {
    let harness = BardHarness()
    let drawer = CardDrawer()
    let app = app(harness, drawer: drawer)
    #expect(app.sharePayload(for: app.current.insult).text == BardCopy.shareText(app.current.insult))
    #expect(app.sharePayload(for: app.current.insult).picture == nil, "the text alone until the picture is drawn")
    await app.prepareSharePicture(for: app.current.insult)
    await app.prepareSharePicture(for: app.current.insult)
    let payload = app.sharePayload(for: app.current.insult)
    #expect(payload.picture?.png == Data("png of \(app.current.insult)".utf8))
    #expect(payload.picture?.insult == app.current.insult, "the preview is this insult's picture")
    #expect(drawer.insults == [app.current.insult], "drawn once, however often the screen asks")
    #expect(!drawer.drewOnMainThread)
  }

  @Test("IB-1.2: the Share button hands the share sheet two items, the text and the picture, not one or the other")
  func shareButtonHandsBoth() async throws {
    let harness = BardHarness()
    let app = app(harness, drawer: CardDrawer())
    app.shareCurrentInsult()
    #expect(
      app.presentation.destinations == [
        .share(ShareItem(text: BardCopy.shareText(app.current.insult), title: app.current.insult))
      ], "the text alone until the picture is drawn")
    let drawn = self.app(BardHarness(), drawer: CardDrawer())
    await drawn.prepareSharePicture(for: drawn.current.insult)
    drawn.shareCurrentInsult()
    guard case .share(let item) = drawn.presentation.destinations.last else {
      Issue.record("no share sheet")
      return
    }
    #expect(item.text == BardCopy.shareText(drawn.current.insult), "the words")
    #expect(item.image == Data("png of \(drawn.current.insult)".utf8), "and the picture, with them")
  }

  @Test("IB-1.2: the share card's Share hands over the card's text and its picture, as the main screen's does")
  func shareCardHandsBoth() async throws {
    let app = app(BardHarness(), drawer: CardDrawer())
    let insult = app.current.insult
    app.shareInsult()
    guard case .shareCard(let sheet)? = app.presentation.top?.destination else {
      Issue.record("the share card is up")
      return
    }
    app.settlePresentation()
    // ShareCardView shows the picture once drawn (`prepareSharePicture`), and its Share calls this.
    await sheet.preparePicture()
    await sheet.share(.textAndPicture)
    guard case .share(let item) = app.presentation.destinations.last else {
      Issue.record("no share sheet")
      return
    }
    #expect(item.text == BardCopy.shareText(insult), "the words")
    #expect(item.image == Data("png of \(insult)".utf8), "and the picture, with them")
  }

  @Test(
    "IB-1.2: the share card and the share sheet are handed the picture decoded once, off the main actor, with its PNG"
  )
  func decodedOnceOffTheMainActor() async throws {
    let drawer = CardDrawer()
    let app = app(BardHarness(), drawer: drawer)
    let insult = app.current.insult
    #expect(app.sharePayload(for: insult).picture?.image == nil, "nothing to show until it is drawn")
    await app.prepareSharePicture(for: insult)
    await app.prepareSharePicture(for: insult)
    // What ShareCardView shows: the model's finished image, decoded from this very PNG, not on the main thread.
    let picture = try #require(app.sharePayload(for: insult).picture)
    let shown = try #require(picture.image?.platformImage as? DecodedCard)
    #expect(shown == DecodedCard(png: picture.png, decodedOnMainThread: false))
    #expect(drawer.insults == [insult], "drawn and decoded once, however often the screen asks")
    // What the stack's share sheet hands over and previews: the same decoded image, found from its item.
    app.shareCurrentInsult()
    guard case .share(let item) = app.presentation.destinations.last else {
      Issue.record("no share sheet")
      return
    }
    #expect(app.displayImage(sharedBy: item)?.platformImage as? DecodedCard == shown)
    #expect(
      app.displayImage(sharedBy: ShareItem(text: item.text)) == nil, "the text alone has no picture to show")
    #expect(
      app.displayImage(sharedBy: ShareItem(text: "", image: Data("another png".utf8))) == nil,
      "a picture the model did not draw is not passed off as its own")
  }

  @Test("A new insult gets its own picture; the old one is never shared with it")
  func newInsultNewPicture() async {
    let harness = BardHarness()
    let drawer = CardDrawer()
    let app = app(harness, drawer: drawer)
    await app.prepareSharePicture(for: app.current.insult)
    let first = app.current.insult
    app.anotherInsult()
    #expect(app.sharePayload(for: app.current.insult).picture == nil)
    await app.prepareSharePicture(for: app.current.insult)
    #expect(app.sharePayload(for: app.current.insult).picture?.insult == app.current.insult)
    #expect(app.sharePayload(for: first).picture?.insult == first, "the card sheet of the old one still has it")
  }
}
