import AppServices
import Foundation
import Observation
import Presentation
import Rendering
import SharedStore

/// Reading Mode and what opens from it: the full-screen reader over a list (the feed, the favourites, a
/// collection, the user's own quotes, past quotes of the day), its Theme sheet with the photo picker for a
/// background, and Read All; and where each list's reader was last left. The app model owns it and puts its
/// destinations on the app's one stack (`onPresent`, `onDismiss`); what a quote's buttons do (favourite, share,
/// add to a collection) stays the app's, as every screen offers them.
@MainActor
@Observable
public final class ReadingModel {
  @ObservationIgnored private let store: SharedStore
  @ObservationIgnored private let renderer: any Renderer
  @ObservationIgnored private let feed: FeedModel
  @ObservationIgnored private let library: LibraryModel
  @ObservationIgnored private let settings: SettingsModel
  @ObservationIgnored private let listening: QuoteListening

  /// Puts a destination up on the app's stack, in its style (the reader covers everything).
  @ObservationIgnored var onPresent: @MainActor (QuoteVaultDestination, PresentationStyle) -> Void =
    unimplemented("ReadingModel.onPresent")
  /// Takes a destination down (a model's sheet compares by identity).
  @ObservationIgnored var onDismiss: @MainActor (QuoteVaultDestination) -> Void = unimplemented(
    "ReadingModel.onDismiss")
  /// What the app's stack holds now, bottom first.
  @ObservationIgnored var destinations: @MainActor () -> [QuoteVaultDestination] = { [] }
  /// A page's heart, Share as Card, Share and Add to Collection: the app's, as on every screen.
  @ObservationIgnored var onFavorite: @MainActor (Quote) async -> Void = { _ in
    unimplemented("ReadingModel.onFavorite")()
  }
  @ObservationIgnored var onShareCard: @MainActor (Quote) -> Void = unimplemented("ReadingModel.onShareCard")
  @ObservationIgnored var onShare: @MainActor (Quote) -> Void = unimplemented("ReadingModel.onShare")
  @ObservationIgnored var onAddToCollection: @MainActor (Quote) -> Void = unimplemented(
    "ReadingModel.onAddToCollection")
  /// A quote was opened to be read: it keeps the reading streak going.
  @ObservationIgnored var onRead: @MainActor () -> Void = unimplemented("ReadingModel.onRead")

  init(
    store: SharedStore, renderer: any Renderer, feed: FeedModel, library: LibraryModel, settings: SettingsModel,
    listening: QuoteListening
  ) {
    self.store = store
    self.renderer = renderer
    self.feed = feed
    self.library = library
    self.settings = settings
    self.listening = listening
  }

  /// Reading Mode (Home's, Favorites' or a collection's button): the list full-screen, opened where the reader
  /// last left it when that quote is still in the list, else at its first quote.
  public func open(_ source: QuoteReaderModel.Source) {
    let quotes = quoteList(for: source)()
    let kept = source.positionKey.flatMap { store.read(QuoteVaultShared.readingPositions)[$0] }
    let start = quotes.first { $0.id == kept } ?? quotes.first
    openReader(at: start, in: source)
  }

  /// "Read": the full-screen reader over `source`'s list, opened at `quote`. Its model lives in the destination
  /// alone; every closure it holds reaches back weakly, so the closed reader is freed.
  public func read(_ quote: Quote, in source: QuoteReaderModel.Source) { openReader(at: quote, in: source) }

