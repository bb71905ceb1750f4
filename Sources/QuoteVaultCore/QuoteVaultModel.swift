import AppServices
import DesignSystem
import Foundation
import Observation
import Presentation
import SharedStore
import SupabaseClient

/// What QuoteVault needs from the outside world; the app passes live ones, tests pass fakes or the real server.
public struct QuoteVaultDependencies: Sendable {
  public var service: QuoteVaultService
  /// Settings and the widget's quote (the App Group store on iOS).
  public var store: SharedStore
  /// UNUserNotificationCenter on iOS (`LiveNotificationCenter`), `SimulatedNotificationCenter` in tests.
  public var notifications: any UserNotificationCenter
  public var now: @Sendable () -> Date
  public var timeZone: @Sendable () -> TimeZone
  /// How long the outbox waits between tries while the server cannot be reached.
  public var outboxBackoff: OutboxBackoff
  /// How the outbox waits for its next try (tests record the waits instead of sleeping through them).
  public var outboxSleep: @Sendable (Duration) async -> Void
  /// This is the first launch since the app was installed (its Application Support, which goes with the app,
  /// held no cache yet). The Keychain outlives the app, so a session found now is a previous install's.
  public var isFirstLaunchOfInstall = false
  /// The privacy policy's page as the build configures it (`PrivacyPolicy.page` decides whether it is one).
  public var privacyPolicyURL: String?

  public init(
    service: QuoteVaultService, store: SharedStore, notifications: any UserNotificationCenter,
    now: @escaping @Sendable () -> Date = { Date() }, timeZone: @escaping @Sendable () -> TimeZone = { .current },
    outboxBackoff: OutboxBackoff = OutboxBackoff(),
    outboxSleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
  ) {
    self.service = service
    self.store = store
    self.notifications = notifications
    self.now = now
    self.timeZone = timeZone
    self.outboxBackoff = outboxBackoff
    self.outboxSleep = outboxSleep
  }
}

/// The app's tabs; which one is up is the model's, so a notification tap can bring Home forward.
public enum QuoteVaultTab: Hashable, Sendable { case home, favorites, collections, settings }

/// The app: every screen's model, the quote of the day, the offline indicator and deep links.
@MainActor
@Observable
public final class QuoteVaultModel {
  public let connectivity = Connectivity()
  /// Changes made on this device on their way to the server, replayed by themselves when it answers again.
  public let outbox: OutboxSync
  public let auth: AuthModel
  public let feed: FeedModel
  public let library: LibraryModel
  public let profile: ProfileModel
  public let settings: SettingsModel
  public private(set) var quoteOfTheDay: Quote?
  /// The date (yyyy-MM-dd) `quoteOfTheDay` is the quote of: when the clock passes midnight it is no longer today.
  public private(set) var quoteOfTheDayDate: String?
  /// The notification time being picked and not yet committed ("HH:mm"): the picker's wheel moves this, and the
  /// plan changes only when the user is done (`commitNotificationTime`).
  public private(set) var notificationTimeDraft: String?
  /// While the account is being deleted (the button waits).
  public private(set) var isDeletingAccount = false
  /// Why today's quote could not be shown, in words, where it would be: on Home's Quote of the Day card.
  public private(set) var quoteOfTheDayError: String?
  /// What the Settings tab says about notifications (a refused permission), shown as an alert on top.
  public private(set) var message: String? {
    didSet { if let message { showMessage(message, title: "Notifications") } }
  }
  /// Set when sign-out was asked for while changes still wait for the server: what the confirmation says.
  public private(set) var signOutWarning: String? {
    didSet {
      if let signOutWarning {
        presentation.showAlert(Self.signOutAlert(signOutWarning))
      } else if oldValue != nil {
        presentation.alertDismissed(id: "sign-out")
      }
    }
  }
  /// Set by a notification or widget tap: Home comes forward, scrolls to the quote of the day and highlights it.
  public private(set) var isShowingQuoteOfTheDay = false
  public var selectedTab = QuoteVaultTab.home
  /// Home's navigation stack (the quotes pushed over the feed): a widget or notification tap pops it, so the quote
  /// of the day is what the user lands on, not another quote's page.
  public var homePath: [Quote] = []
  /// Browsing without an account (App Review 5.1.1): the feed, search, the Quote of the Day and sharing work;
  /// favourites and collections ask to sign in.
  public private(set) var isGuest: Bool
  /// Whether the app's tabs show (signed in, or a guest), rather than the sign-in screen.
  public var showsApp: Bool { auth.isSignedIn || isGuest }
  /// The stored session has been looked for (a Keychain read at launch, no network).
  public private(set) var hasRestoredSession = false

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
  @ObservationIgnored var alertCount = 0
  private let dependencies: QuoteVaultDependencies

