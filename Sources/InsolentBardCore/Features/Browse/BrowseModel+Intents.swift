import Presentation

/// What Browse's rows and bar do. A row's actions are the main screen's (`actions`, set by the app's model):
/// Copy ("Copied!" on the row), the heart and Share, over Browse, each putting the insult in History. Select's
/// actions act on the selection, not into History, which holds what the user saw one at a time.
extension BrowseModel {
  public func isFavourite(_ text: String) -> Bool { actions.isFavourite(text) }
  public func isCopied(_ text: String) -> Bool { actions.isCopied(text) }
  public func isSharePending(_ text: String) -> Bool { actions.isSharePending(text) }

  /// A row's Copy: on the pasteboard ("Copied!" on the row), and in History.
  public func copy(_ text: String) { actions.copy(text) }

  /// A row's heart: kept in Favourites (and History), or let go from Favourites.
  public func toggleFavourite(_ text: String) { actions.toggleFavourite(text) }

  /// A row's Share: the text and the card's picture, and the insult in History.
  public func share(_ text: String) async { await actions.share(text) }

  /// Whether Add to Favourites has something to keep: a selected insult not kept yet.
  public var canFavouriteSelected: Bool { selection.contains { !isFavourite($0) } }

  /// Whether Remove from Favourites has something to let go: a selected favourite.
  public var canUnfavouriteSelected: Bool { selection.contains(where: isFavourite) }

  /// Select's Add to Favourites: every selected insult not kept yet, in one write (the widgets reload once). Not
  /// into History: a batch of 100 would push it all out, and these are in Favourites to be found again. The
  /// selection stays, to share it next.
  public func favouriteSelected() {
    let adding = selectedInsults.filter { !isFavourite($0) }
    guard !adding.isEmpty else { return }
    onKeep(adding)
  }

  /// Select's Remove from Favourites: asks first over Browse, as Favourites' Remove Selected does (a batch gone
  /// in one tap, with no Undo, could be years of favourites); the dialog's Remove lets go of the favourites the
  /// user saw selected, in one write, and Cancel leaves them as they were kept, times and all.
  public func requestUnfavouriteSelected() {
    let letting = Set(selection.filter(isFavourite))
    guard !letting.isEmpty else { return }
    // Favourites' own dialog, so the two screens ask the same question the same way in each language.
    onAsk(.removeSelectedFavourites(letting))
  }

  /// Select's Copy: the selected insults on the pasteboard, one per line in the order of Share Selected, and the
  /// button says "Copied!" (`didCopySelected`), as Favourites' Copy All Selected does. Not into History.
  public func copySelected() {
    let insults = selectedInsults
    guard !insults.isEmpty else { return }
    onCopyText(insults.joined(separator: "\n"))
  }

  /// Whether Select's Copy says "Copied!": what it copied is what is selected now.
  public var didCopySelected: Bool {
    let insults = selectedInsults
    return !insults.isEmpty && isCopied(insults.joined(separator: "\n"))
  }

  /// Select's Share Selected: one text, an insult a line, over Browse, as Favourites' Share Selected hands them
  /// over (not a card each: most apps take one). Not into History, as Add to Favourites.
  public func shareSelected() {
    guard let text = selectedShareText else { return }
    onShare(ShareItem(text: text))
  }

  /// A button of Browse's bar (`leadingButton`, `trailingButton`).
  public func perform(_ button: BrowseBarButton) {
    switch button {
    case .select: startSelecting()
    case .endSelecting: endSelecting()
    case .selectAll: selectAll()
    case .deselectAll: deselectAll()
    case .close: done()
    }
  }

  /// Done: Browse goes, and this model with it once it has slid away.
  public func done() { onDone() }
}