  private func openReader(at quote: Quote?, in source: QuoteReaderModel.Source) {
    let reader = QuoteReaderModel(source: source, showing: quote, list: quoteList(for: source))
    let store = store
    let theme = ReadingThemeModel.read(store)
    reader.show(theme: theme, photo: theme.background == .photo ? ReadingPhoto.load(from: store.directory) : nil)
    if source == .feed { reader.loadMore = { [weak feed] last in await feed?.loadMore(after: last) } }
    reader.onFavorite = { [weak self] quote in await self?.onFavorite(quote) }
    reader.onShareCard = { [weak self] quote in self?.onShareCard(quote) }
    reader.onShare = { [weak self] quote in self?.onShare(quote) }
    reader.onAddToCollection = { [weak self] quote in self?.onAddToCollection(quote) }
    reader.onLeavePage = { [listening] quote in listening.screenLeft(showing: quote) }
    reader.onKeepPosition = { key, id in
      // A place not kept costs only where the next Reading Mode opens: nothing to tell the user.
      _ = try? store.update(QuoteVaultShared.readingPositions) { $0[key] = id }
    }
    reader.onChooseTheme = { [weak self, weak reader] in self?.chooseTheme(for: reader) }
    reader.listening = listening
    reader.readSettings = { [settings] in settings.settings }
    reader.readFavorite = { [library] quote in library.isFavorite(quote) }
    reader.onReadAll = { [weak self, weak reader] quote in
      self?.readAll(quote, theme: reader?.readAllTheme ?? .standard)
    }
    reader.onDone = { [weak self, weak reader] in
      self?.listening.screenLeft(showing: reader?.current)
      if let reader { self?.onDismiss(.reader(reader)) }
    }
    onPresent(.reader(reader), .fullScreenCover)
    if quote != nil { onRead() }
  }

  /// Theme (the reader's button, or Settings' row): the Theme sheet; an open reader follows each change.
  public func chooseTheme(for reader: QuoteReaderModel? = nil) {
    let sheet = ReadingThemeModel(store: store, renderer: renderer)
    sheet.onChange = { [weak reader] theme, photo in reader?.show(theme: theme, photo: photo) }
    sheet.onChoosePhoto = { [weak self] in self?.onPresent(.readingPhotoPicker, .sheet) }
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      onDismiss(.readingTheme(sheet))
    }
    onPresent(.readingTheme(sheet), .sheet)
  }

  /// Read All: the whole quote in a sheet over the reader; its Done leaves the reader on the same page.
  private func readAll(_ quote: Quote, theme: ReadingTheme) {
    let sheet = ReadAllModel(quote: quote, theme: theme, settings: { [settings] in settings.settings })
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      onDismiss(.readAll(sheet))
    }
    onPresent(.readAll(sheet), .sheet)
  }

  /// The Theme sheet on screen, if it is.
  public var themeSheet: ReadingThemeModel? {
    destinations().lazy.compactMap { if case .readingTheme(let sheet) = $0 { sheet } else { nil } }.first
  }

  /// The photo picker's answer for the background: it goes (it never dismisses itself), then the Theme sheet
  /// under it keeps the photo, or says why it could not.
  public func photoPicked(_ photo: PickedPhoto) async {
    onDismiss(.readingPhotoPicker)
    guard let sheet = themeSheet else { return }
    switch photo {
    case .cancelled: return
    case .unavailable: sheet.photoUnavailable()
    case .picked(let data): await sheet.photoPicked(data)
    }
  }

  /// The list a reader over `source` pages through, read again at each turn (the feed grows, favourites change).
  func quoteList(for source: QuoteReaderModel.Source) -> @MainActor () -> [Quote] {
    switch source {
    case .feed: { [weak feed] in feed?.quotes ?? [] }
    case .favorites:
      // The favourites as they were when the reader opened, then any added since: a quote unfavourited on its
      // page keeps the page (its heart empty, one tap from kept again), as a heart in a row does. Only an own
      // quote deleted meanwhile leaves, as it is gone everywhere.
      { [weak library, opened = library.favorites] in
        guard let library else { return [] }
        let now = library.favorites
        let openedIDs = Set(opened.map(\.id))
        let ownIDs = Set(library.ownQuotes.map(\.id))
        let stay = opened.filter { $0.ownerID == nil || ownIDs.contains($0.id) }
        return stay + now.filter { !openedIDs.contains($0.id) }
      }
    case .collection(let collection): { [weak library] in library?.quotes(in: collection) ?? [] }
    case .ownQuotes: { [weak library] in library?.ownQuotes ?? [] }
    case .single(let quote): { [quote] }
    case .pastQuotes(let quotes): { [quotes] in quotes }
    }
  }
}