  /// Bound to the sign-out confirmation: dismissing it cancels the sign-out.
  public var isConfirmingSignOut: Bool {
    get { signOutWarning != nil }
    set { if !newValue { signOutWarning = nil } }
  }

  /// Bound to the alert that shows `message`: dismissing the alert clears it.
  public var isShowingMessage: Bool {
    get { message != nil }
    set { if !newValue { message = nil } }
  }

  public init(dependencies: QuoteVaultDependencies) {
    self.dependencies = dependencies
    isGuest = dependencies.store.read(QuoteVaultShared.browsingAsGuest)
    let service = dependencies.service
    let auth = AuthModel(service: service)
    self.auth = auth
    let outbox = OutboxSync(
      service: service, connectivity: connectivity, userID: { auth.user?.id }, backoff: dependencies.outboxBackoff,
      sleep: dependencies.outboxSleep)
    self.outbox = outbox
    feed = FeedModel(service: service, connectivity: connectivity)
    let library = LibraryModel(service: service, connectivity: connectivity, outbox: outbox, userID: { auth.user?.id })
    self.library = library
    profile = ProfileModel(service: service, outbox: outbox, userID: { auth.user?.id })
    settings = SettingsModel(store: dependencies.store, service: service, outbox: outbox, userID: { auth.user?.id })
    // Any request that succeeds shows the server answers: what waited in the outbox goes now.
    connectivity.onSuccess = { [weak outbox] in outbox?.serverMayBeBack() }
    outbox.afterFlush = { [weak library] result in await library?.absorb(result) }
    auth.onUserChange = { [weak self] user in self?.userChanged(to: user) }
    auth.onRecoveryChange = { [weak self] recovery in self?.recoveryChanged(recovery) }
    auth.expectedLink = dependencies.store.read(QuoteVaultShared.expectedAuthLink)
    let store = dependencies.store
    auth.onExpectedLinkChange = { try? store.write($0, for: QuoteVaultShared.expectedAuthLink) }
    library.onMessage = { [weak self] text in
      if text == LibraryModel.signInFirst { self?.askToSignIn() } else { self?.showMessage(text) }
    }
    profile.onMessage = { [weak self] text in self?.showMessage(text, title: "Profile") }
  }

  /// Whoever changed the user (sign-in, sign-out, a refused refresh): the cache writes for them only, and every
  /// screen shows their data, or none.
  private func userChanged(to user: User?) {
    let cache = dependencies.service.cache
    try? cache.setSignedInUser(user?.id)
    signOutWarning = nil
    // Whoever comes next starts at Home, with no quote of the last user's pushed and no search of theirs.
    selectedTab = .home
    homePath = []
    feed.endSearch()
    if user != nil {
      // Signed in: no longer a guest, and the sign-in sheet a guest opened goes.
      setGuest(false)
      presentation.dismiss { $0 == .signIn }
    } else {
      // Signed out (here, or the server ended the session): the account's sheets (a collection picker, a name
      // sheet) go with it, rather than staying up over the sign-in screen. Choosing a new password stays.
      presentation.dismiss { $0 != .newPassword }
    }
    outbox.userChanged()
    library.userChanged()
    profile.reset()
  }

