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

  /// Done: Browse goes, and its model with it once it has slid away.
  public func close(browsing sheet: BrowseModel) { close(.browse(sheet)) }
}
