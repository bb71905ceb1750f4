import DesignSystem
import Foundation
import Observation
import SharedStore
import SupabaseClient

/// What QuoteVault needs from the outside world; the app passes live ones, tests pass fakes or the real server.
public struct QuoteVaultDependencies: Sendable {
  public var service: QuoteVaultService
  /// Settings and the widget's quote (the App Group store on iOS).
  public var store: SharedStore
  public var notifications: any NotificationScheduler
  public var now: @Sendable () -> Date
  public var timeZone: @Sendable () -> TimeZone
  /// How long the outbox waits between tries while the server cannot be reached.
  public var outboxBackoff: OutboxBackoff
  /// How the outbox waits for its next try (tests record the waits instead of sleeping through them).
  public var outboxSleep: @Sendable (Duration) async -> Void

  public init(
    service: QuoteVaultService, store: SharedStore, notifications: any NotificationScheduler,
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
  /// Why today's quote could not be shown, in words, where it would be: on Home's Quote of the Day card.
  public private(set) var quoteOfTheDayError: String?
  /// What the Settings tab says about notifications (a refused permission).
  public private(set) var message: String?
  /// Set when sign-out was asked for while changes still wait for the server: what the confirmation says.
  public private(set) var signOutWarning: String?
  /// Set by a notification or widget tap: Home comes forward, scrolls to the quote of the day and highlights it.
  public private(set) var isShowingQuoteOfTheDay = false
  public var selectedTab = QuoteVaultTab.home
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
  }

  /// Whoever changed the user (sign-in, sign-out, a refused refresh): the cache writes for them only, and every
  /// screen shows their data, or none.
  private func userChanged(to user: User?) {
    let cache = dependencies.service.cache
    try? cache.setSignedInUser(user?.id)
    signOutWarning = nil
    outbox.userChanged()
    library.userChanged()
    profile.reset()
  }

  /// The app came to the foreground: the server may answer again, and today's quote may have changed.
  public func scenePhaseChanged(to phase: AppScenePhase) async {
    guard phase == .active else { return }
    outbox.serverMayBeBack()
    await refreshQuoteOfTheDay()
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

  public var today: String { QuoteDay.string(dependencies.now(), timeZone: dependencies.timeZone()) }

  /// Launch: restore the session without the network, show what is cached, then refresh from the server.
  public func launch() async {
    await auth.restore()
    try? dependencies.service.cache.settleUnowned(restoredUser: auth.user?.id)
    library.reload()
    await refreshQuoteOfTheDay()
    await feed.reload()
    if auth.isSignedIn { await afterSignIn() }
    await rescheduleNotifications()
  }

  /// After signing in (here or restored): the library and preferences from the server (QV-4.5, QV-9.7).
  public func afterSignIn() async {
    await library.sync()
    await profile.load()
    guard let profile = profile.profile else { return }
    let before = settings.settings
    if settings.adopt(profile) {
      // On this device they were off: on only with the system's permission, and then scheduled.
      await setNotifications(enabled: true)
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

  /// QV-6: the server's quote for today, cached per day, shared with the widget.
  public func refreshQuoteOfTheDay() async {
    let day = today
    // Today's quote from the cache is no answer from the server: it says nothing about being online.
    let fromCache = (try? dependencies.service.cache.quoteOfTheDay(day)) != nil
    do {
      let quote = try await dependencies.service.quoteOfTheDay(day)
      quoteOfTheDay = quote
      try? dependencies.store.write(DailyQuote(day: day, quote: quote), for: QuoteVaultShared.quoteOfTheDay)
      quoteOfTheDayError = nil
      if !fromCache { connectivity.recordSuccess() }
      let tomorrow = QuoteDay.string(
        QuoteDay.nextMidnight(after: dependencies.now(), timeZone: dependencies.timeZone()),
        timeZone: dependencies.timeZone())
      if let next = try? await dependencies.service.quoteOfTheDay(tomorrow) {
        try? dependencies.store.write(DailyQuote(day: tomorrow, quote: next), for: QuoteVaultShared.quoteOfTomorrow)
      }
    } catch {
      connectivity.record(error)
      quoteOfTheDay = try? dependencies.service.cache.quoteOfTheDay(day)
      quoteOfTheDayError = quoteOfTheDay == nil ? error.description : nil
    }
  }

  /// QV-7: the rolling plan of the next days' notifications, each with that day's quote.
  public func rescheduleNotifications() async {
    let current = settings.settings
    var quotes: [String: Quote] = [:]
    if current.notificationsEnabled {
      for day in NotificationPlan.daysAhead(from: dependencies.now(), timeZone: dependencies.timeZone()) {
        if let quote = try? await dependencies.service.quoteOfTheDay(day) { quotes[day] = quote }
      }
    }
    let plan = NotificationPlan.make(
      enabled: current.notificationsEnabled, time: current.notificationTime, now: dependencies.now(),
      timeZone: dependencies.timeZone(), quotes: quotes)
    await NotificationPlan.apply(plan, to: dependencies.notifications)
  }

  public func setNotifications(enabled: Bool, time: String? = nil) async {
    if enabled, !(await dependencies.notifications.requestAuthorization()) {
      message = "Notifications are off for QuoteVault. Turn them on in Settings > Notifications."
      settings.setNotifications(enabled: false)
    } else {
      settings.setNotifications(enabled: enabled, time: time)
    }
    await rescheduleNotifications()
  }

  /// `quotevault://quote-of-the-day` from a notification or the widget (QV-7.4, QV-10.3): Home comes forward
  /// with the quote of the day highlighted, whichever tab was up.
  public func open(_ url: URL) {
    guard url.scheme == "quotevault" else { return }
    switch url.host {
    case "quote-of-the-day":
      selectedTab = .home
      isShowingQuoteOfTheDay = true
    case "reset-password":
      Task { await handleRecoveryLink(url) }
    default: break
    }
  }

  /// The recovery email's link came back to the app: signed in, and asked for a new password.
  public func handleRecoveryLink(_ url: URL) async {
    if await auth.openRecoveryLink(url) { await afterSignIn() }
  }

  /// The highlight ends once Home has shown it (after a moment, or when the user scrolls on).
  public func quoteOfTheDayShown() { isShowingQuoteOfTheDay = false }

  /// The library's message (a refused or failed change) shows on the tab where the change was made: the one
  /// that is up.
  public func isShowingLibraryMessage(on tab: QuoteVaultTab) -> Bool { library.message != nil && selectedTab == tab }

  public func dismissLibraryMessage(on tab: QuoteVaultTab) {
    if selectedTab == tab { library.isShowingMessage = false }
  }
}