  /// The app came to the foreground: the server may answer again, today's quote may have changed, and the
  /// notification plan is renewed (it holds 14 days; re-planned each time, it never runs out).
  /// The notification plan being made, if any: the next waits for it.
  @ObservationIgnored private var planning: Task<Void, Never>?

  public func scenePhaseChanged(to phase: AppScenePhase) async {
    // Leaving the app with the time picker moved: the time the screen shows is the one kept and planned (iOS may
    // end the app before the user is back).
    if phase == .background {
      wasInBackground = true
      await commitNotificationTime()
      await profile.commitName()
    }
    guard phase == .active else { return }
    // The user may have turned QuoteVault's notifications on or off in Settings meanwhile (or just answered
    // iOS's permission prompt, which only made the scene inactive).
    await readNotificationPermission()
    outbox.serverMayBeBack()
    // A first page that was interrupted is asked for again, rather than leaving Home empty.
    if feed.needsRetry { await feed.reload() }
    // Control Center, Notification Center or a system prompt make the scene inactive, not background: only a
    // real return to the app asks the server for the day's quote and renews the notification plan.
    guard wasInBackground else { return }
    wasInBackground = false
    await refreshQuoteOfTheDay()
    await rescheduleNotifications()
  }
  @ObservationIgnored private var wasInBackground = false

  /// What iOS allows now, read at launch and at each return to the app.
  public private(set) var notificationPermission = NotificationAuthorization.notDetermined
  /// What the user just chose, while iOS's permission prompt is up: the switch shows it and never snaps back.
  private var notificationsRequested: Bool?

  /// The Daily notification switch: on only while the user wants it and iOS delivers it.
  public var notificationsSwitch: Bool {
    notificationsRequested ?? (settings.settings.notificationsEnabled && notificationPermission.allowsDelivery)
  }
  /// Turned off for QuoteVault in iOS Settings: the section says so, with the way there.
  public var notificationsBlockedInSettings: Bool { notificationPermission == .denied }

  public func readNotificationPermission() async {
    notificationPermission = await dependencies.notifications.authorizationStatus()
  }

  /// The calendar day changed while the app is open (UIApplication.significantTimeChangeNotification on iOS),
  /// or may have: the new day's quote replaces yesterday's, and the plan moves on.
  public func calendarDayMayHaveChanged() async {
    guard quoteOfTheDayDate != today else { return }
    await refreshQuoteOfTheDay()
    await rescheduleNotifications()
  }

  /// A background app refresh (BGAppRefreshTask): the next days' quotes for the widget and the notifications,
  /// with the app never opened, and what waits in the outbox.
  public func backgroundRefresh() async {
    outbox.serverMayBeBack()
    await refreshQuoteOfTheDay()
    await rescheduleNotifications()
  }

  /// "Continue without an account" on the sign-in screen.
  public func continueAsGuest() { setGuest(true) }

  private func setGuest(_ guest: Bool) {
    guard isGuest != guest else { return }
    isGuest = guest
    try? dependencies.store.write(guest, for: QuoteVaultShared.browsingAsGuest)
  }

  /// The network path changed (NWPathMonitor on iOS): gone, the banner shows at once; back, what waited goes.
  public func networkPathChanged(isSatisfied: Bool) {
    guard isSatisfied else {
      connectivity.pathLost()
      return
    }
    outbox.serverMayBeBack()
    // Nothing waits to be sent, so no flush will tell whether the server answers: the feed asks again, and its
    // answer (or its failure) decides the banner.
    if connectivity.isOffline, outbox.pendingCount == 0 { Task { await feed.reload() } }
  }

  /// The data layer under the screens (for tools and the app's own services).
  public var service: QuoteVaultService { dependencies.service }

  /// Settings' "Privacy Policy" row opens this page; nil: it shows `PrivacyPolicy.summary` in the app.
  public var privacyPolicyPage: URL? { PrivacyPolicy.page(dependencies.privacyPolicyURL) }

  public var today: String { QuoteDay.string(dependencies.now(), timeZone: dependencies.timeZone()) }

