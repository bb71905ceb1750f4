import DesignSystem
import Foundation
import InsolentBardCore
import Presentation
import Rendering
import RenderingCairo
import SharedStore
import Testing

/// The share card's styles and sizes: every look lays the kit's longest insults out whole (the layout the app
/// renders is this scene), and the look chosen on the card is the card sheet's, remembered between shares.
@Suite("Share card styles and sizes")
struct ShareCardLayoutTests {
  let renderer = CairoRenderer()

  /// The kit's longest insult by characters, the fallback and the first of the kit.
  static let insults: [String] = {
    let kit = InsultKit.full
    var longest = kit.insult(at: 0)
    for index in 0..<kit.count where kit.insult(at: index).text.count > longest.text.count {
      longest = kit.insult(at: index)
    }
    return [longest.text, BardCopy.fallbackInsult, kit.insult(at: 0).text]
  }()

  @Test(
    "IB-1.2: each style in each size fits the longest insults whole inside the card's safe area, none clipped",
    arguments: ShareCardLook.all)
  func everyLookFitsWhole(look: ShareCardLook) throws {
    let canvas = ShareCardLayout.canvas(look.size)
    let content = ShareCardLayout.content(look.size)
    for insult in Self.insults {
      let scene = ShareCardScene.make(insult: insult, look: look, measurer: renderer)
      #expect(!scene.overflows, "\(look): \(insult)")
      #expect(scene.list.size == canvas)
      let texts = scene.list.items.compactMap { item -> TextItem? in
        if case .text(let text) = item { return text }
        return nil
      }
      #expect(texts.map(\.text) == [BardCopy.widgetTitle, insult])
      let drawn = try #require(texts.last)
      #expect(drawn.font.role == ShareCardLayout.insultRole)
      #expect(drawn.font.size >= ShareCardLayout.insultSizes(look.size).minimum)
      #expect(drawn.color == look.style.palette.insult)
      for text in texts {
        #expect(content.contains(text.frame), "\(look): \(text.text) in \(text.frame)")
        // What the renderer will draw in that frame: all of it, no line cut off at the bottom.
        let measured = renderer.measure(
          text.text, font: text.font, width: text.frame.width, lineSpacing: text.lineSpacing)
        #expect(measured.size.height <= text.frame.height + 1, "\(look): \(text.text) clipped")
      }
      #expect(!drawn.frame.intersects(texts[0].frame))
    }
  }

  @Test("A story is 9:16 and keeps its words out of the bars stories draw at the top and the bottom")
  func storyIsNineBySixteen() throws {
    let canvas = ShareCardLayout.canvas(.story)
    #expect(canvas.width == 1080 && canvas.height == 1920)
    let content = ShareCardLayout.content(.story)
    #expect(content.y >= 250 && content.maxY <= canvas.height - 250)
    let look = ShareCardLook(style: .dark, size: .story)
    let bitmap = try renderer.renderPixels(
      ShareCardScene.make(insult: Self.insults[0], look: look, measurer: renderer).list,
      pixelWidth: Int(canvas.width))
    #expect(bitmap.width == 1080 && bitmap.height == 1920)
  }

  @Test("The styles differ in colour, and each keeps its words readable on its background (WCAG AA, 4.5:1)")
  func stylesDifferAndRead() {
    let backgrounds = Set(ShareCardStyle.allCases.map(\.palette.background))
    #expect(backgrounds.count == ShareCardStyle.allCases.count)
    for style in ShareCardStyle.allCases {
      let palette = style.palette
      #expect(Contrast.ratio(palette.insult, on: palette.background) >= 4.5, "\(style) insult")
      #expect(Contrast.ratio(palette.title, on: palette.background) >= 4.5, "\(style) title")
    }
  }

