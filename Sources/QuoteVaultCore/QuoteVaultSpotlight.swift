import AppServices
import Foundation
import SharedStore

/// The favourites as Spotlight indexes them (Core Spotlight on iOS): found by their words or author from the
/// Home Screen's search, each opening its quote in the app.
public enum QuoteVaultSpotlight {
  public static let domain = "favorites"
  static let idPrefix = "quote-"

  public static func entry(for quote: Quote) -> SearchableEntry {
    SearchableEntry(
      id: identifier(for: quote.id), domain: domain, title: LockScreenQuote.shortened(quote.text, toFit: 60),
      content: quote.shareText)
  }

  static func identifier(for id: Int64) -> String { idPrefix + String(id) }

  /// The link a tapped result opens (`CSSearchableItemActivityIdentifier`, outside input): its quote, or nil.
  public static func link(forIdentifier identifier: String) -> URL? {
    guard identifier.hasPrefix(idPrefix), let id = Int64(identifier.dropFirst(idPrefix.count)) else { return nil }
    return QuoteVaultLink.quote(id: id).url
  }
}

extension QuoteVaultShared {
  /// The favourites last indexed in Spotlight on this device (quote ids): what a later change removes.
  public static let spotlightFavorites = StoreKey<[Int64]>("quotevault-spotlight-favorites", default: [])
}

extension QuoteVaultModel {
  /// Brings Spotlight in line with the favourites: new ones indexed, removed ones (and a signed-out user's
  /// all) taken out. A failed call (the index can be unavailable) leaves the record as it was, so the next
  /// change or launch tries again.
  func syncSpotlight(favorites: [Quote]) {
    let store = dependencies.store
    let index = dependencies.searchIndex
    let previous = spotlightSync
    spotlightSync = Task {
      await previous?.value
      let indexed = Set(store.read(QuoteVaultShared.spotlightFavorites))
      let current = Set(favorites.map(\.id))
      let added = favorites.filter { !indexed.contains($0.id) }.map(QuoteVaultSpotlight.entry(for:))
      let removed = indexed.subtracting(current).sorted().map(QuoteVaultSpotlight.identifier(for:))
      guard !added.isEmpty || !removed.isEmpty else { return }
      do {
        if !removed.isEmpty { try await index.remove(ids: removed) }
        if !added.isEmpty { try await index.index(added) }
        try? store.write(favorites.map(\.id), for: QuoteVaultShared.spotlightFavorites)
      } catch {
        // Kept as it was: tried again whole at the next change.
      }
    }
  }

  /// A Spotlight result was tapped: its quote opens on Home, as a widget's does.
  public func openSpotlightResult(_ identifier: String) {
    guard let link = QuoteVaultSpotlight.link(forIdentifier: identifier) else { return }
    open(link)
  }
}