  /// The launch, run once in a task of the model's own: a caller's cancellation (a view's `.task` going away)
  /// never stops it halfway, and a second caller waits for the same launch.
  public func launchOnce() async {
    if launching == nil { launching = Task { await self.launch() } }
    await launching?.value
  }
  @ObservationIgnored private var launching: Task<Void, Never>?

  /// Launch: restore the session without the network, show what is cached, then refresh from the server.
  public func launch() async {
    if dependencies.isFirstLaunchOfInstall {
      // A reinstall must not sign in silently with the deleted app's session: it is ended, here and on the server,
      // as a sign-out of the app's own (no "you were signed out" for an install that never signed in).
      await auth.signOut()
    }
    await auth.restore()
    hasRestoredSession = true
    await readNotificationPermission()
    try? dependencies.service.cache.settleUnowned(restoredUser: auth.user?.id)
    library.reload()
    // Side by side: the feed (cached quotes first) never waits for the quote of the day on a slow network.
    async let quoteOfTheDay: Void = refreshQuoteOfTheDay()
    await feed.reload()
    await quoteOfTheDay
    if auth.isSignedIn { await afterSignIn() }
    await rescheduleNotifications()
  }

  /// After signing in (here or restored): the library and preferences from the server (QV-4.5, QV-9.7).
  public func afterSignIn() async {
    let newAccount = auth.takeCreatedAccount()
    // What the user changes while the profile loads is newer than what it says.
    settings.beginAdoption()
    await library.sync()
    await profile.load()
    guard let profile = profile.profile else { return }
    if newAccount {
      // A guest (or anyone) who just created the account keeps what they set on this device, and the new profile
      // takes it: its defaults must not undo a chosen theme or turn off the daily notification.
      settings.giveToNewAccount()
      return
    }
    let before = settings.settings
    if settings.adopt(profile) {
      // On this device they were off: on only with the system's permission, and then scheduled.
      await adoptNotifications()
    } else if settings.settings.notificationsEnabled != before.notificationsEnabled
      || settings.settings.notificationTime != before.notificationTime
    {
      await rescheduleNotifications()
    }
  }

  /// Sign-out as the Settings tab asks for it: what waits is sent first; if some of it still cannot be, the user
  /// is told and asked (`signOutWarning`, then `confirmSignOut` or `cancelSignOut`) before it is thrown away.
  public func requestSignOut() async {
    // Counted afresh: a change whose first send is still on its way is waiting too, until that send ends.
    outbox.recount()
    let refusalsBefore = library.message
    if outbox.pendingCount > 0 || outbox.isSending { await outbox.send() }
    let waiting = outbox.pendingCount
    guard waiting == 0 else {
      signOutWarning = Self.signOutWarning(waiting)
      return
    }
    // That last send was refused something: the user reads what was not saved before the account goes.
    if let refused = library.message, refused != refusalsBefore {
      signOutWarning = refused
      return
    }
    await signOut()
  }

  public static func signOutWarning(_ count: Int) -> String {
    count == 1
      ? "1 change hasn't reached QuoteVault yet. If you sign out now, it will be lost."
      : "\(count) changes haven't reached QuoteVault yet. If you sign out now, they will be lost."
  }

  public func confirmSignOut() async {
    signOutWarning = nil
    await signOut()
  }

  public func cancelSignOut() { signOutWarning = nil }

  /// Signs out at once, forgetting this user's data and changes on the device (see `requestSignOut`).
  public func signOut() async {
    signOutWarning = nil
    await auth.signOut()
    library.reload()
  }

