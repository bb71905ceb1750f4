import Presentation

/// Browse: the kit's insults a page at a time. A row's actions are the main screen's: Copy ("Copied!" on the
/// row), the heart and Share, over Browse; like Compose's, what is copied, kept or shared goes to History, so
/// one found while browsing can be found again.
extension BardModel {
  /// The main screen's Browse button: a new browse of the kit of the settings, in an order of its own.
  /// `seed` fixes that order (tests pass one; each tap otherwise gets a new one).
  public func browse(seed: UInt64 = .random(in: .min ... .max)) {
    let kit = InsultKit.make(familyFriendly: settings.familyFriendly)
    presentation.present(.browse(BrowseModel(kit: kit, seed: seed)))
  }

  /// A row's Copy: on the pasteboard ("Copied!" on the row), and in History.
  public func copy(browsed text: String) { copyIntoHistory(text) }

  /// A row's heart: kept in Favourites (and History), or let go from Favourites.
  public func toggleFavourite(browsed text: String) { toggleFavouriteIntoHistory(text) }

  /// A row's Share: the text and the card's picture, and the insult in History.
  public func share(browsed text: String) async {
    perform { try addToHistory(text) }
    await share(saved: text)
  }

  // MARK: - Select

  /// Whether Add to Favourites has something to keep: a selected insult not kept yet.
  public func canFavouriteSelected(in sheet: BrowseModel) -> Bool { sheet.selection.contains { !isFavourite($0) } }

  /// Whether Remove from Favourites has something to let go: a selected favourite.
  public func canUnfavouriteSelected(in sheet: BrowseModel) -> Bool { sheet.selection.contains(where: isFavourite) }

  /// Select's Add to Favourites: every selected insult not kept yet, in one write (the widgets reload once). Not
  /// into History, which holds what the user saw one at a time: a batch of 100 would push it all out, and these
  /// are in Favourites to be found again. The selection stays, to share it next.
  public func favouriteSelected(in sheet: BrowseModel) {
    let adding = sheet.selectedInsults.filter { !isFavourite($0) }
    guard !adding.isEmpty else { return }
    if changeFavourites(.keep(adding, at: dependencies.now())) { feel(.confirmation) }
  }

  /// Select's Remove from Favourites: asks first over Browse, as Favourites' Remove Selected does (a batch gone
  /// in one tap, with no Undo, could be years of favourites); the dialog's Remove lets go of the favourites the
  /// user saw selected, in one write, and Cancel leaves them as they were kept, times and all.
  public func requestUnfavouriteSelected(in sheet: BrowseModel) {
    let letting = Set(sheet.selection.filter(isFavourite))
    guard !letting.isEmpty else { return }
    presentation.showAlert(
      BardAlert(
        id: BardAlertID.removeSelectedFavourites, title: BardCopy.removeSelectedTitle(letting.count).text,
        message: BardCopy.removeFavouritesMessage.text,
        buttons: [
          // Favourites' own dialog's words, so the two screens ask the same question the same way in each language.
          .init(BardCopy.removeSelected.text, role: .destructive, action: .removeFavourites(letting)),
          .init(BardCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// Select's Copy: the selected insults on the pasteboard, one per line in the order of Share Selected, and the
  /// button says "Copied!" (`didCopySelected`), as Favourites' Copy All Selected does. Not into History (a batch).
  public func copySelected(in sheet: BrowseModel) {
    let insults = sheet.selectedInsults
    guard !insults.isEmpty else { return }
    copy(insults.joined(separator: "\n"))
  }

  /// Whether Select's Copy says "Copied!": what it copied is what is selected now.
  public func didCopySelected(in sheet: BrowseModel) -> Bool {
    let insults = sheet.selectedInsults
    return !insults.isEmpty && isCopied(insults.joined(separator: "\n"))
  }

  /// Select's Share Selected: one text, an insult a line, over Browse, as Favourites' Share Selected hands them
  /// over (not a card each: a picture per insult is drawn, decoded and sent one by one, and most apps take one).
  /// Not into History, as Add to Favourites: a batch is not what the user saw one at a time.
  public func shareSelected(in sheet: BrowseModel) {
    guard let text = sheet.selectedShareText else { return }
    share(ShareItem(text: text))
  }

  /// A button of Browse's bar (`BrowseModel.leadingButton`, `trailingButton`).
  public func perform(_ button: BrowseBarButton, in sheet: BrowseModel) {
    switch button {
    case .select: sheet.startSelecting()
    case .endSelecting: sheet.endSelecting()
    case .selectAll: sheet.selectAll()
    case .deselectAll: sheet.deselectAll()
    case .close: close(browsing: sheet)
    }
  }

  /// Done: Browse goes, and its model with it once it has slid away.
  public func close(browsing sheet: BrowseModel) { close(.browse(sheet)) }
}
