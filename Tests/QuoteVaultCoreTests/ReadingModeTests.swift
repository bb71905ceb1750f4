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
    model.openReadingMode(.feed)
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
    model.openReadingMode(.feed)
    var reader = try readerUp(model)
    reader.next()
    reader.next()
    reader.done()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)

    model.openReadingMode(.favorites)
    reader = try readerUp(model)
    #expect(reader.current == model.library.favorites.first, "favourites have a place of their own")
    reader.next()
    // The app leaves the foreground with the reader up: the view keeps the place (`keepPosition`).
    reader.keepPosition()
    let favoritePlace = reader.current
    reader.done()

    model.openReadingMode(.feed)
    reader = try readerUp(model)
    #expect(reader.current == quotes[2], "back on the quote it was left on")
    reader.done()

    // iOS ended the app: the places were kept on the device.
    let relaunched = try device.relaunched(backend).model(searchIndex: SimulatedSearchIndex())
    relaunched.continueAsGuest()
    await relaunched.feed.reload()
    relaunched.library.reload()
    relaunched.openReadingMode(.feed)
    #expect(try readerUp(relaunched).current?.id == quotes[2].id)
    try readerUp(relaunched).done()
    relaunched.openReadingMode(.favorites)
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
    model.openReadingMode(.favorites)
    var reader = try readerUp(model)
    reader.show(favorites[2].id)
    reader.done()
    await model.toggleFavorite(favorites[2])
    model.openReadingMode(.favorites)
    reader = try readerUp(model)
    #expect(reader.current == favorites[0])
    reader.done()
    model.read(quotes[4], in: .feed)
    #expect(try readerUp(model).current == quotes[4], "Read on a row opens at that row")
  }

  @Test("Theme over the reader: each choice shows on the pages at once; a picked photo becomes their background")
  func themeSheetOverReader() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await model.feed.reload()
    model.openReadingMode(.feed)
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
    await model.readingPhotoPicked(.picked(try solidPhoto(RGBAColor(hex: 0x884422))))
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
    model.chooseReadingTheme()
    let fromSettings = try themeSheetUp(model)
    #expect(fromSettings.theme == ReadingTheme(background: .photo, font: .sans, photoRevision: 1))
    fromSettings.choosePhoto()
    await model.readingPhotoPicked(.cancelled)
    model.settlePresentation()
    #expect(model.presentation.top?.destination == .readingTheme(fromSettings) && fromSettings.problem == nil)
  }
}