  /// Deletes the account on the server, then everything of it on this device: the cache's library and outbox,
  /// the Keychain session, the notifications and the widget's data. A failure deletes nothing here and says so.
  public func deleteAccount() async {
    guard let id = auth.user?.id else { return }
    isDeletingAccount = true
    defer { isDeletingAccount = false }
    do {
      try await dependencies.service.api.deleteAccount(userID: id)
    } catch {
      return showMessage("Your account could not be deleted. \(error.userMessage)", title: "Delete Account")
    }
    // Signing out clears the session in the Keychain and the user's data in the cache (outbox included).
    await auth.signOut()
    try? dependencies.service.cache.clearUserData(user: id)
    settings.resetOnDevice()
    try? dependencies.store.write([], for: QuoteVaultShared.dailyQuotes)
    let pending = await dependencies.notifications.pendingIdentifiers()
    await dependencies.notifications.removePendingRequests(
      withIdentifiers: pending.filter { $0.hasPrefix(NotificationPlan.identifierPrefix) })
    presentation.dismissAll()
    showMessage("Your account has been deleted.", title: "Delete Account")
  }

  /// QV-6: the server's quotes for today and the next days, in one call, cached per day, shared with the widget
  /// and the notification plan (`QuoteVaultShared.dailyQuotes`).
  public func refreshQuoteOfTheDay() async {
    let day = today
    // Today's quote from the cache at once (a new day's first open), while the server is asked for the days
    // ahead: the card never waits for the network when the device already has it.
    if quoteOfTheDayDate != day, let cached = try? dependencies.service.cache.quoteOfTheDay(day) {
      quoteOfTheDay = cached
      quoteOfTheDayDate = day
    }
    let days = NotificationPlan.daysAhead(from: dependencies.now(), timeZone: dependencies.timeZone())
    // Quotes from the cache are no answer from the server: they say nothing about being online.
    let fromCache = days.allSatisfy { (try? dependencies.service.cache.quoteOfTheDay($0)) != nil }
    do throws(SupabaseError) {
      let upcoming = try await dependencies.service.quotesOfTheDays(days)
      guard let quote = upcoming.first(where: { $0.day == day })?.quote else {
        throw SupabaseError.postgrest(status: 404, code: "no_quote_of_the_day", message: "", details: nil)
      }
      quoteOfTheDay = quote
      quoteOfTheDayDate = day
      try? dependencies.store.write(upcoming, for: QuoteVaultShared.dailyQuotes)
      quoteOfTheDayError = nil
      if !fromCache { connectivity.recordSuccess() }
    } catch {
      connectivity.record(error)
      quoteOfTheDay = try? dependencies.service.cache.quoteOfTheDay(day)
      quoteOfTheDayDate = quoteOfTheDay == nil ? nil : day
      quoteOfTheDayError = quoteOfTheDay == nil ? Self.quoteOfTheDayProblem(error) : nil
    }
  }

  /// Where the quote of the day would be, when there is none to show.
  static func quoteOfTheDayProblem(_ error: SupabaseError) -> String {
    if case .postgrest(404, _, _, _) = error { return "Today's quote isn't ready yet. Try again later." }
    return error.userMessage
  }

  /// QV-7: the rolling plan of the next days' notifications, each with that day's quote, from the same stored
  /// answer as the widget's timeline. Every planned day is added again, so a new time replaces the old one.
  public func rescheduleNotifications() async {
    // One plan at a time, each reading the settings when it starts: a plan begun before a change never
    // finishes after the plan for that change and overwrites it.
    let previous = planning
    let next = Task { [weak self] in
      await previous?.value
      await self?.planNotifications()
    }
    planning = next
    await next.value
  }

  private func planNotifications() async {
    let current = settings.settings
    var quotes: [String: Quote] = [:]
    if current.notificationsEnabled {
      if !dependencies.store.read(QuoteVaultShared.dailyQuotes).contains(where: { $0.day == today }) {
        await refreshQuoteOfTheDay()
      }
      for daily in dependencies.store.read(QuoteVaultShared.dailyQuotes) { quotes[daily.day] = daily.quote }
    }
    let plan = NotificationPlan.make(
      enabled: current.notificationsEnabled, time: current.notificationTime, now: dependencies.now(),
      timeZone: dependencies.timeZone(), quotes: quotes)
    await NotificationPlan.apply(plan, to: dependencies.notifications)
  }

