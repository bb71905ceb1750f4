#if os(iOS)
  import AppServices
  import CoreSpotlight
  import UniformTypeIdentifiers

  /// `CSSearchableIndex.default()` behind `SearchIndexClient`: each entry an item found by its title and words
  /// (VocaPin's notes, QuoteVault's favourites).
  public struct LiveSearchIndex: SearchIndexClient {
    public init() {}

    public func index(_ entries: [SearchableEntry]) async throws {
      let items = entries.map { entry in
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = entry.title
        attributes.contentDescription = entry.content
        let item = CSSearchableItem(
          uniqueIdentifier: entry.id, domainIdentifier: entry.domain, attributeSet: attributes)
        // Without a date the system expires an item after a while; a note stays findable until it is deleted,
        // also for someone who only ever uses the widget and rarely opens the app to index again.
        item.expirationDate = .distantFuture
        return item
      }
      try await CSSearchableIndex.default().indexSearchableItems(items)
    }

    public func remove(ids: [String]) async throws {
      try await CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ids)
    }
  }
#endif
