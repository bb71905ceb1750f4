extension QuoteVaultModel {
  /// Pull to refresh (QV-3.7): the feed and the quote of the day asked side by side, as at launch, so on a
  /// stalled network the spinner waits for the slower of the two, not for both one after the other.
  public func pullToRefresh() async {
    async let quoteOfTheDay: Void = daily.refresh()
    await feed.reload()
    await quoteOfTheDay
  }
}
