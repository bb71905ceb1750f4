import Foundation
import Localization
import Observation
import SharedStore

/// Favourites and collections (QV-4, QV-5): changed locally at once, sent to Supabase from the outbox.
@MainActor
@Observable
public final class LibraryModel {
  public private(set) var favoriteIDs: [Int64] = []
  public private(set) var favorites: [Quote] = []
  /// False when the last reload could not read the favourites (the cache unreadable): nothing may be planned
  /// from an empty list that only looks like "no favourites".
  @ObservationIgnored private(set) var favoritesAreKnown = true
  public private(set) var collections: [(collection: QuoteCollection, quoteIDs: [Int64])] = []
  /// "My Quotes": the signed-in user's own, newest first, as the device holds them.
  public internal(set) var ownQuotes: [Quote] = []
  /// How many messages were said, and the last: a refusal worded as the one before is still a new one, and
  /// sign-out quotes it (the app model shows each as it is said, through `onMessage`).
  @ObservationIgnored private(set) var messagesSaid = 0
  @ObservationIgnored public private(set) var lastSaid: String?
  /// Told of each new message: the app model shows it as an alert on top.
  @ObservationIgnored var onMessage: (@MainActor (String) -> Void)?
  /// Told after each reload: the app model shares the favourites with the widgets.
  @ObservationIgnored var onReload: (@MainActor () -> Void)?
  private let service: QuoteVaultService
  private let connectivity: Connectivity
  private let outbox: OutboxSync
  private let userID: @MainActor () -> String?
  private let makeID: @Sendable () -> String

  public init(
    service: QuoteVaultService, connectivity: Connectivity, outbox: OutboxSync,
    userID: @escaping @MainActor () -> String?,
    makeID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
  ) {
    self.service = service
    self.connectivity = connectivity
    self.outbox = outbox
    self.userID = userID
    self.makeID = makeID
  }

  public func isFavorite(_ quote: Quote) -> Bool { favoriteIDs.contains(quote.id) }

  /// Whether someone is signed in to own a change (favourites and collections are an account's).
  public var canChange: Bool { userID() != nil }

  /// Said when a change only an account keeps (a profile, a quote of one's own) is tried with nobody signed in;
  /// the app asks the guest to sign in instead (`QuoteVaultAlertID.askToSignIn`). A guest's favourites and
  /// collections never come here: they are kept on this device.
  public static var signInFirst: String {
    LocalizedCopy("quotevault.library.signInFirst", "Sign in to keep this in your QuoteVault account.").text
  }

  /// QV-4.1, QV-4.2: the heart toggles. A guest's heart works as an account's does, kept on this device
  /// (`LocalCache+GuestFavorites`) until they sign in, when it joins the account (`mergeGuestFavorites`).
  public func toggleFavorite(_ quote: Quote) async {
    try? service.cache.store([quote])
    guard canChange else { return setGuestFavorite(quote.id, !isFavorite(quote)) }
    await change(isFavorite(quote) ? .removeFavorite(quote.id) : .addFavorite(quote.id))
  }

  /// Whether the favourites shown are a guest's, kept on this device only (nobody signed in).
  public var favoritesAreOnDeviceOnly: Bool { !canChange }

  /// Whether the collections shown are a guest's, kept on this device until they sign in or up.
  public var collectionsAreOnDeviceOnly: Bool { !canChange }

  /// Whose collections the device shows and changes: the signed-in user's, else the guest's
  /// (`LocalCache+GuestCollections`), which join the account at sign-in.
  private var collectionOwner: String { userID() ?? LocalCache.guestOwner }

  /// A guest's heart, on the device before this returns; said when the device cannot keep it.
  private func setGuestFavorite(_ quoteID: Int64, _ on: Bool) {
    do {
      try service.cache.setGuestFavorite(quoteID, on)
    } catch {
      say(
        LocalizedCopy("quotevault.library.notSavedLocally", "The change could not be saved on this device.").text
      )
    }
    reload()
  }

