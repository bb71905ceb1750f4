import Presentation

/// Browse: the kit's insults a page at a time. A row's actions are History's and Favourites': Copy ("Copied!"
/// on the row), the heart (`toggleFavourite(saved:)`) and Share (`share(saved:)`), over Browse.
extension BardModel {
  /// The main screen's Browse button: a new browse of the kit of the settings, in an order of its own.
  /// `seed` fixes that order (tests pass one; each tap otherwise gets a new one).
  public func browse(seed: UInt64 = .random(in: .min ... .max)) {
    let kit = InsultKit.make(familyFriendly: settings.familyFriendly)
    presentation.present(.browse(BrowseModel(kit: kit, seed: seed)))
  }

  /// Done: Browse goes, and its model with it once it has slid away.
  public func close(browsing sheet: BrowseModel) { close(.browse(sheet)) }
}
