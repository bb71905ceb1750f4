import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation
import SharedStore
import SupabaseClient

/// The app: every screen's model, the quote of the day, the offline indicator and deep links.
@MainActor
@Observable
public final class QuoteVaultModel {
  public let connectivity = Connectivity()
  /// Changes made on this device on their way to the server, replayed by themselves when it answers again.
  public let outbox: OutboxSync
  public let auth: AuthModel
  /// The first screen's sign-in form (signed out, no guest), for the app's life; a guest's sign-in sheet holds a
  /// new one of its own (`showSignIn`).
  public let signInScreen: SignInModel
  /// The address typed in the last sign-in sheet that went without signing in, for the next one (as Mail and the
  /// App Store keep it while the app runs): the password, its errors, the answer, the mode and the reset code
  /// start clean.
  @ObservationIgnored var keptSheetEmail = ""
  public let feed: FeedModel
  public let library: LibraryModel
  /// The Collections tab's stack and its collections' screen models.
  public let collections: CollectionsModel
  public let profile: ProfileModel
  public let settings: SettingsModel
  /// For You's topics as part of the account: reconciled at sign-in, given back to the guest at sign-out.
  let accountTopics: AccountTopics
  /// Settings' Daily Quote section: the notification switch, the reminders and their plan.
  public let reminders: RemindersModel
  /// Settings' Sign Out and Delete Account, and Sign in with Apple's authorization followed.
  public let account: AccountModel
  /// "My Quotes": Add, Edit and Delete of the user's own quotes, and the writing sheet's drafts.
  public let myQuotes: MyQuotesModel
  /// Home's reading streak (days in a row with a quote read), on this device.
  public let streak: StreakModel
  /// Home's Quote of the Day: today's quote, why it cannot be shown, and a link's highlight.
  public let daily: QuoteOfTheDayModel
  /// Reading Mode, its Theme sheet and Read All, and where each list's reader was left.
  public let reading: ReadingModel
  /// The tab on screen; a change may bring the quote of the day into view (`countQuoteOnScreen`).
  public var selectedTab = QuoteVaultTab.home {
    didSet { if selectedTab != oldValue { countQuoteOnScreen() } }
  }
  /// Home's navigation stack (the quotes pushed over the feed): a widget or notification tap pops it, so the quote
  /// of the day is what the user lands on, not another quote's page.
  public var homePath: [Quote] = [] {
    didSet {
      guard homePath != oldValue else { return }
      // A link's quote popped: a later push of the same quote from a row is not a link's.
      if let linked = linkedQuoteID, !homePath.contains(where: { $0.id == linked }) { linkedQuoteID = nil }
      countQuoteOnScreen()
    }
  }
  /// Whether Home's Quote of the Day card is on screen, as the view reports it (`quoteOfTheDayCardVisible`).
  @ObservationIgnored var quoteOfTheDayCardOnScreen = false
  /// The quote a reminder or widget opened on Home (`quotevault://quote?id=`), while it is in Home's stack.
  @ObservationIgnored var linkedQuoteID: Int64?
  /// The Settings tab's navigation stack. Each tab keeps its own, as iOS's tab bar does: a link to Home or a
  /// collection leaves it; a change of user empties it.
  public var settingsPath: [QuoteVaultSettingsRoute] = []
  /// Browsing without an account (App Review 5.1.1): the feed, search, the Quote of the Day, sharing and
  /// favourites (kept on the device until they sign in) work; collections and own quotes ask to sign in.
  public internal(set) var isGuest: Bool
  /// Whether the app's tabs show (signed in, or a guest), rather than the sign-in screen.
  public var showsApp: Bool { auth.isSignedIn || isGuest }
  /// The stored session has been looked for (a Keychain read at launch, no network).
  public internal(set) var hasRestoredSession = false