  /// After a sign-in (or sign-up): the guest's favourites are queued for the account, shown among its favourites
  /// at once, and sent with the rest of the outbox (the caller syncs). The guest's copy goes only as the server
  /// takes each one, so an offline merge is retried as any change is, and none is lost if it never goes.
  func mergeGuestFavorites() {
    guard let id = userID() else { return }
    guard (try? service.cache.queueGuestFavorites(for: id)) ?? 0 > 0 else { return }
    outbox.recount()
    reload()
  }

  /// After a sign-in (or sign-up): the guest's collections, with the changes that made them, become the
  /// account's and go with the rest of the outbox (the caller syncs); shown as the account's at once.
  func mergeGuestCollections() {
    guard let id = userID() else { return }
    guard (try? service.cache.adoptGuestCollections(for: id)) ?? 0 > 0 else { return }
    outbox.recount()
    reload()
  }

  /// QV-5.2: a name is required.
  @discardableResult
  /// `waitForServer` false: back as soon as the device has it (the name sheet closes at once; the outbox sends
  /// it on its way, and a refusal is said on top when it comes).
  public func createCollection(named raw: String, waitForServer: Bool = true) async -> QuoteCollection? {
    guard let name = validName(raw, except: nil) else { return nil }
    let collection = QuoteCollection(id: makeID(), name: name)
    await change(.createCollection(id: collection.id, name: name), waitForServer: waitForServer)
    return collection
  }

  /// A new name under the rules of a new collection's; false (with the reason said) when refused.
  @discardableResult
  public func rename(_ collection: QuoteCollection, to raw: String, waitForServer: Bool = true) async -> Bool {
    guard let name = validName(raw, except: collection.id) else { return false }
    if name != collection.name {
      await change(.renameCollection(id: collection.id, name: name), waitForServer: waitForServer)
    }
    return true
  }

  /// A trimmed name, at most `LocalCache.collectionNameLimit` characters as the server counts them, unlike every
  /// other collection's (compared as a person reads them: two of one name could not be told apart in any list);
  /// nil with the reason said.
  private func validName(_ raw: String, except id: String?) -> String? {
    let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else {
      say(LocalizedCopy("quotevault.collection.nameEmpty", "Give the collection a name.").text)
      return nil
    }
    guard LocalCache.collectionNameLength(name) <= LocalCache.collectionNameLimit else {
      say(
        LocalizedCopy(
          "quotevault.collection.nameTooLongEmoji",
          "That name is too long: collection names have at most %@ characters, and an emoji can count as several.",
          .text(String(LocalCache.collectionNameLimit))
        ).text)
      return nil
    }
    let folded = LocalCache.collectionNameKey(name)
    if let existing = collections.first(where: {
      $0.collection.id != id && LocalCache.collectionNameKey($0.collection.name) == folded
    }) {
      say(
        LocalizedCopy(
          "quotevault.collection.nameTaken", "You already have a collection named “%@”.",
          .text(existing.collection.name)
        ).text
      )
      return nil
    }
    return name
  }

  public func add(_ quote: Quote, to collection: QuoteCollection) async {
    try? service.cache.store([quote])
    await change(.addToCollection(collectionID: collection.id, quoteID: quote.id))
  }

  /// `onDevice` runs once the removal is on the device, before the server is waited for: the screen's Undo
  /// shows then, not 15-30 s later on a slow network (the outbox carries the change either way).
  public func remove(
    _ quoteID: Int64, from collection: QuoteCollection, onDevice: @MainActor () -> Void = {}
  ) async {
    await change(.removeFromCollection(collectionID: collection.id, quoteID: quoteID), onDevice: onDevice)
  }

  /// The server's `added_at` for `quoteID` in `collection`, as the device last learnt it (nil if it never did:
  /// added here and not yet answered).
  func addedAt(_ quoteID: Int64, in collection: QuoteCollection) -> String? {
    try? service.cache.addedAt(quoteID, inCollection: collection.id, user: collectionOwner)
  }

