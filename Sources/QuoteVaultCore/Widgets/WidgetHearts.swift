import Foundation
import Localization
import SharedStore

/// A heart tapped on the widget (iOS 17's interactive widgets run the tap's App Intent in the widget extension's
/// process, which has no database, no session and no network of its own): recorded in the App Group for the app,
/// which takes it when it next becomes active as a heart tapped in the app: signed in, into its outbox, so it
/// reaches the server as any heart does; signed out, into the device's guest favourites, which join an account
/// when someone signs in (`LocalCache+GuestFavorites`).
public struct WidgetHeartTap: Codable, Equatable, Sendable {
  /// Counted up by the extension: the app remembers, per account, the last one it has taken.
  public var sequence: Int
  /// The account whose widget showed the heart: never applied to someone else who signs in after.
  /// `WidgetHearts.guest` for a heart tapped while nobody was signed in: the device's, as a guest's heart is.
  public var userID: String
  /// The quote as the widget showed it, so the app can list it in Favorites before it fetches anything.
  public var quote: Quote
  /// What the tap asked for: kept (true) or taken out (false). A state, not a toggle, so applying it twice or
  /// after a change in the app does the right thing.
  public var isFavorite: Bool

  public init(sequence: Int, userID: String, quote: Quote, isFavorite: Bool) {
    self.sequence = sequence
    self.userID = userID
    self.quote = quote
    self.isFavorite = isFavorite
  }
}

/// The widget's taps waiting for the app. Written by the extension (and by the app only for a notification's
/// Favorite its database could not keep), always under the key's file lock; the app marks what it took in
/// `widgetHeartsTaken`, so neither process ever writes over the other's change.
public struct WidgetHeartTaps: Codable, Equatable, Sendable {
  public var next = 1
  public var taps: [WidgetHeartTap] = []

  public init(next: Int = 1, taps: [WidgetHeartTap] = []) {
    self.next = next
    self.taps = taps
  }
}

extension QuoteVaultShared {
  /// The widget's heart taps (written by the widget extension).
  public static let widgetHeartTaps = StoreKey("quotevault-widget-heart-taps", default: WidgetHeartTaps())
  /// Per account, the last widget tap the app has put in its outbox (written by the app).
  public static let widgetHeartsTaken = StoreKey<[String: Int]>("quotevault-widget-hearts-taken", default: [:])
}

/// The widget's heart: what it shows and what a tap records.
public enum WidgetHearts {
  public enum TapError: Error, Equatable {
    /// The app has not said whose favourites the widget shows (never shared them, or the file cannot be read
    /// now): a tap could be given to the wrong person, so none is recorded.
    case ownerUnknown
    /// The quote is not one the widget shows: the intent's parameter comes from outside the app.
    case notShown
    /// Too many taps wait for the app; a new one is refused rather than an older one dropped.
    case full
  }

  /// Taps kept at most while the app is not opened: far more than the quotes a widget can show (the
  /// favourites' and categories' bounds plus the days ahead), so only a damaged file reaches it.
  public static let limit = 500

  /// Whose taps a signed-out user's hearts are kept under. No account has an empty id (Supabase's are UUIDs),
  /// and the app takes these into the device's guest favourites, never an account's outbox.
  public static let guest = ""

  /// Whose the widget's hearts are (the signed-in account, or `guest` when nobody is) and what each shows; nil
  /// when no heart is offered (the app has not shared the favourites, or files that cannot be read now).
  public struct Shown: Equatable, Sendable {
    public let userID: String
    let favorites: Set<Int64>
    let pending: [Int64: Bool]

    public func isFavorite(_ quoteID: Int64) -> Bool { pending[quoteID] ?? favorites.contains(quoteID) }
  }

  public static func shown(in store: SharedStore) -> Shown? {
    guard case .success(let stored) = store.load(QuoteVaultShared.widgetFavorites), let favorites = stored else {
      return nil
    }
    let userID: String
    if favorites.isSignedIn {
      // A file written before the heart existed names nobody: no heart until the app next shares.
      guard let id = favorites.userID, id != guest else { return nil }
      userID = id
    } else {
      // Signed out, the favourites the app shared are the guest's on this device, and so are the hearts.
      userID = guest
    }
    let taken = store.read(QuoteVaultShared.widgetHeartsTaken)[userID] ?? 0
    var pending: [Int64: Bool] = [:]
    let taps: [WidgetHeartTap]
    switch store.load(QuoteVaultShared.widgetHeartTaps) {
    case .success(let stored): taps = stored?.taps ?? []
    case .failure(.unreadable): return nil
    case .failure: taps = []
    }
    for tap in taps.sorted(by: { $0.sequence < $1.sequence }) where tap.userID == userID && tap.sequence > taken {
      pending[tap.quote.id] = tap.isFavorite
    }
    return Shown(userID: userID, favorites: Set(favorites.quotes.map(\.id)), pending: pending)
  }

