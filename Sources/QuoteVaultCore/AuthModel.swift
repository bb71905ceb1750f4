import Foundation
import Observation
import SupabaseClient

/// Loading, loaded, empty, failed: what a list shows (QV-3.8, QV-3.9, QV-11.4).
public enum LoadState: Equatable, Sendable {
  case idle, loading, loaded, empty, failed(String)
}

/// Sign up, sign in, reset password, sign out (QV-1). `user` follows the client's auth state changes, so a
/// session the server ended (a refused refresh) shows the sign-in screen, with a word why.
@MainActor
@Observable
public final class AuthModel {
  public var email = ""
  public var password = ""
  public private(set) var user: User?
  public private(set) var isWorking = false
  public private(set) var emailError: String?
  public private(set) var passwordError: String?
  public private(set) var message: String?
  /// Where a password reset is: the code mailed (the sign-in screen asks for it), or signed in by the code or
  /// the link and choosing a new password.
  public private(set) var recovery: Recovery? {
    didSet { if recovery != oldValue { onRecoveryChange?(recovery) } }
  }
  /// Told when the recovery state changes: the app model presents or dismisses the new-password sheet.
  @ObservationIgnored var onRecoveryChange: (@MainActor (Recovery?) -> Void)?
  /// The six-digit code from the email, as typed.
  public var recoveryCode = ""
  public var newPassword = ""
  private let service: QuoteVaultService
  /// Told when the signed-in user changes (in, out, or another), whoever changed it.
  @ObservationIgnored var onUserChange: (@MainActor (User?) -> Void)?
  @ObservationIgnored private var listening: Task<Void, Never>?
  /// A sign-out the user asked for: no "your session ended" for it.
  @ObservationIgnored private var signingOut = false

  /// Shown on the sign-in screen when the server ended the session.
  public static let sessionEndedMessage =
    "You were signed out. Sign in again; changes that had not reached QuoteVault are kept for you until you do."

  public enum Recovery: Equatable, Sendable {
    case codeSent(email: String)
    case choosingPassword
  }

  /// Where the recovery link brings the user back: the app's own scheme, an allowed redirect in config.toml.
  public static let recoveryRedirect = URL(string: "quotevault://reset-password")

