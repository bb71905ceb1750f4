import AppServices
import DesignSystem
import Localization
import SharedStore
import SupabaseClient

extension QuoteVaultModel {
  /// The app came to the foreground: the server may answer again, today's quote may have changed, and the
  /// notification plan is renewed (it holds 14 days; re-planned each time, it never runs out).
  public func scenePhaseChanged(to phase: AppScenePhase) async {
    scenePhase = phase
    // Into the background, iOS suspends the app soon after: what is written below (the drafts, the time, the
    // widget's collections off the main actor) runs under a background task, begun before the first wait and
    // ended when it is all written, or when iOS says the time is up.
    let assertion =
      phase == .background
      ? BackgroundTaskAssertion(dependencies.backgroundTasks, named: "QuoteVault saves on leaving") : nil
    defer { assertion?.end() }
    // Leaving the foreground (even only to inactive, the app switcher): the own-quote draft is on the device
    // before iOS may end the app.
    if phase != .active { await myQuotes.flushDrafts() }
    // Leaving the app with the time picker moved: the time the screen shows is the one kept and planned (iOS may
    // end the app before the user is back).
    if phase == .background {
      wasInBackground = true
      // The voice does not follow the user out of the app (no `audio` background mode).
      listening.stop()
      await reminders.commitTime()
      await profile.commitName()
      // What was browsed since: the category widgets rotate through it.
      shareWidgetQuotes()
      await widgetFilesWritten()
    }
    guard phase == .active else { return }
    // Active means unlocked: the reminder sets and settings a launch before the first unlock could not read are
    // read now.
    reminders.readSetsIfWaiting()
    // A new day (or zone) since the streak was last shown, and any read that could not be saved.
    streak.refresh()
    // Back in front with the quote of the day (or a reminder's quote) on screen: the card's onAppear does not run
    // again for a return from the background, so the read is counted here.
    countQuoteOnScreen()
    // The user may have turned QuoteVault's notifications on or off in Settings meanwhile (or just answered
    // iOS's permission prompt, which only made the scene inactive).
    await reminders.readPermission()
    // Hearts tapped on the widget meanwhile join the outbox, and go with what else waits.
    sendWhatWaits()
    // A first page that was interrupted is asked for again, rather than leaving Home empty.
    if feed.needsRetry { await feed.reload() }
    // Control Center, Notification Center or a system prompt make the scene inactive, not background: only a
    // real return to the app asks the server for the day's quote and renews the notification plan.
    guard wasInBackground else { return }
    wasInBackground = false
    await refreshOnReturn()
  }

  /// What a real return to the app asks of the server, one run at a time: each activation's `onChange` starts a
  /// task of its own, so a quick leave and return while a run waits on the network would start a second run
  /// beside it (two quote-of-the-day answers landing in either order, two notification plans interleaved).
  /// Returns while one runs coalesce into one more run after it (what changed since it began, a new day, is
  /// not missed); each caller returns when the run that covers it has ended.
  func refreshOnReturn() async {
    if let running = returnRefresh {
      returnRefreshAgain = true
      returnsJoiningRefresh += 1
      await running.value
      return
    }
    let run = Task {
      repeat {
        returnRefreshAgain = false
        // Sign in with Apple may have been turned off for QuoteVault in Settings meanwhile.
        await account.checkAppleCredential()
        // A first-run flow a link took the screen from comes back where it was left.
        presentOnboardingIfDue()
        await daily.refresh()
        await reminders.reschedule()
      } while returnRefreshAgain
      returnRefresh = nil
    }
    returnRefresh = run
    await run.value
  }

  /// The calendar day changed while the app is open (UIApplication.significantTimeChangeNotification on iOS),
  /// or may have: the new day's quote replaces yesterday's, and the plan moves on.
  public func calendarDayMayHaveChanged() async {
    streak.refresh()
    // The app open on the card at midnight: the new day's quote on screen is the new day's read (after it came,
    // or yesterday's still showing when the server cannot be reached).
    defer { countQuoteOnScreen() }
    guard daily.date != today else { return }
    await daily.refresh()
    await reminders.reschedule()
  }

  /// A background app refresh (BGAppRefreshTask): the next days' quotes for the widget and the notifications,
  /// the reminders planned from them, then the category widgets' next quotes, with the app never opened, and what waits in the outbox (the widget's
  /// hearts with it). A cold background launch has run no `launch()`:
  /// who is signed in and their library are read from the device first (no network needed), so the outbox goes
  /// as the signed-in user's and favourite-sourced reminders keep their favourites. When the device cannot tell
  /// the favourites (the session or the cache unreadable, as before the first unlock), the pending reminders are
  /// left as they are rather than replaced by ones without them.
  public func backgroundRefresh() async {
    await restoreSessionOnce()
    library.reload()
    // The widget's hearts tapped with the app never opened go now too, as when the app comes to the front.
    sendWhatWaits()
    await daily.refresh()
    // The reminders first, from the days' quotes just fetched: iOS may end a background run that is over its
    // budget at any moment, and the next days' reminders matter more than the category widgets' next quotes.
    if !reminderFavoritesUnknown { await reminders.reschedule() }
    // The category widgets' quotes: the next page of each category (ten requests), and the day's window of them
    // shared.
    await fillWidgetCategories()
    shareWidgetQuotes()
    await widgetFilesWritten()
  }

