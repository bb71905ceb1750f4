extension QuoteVaultModel {
  /// Reading Mode's destinations go on the app's stack; a page's buttons do what they do on every screen; a
  /// quote opened to read keeps the streak.
  func wireReading() {
    reading.onPresent = { [weak self] destination, style in self?.presentation.present(destination, as: style) }
    reading.onDismiss = { [weak self] destination in self?.close(destination) }
    reading.destinations = { [weak self] in self?.presentation.destinations ?? [] }
    reading.onFavorite = { [weak self] quote in await self?.toggleFavorite(quote) }
    reading.onShareCard = { [weak self] quote in self?.shareCard(quote) }
    reading.onShare = { [weak self] quote in self?.share(quote) }
    reading.onAddToCollection = { [weak self] quote in self?.pickCollection(for: quote) }
    reading.onRead = { [weak self] in self?.quoteRead() }
  }
}