  /// A sign-in link this device asked for (a sign-up's confirmation, or a password reset), and for which address.
  /// A link that carries a session is taken only then: any web page or app can open a `quotevault://` URL, and
  /// one holding someone else's tokens must not replace the user's session (their library would then go to
  /// that account). Kept across launches (`onExpectedLinkChange`): the user may come back from Mail to a
  /// relaunched app.
  public struct ExpectedLink: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case confirmation, recovery }
    public let kind: Kind
    public let email: String
    public init(kind: Kind, email: String) {
      self.kind = kind
      self.email = email
    }
  }
  public var expectedLink: ExpectedLink? {
    didSet { if expectedLink != oldValue { onExpectedLinkChange?(expectedLink) } }
  }
  @ObservationIgnored var onExpectedLinkChange: (@MainActor (ExpectedLink?) -> Void)?
  public static let unexpectedLinkMessage =
    "This link wasn't asked for on this iPhone, so it was not used. Open it on the iPhone where you asked for it, or ask again here."

  /// Takes a link's session only when this device expects that kind of link, nobody else is signed in, and the
  /// link's account is the address it was asked for; otherwise nothing changes and the user is told.
  private func openExpected(_ kind: ExpectedLink.Kind, _ url: URL) async -> Bool {
    guard let expected = expectedLink, expected.kind == kind, user == nil else {
      message = Self.unexpectedLinkMessage
      return false
    }
    let auth = service.client.auth
    let ok = await run { () async throws(SupabaseError) -> Session in try await auth.session(fromRedirect: url) }
    guard ok else { return false }
    guard user?.email?.lowercased() == expected.email.lowercased() else {
      // Someone else's link, for an address this device did not ask about: undone at once.
      await signOut()
      message = Self.unexpectedLinkMessage
      return false
    }
    expectedLink = nil
    return true
  }

  public init(service: QuoteVaultService) {
    self.service = service
    let auth = service.client.auth
    listening = Task { [weak self] in
      for await change in await auth.authStateChanges {
        guard let self else { return }
        self.follow(change)
      }
    }
  }

  deinit { listening?.cancel() }

  /// One auth state change, in order: the session the client now holds is the one on screen.
  func follow(_ change: AuthStateChange) {
    if change.event == .signedOut, user != nil, !signingOut { message = Self.sessionEndedMessage }
    setUser(change.session?.user)
  }

  private func setUser(_ new: User?) {
    let changed = new?.id != user?.id
    user = new
    if changed { onUserChange?(new) }
  }

  public var isSignedIn: Bool { user != nil }
  /// Shown under the password field before anything is typed (QV-1.3).
  public var passwordRequirement: String { Credentials.passwordRequirement }

  /// At launch: the stored session, restored without the network (QV-1.7).
  public func restore() async {
    setUser(await service.client.auth.restoredSession()?.user)
  }

  /// The address a confirmation link was mailed to, while the account waits for it (a hosted project's
  /// "Confirm email"): the sign-in screen says to check the inbox.
  public private(set) var awaitingConfirmation: String?

  /// Where the confirmation link brings the user back signed in: the project's site URL.
  public static let confirmationRedirect = URL(string: "quotevault://auth-callback")

  public static func checkEmailMessage(_ address: String) -> String {
    "Check your email: we sent a link to \(address). Open it on this iPhone to finish creating your account."
  }

  /// True when signed in. With confirmations on, the account is created and the user told to check their
  /// email (`awaitingConfirmation`); the link signs them in (`openConfirmationLink`).
  public func signUp() async -> Bool {
    guard validate(signingUp: true) else { return false }
    let (address, password, auth) = (email.trimmingCharacters(in: .whitespaces), password, service.client.auth)
    isWorking = true
    defer { isWorking = false }
    do {
      let response = try await auth.signUp(email: address, password: password, redirectTo: Self.confirmationRedirect)
      self.password = ""
      if let session = response.session {
        createdAccount = true
        setUser(session.user)
        message = nil
        awaitingConfirmation = nil
        return true
      }
      awaitingConfirmation = address
      expectedLink = ExpectedLink(kind: .confirmation, email: address)
      message = Self.checkEmailMessage(address)
      return false
    } catch {
      message = Self.message(for: error)
      return false
    }
  }

  /// `quotevault://auth-callback#access_token=…&type=signup` from the confirmation mail: signed in.
  public func openConfirmationLink(_ url: URL) async -> Bool {
    let ok = await openExpected(.confirmation, url)
    if ok {
      // The sign-up's confirmation: the account is new, as if the sign-up had signed in at once.
      if url.fragment?.contains("type=signup") == true || awaitingConfirmation != nil { createdAccount = true }
      awaitingConfirmation = nil
    }
    return ok
  }

  /// The account was created on this device just now (sign-up, or its confirmation link): its first sign-in
  /// takes the device's settings rather than the new profile's defaults. Read once.
  public func takeCreatedAccount() -> Bool {
    defer { createdAccount = false }
    return createdAccount
  }
  @ObservationIgnored private var createdAccount = false

  public func signIn() async -> Bool {
    guard validate(signingUp: false) else { return false }
    // Trimmed as sign-up and reset trim it: AutoFill can leave a trailing space that validation forgives.
    let (email, password, auth) = (email.trimmingCharacters(in: .whitespaces), password, service.client.auth)
    return await run { () async throws(SupabaseError) -> Session in
      try await auth.signIn(email: email, password: password)
    }
  }

  /// Always says the same, so nobody learns whether an address has an account (QV-1.6).
  public func resetPassword() async {
    emailError = Credentials.emailError(email)
    guard emailError == nil else { return }
    let address = email.trimmingCharacters(in: .whitespaces)
    do {
      try await service.client.auth.resetPassword(email: address, redirectTo: Self.recoveryRedirect)
      message = "If an account uses \(email), a reset email is on its way."
      recovery = .codeSent(email: address)
      expectedLink = ExpectedLink(kind: .recovery, email: address)
      recoveryCode = ""
    } catch {
      message = Self.message(for: error)
    }
  }

  /// The code from the email signs the user in, once; then they choose a new password.
  public func verifyRecoveryCode() async -> Bool {
    guard case .codeSent(let address) = recovery else { return false }
    let code = recoveryCode.filter(\.isNumber)
    guard code.count >= 6, code.count <= 10 else {
      message = "Enter the code from the email."
      return false
    }
    let auth = service.client.auth
    let ok = await run { () async throws(SupabaseError) -> Session in
      try await auth.verifyRecovery(email: address, code: code)
    }
    if ok { recovery = .choosingPassword }
    return ok
  }

  /// `quotevault://reset-password#access_token=…` from the email's link: signed in, choosing a new password.
  public func openRecoveryLink(_ url: URL) async -> Bool {
    let ok = await openExpected(.recovery, url)
    if ok { recovery = .choosingPassword }
    return ok
  }

  /// The new password, under the same rule as sign-up; other devices are signed out by the server.
  public func setNewPassword() async -> Bool {
    guard recovery == .choosingPassword else { return false }
    passwordError = Credentials.passwordError(newPassword)
    guard passwordError == nil else { return false }
    isWorking = true
    defer { isWorking = false }
    do {
      try await service.client.auth.update(password: newPassword)
      newPassword = ""
      // Said by the app model as an alert once the sheet has gone (`changePassword`): a message set here would
      // show only on the sheet as it slides away, and later on a sign-in screen it does not belong to.
      message = nil
      recovery = nil
      return true
    } catch {
      message = Self.message(for: error)
      return false
    }
  }

  public func cancelRecovery() {
    recovery = nil
    recoveryCode = ""
    newPassword = ""
  }

  /// Signs out and forgets this user's data on the device. The cache stops taking the user's library first, so
  /// a pull still on its way cannot write it back.
  public func signOut() async {
    let id = user?.id
    try? service.cache.setSignedInUser(nil)
    signingOut = true
    defer { signingOut = false }
    // This user's data goes before the server is told: a sign-in made while that is on its way (the same account
    // again, even) keeps what it pulls.
    if let id { try? service.cache.clearUserData(user: id) }
    await service.client.auth.signOut()
    // The server's logout may take a while: if someone signed in meanwhile, their session stays on screen.
    if await service.client.auth.currentUser == nil { setUser(nil) }
    password = ""
    // What was said to the user who left ("Your password has been changed.") is not for the next sign-in screen.
    message = nil
  }

  private func validate(signingUp: Bool) -> Bool {
    emailError = Credentials.emailError(email)
    passwordError = signingUp ? Credentials.passwordError(password) : (password.isEmpty ? "Enter your password." : nil)
    message = nil
    return emailError == nil && passwordError == nil
  }

  private func run(_ action: () async throws(SupabaseError) -> Session) async -> Bool {
    isWorking = true
    defer { isWorking = false }
    do {
      setUser(try await action().user)
      message = nil
      password = ""
      return true
    } catch {
      message = Self.message(for: error)
      return false
    }
  }

  /// Auth errors in the app's words (QV-1.5).
  static func message(for error: SupabaseError) -> String {
    switch error {
    case .auth(_, "invalid_credentials", _): "That email and password don't match an account."
    case .auth(_, "user_already_exists", _): "An account already uses this email. Sign in instead."
    case .auth(_, "weak_password", _): Credentials.passwordRequirement
    case .auth(_, "over_request_rate_limit", _): "Too many attempts. Wait a few minutes and try again."
    case .auth(_, "otp_expired", _): "That code or link has expired or was already used. Ask for a new one."
    case .auth(_, "email_not_confirmed", _):
      "Confirm your email first: open the link we sent you, then sign in."
    case .auth(_, "same_password", _): "Choose a password different from the old one."
    default: error.userMessage
    }
  }
}

