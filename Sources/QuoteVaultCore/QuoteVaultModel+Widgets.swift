import SharedStore

extension QuoteVaultModel {
  /// The favourites and each category's cached quotes, copied to the App Group for the configurable widget,
  /// which reads no database (and the favourites to Spotlight): after every library reload (a heart, a sync, a sign-in or sign-out), at launch and
  /// when the app leaves the foreground. Only what changed is written, so only a change reloads the widgets.
  func shareWidgetQuotes() {
    syncSpotlight(favorites: library.favorites)
    WidgetQuotes.share(
      favorites: WidgetFavorites(isSignedIn: library.canChange, quotes: library.favorites),
      categories: WidgetQuotes.categories(from: dependencies.service.cache), to: dependencies.store)
  }
}
