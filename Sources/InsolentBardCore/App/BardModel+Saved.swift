import Presentation

/// History's and Favourites' sheets (`SavedInsultsModel`), and their rows: what the main screen does for its
/// insult, for a saved one (the peer insult apps' swipe to keep, and Share as the picture too).
extension BardModel {
  /// The History or Favourites toolbar button: a new sheet, its search field empty.
  public func showSaved(_ kind: SavedInsultsKind) {
    let sheet = savedInsults(kind)
    presentation.present(kind == .favourites ? .favourites(sheet) : .history(sheet))
  }

  /// A History or Favourites sheet's model, reporting here: it reads this model's list and asks it to copy,
  /// keep, share, remove or ask.
  public func savedInsults(_ kind: SavedInsultsKind) -> SavedInsultsModel {
    let sheet = SavedInsultsModel(kind: kind)
    sheet.saved = { [weak self] in
      guard let self else { return [] }
      return kind == .favourites ? favourites : history
    }
    sheet.isFavouriteText = { [weak self] in self?.isFavourite($0) ?? false }
    sheet.isCopiedText = { [weak self] in self?.isCopied($0) ?? false }
    sheet.onCopy = { [weak self] in self?.copy($0) }
    sheet.onToggleFavourite = { [weak self] in self?.toggleFavourite(saved: $0) }
    sheet.onShareRow = { [weak self] in await self?.share(saved: $0) }
    sheet.isSharePendingText = { [weak self] in self?.isSharePending($0) ?? false }
    sheet.onShare = { [weak self] in self?.share($0) }
    sheet.onAsk = { [weak self] in self?.presentation.showAlert($0) }
    sheet.onRemove = { [weak self] in self?.removeFavourites($0) }
    sheet.onRestore = { [weak self] in self?.restoreFavourite($0) }
    sheet.readOrder = { [weak self] in self?.dependencies.store.read(BardShared.favouritesOrder) ?? .newestFirst }
    sheet.onOrder = { [weak self] order in
      self?.trySaving { try self?.dependencies.store.write(order, for: BardShared.favouritesOrder) }
    }
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      // Only the surface that holds this sheet, while it is still up: a second tap on Done (or one that reaches
      // the sheet as it slides away) finds it leaving and does nothing, so it never closes what is under it.
      guard let surface = presentation.surfaces.first(where: { $0.destination.savedInsults === sheet }) else { return }
      presentation.dismiss(surface.id)
    }
    return sheet
  }

  /// The Favourites sheet presented by `level` (the root's, or Compose's when the link keeps Compose), which
  /// the favourites link keeps (with its search) rather than opening another.
  func favouritesToKeep(above level: Int) -> SavedInsultsModel? {
    guard case .favourites(let sheet)? = presentation.surface(presentedBy: level)?.destination else { return nil }
    return sheet
  }

  /// Undo of a Favourites swipe: the favourite back in its place, with when it was kept, where the widget reads
  /// it.
  func restoreFavourite(_ removal: FavouriteRemoval) {
    favouritesSaving.change(.restore(removal))
  }

  /// A row's heart: kept in Favourites (a History row the user found again), or let go.
  public func toggleFavourite(saved text: String) { toggleFavourite(text) }

  /// A row's Share: the text and the card's picture, as the main Share hands them over (drawn first, off the
  /// main actor, if it is not already, or waited for if it is being drawn). A second tap while the first waits
  /// is ignored: one share sheet, with the picture (the text alone if the drawing failed). The row's view shows
  /// the wait (`isSharePending`). The share sheet goes over the screen the row was on, so if that screen is no
  /// longer on top once the picture is drawn (the user closed it, a link replaced it), the share is dropped
  /// rather than shown over whatever is up now.
  public func share(saved text: String) async {
    await sharePictures.sharing(text) {
      let askedFrom = presentation.top?.id
      await prepareSharePicture(for: text)
      guard presentation.top?.id == askedFrom else { return }
      share(sharePayload(for: text).shareItem)
    }
  }

  /// Copy of an insult not on the main screen (Compose's, Browse's): on the pasteboard, and in History so it can
  /// be found again.
  func copyIntoHistory(_ text: String) {
    copy(text)
    trySaving { try addToHistory(text) }
  }

  /// The heart of an insult not on the main screen: kept in Favourites and History, or let go from Favourites.
  func toggleFavouriteIntoHistory(_ text: String) {
    let keeping = !isFavourite(text)
    toggleFavourite(text)
    if keeping, isFavourite(text) { trySaving { try addToHistory(text) } }
  }
}