/// The feed: pages, infinite scroll, category, search with a debounce, pull to refresh (QV-3). Every request
/// carries the generation it was made in; a newer reload, category or search makes the answer stale, and a
/// stale or cancelled answer changes nothing on screen.
@MainActor
@Observable
public final class FeedModel {
  public private(set) var quotes: [Quote] = []
  public private(set) var state = LoadState.idle
  public private(set) var category: QuoteCategory?
  public private(set) var search = ""
  public private(set) var hasMore = true
  private var searchTask: Task<Void, Never>?
  private let service: QuoteVaultService
  private let connectivity: Connectivity
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var loadingMore = false
  /// How long typing must pause before a search runs.
  public static let debounce = Duration.milliseconds(350)

  public init(service: QuoteVaultService, connectivity: Connectivity) {
    self.service = service
    self.connectivity = connectivity
  }

  /// Home's spinner: nothing to show yet, and an answer on its way or about to be asked for (before the first
  /// reload, Home is never blank).
  public var showsSpinner: Bool { quotes.isEmpty && (state == .loading || (state == .idle && !asked)) }
  /// The first page was asked for and interrupted (cancelled) with nothing to show: Home offers Try Again, and
  /// the next return to the app asks again.
  public var needsRetry: Bool { quotes.isEmpty && state == .idle && asked }
  /// A new category, search or refresh on its way while the old rows still show: the bar's activity indicator
  /// says the list is about to change (QV-3.8).
  public var isReloadingOverRows: Bool { state == .loading && !quotes.isEmpty }
  @ObservationIgnored private var asked = false

