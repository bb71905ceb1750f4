import AppServicesTestSupport
import DesignSystem
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// Reading mode: the list full-screen, one quote at a time, swiped through; its place kept per list when the user
/// leaves and comes back (after a relaunch too); the Theme sheet over it changing the pages at once.
@MainActor
@Suite("QuoteVault reading mode: one quote a screen, its place kept, its theme")
struct ReadingModeTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  func readerUp(_ model: QuoteVaultModel) throws -> QuoteReaderModel {
    model.settlePresentation()
    return try #require(model.presentation.top?.destination.reader)
  }

  func themeSheetUp(_ model: QuoteVaultModel) throws -> ReadingThemeModel {
    model.settlePresentation()
    guard case .readingTheme(let sheet) = model.presentation.top?.destination else {
      Issue.record("the Theme sheet is not on top")
      throw CancellationError()
    }
    return sheet
  }

  @Test("Reading Mode opens the feed full screen at its first quote, then one quote per swipe, in the theme kept")
  func opensTheFeed() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await model.feed.reload()
    let quotes = model.feed.quotes
    try #require(quotes.count >= 3)
    try device.store.write(ReadingTheme(background: .dawn, font: .handwritten), for: QuoteVaultShared.readingTheme)
    model.reading.open(.feed)
    let reader = try readerUp(model)
    #expect(model.presentation.top?.style == .fullScreenCover)
    #expect(reader.current == quotes[0] && reader.position == "Quote 1 of \(quotes.count)")
    #expect(reader.theme == ReadingTheme(background: .dawn, font: .handwritten) && reader.background == .dawn)
    reader.next()
    #expect(reader.current == quotes[1])
    reader.show(quotes[2].id)
    #expect(reader.current == quotes[2])
  }

  @Test("Leaving reading mode and coming back opens on the same quote, each list its own, after a relaunch too")
  func placeIsKept() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let quotes = model.feed.quotes
    try #require(quotes.count >= 6)
    for quote in quotes.prefix(3) { await model.toggleFavorite(quote) }
    model.reading.open(.feed)
    var reader = try readerUp(model)
    reader.next()
    reader.next()
    reader.done()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)

    model.reading.open(.favorites)
    reader = try readerUp(model)
    #expect(reader.current == model.library.favorites.first, "favourites have a place of their own")
    reader.next()
    // The app leaves the foreground with the reader up: the view keeps the place (`keepPosition`).
    reader.keepPosition()
    let favoritePlace = reader.current
    reader.done()

    model.reading.open(.feed)
    reader = try readerUp(model)
    #expect(reader.current == quotes[2], "back on the quote it was left on")
    reader.done()

    // iOS ended the app: the places were kept on the device.
    let relaunched = try device.relaunched(backend).model(searchIndex: SimulatedSearchIndex())
    relaunched.continueAsGuest()
    await relaunched.feed.reload()
    relaunched.library.reload()
    relaunched.reading.open(.feed)
    #expect(try readerUp(relaunched).current?.id == quotes[2].id)
    try readerUp(relaunched).done()
    relaunched.reading.open(.favorites)
    #expect(try readerUp(relaunched).current?.id == favoritePlace?.id)
  }

  @Test("A kept place whose quote left the list opens at the first; Read on a row still opens at that row")
  func placeGoneStartsAtFirst() async throws {
    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let quotes = model.feed.quotes
    for quote in quotes.prefix(3) { await model.toggleFavorite(quote) }
    let favorites = model.library.favorites
    model.reading.open(.favorites)
    var reader = try readerUp(model)
    reader.show(favorites[2].id)
    reader.done()
    await model.toggleFavorite(favorites[2])
    model.reading.open(.favorites)
    reader = try readerUp(model)
    #expect(reader.current == favorites[0])
    reader.done()
    model.reading.read(quotes[4], in: .feed)
    #expect(try readerUp(model).current == quotes[4], "Read on a row opens at that row")
  }

  @Test("Theme over the reader: each choice shows on the pages at once; a picked photo becomes their background")
  func themeSheetOverReader() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await model.feed.reload()
    model.reading.open(.feed)
    let reader = try readerUp(model)
    reader.chooseTheme()
    let sheet = try themeSheetUp(model)
    #expect(model.presentation.surfaces.count == 2, "the sheet is over the reader")
    sheet.select(.forest)
    sheet.select(.sans)
    #expect(reader.theme == ReadingTheme(background: .forest, font: .sans) && reader.background == .forest)
    sheet.choosePhoto()
    model.settlePresentation()
    #expect(model.presentation.top?.destination == .readingPhotoPicker, "the picker over the sheet")
    await model.reading.photoPicked(.picked(try solidPhoto(RGBAColor(hex: 0x884422))))
    model.settlePresentation()
    #expect(model.presentation.top?.destination == .readingTheme(sheet), "the picker went")
    #expect(sheet.problem == nil && reader.background == .photo && reader.photo == sheet.photo)
    // Share as Card from a page: My Theme draws the photo theme too.
    sheet.done()
    model.settlePresentation()
    let quote = try #require(reader.current)
    reader.shareCard(quote)
    model.settlePresentation()
    let card = try #require(model.presentation.top?.destination.shareCard)
    #expect(card.theme == ReadingTheme(background: .photo, font: .sans, photoRevision: 1), "the first photo")
    // A cancelled pick changes nothing; Settings' Theme row opens the same sheet with no reader under it.
    card.done()
    reader.done()
    model.settlePresentation()
    model.reading.chooseTheme()
    let fromSettings = try themeSheetUp(model)
    #expect(fromSettings.theme == ReadingTheme(background: .photo, font: .sans, photoRevision: 1))
    fromSettings.choosePhoto()
    await model.reading.photoPicked(.cancelled)
    model.settlePresentation()
    #expect(model.presentation.top?.destination == .readingTheme(fromSettings) && fromSettings.problem == nil)
  }

  /// About 150 characters: a page holds it at the default size, not at the largest text sizes.
  static let mediumQuote = Quote(
    id: 9001,
    text: String(repeating: "Be kind, for everyone you meet is fighting a hard battle. ", count: 3)
      .trimmingCharacters(in: .whitespaces),
    author: "Ian Maclaren", category: "Wisdom")
  /// About 400 characters: too long for a page at the default size too.
  static let longQuote = Quote(
    id: 9002,
    text: String(
      repeating: "The credit belongs to the man who is actually in the arena, whose face is marred. ", count: 5
    )
    .trimmingCharacters(in: .whitespaces),
    author: "Theodore Roosevelt", category: "Motivation")

  @Test("A page holds a quote at a readable size: never below 0.6, in as many lines as the page has at that size")
  func pageFitIsReadable() async throws {
    let model = try Device(backend).model()
    model.continueAsGuest()
    model.reading.read(Self.mediumQuote, in: .single(Self.mediumQuote))
    let reader = try readerUp(model)
    #expect(ReaderPageFit.minimumScale == 0.6)
    let short = try #require(reader.current)
    let atDefault = reader.fit(short, at: .default)
    let atLargest = reader.fit(short, at: .accessibility5)
    #expect(!atDefault.showsReadAll, "a page holds 150 characters at the default size")
    #expect(atLargest.showsReadAll, "at AX5 it is cut, and Read All shows it whole")
    #expect(atLargest.lineLimit < atDefault.lineLimit && atLargest.lineLimit >= 2)
    #expect(atDefault.lineLimit >= 10, "the default size fills the page, not a few lines of it")
    let oneLine = reader.fit(Quote(id: 1, text: "Be.", author: "A", category: "Wisdom"), at: .accessibility5)
    #expect(!oneLine.showsReadAll, "a short quote never offers Read All, at any size")
  }

  @Test("Quote Size moves the point a quote stops fitting its page: larger offers Read All sooner, smaller later")
  func pageFitFollowsQuoteSize() async throws {
    let model = try Device(backend).model()
    model.continueAsGuest()
    model.reading.read(Self.longQuote, in: .single(Self.longQuote))
    let reader = try readerUp(model)
    #expect(reader.fit(Self.longQuote, at: .default).showsReadAll)
    #expect(!reader.fit(Self.mediumQuote, at: .default).showsReadAll)
    model.settings.fontScale = 1.6
    #expect(reader.fit(Self.mediumQuote, at: .default).showsReadAll)
    model.settings.fontScale = 0.8
    #expect(!reader.fit(Self.longQuote, at: .default).showsReadAll)
    #expect(reader.fit(Self.longQuote, at: .accessibility5).showsReadAll)
  }

  @Test("Read All opens the whole quote in a sheet over the reader, in its theme; Done leaves the reader on that page")
  func readAllSheet() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    try device.store.write(ReadingTheme(background: .paper, font: .oldStyle), for: QuoteVaultShared.readingTheme)
    let quotes = [Self.mediumQuote, Self.longQuote]
    model.reading.read(Self.longQuote, in: .pastQuotes(quotes))
    let reader = try readerUp(model)
    reader.readAll(Self.longQuote)
    model.settlePresentation()
    #expect(model.presentation.surfaces.count == 2, "the sheet is over the reader, not in place of it")
    #expect(model.presentation.top?.style == .sheet)
    let sheet = try #require(model.presentation.top?.destination.readAll)
    #expect(
      sheet.quote == Self.longQuote && sheet.theme == ReadingTheme(background: .paper, font: .oldStyle),
      "the whole quote, not a cut one, in the reader's theme")
    // Quote Size applies here too (QV-9.5), at the featured size.
    #expect(sheet.quoteTextSize(at: .default) == model.settings.settings.featuredQuoteTextSize(at: .default))
    model.settings.fontScale = 1.3
    #expect(sheet.quoteTextSize(at: .default) == model.settings.settings.featuredQuoteTextSize(at: .default))
    sheet.done()  // what Done calls
    model.settlePresentation()
    #expect(model.presentation.top?.destination.reader === reader && reader.current == Self.longQuote)
  }

  @Test("Add to Collection from a page: the picker over the reader, for that quote; Cancel leaves the reader there")
  func addToCollectionFromReader() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    let quotes = [Self.mediumQuote, Self.longQuote]
    model.reading.read(Self.longQuote, in: .pastQuotes(quotes))
    let reader = try readerUp(model)
    reader.addToCollection(Self.longQuote)  // what the page's button calls
    model.settlePresentation()
    #expect(model.presentation.surfaces.count == 2, "over the reader, not in place of it")
    let picker = try #require(model.presentation.top?.destination.collectionPicker)
    #expect(picker.quote == Self.longQuote)
    picker.cancel()
    model.settlePresentation()
    #expect(model.presentation.top?.destination.reader === reader && reader.current == Self.longQuote)
  }

  @Test("Read All over a photo theme keeps the font but not the photo: running text reads on the plain background")
  func readAllWithoutPhoto() async throws {
    let model = try Device(backend).model()
    model.continueAsGuest()
    model.reading.read(Self.longQuote, in: .single(Self.longQuote))
    let reader = try readerUp(model)
    reader.show(theme: ReadingTheme(background: .photo, font: .handwritten), photo: Data([1, 2, 3]))
    reader.readAll(Self.longQuote)
    model.settlePresentation()
    let theme = try #require(model.presentation.top?.destination.readAll, "Read All is on top").theme
    #expect(theme.font == .handwritten && theme.background == ReadingTheme.standard.background)
  }
}