  /// Undo after a removal: the quote is back in the collection at `index`, on the device at once and sent from
  /// the outbox as any addition is (offline, it goes when the server is back). With the time the server had for
  /// it (`addedAt`), it keeps its place on the server too: a collection is listed by `added_at`, so a new time
  /// would move it to the end at the next sync.
  func putBack(_ quote: Quote, in collection: QuoteCollection, at index: Int, addedAt: String?) async {
    try? service.cache.store([quote])
    guard record(.addToCollection(collectionID: collection.id, quoteID: quote.id, addedAt: addedAt)) else { return }
    // Its place, not the end: a failure here still leaves it in the collection, only lower down.
    try? service.cache.place(quote.id, inCollection: collection.id, at: index, user: collectionOwner)
    reload()
    if await outbox.send() == nil { reload() }
  }

  public func delete(_ collection: QuoteCollection) async { await change(.deleteCollection(id: collection.id)) }

  /// A collection's quotes as last read from the device (`reload`): a view's `body` reads memory, never SQLite.
  public func quotes(in collection: QuoteCollection) -> [Quote] { collectionQuotes[collection.id] ?? [] }
  private var collectionQuotes: [String: [Quote]] = [:]

  /// After sign-in and on refresh: what waits in the outbox, then the server's library (QV-4.5), then the
  /// local view of it.
  public func sync() async {
    guard userID() != nil else { return reload() }
    if await outbox.send()?.stopped != nil { return }
    await pull()
  }

  /// What a flush did, whoever started it (a change here, the profile, or the outbox replaying by itself): a
  /// change the server refused is dropped locally by fetching the server's library, and the user is told why.
  /// A change the server accepts needs no fetch: the local copy already shows it.
  func absorb(_ result: QuoteVaultService.FlushResult) async {
    if !result.refused.isEmpty {
      say(result.refused.joined(separator: "\n"))
      if result.stopped == nil { await pull() }
    } else if result.stopped == nil, result.applied > 0 {
      connectivity.recordSuccess()
    }
    reload()
  }

  private func pull() async {
    guard let id = userID() else { return reload() }
    do {
      let replaced = try await service.pullLibrary(userID: id)
      connectivity.recordSuccess()
      // A collection taken from the guest may share its name with one of the account's, known only now: it is
      // renamed, and the rename sent behind any flush under way (this may run inside one: never awaited here).
      if (try? service.cache.renameAdoptedNameClashes(user: id)) ?? 0 > 0 {
        outbox.recount()
        let outbox = outbox
        Task { await outbox.send() }
      }
      // Those taken are now the account's on the server, seen beside its own: their record has done its work.
      if replaced { try? service.cache.completeAdoptions(user: id) }
    } catch {
      connectivity.record(error)
    }
    reload()
  }

  /// Someone else (or nobody) is signed in: the previous user's words go with their library.
  func userChanged() {
    lastSaid = nil
    reload()
  }

  /// The signed-in user's library as the device holds it; nobody's when signed out.
  public func reload() {
    defer { onReload?() }
    guard let id = userID() else {
      // Nobody signed in: the guest's favourites and collections, never an account's.
      ownQuotes = []
      readCollections(of: LocalCache.guestOwner)
      do {
        favoriteIDs = try service.cache.guestFavoriteIDs()
        favorites = try service.cache.quotes(ids: favoriteIDs)
        favoritesAreKnown = true
      } catch {
        (favoriteIDs, favorites, favoritesAreKnown) = ([], [], false)
      }
      return
    }
    ownQuotes = (try? service.cache.ownQuotes(user: id)) ?? []
    do {
      favoriteIDs = try service.cache.favoriteIDs(user: id)
      favorites = try service.cache.quotes(ids: favoriteIDs)
      favoritesAreKnown = true
    } catch {
      (favoriteIDs, favorites, favoritesAreKnown) = ([], [], false)
    }
    readCollections(of: id)
  }