  public var emptyMessage: String {
    if !search.isEmpty { return "No quotes match “\(search)”." }
    if let category { return "No \(category.rawValue) quotes yet." }
    return "No quotes yet."
  }

  /// The first page (QV-3.1) and pull to refresh (QV-3.7).
  public func reload() async {
    asked = true
    generation += 1
    hasMore = true
    state = .loading
    await load(replacing: true, generation: generation)
  }

  /// Called as a quote scrolls into view: the last one asks for the next page (QV-3.2).
  public func loadMore(after quote: Quote) async {
    guard quote.id == quotes.last?.id, hasMore, state == .loaded, !loadingMore else { return }
    loadingMore = true
    defer { loadingMore = false }
    await load(replacing: false, generation: generation)
  }

  public func select(_ category: QuoteCategory?) async {
    guard category != self.category else { return }
    self.category = category
    await reload()
  }

  /// What the search field holds. The view binds to it (not to state of its own), so a widget or notification
  /// tap can end a search and show Home's quote of the day. Each change restarts the wait; the search runs once
  /// typing pauses (QV-3.5, QV-3.6).
  public var searchField = "" {
    didSet { if searchField != oldValue { startSearch() } }
  }
  /// Whether the search field is active (`.searchable(isPresented:)`).
  public var isSearchPresented = false
  /// Home shows the Quote of the Day section only while no search is typed.
  public var showsQuoteOfTheDay: Bool { searchField.isEmpty }

  /// A keystroke in the search field (the tool and tests type through this too).
  public func searchChanged(_ text: String) { searchField = text }

  /// Ends the search as Cancel does: the field empties and closes, and the whole feed comes back.
  public func endSearch() {
    isSearchPresented = false
    searchField = ""
  }

  private func startSearch() {
    search = searchField
    // What is on its way answers the old words: it is stale from now on.
    generation += 1
    searchTask?.cancel()
    searchTask = Task { [weak self] in
      try? await Task.sleep(for: Self.debounce)
      guard !Task.isCancelled else { return }
      await self?.reload()
    }
  }

  /// For tests and the tool: wait for the pending search.
  public func settle() async { await searchTask?.value }

  private func load(replacing: Bool, generation: Int) async {
    // Pages by keyset: the quotes after the last one shown (the feed is in id order).
    let (found, _, error) = await service.quotes(
      after: replacing ? nil : quotes.last?.id, category: category, search: search.isEmpty ? nil : search)
    // A newer request owns the list; a cancelled one has no outcome (no banner, paging goes on).
    guard generation == self.generation else { return }
    if error == .cancelled {
      if state == .loading { state = quotes.isEmpty ? .idle : .loaded }
      return
    }
    if let error { connectivity.record(error) } else { connectivity.recordSuccess() }
    quotes = replacing ? found : quotes + found.filter { new in !quotes.contains { $0.id == new.id } }
    // A page that failed is not the end of the feed: the next time the last row shows, it is asked for again.
    hasMore = found.count == QuoteVaultAPI.pageSize || error != nil
    // Offline with cached quotes: show them (the banner says why); with none, say what went wrong.
    if let error, quotes.isEmpty {
      state = .failed(error.userMessage)
    } else {
      state = quotes.isEmpty ? .empty : .loaded
    }
  }
}