  /// The time picker moved (each tick of the wheel): nothing is scheduled yet.
  public func editNotificationTime(_ time: String) {
    guard NotificationPlan.parseTime(time) != nil else { return }
    notificationTimeDraft = time
  }

  /// The user is done picking: the new time is saved and every pending day re-planned at it.
  public func commitNotificationTime() async {
    guard let time = notificationTimeDraft else { return }
    notificationTimeDraft = nil
    guard time != settings.settings.notificationTime else { return }
    await setNotifications(enabled: settings.settings.notificationsEnabled, time: time)
  }

  /// The profile wants notifications and this device has them off: iOS is asked (it prompts only once). A refusal
  /// is said when iOS has just asked; at every later launch or sign-in the switch simply stays off, with no alert
  /// for something the user did not do here and then.
  private func adoptNotifications() async {
    let center = dependencies.notifications
    let promptWillShow = await center.authorizationStatus() == .notDetermined
    if await center.requestAuthorization() {
      settings.setNotifications(enabled: true)
    } else if promptWillShow {
      message = Self.notificationsOffMessage
    }
    await readNotificationPermission()
    await rescheduleNotifications()
  }

  static let notificationsOffMessage =
    "Notifications are off for QuoteVault. Turn them on in Settings > Notifications."

  public func setNotifications(enabled: Bool, time: String? = nil) async {
    notificationsRequested = enabled
    defer { notificationsRequested = nil }
    if enabled, !(await dependencies.notifications.requestAuthorization()) {
      message = Self.notificationsOffMessage
      settings.setNotifications(enabled: false)
    } else {
      settings.setNotifications(enabled: enabled, time: time)
    }
    await readNotificationPermission()
    await rescheduleNotifications()
  }

  /// `quotevault://quote-of-the-day` from a notification or the widget (QV-7.4, QV-10.3): Home comes forward
  /// with the quote of the day highlighted, whichever tab was up.
  public func open(_ url: URL) {
    guard url.scheme == "quotevault" else { return }
    switch url.host {
    case "quote-of-the-day":
      // Whatever sheet or alert is up goes, so Home and its card can be seen; a new password being chosen stays.
      presentation.open(presentation.isPresenting(.newPassword) ? [.init(.newPassword)] : [])
      // Signed in or not: the quote needs no account, so the tap lands on it.
      if !auth.isSignedIn { setGuest(true) }
      selectedTab = .home
      homePath = []
      // A search hides the card: it ends, as Cancel would, so the tap lands on the quote.
      feed.endSearch()
      isShowingQuoteOfTheDay = true
    case "reset-password":
      Task { await handleRecoveryLink(url) }
    case "auth-callback":
      Task { await handleAuthCallback(url) }
    default: break
    }
  }

  /// The recovery email's link came back to the app: signed in, and asked for a new password.
  public func handleRecoveryLink(_ url: URL) async {
    if await auth.openRecoveryLink(url) { await afterSignIn() } else { linkRefused() }
  }

  /// The project's site URL: a sign-up's confirmation, or a password reset's link when the project does not
  /// allow `quotevault://reset-password` as a redirect (GoTrue then falls back to the site URL): which one the
  /// link's own `type` says.
  public func handleAuthCallback(_ url: URL) async {
    if url.fragment?.contains("type=recovery") == true {
      await handleRecoveryLink(url)
    } else {
      await handleConfirmationLink(url)
    }
  }

  /// The sign-up confirmation link came back to the app: signed in, with the library and preferences.
  public func handleConfirmationLink(_ url: URL) async {
    if await auth.openConfirmationLink(url) { await afterSignIn() } else { linkRefused() }
  }

  /// A spent or expired link: the sign-in screen shows why under its fields; anywhere else (a guest on the tabs)
  /// an alert says it, so the tap never does nothing.
  private func linkRefused() {
    guard rootScreen == .app, let text = auth.message else { return }
    showMessage(text, title: "Link Not Valid")
  }

  /// The highlight ends once Home has shown it (after a moment, or when the user scrolls on).
  public func quoteOfTheDayShown() { isShowingQuoteOfTheDay = false }

}