  /// `owner`'s collections and their quotes, as the device holds them.
  private func readCollections(of owner: String) {
    collections = ((try? service.cache.collections(user: owner)) ?? []).map { ($0.0, $0.1) }
    // Every collection's quotes in one read, kept for the screens.
    let inAny = (try? service.cache.quotes(ids: Array(Set(collections.flatMap(\.quoteIDs))))) ?? []
    let byID = Dictionary(inAny.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    collectionQuotes = Dictionary(
      collections.map { entry in (entry.collection.id, entry.quoteIDs.compactMap { byID[$0] }) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Records a change on the device; false, with the reason said, when it could not be.
  private func record(_ change: PendingChange) -> Bool {
    guard let id = change.isCollectionChange ? collectionOwner : userID() else {
      say(Self.signInFirst)
      return false
    }
    do {
      try service.perform(change, userID: id)
    } catch {
      say(
        LocalizedCopy("quotevault.library.notSavedLocally", "The change could not be saved on this device.").text
      )
      return false
    }
    return true
  }

  /// A favourite kept at once (a notification's Favorite, with the app in the background): on the device before
  /// this returns, as iOS may suspend the app right after; then sent. False, with nothing said, when the device
  /// could not keep it: the caller keeps the intent elsewhere or says so.
  func keepFavorite(_ quoteID: Int64) -> Bool {
    guard !favoriteIDs.contains(quoteID) else { return true }
    do {
      if let id = userID() {
        try service.perform(.addFavorite(quoteID), userID: id)
      } else {
        try service.cache.setGuestFavorite(quoteID, true)
      }
    } catch {
      return false
    }
    reload()
    guard canChange else { return true }
    let outbox = outbox
    Task { [weak self] in if await outbox.send() == nil { self?.reload() } }
    return true
  }

  /// Said when a change could not be kept anywhere on the device.
  func sayNotSaved() {
    say(LocalizedCopy("quotevault.library.notSavedLocally", "The change could not be saved on this device.").text)
  }

  /// A heart tapped on the widget (`QuoteVaultModel.takeWidgetHearts`): the state it asked for, recorded in the
  /// outbox without waiting for the server; true when the device has it (or already had).
  func setFavoriteFromWidget(_ quote: Quote, to favorite: Bool) -> Bool {
    guard let id = userID() else { return false }
    let current = (try? service.cache.favoriteIDs(user: id)) ?? favoriteIDs
    guard current.contains(quote.id) != favorite else { return true }
    try? service.cache.store([quote])
    return record(favorite ? .addFavorite(quote.id) : .removeFavorite(quote.id))
  }

  /// The hearts tapped on the widget while nobody was signed in (`WidgetHearts.guest`), taken as a guest's heart
  /// in the app is: each kept in the device's guest favourites, then marked taken. Someone who signed in since
  /// (the taps waited for the app) gets them as a sign-in gets any guest favourite: queued for the account. A tap
  /// the device cannot keep stays waiting, with every later one, for the next time.
  func takeGuestWidgetHearts(from store: SharedStore) {
    let waiting = WidgetHearts.waiting(for: WidgetHearts.guest, in: store)
    guard !waiting.isEmpty else { return }
    var taken: Int?
    for tap in waiting {
      do {
        try service.cache.store([tap.quote])
        try service.cache.setGuestFavorite(tap.quote.id, tap.isFavorite)
      } catch {
        say(
          LocalizedCopy("quotevault.library.notSavedLocally", "The change could not be saved on this device.").text
        )
        break
      }
      taken = tap.sequence
    }
    if let taken { WidgetHearts.markTaken(through: taken, for: WidgetHearts.guest, in: store) }
    mergeGuestFavorites()
    reload()
  }

  func change(
    _ change: PendingChange, waitForServer: Bool = true, onDevice: @MainActor () -> Void = {}
  ) async {
    guard record(change) else { return }
    reload()
    onDevice()
    guard waitForServer else {
      let outbox = outbox
      Task { [weak self] in if await outbox.send() == nil { self?.reload() } }
      return
    }
    if await outbox.send() == nil { reload() }
  }
}

extension LibraryModel {
  /// A message for the user: counted and kept for sign-out's question, and shown by the app model through
  /// `onMessage`, queued behind any not yet seen.
  private func say(_ text: String) {
    messagesSaid += 1
    lastSaid = text
    onMessage?(text)
  }
}