/// Favourites and collections (QV-4, QV-5): changed locally at once, sent to Supabase from the outbox.
@MainActor
@Observable
public final class LibraryModel {
  public private(set) var favoriteIDs: [Int64] = []
  public private(set) var favorites: [Quote] = []
  public private(set) var collections: [(collection: QuoteCollection, quoteIDs: [Int64])] = []
  public private(set) var message: String? {
    didSet { if let message { onMessage?(message) } }
  }
  /// Told of each new message: the app model shows it as an alert on top.
  @ObservationIgnored var onMessage: (@MainActor (String) -> Void)?
  private let service: QuoteVaultService
  private let connectivity: Connectivity
  private let outbox: OutboxSync
  private let userID: @MainActor () -> String?
  private let makeID: @Sendable () -> String

  /// Bound to the alert that shows `message`: dismissing the alert clears it.
  public var isShowingMessage: Bool {
    get { message != nil }
    set { if !newValue { message = nil } }
  }

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

  /// Said when a change is tried with nobody signed in (the library is a user's).
  public static let signInFirst = "Sign in to keep favorites and collections."

  /// QV-4.1, QV-4.2: the heart toggles.
  public func toggleFavorite(_ quote: Quote) async {
    try? service.cache.store([quote])
    await change(isFavorite(quote) ? .removeFavorite(quote.id) : .addFavorite(quote.id))
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

  /// A trimmed name, at most 60 characters, unlike every other collection's (compared as a person reads them:
  /// two of one name could not be told apart in any list); nil with the reason said.
  private func validName(_ raw: String, except id: String?) -> String? {
    let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else {
      message = "Give the collection a name."
      return nil
    }
    guard name.count <= 60 else {
      message = "Collection names have at most 60 characters."
      return nil
    }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
    let folded = name.folding(options: options, locale: nil)
    if let existing = collections.first(where: {
      $0.collection.id != id && $0.collection.name.folding(options: options, locale: nil) == folded
    }) {
      message = "You already have a collection named “\(existing.collection.name)”."
      return nil
    }
    return name
  }

  public func add(_ quote: Quote, to collection: QuoteCollection) async {
    try? service.cache.store([quote])
    await change(.addToCollection(collectionID: collection.id, quoteID: quote.id))
  }

  public func remove(_ quoteID: Int64, from collection: QuoteCollection) async {
    await change(.removeFromCollection(collectionID: collection.id, quoteID: quoteID))
  }

  public func delete(_ collection: QuoteCollection) async { await change(.deleteCollection(id: collection.id)) }

  public func quotes(in collection: QuoteCollection) -> [Quote] {
    let ids = collections.first { $0.collection.id == collection.id }?.quoteIDs ?? []
    return (try? service.cache.quotes(ids: ids)) ?? []
  }

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
      message = result.refused.joined(separator: "\n")
      if result.stopped == nil { await pull() }
    } else if result.stopped == nil, result.applied > 0 {
      connectivity.recordSuccess()
    }
    reload()
  }

  private func pull() async {
    guard let id = userID() else { return reload() }
    do {
      try await service.pullLibrary(userID: id)
      connectivity.recordSuccess()
    } catch {
      connectivity.record(error)
    }
    reload()
  }

  /// Someone else (or nobody) is signed in: the previous user's words go with their library.
  func userChanged() {
    message = nil
    reload()
  }

  /// The signed-in user's library as the device holds it; nobody's when signed out.
  public func reload() {
    guard let id = userID() else {
      (favoriteIDs, favorites, collections) = ([], [], [])
      return
    }
    favoriteIDs = (try? service.cache.favoriteIDs(user: id)) ?? []
    favorites = (try? service.cache.quotes(ids: favoriteIDs)) ?? []
    collections = ((try? service.cache.collections(user: id)) ?? []).map { ($0.0, $0.1) }
  }

  private func change(_ change: PendingChange, waitForServer: Bool = true) async {
    guard let id = userID() else {
      message = Self.signInFirst
      return
    }
    do {
      try service.perform(change, userID: id)
    } catch {
      message = "The change could not be saved on this device."
      return
    }
    reload()
    guard waitForServer else {
      let outbox = outbox
      Task { [weak self] in if await outbox.send() == nil { self?.reload() } }
      return
    }
    if await outbox.send() == nil { reload() }
  }
}