  public enum RootScreen: Equatable, Sendable { case launching, app, signIn }
  /// What the root shows: the tabs for a guest at once; otherwise the plain background until the stored session
  /// is known, so a signed-in user never sees the sign-in screen flash at launch.
  public var rootScreen: RootScreen {
    if isGuest { return .app }
    // Until the launch has looked (and, after a reinstall, ended the old install's session), nothing shows: not
    // the sign-in screen, nor a leftover session's tabs.
    guard hasRestoredSession else { return .launching }
    return auth.isSignedIn ? .app : .signIn
  }
  /// Every sheet, alert and confirmation dialog on screen (QuoteVaultPresentation.swift): views hold none.
  public var presentation = PresentationStack<QuoteVaultDestination, QuoteVaultAlertAction>()
  let dependencies: QuoteVaultDependencies
  /// Listen, on every screen that offers it (QuoteListening.swift).
  public let listening: QuoteListening
  @ObservationIgnored var wasInBackground = false
  /// The return-to-app refresh running (`refreshOnReturn`), and whether a later return asked for one more run.
  @ObservationIgnored var returnRefresh: Task<Void, Never>?
  @ObservationIgnored var returnRefreshAgain = false
  /// How many returns joined a run already under way: what a test waits for, where a sleep would guess.
  @ObservationIgnored var returnsJoiningRefresh = 0
  @ObservationIgnored var launching: Task<Void, Never>?
  @ObservationIgnored var restoring: Task<Void, Never>?
  /// A notification or widget tap delivered before the launch read the stored session (a cold launch).
  @ObservationIgnored var linkAwaitingRestore: URL?
  /// The scene's phase as last told (nil before the first: a launch in the background by a notification button).
  @ObservationIgnored var scenePhase: AppScenePhase?
  /// The widget's files in the App Group, and the favourites in Spotlight (`shareWidgetQuotes`).
  let widgetFiles: WidgetFiles
  let spotlight: SpotlightFavorites
  /// What was typed in sheets a link closed, as values (QuoteVaultModel+TypedInput).
  @ObservationIgnored var keptTyping = KeptTyping()
  /// Whose data the screens show (nil: a guest's), so a change of user knows whether an account left.
  @ObservationIgnored private var shownUser: String?

  public init(dependencies: QuoteVaultDependencies) {
    self.dependencies = dependencies
    let listening = QuoteListening(voice: dependencies.voice)
    self.listening = listening
    widgetFiles = WidgetFiles(store: dependencies.store)
    spotlight = SpotlightFavorites(store: dependencies.store, index: dependencies.searchIndex)
    isGuest = dependencies.store.read(QuoteVaultShared.browsingAsGuest)
    let service = dependencies.service
    let auth = AuthModel(service: service, appleID: dependencies.appleID)
    self.auth = auth
    signInScreen = SignInModel(auth: auth)
    let outbox = OutboxSync(
      service: service, connectivity: connectivity, userID: { auth.user?.id }, backoff: dependencies.outboxBackoff,
      clock: dependencies.outboxClock)
    self.outbox = outbox
    feed = FeedModel(
      service: service, connectivity: connectivity, searchClock: dependencies.searchClock,
      day: { QuoteDay.string(dependencies.now(), timeZone: dependencies.timeZone()) })
    feed.followedTopics = dependencies.store.read(QuoteVaultShared.forYouTopics)
    daily = QuoteOfTheDayModel(dependencies: dependencies, connectivity: connectivity) { [weak feed] in
      feed?.showsQuoteOfTheDay ?? false
    }
    let library = LibraryModel(service: service, connectivity: connectivity, outbox: outbox, userID: { auth.user?.id })
    self.library = library
    collections = CollectionsModel(library: library, undoClock: dependencies.undoClock)
    let profile = ProfileModel(service: service, outbox: outbox, userID: { auth.user?.id })
    self.profile = profile
    let settings = SettingsModel(
      store: dependencies.store, service: service, outbox: outbox, userID: { auth.user?.id })
    self.settings = settings
    accountTopics = AccountTopics(store: dependencies.store, feed: feed, settings: settings, userID: { auth.user?.id })
    myQuotes = MyQuotesModel(
      store: dependencies.store, library: library, userID: { auth.user?.id }, author: { profile.displayName })
    account = AccountModel(auth: auth, outbox: outbox, library: library, dependencies: dependencies)
    // Until the launch's restore says who is signed in, the streak of whoever was shown last (the cache says who).
    let lastUser = (try? service.cache.signedInUser()) ?? nil
    streak = StreakModel(
      store: dependencies.store, now: dependencies.now, timeZone: dependencies.timeZone,
      lastOwner: lastUser ?? ReadingStreaks.guest)
    reading = ReadingModel(
      store: dependencies.store, renderer: dependencies.renderer, feed: feed, library: library, settings: settings,
      listening: listening)
    reminders = RemindersModel(
      settings: settings, dependencies: dependencies, favorites: { library.favorites },
      collections: { library.collections.map { ($0.collection, library.quotes(in: $0.collection)) } })
    // Any request that succeeds shows the server answers: what waited in the outbox goes now.
    connectivity.onSuccess = { [weak outbox] in outbox?.serverMayBeBack() }
    outbox.afterFlush = { [weak library] result in await library?.absorb(result) }
    auth.onUserChange = { [weak self] user in self?.userChanged(to: user) }
    auth.onNotice = { [weak self] notice in self?.signInFormOnTop.receive(notice) }
    let store = dependencies.store
    auth.onRecoveryChange = { [weak self] recovery in
      try? store.write(recovery == .choosingPassword, for: QuoteVaultShared.choosingNewPassword)
      self?.recoveryChanged(recovery)
    }
    auth.expectedLink = dependencies.store.read(QuoteVaultShared.expectedAuthLink)
    auth.onExpectedLinkChange = { try? store.write($0, for: QuoteVaultShared.expectedAuthLink) }
    library.onMessage = { [weak self] text in
      if text == LibraryModel.signInFirst { self?.askToSignIn() } else { self?.showMessage(text) }
    }
    profile.onMessage = { [weak self] text in
      self?.showMessage(text, title: LocalizedCopy("quotevault.profile.title", "Profile").text)
    }
    library.onReload = { [weak self] in
      self?.collections.libraryChanged()
      self?.shareWidgetQuotes()
    }
    reminders.refreshQuoteOfTheDay = { [weak self] in await self?.daily.refresh() }
    reminders.onMessage = { [weak self] text, title in self?.showMessage(text, title: title) }
    reminders.currentStreak = { [weak streak] in streak?.owner == nil ? nil : streak?.streak }
    account.onMessage = { [weak self] text, title in self?.showMessage(text, title: title) }
    account.onAskSignOut = { [weak self] warning in self?.show(.signOut(warning: warning)) }
    account.onWithdrawMessage = { [weak self] text in self?.presentation.withdrawMessages { $0.message == text } }
    account.onSignOutQuestionGone = { [weak self] in self?.closeSignOutQuestion() }
    account.onDeleted = { [weak self] id in await self?.accountDeleted(id) }
    wireReading()
    wireReminderEditor()
    myQuotes.onPresent = { [weak self] sheet in self?.presentation.present(.ownQuote(sheet)) }
    myQuotes.onDismiss = { [weak self] sheet in self?.close(.ownQuote(sheet)) }
    myQuotes.isPresented = { [weak self] sheet in self?.presentation.destinations.contains(.ownQuote(sheet)) ?? false }
    myQuotes.onAsk = { [weak self] question in self?.show(question) }
    myQuotes.onAskToSignIn = { [weak self] in self?.askToSignIn() }
    myQuotes.onMessage = { [weak self] text in self?.showMessage(text) }
    adoptFavoriteAwaitingSignIn()
    // The reminders' buttons and hidden-preview text, registered before any notification can be answered.
    dependencies.notifications.setNotificationCategories(NotificationPlan.categories)
  }

