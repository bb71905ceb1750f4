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

  /// Select's Add to Favourites: every selected insult not kept yet, in one write (the widgets reload once),
  /// and in History, to be found again as a row's heart puts it. The selection stays, to share it next.
  public func favouriteSelected(in sheet: BrowseModel) {
    let adding = sheet.selectedInsults.filter { !isFavourite($0) }
    guard !adding.isEmpty else { return }
    perform {
      favourites = try Favourites.keep(adding, in: dependencies.store, at: dependencies.now())
      feel(.confirmation)
    }
    perform { try addToHistory(adding) }
  }

  /// Select's Remove from Favourites: the selected favourites let go, in one write.
  public func unfavouriteSelected(in sheet: BrowseModel) {
    let letting = Set(sheet.selection.filter(isFavourite))
    guard !letting.isEmpty else { return }
    removeFavourites(letting)
  }

  /// Select's Share Selected: one text, an insult a line, over Browse, as Favourites' Share Selected hands them
  /// over (not a card each: a picture per insult is drawn, decoded and sent one by one, and most apps take one);
  /// the insults go to History, as a row's Share puts its insult.
  public func shareSelected(in sheet: BrowseModel) {
    guard let text = sheet.selectedShareText else { return }
    perform { try addToHistory(sheet.selectedInsults) }
    share(ShareItem(text: text))
  }

  /// Done: Browse goes, and its model with it once it has slid away.
  public func close(browsing sheet: BrowseModel) { close(.browse(sheet)) }
}
