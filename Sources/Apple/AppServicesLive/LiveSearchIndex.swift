#if os(iOS)
  import AppServices
  import CoreSpotlight
  import Foundation
  import UniformTypeIdentifiers

  /// A `CSSearchableIndex` behind `SearchIndexClient`: each entry an item found by its title and words
  /// (VocaPin's notes, QuoteVault's favourites). The default index, or a named one with its own data
  /// protection class (`SearchIndexLocation`).
  public struct LiveSearchIndex: SearchIndexClient {
    private let location: SearchIndexLocation

    public init(_ location: SearchIndexLocation = .default) {
      self.location = location
    }

    /// A new index object per call: `CSSearchableIndex` is not Sendable, and the system keeps the index itself.
    private var index: CSSearchableIndex {
      guard let name = location.name else { return CSSearchableIndex.default() }
      return CSSearchableIndex(name: name, protectionClass: location.protection.map(Self.fileProtection))
    }

    private static func fileProtection(_ protection: SearchIndexLocation.Protection) -> FileProtectionType {
      switch protection {
      case .complete: .complete
      case .completeUnlessOpen: .completeUnlessOpen
      case .completeUntilFirstUserAuthentication: .completeUntilFirstUserAuthentication
      case .none: .none
      }
    }

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
      try await index.indexSearchableItems(items)
    }

    public func remove(ids: [String]) async throws {
      try await index.deleteSearchableItems(withIdentifiers: ids)
    }

    /// Removes what an earlier version put in the default index under `domains`, now kept in a named index:
    /// nothing of it stays where the default protection left it readable.
    public static func removeFromDefaultIndex(domains: [String]) async throws {
      try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: domains)
    }
  }

  extension SearchIndexClient where Self == LiveSearchIndex {
    /// The live service (the default index): `.live` wherever an `any SearchIndexClient` is asked for.
    public static var live: LiveSearchIndex { LiveSearchIndex() }
  }
#endif
