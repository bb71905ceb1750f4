/// What the Favorites or Collections tab shows, top to bottom, as rows of one scrolling list: the empty state is
/// a row like the others, never an overlay, so at the largest text sizes it scrolls with the Sign In below it
/// rather than covering it.
public enum LibraryScreenSection: Equatable, Sendable {
  /// "No favorites yet" / "No collections yet" and the hint.
  case empty
  /// A guest's note that what they keep is on this iPhone, and Sign In (`QuoteVaultModel.showSignIn`).
  case signIn
  /// Collections' "My Quotes" row (signed in only).
  case myQuotes
  /// The favourites, or the collections.
  case items
}

extension QuoteVaultModel {
  /// Favorites, top to bottom. Nothing kept: the empty state first, a guest's Sign In under it.
  public var favoritesSections: [LibraryScreenSection] {
    let signIn: [LibraryScreenSection] = library.favoritesAreOnDeviceOnly ? [.signIn] : []
    return library.favorites.isEmpty ? [.empty] + signIn : signIn + [.items]
  }

  /// Collections, top to bottom. No collection and no quote of the user's own: the empty state first, a guest's
  /// Sign In under it.
  public var collectionsSections: [LibraryScreenSection] {
    let signIn: [LibraryScreenSection] = library.collectionsAreOnDeviceOnly ? [.signIn] : []
    let myQuotes: [LibraryScreenSection] = auth.isSignedIn ? [.myQuotes] : []
    guard library.collections.isEmpty && library.ownQuotes.isEmpty else { return signIn + myQuotes + [.items] }
    return [.empty] + signIn + myQuotes
  }
}