  /// The widget's heart tapped on `quoteID`: the opposite of what it showed is recorded for the app, and the
  /// widget's next timeline (this write reloads it) shows it. Returns the state now shown.
  @discardableResult
  public static func toggle(quoteID: Int64, in store: SharedStore) throws -> Bool {
    guard let shown = shown(in: store) else { throw TapError.ownerUnknown }
    guard let quote = shownQuote(quoteID, in: store) else { throw TapError.notShown }
    let isFavorite = !shown.isFavorite(quoteID)
    try record(quote, isFavorite: isFavorite, for: shown.userID, in: store)
    return isFavorite
  }

  /// A heart for the app to take when it next becomes active: the widget's tap, or a notification's Favorite the
  /// app's database could not keep just then (`QuoteVaultModel.notificationAction`). Under the key's file lock,
  /// so the widget's process and the app's never write over each other's tap.
  public static func record(_ quote: Quote, isFavorite: Bool, for userID: String, in store: SharedStore) throws {
    let taken = store.read(QuoteVaultShared.widgetHeartsTaken)
    try store.update(QuoteVaultShared.widgetHeartTaps) { value in
      // What the app has taken goes; so does this quote's earlier tap, which this one replaces.
      value.taps.removeAll { tap in
        tap.sequence <= (taken[tap.userID] ?? 0) || (tap.userID == userID && tap.quote.id == quote.id)
      }
      guard value.taps.count < limit else { throw TapError.full }
      let sequence = max(value.next, (value.taps.map(\.sequence).max() ?? 0) &+ 1, 1)
      guard sequence < Int.max else { throw TapError.full }
      value.taps.append(WidgetHeartTap(sequence: sequence, userID: userID, quote: quote, isFavorite: isFavorite))
      value.next = sequence + 1
    }
  }

  /// The quote with `id` among those the app shared with the widget (the days' quotes, the favourites, the
  /// categories'), or nil.
  static func shownQuote(_ id: Int64, in store: SharedStore) -> Quote? {
    if let daily = store.read(QuoteVaultShared.dailyQuotes).first(where: { $0.quote.id == id }) { return daily.quote }
    if let favorite = store.read(QuoteVaultShared.widgetFavorites).quotes.first(where: { $0.id == id }) {
      return favorite
    }
    return store.read(QuoteVaultShared.widgetCategories).quotes.values.lazy.flatMap { $0 }.first { $0.id == id }
  }

  /// The taps of `userID` the app has not taken yet, oldest first; none while the file cannot be read (it stays
  /// for the next time).
  public static func waiting(for userID: String, in store: SharedStore) -> [WidgetHeartTap] {
    guard case .success(let stored) = store.load(QuoteVaultShared.widgetHeartTaps), let taps = stored?.taps else {
      return []
    }
    let taken = store.read(QuoteVaultShared.widgetHeartsTaken)[userID] ?? 0
    return taps.filter { $0.userID == userID && $0.sequence > taken }.sorted { $0.sequence < $1.sequence }
  }

  /// The app has put `userID`'s taps up to `sequence` in its outbox.
  public static func markTaken(through sequence: Int, for userID: String, in store: SharedStore) {
    var taken = store.read(QuoteVaultShared.widgetHeartsTaken)
    guard sequence > (taken[userID] ?? 0) else { return }
    taken[userID] = sequence
    try? store.write(taken, for: QuoteVaultShared.widgetHeartsTaken)
  }

  /// The heart's and Next Quote's accessibility labels (the widget extension's catalog).
  public static var favoriteLabel: LocalizedCopy { LocalizedCopy("quotevault.widget.favorite", "Favorite") }
  public static var unfavoriteLabel: LocalizedCopy { LocalizedCopy("quotevault.widget.unfavorite", "Unfavorite") }
  public static var nextQuoteLabel: LocalizedCopy { LocalizedCopy("quotevault.widget.nextQuote", "Next Quote") }
}