  @Test("The default look is the card the app always drew: parchment, square")
  func defaultIsTheOldCard() {
    let insult = Self.insults[1]
    let old = ShareCardScene.make(insult: insult, measurer: renderer)
    let parchment = ShareCardScene.make(insult: insult, look: ShareCardLook(), measurer: renderer)
    #expect(old.list == parchment.list && old.list.size == Size(width: 1080, height: 1080))
  }
}

@Suite("The share card's chosen look")
@MainActor
struct ShareCardLookModelTests {
  func app(_ harness: BardHarness, drawer: CardDrawer) -> BardModel {
    var dependencies = harness.dependencies
    dependencies.drawShareCard = drawer.draw
    return BardModel(dependencies: dependencies)
  }

  func openCard(_ app: BardModel) throws -> ShareCardModel {
    app.shareInsult()
    app.settlePresentation()
    return try #require(app.presentation.top?.destination.shareCardSheet, "the share card is up")
  }

  @Test("IB-1.2: the look chosen on the share card is its sheet's, and its Share hands over that look's picture")
  func cardSharesItsLook() async throws {
    let drawer = CardDrawer()
    let app = app(BardHarness(), drawer: drawer)
    let sheet = try openCard(app)
    #expect(sheet.look == ShareCardLook(), "parchment, square, the first time")
    sheet.style = .dark
    sheet.size = .story
    #expect(sheet.look == ShareCardLook(style: .dark, size: .story))
    // ShareCardView asks for its look's picture each time the look changes.
    await sheet.preparePicture()
    await sheet.preparePicture()
    #expect(drawer.looks == [ShareCardLook(style: .dark, size: .story)], "drawn once, in the look chosen")
    #expect(app.sharePayload(for: sheet.key).picture?.look == sheet.look)
    await sheet.share(.textAndPicture)
    guard case .share(let item) = app.presentation.destinations.last else {
      Issue.record("no share sheet")
      return
    }
    #expect(item.text == sheet.text)
    #expect(item.image == CardDrawer.png(sheet.insult, sheet.look))
  }

  @Test("The colours are remembered between shares and across a relaunch, and the one-tap Share draws them")
  func coloursAreRemembered() async throws {
    let harness = BardHarness()
    let drawer = CardDrawer()
    let app = app(harness, drawer: drawer)
    let first = try openCard(app)
    first.style = .minimal
    first.done()
    app.settlePresentation()
    let second = try openCard(app)
    #expect(second !== first, "a new sheet, a new model")
    #expect(second.look == ShareCardLook(style: .minimal), "starts in the colours the last share left off in")
    #expect(harness.store.read(BardShared.shareCardLook) == second.look)
    let relaunched = self.app(harness, drawer: drawer)
    #expect(relaunched.shareCardLook == ShareCardLook(style: .minimal))
    await relaunched.prepareSharePicture(for: relaunched.current.insult)
    relaunched.shareCurrentInsult()
    guard case .share(let item) = relaunched.presentation.destinations.last else {
      Issue.record("no share sheet")
      return
    }
    #expect(item.image == CardDrawer.png(relaunched.current.insult, ShareCardLook(style: .minimal)))
  }