  /// Whoever changed the user (sign-in, sign-out, a refused refresh): the cache writes for them only, and every
  /// screen shows their data, or none.
  private func userChanged(to user: User?) {
    let cache = dependencies.service.cache
    // An account leaving takes its own with it: the reminders' source of its favourites or a collection.
    if let left = shownUser, left != user?.id {
      reminders.accountLeft()
    }
    // The reading streak is each account's, kept on the device: whoever is now sees theirs (the guest their own),
    // and the one who left finds theirs again at their next sign-in. A guest signing in keeps their days.
    streak.ownerChanged(to: user?.id ?? ReadingStreaks.guest)
    shownUser = user?.id
    try? cache.setSignedInUser(user?.id)
    if let id = user?.id { try? cache.restorePendingOwnQuotes(user: id) }
    closeSignOutQuestion()
    // Whoever comes next starts at Home, with no quote of the last user's pushed and no search of theirs.
    selectedTab = .home
    homePath = []
    settingsPath = []
    collections.reset()
    feed.endSearch()
    feed.userChanged(to: user?.id)
    if user != nil {
      // Signed in: no longer a guest, and the sign-in sheet a guest opened goes.
      setGuest(false)
      close(where: \.isSignIn)
    } else {
      // Signed out (here, or the server ended the session): the account's sheets (a collection picker, a name
      // sheet) go with it, rather than staying up over the sign-in screen. Choosing a new password stays.
      close { if case .newPassword = $0 { false } else { true } }
    }
    outbox.userChanged()
    library.userChanged()
    profile.reset()
    // Signed out: the account's topics leave the device and the guest's own come back.
    if user == nil { accountTopics.giveBackToGuest() }
    // The pending reminders were planned for whoever was signed in (their favourites as a source): planned
    // again for who is now.
    if settings.settings.notificationsEnabled || reminders.streakNudge.isEnabled {
      Task { await reminders.reschedule() }
    }
  }

  /// The data layer under the screens (for tools and the app's own services).
  public var service: QuoteVaultService { dependencies.service }

  /// Settings' "Privacy Policy" row: the build's page, else what QuoteVault keeps, in the app.
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.privacyPolicyURL, summary: QuoteVaultPrivacy.summary)
  }

  public var today: String { daily.today }
}
