import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import TestSupport
import Testing

@testable import InsolentBardCore

/// Compose: the kit's three columns as wheels, the insult they spell, and the main screen's actions on it.
@Suite("Compose your own insult")
@MainActor
struct ComposeTests {
  /// Compose opened from the main screen, as its toolbar button does, and the sheet's own model.
  private func openCompose(_ app: BardModel) throws -> ComposeModel {
    app.compose()
    app.settlePresentation()
    guard case .compose(let sheet)? = app.presentation.top?.destination else {
      Issue.record("Compose is on top")
      throw ComposeFailure.notPresented
    }
    return sheet
  }

  @Test("Compose opens on the insult on screen, its three words on the wheels and their glosses under it")
  func opensOnCurrentInsult() throws {
    let app = BardHarness().model()
    let sheet = try openCompose(app)
    #expect(sheet.text == app.current.insult)
    let shown = try #require(InsultKit.full.insult(parsing: app.current.insult))
    for column in ComposeModel.Column.allCases {
      #expect(sheet.words(in: column)[sheet.selection(in: column)] == shown.kitWord(column))
    }
    #expect(sheet.words.map(\.word) == [shown.adjective.text, shown.compound.text, shown.noun.text])
    #expect(sheet.words.map(\.gloss) == [shown.adjective.gloss, shown.compound.gloss, shown.noun.gloss])
  }

  @Test("Each wheel holds its column of the kit; turning one changes the preview, in the app's style, and its gloss")
  func wheelsSpellTheInsult() throws {
    let sheet = ComposeModel(kit: .full, startingWith: nil)
    #expect(sheet.words(in: .adjective) == InsultKit.full.adjectives)
    #expect(sheet.words(in: .compound) == InsultKit.full.compounds)
    #expect(sheet.words(in: .noun) == InsultKit.full.nouns)
    let puking = try #require(InsultKit.full.adjectives.firstIndex { $0.text == "puking" })
    let tickle = try #require(InsultKit.full.compounds.firstIndex { $0.text == "tickle-brained" })
    let blossom = try #require(InsultKit.full.nouns.firstIndex { $0.text == "canker-blossom" })
    sheet.select(puking, in: .adjective)
    sheet.select(tickle, in: .compound)
    sheet.select(blossom, in: .noun)
    #expect(sheet.text == "Thou art a puking, tickle-brained canker-blossom!")
    #expect(sheet.words.first?.gloss == "sickly, vomiting")
    let artless = try #require(InsultKit.full.adjectives.firstIndex { $0.text == "artless" })
    sheet.select(artless, in: .adjective)
    #expect(sheet.text == "Thou art an artless, tickle-brained canker-blossom!", "\"an\" before a vowel")
    #expect(sheet.words.first?.word == "artless" && sheet.words.first?.gloss == "unskilled, clumsy")
    #expect(InsultKit.full.insult(parsing: sheet.text) == sheet.insult, "an insult of the kit, as the widget reads it")
  }

  @Test("A row a wheel does not have is ignored")
  func outOfRangeRowIgnored() {
    let sheet = ComposeModel(kit: .full, startingWith: nil)
    let before = sheet.text
    for row in [-1, InsultKit.full.nouns.count, Int.max, Int.min] { sheet.select(row, in: .noun) }
    #expect(sheet.text == before)
    #expect(sheet.selection(in: .noun) == 0)
  }

  @Test("Shuffle spins all three wheels, each to another word of its column")
  func shuffleSpinsEveryWheel() {
    let sheet = ComposeModel(kit: .full, startingWith: nil)
    var generator = Fuzzer(seed: 40)
    var landed = Set<Int>()
    for _ in 0..<500 {
      let before = ComposeModel.Column.allCases.map(sheet.selection(in:))
      sheet.shuffle(using: &generator)
      for (column, previous) in zip(ComposeModel.Column.allCases, before) {
        let now = sheet.selection(in: column)
        #expect(now != previous, "\(column) moved")
        #expect(sheet.words(in: column).indices.contains(now))
      }
      landed.insert(sheet.selection(in: .noun))
    }
    #expect(landed.count == InsultKit.full.nouns.count, "every noun can come up, the first and last included")
  }

