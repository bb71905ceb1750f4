import AppServices
import Foundation
import Presentation
import SharedStore

extension QuoteVaultModel {
  /// Reading Mode (Home's, Favorites' or a collection's button): the list full-screen, opened where the reader
  /// last left it when that quote is still in the list, else at its first quote.
  public func openReadingMode(_ source: QuoteReaderModel.Source) {
    let quotes = quoteList(for: source)()
    let kept = source.positionKey.flatMap { dependencies.store.read(QuoteVaultShared.readingPositions)[$0] }
    let start = quotes.first { $0.id == kept } ?? quotes.first
    openReader(at: start, in: source)
  }

  /// "Read": the full-screen reader over `source`'s list, opened at `quote`. Its model lives in the destination
  /// alone; every closure it holds reaches the app weakly, so the closed reader is freed.
  public func read(_ quote: Quote, in source: QuoteReaderModel.Source) { openReader(at: quote, in: source) }

  private func openReader(at quote: Quote?, in source: QuoteReaderModel.Source) {
    let reader = QuoteReaderModel(source: source, showing: quote, list: quoteList(for: source))
    let store = dependencies.store
    let theme = ReadingThemeModel.read(store)
    reader.show(theme: theme, photo: theme.background == .photo ? ReadingPhoto.load(from: store.directory) : nil)
    if source == .feed { reader.loadMore = { [weak feed] last in await feed?.loadMore(after: last) } }
    reader.onFavorite = { [weak self] quote in await self?.toggleFavorite(quote) }
    reader.onShareCard = { [weak self] quote in self?.shareCard(quote) }
    reader.onShare = { [weak self] quote in self?.share(quote) }
    reader.onAddToCollection = { [weak self] quote in self?.pickCollection(for: quote) }
    reader.onLeavePage = { [listening] quote in listening.screenLeft(showing: quote) }
    reader.onKeepPosition = { key, id in
      // A place not kept costs only where the next Reading Mode opens: nothing to tell the user.
      _ = try? store.update(QuoteVaultShared.readingPositions) { $0[key] = id }
    }
    reader.onChooseTheme = { [weak self, weak reader] in self?.chooseReadingTheme(for: reader) }
    reader.listening = listening
    reader.readSettings = { [settings] in settings.settings }
    reader.readFavorite = { [library] quote in library.isFavorite(quote) }
    reader.onReadAll = { [weak self, weak reader] quote in
      self?.readAll(quote, theme: reader?.readAllTheme ?? .standard)
    }
    reader.onDone = { [weak self, weak reader] in
      self?.listening.screenLeft(showing: reader?.current)
      self?.presentation.dismiss { if case .reader(let shown) = $0 { shown === reader } else { false } }
    }
    presentation.present(.reader(reader), as: .fullScreenCover)
    // Opening a quote to read it keeps the reading streak going.
    if quote != nil { quoteRead() }
  }

  /// Theme (the reader's button, or Settings' row): the Theme sheet; an open reader follows each change.
  public func chooseReadingTheme(for reader: QuoteReaderModel? = nil) {
    let sheet = ReadingThemeModel(store: dependencies.store, renderer: dependencies.renderer)
    sheet.onChange = { [weak reader] theme, photo in reader?.show(theme: theme, photo: photo) }
    sheet.onChoosePhoto = { [weak self] in self?.presentation.present(.readingPhotoPicker) }
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      presentation.dismiss { $0 == .readingTheme(sheet) }
    }
    presentation.present(.readingTheme(sheet))
  }

  /// Read All: the whole quote in a sheet over the reader; its Done leaves the reader on the same page.
  private func readAll(_ quote: Quote, theme: ReadingTheme) {
    let sheet = ReadAllModel(quote: quote, theme: theme, settings: { [settings] in settings.settings }, onDone: {})
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      presentation.dismiss { $0 == .readAll(sheet) }
    }
    presentation.present(.readAll(sheet))
  }

  /// The Theme sheet on screen, if it is.
  public var readingThemeSheet: ReadingThemeModel? {
    presentation.destinations.lazy.compactMap { if case .readingTheme(let sheet) = $0 { sheet } else { nil } }.first
  }

  /// The photo picker's answer for the background: it goes (it never dismisses itself), then the Theme sheet
  /// under it keeps the photo, or says why it could not.
  public func readingPhotoPicked(_ photo: PickedPhoto) async {
    presentation.dismiss { $0 == .readingPhotoPicker }
    guard let sheet = readingThemeSheet else { return }
    switch photo {
    case .cancelled: return
    case .unavailable: sheet.photoUnavailable()
    case .picked(let data): await sheet.photoPicked(data)
    }
  }

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
