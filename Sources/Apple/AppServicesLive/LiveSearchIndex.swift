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
        return CSSearchableItem(
          uniqueIdentifier: entry.id, domainIdentifier: entry.domain, attributeSet: attributes)
      }
      try await CSSearchableIndex.default().indexSearchableItems(items)
    }

    public func remove(ids: [String]) async throws {
      try await CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ids)
    }
  }
#endif