  @Test("With the family-friendly setting on, the wheels hold only the family-friendly words")
  func familyFriendlyWheels() throws {
    let app = BardHarness().model()
    app.setFamilyFriendly(true)
    let sheet = try openCompose(app)
    #expect(sheet.kit == InsultKit.familyFriendlyKit)
    for column in ComposeModel.Column.allCases {
      #expect(sheet.words(in: column).allSatisfy { !$0.isCoarse })
    }
    #expect(sheet.text == app.current.insult, "the family-friendly insult on screen is on the wheels")
  }

  @Test("Copy puts the composed insult on the pasteboard, says Copied!, and adds it to History")
  func copyComposed() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openCompose(app)
    sheet.shuffle()
    sheet.copy()
    #expect(harness.recorder.copied == [sheet.text])
    #expect(app.isCopied(sheet.text))
    #expect(app.history.first?.text == sheet.text)
    #expect(harness.model().history.first?.text == sheet.text, "saved")
    #expect(app.current.insult != sheet.text, "the Insult of the Hour is left alone")
  }

  @Test("Share hands the system share sheet the composed insult, over Compose, and adds it to History")
  func shareComposed() async throws {
    var dependencies = BardHarness().dependencies
    dependencies.drawShareCard = CardDrawer().draw
    let app = BardModel(dependencies: dependencies)
    let sheet = try openCompose(app)
    sheet.shuffle()
    // At once after Shuffle, before the view's pause would draw the card: the picture is drawn first.
    await sheet.share()
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2)
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("the share sheet is over Compose")
      return
    }
    #expect(item.text == BardCopy.shareText(sheet.text))
    #expect(item.image != nil, "the card's picture, not the text alone")
    #expect(app.history.first?.text == sheet.text)
  }

  @Test("The heart keeps the composed insult in Favourites and History; tapped again, it leaves Favourites")
  func favouriteComposed() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openCompose(app)
    sheet.shuffle()
    let text = sheet.text
    sheet.toggleFavourite()
    #expect(app.isFavourite(text) && !app.isFavourite)
    #expect(app.favourites.first?.text == text && app.history.first?.text == text)
    #expect(harness.model().favourites.first?.text == text, "saved, where the widget's favourites read it")
    sheet.toggleFavourite()
    #expect(!app.isFavourite(text))
    #expect(app.history.first?.text == text, "History keeps what was seen")
  }

  @Test("Share carries the composed insult's card once drawn; the main screen's card is kept however many are drawn")
  func composedPicturesSpareTheCurrentOne() async throws {
    let harness = BardHarness()
    var dependencies = harness.dependencies
    let drawer = CardDrawer()
    dependencies.drawShareCard = drawer.draw
    let app = BardModel(dependencies: dependencies)
    await app.prepareSharePicture(for: app.current.insult)
    let sheet = try openCompose(app)
    var generator = Fuzzer(seed: 7)
    var drawn = Set<String>()
    for _ in 0..<5 {
      sheet.shuffle(using: &generator)
      drawn.insert(sheet.text)
      await app.prepareSharePicture(for: sheet.text)
    }
    #expect(drawn.count > SharePictureCache.capacity, "more composed cards drawn than the cache holds")
    #expect(app.sharePayload(for: sheet.text).picture?.insult == sheet.text)
    #expect(app.sharePayload(for: app.current.insult).picture != nil, "the main screen's Share stays one tap")
    await sheet.share()
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("the share sheet is over Compose")
      return
    }
    #expect(item == app.sharePayload(for: sheet.text).shareItem, "the text and the picture, as the root's Share")
    #expect(item.image != nil)
  }

  @Test("Hear It reads the composed insult aloud in the Bard's voice")
  func hearComposed() async throws {
    let phone = SpeechTests.Phone()
    let sheet = try openCompose(phone.app)
    sheet.shuffle()
    let reading = Task { await sheet.hear() }
    try await phone.voice.untilSpeaking()
    #expect(phone.voice.spoken.map(\.text) == [sheet.text])
    #expect(phone.voice.spoken.map(\.language) == [BardModel.speechLanguage])
    phone.voice.finishSpeaking()
    await reading.value
  }

  @Test("Compose shows Hear It only with a voice, and under it why a call kept the insult silent")
  func hearItOnCompose() async throws {
    #expect(try !openCompose(BardHarness().model()).canSpeak, "no voice (previews, the command line): no Hear It")
    let phone = SpeechTests.Phone()
    let sheet = try openCompose(phone.app)
    #expect(sheet.canSpeak && sheet.speechProblem == nil)
    phone.session.callBegan()
    await sheet.hear()
    #expect(phone.voice.spoken.isEmpty && sheet.speechProblem == BardCopy.cannotSpeakNow)
    phone.session.callEnded(shouldResume: false)
    let reading = Task { await sheet.hear() }
    try await phone.voice.untilSpeaking()
    #expect(sheet.speechProblem == nil, "the words go once it is heard")
    phone.voice.finishSpeaking()
    await reading.value
  }

  @Test("Only the screen being read says Stop; closing Compose stops the voice reading its insult")
  func stopBelongsToItsScreen() async throws {
    let phone = SpeechTests.Phone()
    let sheet = try openCompose(phone.app)
    sheet.shuffle()
    #expect(sheet.text != phone.app.current.insult)
    let reading = Task { await sheet.hear() }
    try await phone.voice.untilSpeaking()
    #expect(sheet.hearButtonTitle == BardCopy.stopSpeaking)
    #expect(phone.app.hearButtonTitle == BardCopy.hearIt, "the main screen's insult is not the one being read")
    sheet.done()
    phone.app.settlePresentation()
    await reading.value
    #expect(phone.voice.stops == 1 && !phone.voice.isSpeaking, "the voice went with the sheet")
    // Swiped down instead of Done: the same.
    let again = try openCompose(phone.app)
    let second = Task { await again.hear() }
    try await phone.voice.untilSpeaking()
    phone.app.sheetClosedByUser(presentedBy: 0)
    phone.app.settlePresentation()
    await second.value
    #expect(phone.voice.stops == 2 && !phone.voice.isSpeaking)
  }

  @Test("Closing Compose, with Done or a swipe down, frees its model once it has slid away")
  func closedComposeIsFreed() throws {
    let app = BardHarness().model()
    weak var closed: ComposeModel?
    weak var swiped: ComposeModel?
    do {
      let sheet = try openCompose(app)
      closed = sheet
      sheet.shuffle()
      sheet.copy()
      sheet.toggleFavourite()
      sheet.done()
      app.settlePresentation()
    }
    #expect(closed == nil, "nothing keeps a closed Compose's model")
    do {
      swiped = try openCompose(app)
      app.sheetClosedByUser(presentedBy: 0)
      app.settlePresentation()
    }
    #expect(swiped == nil, "nothing keeps a swiped-away Compose's model")
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty)
    let reopened = try openCompose(app)
    #expect(reopened.text == app.current.insult, "a new Compose starts afresh, on the insult on screen")
  }

  @Test("A widget tap over Compose shares the widget's insult over it; Compose stays, as Another Insult keeps it")
  func widgetTapOverCompose() throws {
    let app = BardHarness().model()
    let sheet = try openCompose(app)
    #expect(app.open(BardRoute.shareInsultURL))
    app.settlePresentation()
    #expect(app.presentation.destinations.first == .compose(sheet))
    #expect(app.presentation.destinations.map(\.shareCardSheet?.text) == [nil, BardCopy.shareText(app.current.insult)])
  }
}

private enum ComposeFailure: Error { case notPresented }

extension Insult {
  fileprivate func kitWord(_ column: ComposeModel.Column) -> Word {
    switch column {
    case .adjective: adjective
    case .compound: compound
    case .noun: noun
    }
  }
}

@Suite("Compose and History")
@MainActor
struct ComposeHistoryTests {
  @Test("Coming back to the app leaves a composed insult at the top of History, over the unchanged insult on screen")
  func returningKeepsComposedOnTop() throws {
    let harness = BardHarness()
    let app = harness.model()
    app.compose()
    app.settlePresentation()
    guard case .compose(let sheet)? = app.presentation.top?.destination else {
      Issue.record("Compose is on top")
      return
    }
    sheet.shuffle()
    sheet.copy()
    app.becameActive()
    #expect(app.history.map(\.text) == [sheet.text, app.current.insult])
    #expect(harness.model().history.map(\.text) == [sheet.text, app.current.insult], "and after a relaunch")
    harness.clock.advance(minutes: 60)
    app.refresh()
    #expect(app.history.first?.text == app.current.insult, "the next hour's insult goes on top")
    #expect(app.history.count == 3)
  }
}