  @Test("IB-1.2: a size chosen on a card is that card's share only: one-tap Shares and the next card are square")
  func sizeIsTheCardsOwn() async throws {
    let harness = BardHarness()
    let app = app(harness, drawer: CardDrawer())
    let card = try openCard(app)
    card.style = .dark
    card.size = .story
    await card.preparePicture()
    await card.share(.textAndPicture)
    #expect(sharedImages(app) == [CardDrawer.png(card.insult, ShareCardLook(style: .dark, size: .story))])
    card.done()
    app.settlePresentation()
    // A row's Share after it (History, Browse), as to Messages: the square card, in the colours chosen.
    let row = InsultKit.full.insult(at: 7).text
    await app.share(saved: row)
    #expect(sharedImages(app) == [CardDrawer.png(row, ShareCardLook(style: .dark))])
    app.presentation.dismissAll()
    app.settlePresentation()
    #expect(try openCard(app).look == ShareCardLook(style: .dark), "the next card starts square")
    #expect(
      self.app(harness, drawer: CardDrawer()).shareCardLook == ShareCardLook(style: .dark), "and after a relaunch")
  }

  @Test("IB-1.2: new colours chosen on a card change the key the main screen draws for, so its Share keeps a picture")
  func mainScreenRedrawsForNewColours() async throws {
    let drawer = CardDrawer()
    let app = app(BardHarness(), drawer: drawer)
    let first = app.currentShareKey
    #expect(first == ShareCardKey(insult: app.current.insult, look: ShareCardLook()))
    await app.prepareCurrentSharePicture()
    let card = try openCard(app)
    card.size = .story
    #expect(app.currentShareKey == first, "a card's size is not the main screen's: nothing to redraw")
    card.style = .minimal
    // The root's task is keyed on this: it changed, so the task draws the new picture.
    #expect(app.currentShareKey == ShareCardKey(insult: app.current.insult, look: ShareCardLook(style: .minimal)))
    card.done()
    app.settlePresentation()
    await app.prepareCurrentSharePicture()
    app.shareCurrentInsult()
    #expect(sharedImages(app) == [CardDrawer.png(app.current.insult, ShareCardLook(style: .minimal))])
  }

  /// The pictures of the share sheets up.
  func sharedImages(_ app: BardModel) -> [Data?] {
    app.presentation.destinations.compactMap { destination -> Data?? in
      guard case .share(let item) = destination else { return nil }
      return .some(item.image)
    }
  }

  @Test("A picture in one look is never shared as another: each look of an insult is its own picture")
  func looksAreSeparatePictures() async throws {
    let drawer = CardDrawer()
    let app = app(BardHarness(), drawer: drawer)
    let sheet = try openCard(app)
    await sheet.preparePicture()
    sheet.style = .dark
    #expect(app.sharePayload(for: sheet.key).picture == nil, "the parchment picture is not passed off as dark")
    await sheet.preparePicture()
    #expect(app.sharePayload(for: sheet.key).picture?.png == CardDrawer.png(sheet.insult, sheet.look))
    #expect(drawer.looks == [ShareCardLook(), ShareCardLook(style: .dark)])
  }

  @Test("A share link while the card is up keeps that card, with the look chosen on it")
  func linkKeepsTheCard() throws {
    let app = app(BardHarness(), drawer: CardDrawer())
    let sheet = try openCard(app)
    sheet.style = .dark
    #expect(app.open(BardRoute.shareInsultURL))
    app.settlePresentation()
    #expect(app.presentation.top?.destination.shareCardSheet === sheet)
    #expect(app.presentation.surfaces.count == 1)
  }

  @Test("A look that cannot be saved says so once for the card, however often the pickers are tapped")
  func failedSaveSaysSoOnce() throws {
    let harness = BardHarness()
    let app = app(harness, drawer: CardDrawer())
    let sheet = try openCard(app)
    // A folder where the look's file should be: the write fails, as a full disk's would.
    let file = harness.directory.appendingPathComponent("share-card-look.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    sheet.style = .dark
    #expect(sheet.look.style == .dark, "the card keeps it for this share")
    let message = try #require(app.presentation.alert(on: 1), "said")
    guard case .message? = app.alertUp else {
      Issue.record("no message")
      return
    }
    sheet.style = .minimal
    #expect(app.presentation.messages.count == 1, "not queued again while it is up")
    app.tap(try #require(message.buttons.first), of: message)
    sheet.style = .parchment
    sheet.style = .dark
    #expect(app.presentation.messages.isEmpty, "said once for this card: not again after OK")
    #expect(sheet.look.style == .dark)
    // The next card tries again, and says so again if it still cannot.
    sheet.done()
    app.settlePresentation()
    let next = try openCard(app)
    next.style = .minimal
    #expect(app.presentation.messages.count == 1)
  }
}