  /// Whether the reminders draw on favourites (or a collection) the device cannot read now: someone was signed
  /// in (the cache says so) but no session was restored, or their library could not be read.
  var reminderFavoritesUnknown: Bool {
    guard settings.settings.notificationsEnabled, reminders.drawsOnPersonalSource else { return false }
    guard auth.isSignedIn else {
      do {
        return try dependencies.service.cache.signedInUser() != nil
      } catch {
        return true
      }
    }
    return !library.favoritesAreKnown
  }

  /// "Continue without an account" on the sign-in screen.
  public func continueAsGuest() {
    setGuest(true)
    presentOnboardingIfDue()
  }

  func setGuest(_ guest: Bool) {
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

  /// Who is signed in, read from the device once (no network): the launch starts with it, and a notification's
  /// button that launched the app in the background waits for it before deciding whether the user is a guest.
  public func restoreSessionOnce() async {
    if restoring == nil { restoring = Task { await self.restoreSession() } }
    await restoring?.value
  }

  private func restoreSession() async {
    if dependencies.isFirstLaunchOfInstall {
      // A reinstall must not sign in silently with the deleted app's session: it is ended, here and on the server,
      // as a sign-out of the app's own (no "you were signed out" for an install that never signed in).
      await auth.signOut()
    }
    await auth.restore()
    resumeChoosingNewPassword()
    // Before the root leaves its launch screen: a first run opens as a guest, never on the sign-in screen first.
    decideOnboarding()
    hasRestoredSession = true
    // Whose streak shows is known now (no sign-in or sign-out may have said it: nobody signed in, as before).
    streak.ownerChanged(to: auth.user?.id ?? ReadingStreaks.guest)
    try? dependencies.service.cache.assignUnownedRows(to: auth.user?.id)
    openLinkAwaitingRestore()
    // The tabs came up with the card (or a link's quote) already on screen.
    countQuoteOnScreen()
  }

  /// iOS ended the app while the new-password sheet was up: the reset's session was restored, so the sheet comes
  /// back (its Not Now still signs out); with no session there is nothing to choose and the mark goes.
  private func resumeChoosingNewPassword() {
    guard dependencies.store.read(QuoteVaultShared.choosingNewPassword) else { return }
    if auth.isSignedIn {
      auth.resumeChoosingPassword()
    } else {
      try? dependencies.store.write(false, for: QuoteVaultShared.choosingNewPassword)
    }
  }

  /// The launch, run once in a task of the model's own: a caller's cancellation (a view's `.task` going away)
  /// never stops it halfway, and a second caller waits for the same launch.
  public func launchOnce() async {
    if launching == nil { launching = Task { await self.launch() } }
    await launching?.value
  }

  /// Launch: restore the session without the network, show what is cached, then refresh from the server.
  public func launch() async {
    // Nothing ever fetched (a first launch, or a cache started afresh): the starter quotes, so an offline first
    // launch has a feed. The server's rows, of the same ids, replace them as they come.
    _ = try? dependencies.service.cache.addStarterQuotes(dependencies.starterQuotes)
    // The cache could not be read and was started afresh: what only this iPhone held is gone, and the user is
    // told, never left to find it out.
    if (try? dependencies.service.cache.takeDamagedNotice()) == true {
      showMessage(Self.damagedCacheMessage, title: Self.damagedCacheTitle)
    }
    if reminders.takeDamagedNotice() {
      showMessage(RemindersModel.damagedMessage.text, title: RemindersModel.damagedTitle.text)
    }
    await restoreSessionOnce()
    // No session to restore (lost, or ended while the app was not running): an account's topics left on the
    // device go, as at sign-out.
    if !auth.isSignedIn { accountTopics.giveBackToGuest() }
    presentOnboardingIfDue()
    await reminders.readPermission()
    library.reload()
    // Side by side: the feed (cached quotes first) never waits for the quote of the day on a slow network.
    async let quoteOfTheDay: Void = daily.refresh()
    feed.startOnForYou()
    await feed.reload()
    await quoteOfTheDay
    shareWidgetQuotes()
    // An Apple user whose authorization was revoked while the app was not running is signed out first.
    await account.checkAppleCredential()
    if auth.isSignedIn { await afterSignIn() }
    await reminders.reschedule()
  }

  static var damagedCacheTitle: String {
    LocalizedCopy("quotevault.damagedCache.title", "Saved Data Couldn't Be Read").text
  }

  static var damagedCacheMessage: String {
    LocalizedCopy(
      "quotevault.damagedCache.message",
      "QuoteVault couldn't read what it had saved on this iPhone, so it started afresh. Everything in your account comes back when you sign in. Favorites, collections and changes kept only on this iPhone couldn't be recovered; the damaged file is kept on this iPhone."
    ).text
  }
}
