import AppServices
import Foundation
import Localization
import Observation
import SharedStore

/// Settings' Daily Quote section (QV-7): the notification switch and what iOS allows, the daily time, how many
/// reminders a day until when and where their quotes come from, and the rolling plan made from them. Owned by
/// the app model, which tells it when the user or the day changed; what it says goes through `onMessage`, and a
/// set's editor and its questions go up on the app's stack through `onPresent` and `onAsk` (RemindersModel+Editor).
@MainActor
@Observable
public final class RemindersModel {
  /// The notification time being picked and not yet committed ("HH:mm"): the picker's wheel moves this, and the
  /// plan changes only when the user is done (`commitTime`).
  public private(set) var timeDraft: String?
  /// The reminders' end being picked and not yet committed ("HH:mm"), as `timeDraft` is.
  public private(set) var endDraft: String?
  /// What iOS allows now, read at launch and at each return to the app.
  public private(set) var permission = NotificationAuthorization.notDetermined
  /// Every reminder set, in Settings' order, on this device; the first is the daily one.
  public internal(set) var sets: ReminderSets
  /// The daily set's schedule: how many a day and until when (its window starts at the daily time).
  public var schedule: ReminderSchedule { sets.first.schedule }
  /// The sets the last plan cut short (iOS keeps 64 pending), by id: how many of theirs are pending.
  public private(set) var trimmed: [String: Int] = [:]
  /// What the user just chose, while iOS's permission prompt is up: the switch shows it and never snaps back.
  private var requested: Bool?
  /// The notification plan being made, if any: the next waits for it.
  @ObservationIgnored var planning: Task<Void, Never>?
  /// How the sets file was found (`ReminderSetsFile`): only a read one is planned over and written.
  public internal(set) var setsFile = ReminderSetsFile.read
  /// A damaged sets file was set aside and the user not yet told.
  @ObservationIgnored var damagedNoticeDue = false
  /// An account left while the file could not be read: its sources are cleared once it can be.
  @ObservationIgnored var accountLeftWhileWaiting = false
  /// How many times an account has left: an editor opened before the last leaving brings none of its sources back.
  public private(set) var accountEpoch = 0
  /// The streak nudge's switch and time (`StreakNudge`), on this device.
  public internal(set) var streakNudge: StreakNudge
  /// The streak the nudge is planned for (the app's shown one); nil until the app knows whose it is.
  @ObservationIgnored var currentStreak: @MainActor () -> ReadingStreak? = { nil }
  /// iOS refused some of the last plan's reminders (notifications turned off meanwhile).
  @ObservationIgnored private(set) var lastPlanRefused = false
  /// The last editor's Save could not write the sets on this device (`keepFromEditor`).
  @ObservationIgnored var lastSaveFailed = false
  /// The sets in memory are not the ones on the device: their last write failed (`keep`), to be tried again.
  @ObservationIgnored var setsUnsaved = false
  /// The user was told Settings' reminders could not be kept (`keepDaily`): said once until a write succeeds.
  @ObservationIgnored var unsavedDailySaid = false

  let settings: SettingsModel
  let dependencies: QuoteVaultDependencies
  /// The favourites the reminders may draw on (the signed-in user's, or a guest's on this device).
  private let favorites: @MainActor () -> [Quote]
  /// The collections as the library holds them on this device (the signed-in user's, or a guest's), with their
  /// quotes: reminders from a collection work offline.
  let collections: @MainActor () -> [(QuoteCollection, [Quote])]
  /// Why the last plan's reminders came from all categories instead of the chosen category (nothing of it on
  /// the device), by set id; favourites and collections are looked at live (`sourceNote`).
  public private(set) var categoryFallbacks: [String: ReminderFallback] = [:]
  /// The daily set's, as `categoryFallbacks` has it.
  public var categoryFallback: ReminderFallback? { categoryFallbacks[sets.first.id] }
  /// Asks the server for the quote of the day and the days ahead (into `QuoteVaultShared.dailyQuotes`).
  @ObservationIgnored var refreshQuoteOfTheDay: @MainActor () async -> Void = unimplemented(
    "RemindersModel.refreshQuoteOfTheDay")
  /// A message for the user (text, title): the parent shows it as an alert.
  @ObservationIgnored var onMessage: @MainActor (String, String) -> Void = unimplemented("RemindersModel.onMessage")
  /// A set's editor goes up on the app's stack, or comes down (RemindersModel+Editor).
  @ObservationIgnored var onPresent: @MainActor (ReminderSetModel) -> Void = unimplemented("RemindersModel.onPresent")
  @ObservationIgnored var onDismiss: @MainActor (ReminderSetModel) -> Void = unimplemented("RemindersModel.onDismiss")
  /// Takes down every editor of the set with this id, up or waiting to rise (the set is gone).
  @ObservationIgnored var onDismissEditors: @MainActor (String) -> Void = unimplemented(
    "RemindersModel.onDismissEditors")
  /// The editor the app's stack holds, if one is up.
  @ObservationIgnored var presentedEditor: @MainActor () -> ReminderSetModel? = { nil }
  /// A question for the user (delete a set, discard a draft): the parent asks it as an alert.
  @ObservationIgnored var onAsk: @MainActor (QuoteVaultAlertID) -> Void = unimplemented("RemindersModel.onAsk")
  /// The draft a link closed on the set with this id (nil: a new set), as the parent kept it; given once.
  @ObservationIgnored var takeKeptDraft: @MainActor (String?) -> KeptTyping.ReminderDraft? = { _ in nil }

  init(
    settings: SettingsModel, dependencies: QuoteVaultDependencies, favorites: @escaping @MainActor () -> [Quote],
    collections: @escaping @MainActor () -> [(QuoteCollection, [Quote])] = { [] }
  ) {
    self.settings = settings
    self.dependencies = dependencies
    self.favorites = favorites
    self.collections = collections
    // A device that kept one schedule (before sets) has it as its one set, so what it receives does not change;
    // a sets file that cannot be read now, is damaged or is a newer version's is never replaced by it unasked.
    let opened = Self.open(dependencies.store)
    sets = opened.sets
    streakNudge = dependencies.store.read(QuoteVaultShared.streakNudge)
    setsFile = opened.file
    damagedNoticeDue = opened.damaged
  }

  static var notificationsOffMessage: String {
    LocalizedCopy(
      "quotevault.notifications.off", "Notifications are off for QuoteVault. Turn them on in Settings > Notifications."
    ).text
  }

  /// The Daily notification switch: on only while the user wants it and iOS delivers it.
  public var notificationsSwitch: Bool {
    requested ?? (settings.settings.notificationsEnabled && permission.allowsDelivery)
  }
  /// Turned off for QuoteVault in iOS Settings: the section says so, with the way there.
  public var blockedInSettings: Bool { permission == .denied }

  public func readPermission() async {
    permission = await dependencies.notifications.authorizationStatus()
  }

  /// QV-7: the rolling plan of the next days' notifications, each with that day's quote, from the same stored
  /// answer as the widget's timeline. Every planned day is added again, so a new time replaces the old one.
  public func reschedule() async {
    // One plan at a time, each reading the settings when it starts: a plan begun before a change never
    // finishes after the plan for that change and overwrites it.
    let previous = planning
    let next = Task { [weak self] in
      await previous?.value
      await self?.plan()
      await self?.planStreakNudge()
    }
    planning = next
    await next.value
  }

  private func plan() async {
    readSetsIfWaiting()
    // Sets a write could not keep on the device (`keep`) are written again at each plan, the next chance.
    retryUnsavedSets()
    // Settings that could not be read say nothing of whether reminders are wanted: what is pending stays.
    guard !settings.isUnread else { return }
    let current = settings.settings
    // Sets that could not be read (or a newer version's) are not planned over: their pending reminders stay.
    // Notifications turned off still take every pending one away.
    guard canEditSets || !current.notificationsEnabled else { return }
    let store = dependencies.store
    var quotes: [String: Quote] = [:]
    if current.notificationsEnabled {
      let today = QuoteDay.string(dependencies.now(), timeZone: dependencies.timeZone())
      if !store.read(QuoteVaultShared.dailyQuotes).contains(where: { $0.day == today }) {
        await refreshQuoteOfTheDay()
      }
      for daily in store.read(QuoteVaultShared.dailyQuotes) { quotes[daily.day] = daily.quote }
    }
    followRenamedCollections()
    var planned = sets.sets
    // The daily set's window starts at the profile's notification time.
    if !planned.isEmpty { planned[0].schedule.start = current.notificationTime }
    // Each set's quotes from its own source, each once: the daily set's first of a day is the quote of the day,
    // so with one a day it needs none; a set's source with nothing to draw from falls back on its own.
    var pools: [String: [Quote]] = [:]
    var fallbacks: [String: ReminderFallback] = [:]
    for (position, set) in planned.enumerated() where current.notificationsEnabled && set.isEnabled {
      guard position > 0 || set.schedule.count > 1 else { continue }
      let drawn = await reminderPool(set.schedule.source)
      pools[set.id] = drawn.quotes
      if case .category = set.schedule.source { fallbacks[set.id] = drawn.fallback }
    }
    categoryFallbacks = fallbacks
    guard current.notificationsEnabled else {
      trimmed = [:]
      lastPlanRefused = false
      await NotificationPlan.apply([], to: dependencies.notifications)
      return
    }
    // The streak nudge, when on, takes one of the 63: the sets share the rest (`StreakNudge.remindersBudget`).
    let plan = NotificationPlan.make(
      sets: planned, pools: pools, now: dependencies.now(), timeZone: dependencies.timeZone(), quotes: quotes,
      budget: store.read(QuoteVaultShared.streakNudge).remindersBudget)
    trimmed = plan.trimmed
    lastPlanRefused = await NotificationPlan.apply(plan.notifications, to: dependencies.notifications) > 0
  }

  /// A chosen collection renamed since: kept under its new name, so Settings names it so if it is deleted.
  private func followRenamedCollections() {
    let library = collections()
    var changed = sets
    var renamedAny = false  // a source is the same choice under a new name (==), so the sets compare equal
    for set in sets.sets {
      guard case .collection(let id, let name) = set.schedule.source,
        let found = library.first(where: { $0.0.id == id }), found.0.name != name
      else { continue }
      var renamed = set
      renamed.schedule.source = .collection(id: id, name: found.0.name)
      changed.replace(renamed)
      renamedAny = true
    }
    if renamedAny { keep(changed) }
  }

  /// What Settings says under the reminders' window (it runs past midnight, or holds one): from the times the
  /// pickers show.
  public var windowNote: String? {
    var schedule = schedule
    schedule.start = timeDraft ?? settings.settings.notificationTime
    schedule.end = endDraft ?? schedule.end
    return schedule.windowNote
  }

  /// The "Until" wheel moved (each tick): nothing is planned until the user is done (`commitTime`).
  public func editEnd(_ time: String) {
    guard NotificationPlan.parseTime(time) != nil else { return }
    endDraft = time
  }

  /// Settings' "Reminder Quotes": where the extra reminders take their quotes from; kept and planned at once.
  public func setSource(_ source: ReminderSource) async {
    guard source != schedule.source else { return }
    var changed = schedule
    changed.source = source
    keepDaily(changed)
    await reschedule()
  }

  /// An account left the device (sign-out, Delete Account, or a session the server ended): a source that is
  /// theirs (their favourites, one of their collections, kept with its name) goes back to all categories, so
  /// whoever comes next sees nothing of theirs in Settings. A category is nobody's private choice, and stays.
  /// The caller plans again for whoever is now signed in.
  public func accountLeft() {
    accountEpoch += 1
    guard canEditSets else {
      // The stored sets cannot be changed now: cleared once they can be read (a newer version's stay its own).
      accountLeftWhileWaiting = setsFile == .unreadable
      return
    }
    clearPersonalSources()
  }

  func clearPersonalSources() {
    var changed = sets
    for set in sets.sets {
      switch set.schedule.source {
      case .favorites, .collection:
        var cleared = set
        cleared.schedule.source = .allCategories
        changed.replace(cleared)
      case .allCategories, .category: break
      }
    }
    if changed != sets { keep(changed) }
  }

  /// Settings' "Reminder Quotes" picker: all categories, each category, favourites, then the user's collections
  /// (the chosen one kept, by its last name, once it is deleted).
  public var sourceChoices: [ReminderSource] {
    ReminderSource.choices(collections: collections().map(\.0), selected: schedule.source)
  }

  /// What Settings says when the chosen source has nothing to draw from and the reminders come from all
  /// categories instead (favourites all removed, a collection emptied or deleted, a category not on the device).
  public var sourceNote: String? { sourceNote(for: sets.first) }

  /// The same for any set: the daily set's only when it has more than the quote of the day.
  public func sourceNote(for set: ReminderSet) -> String? {
    guard set.id != sets.first.id || set.schedule.normalized.count > 1 else { return nil }
    if case .category = set.schedule.source { return categoryFallbacks[set.id]?.note }
    return set.schedule.source.draw(all: { [] }, category: [], favorites: favorites(), collections: collections())
      .fallback?.note
  }

  /// The quotes the extra reminders may carry, cache first (they are planned offline too): never a user's own
  /// (private: a locked screen shows a notification's body). Favourites and collections are the signed-in
  /// user's as the device holds them (their queued changes included), a guest's (on this device) when nobody
  /// is signed in; a category's are the cached ones, a few pages more asked of the server first when the cache
  /// holds too few for the plan. A source with nothing to draw from gives all categories' (`ReminderFallback`).
  private func reminderPool(_ source: ReminderSource) async -> (quotes: [Quote], fallback: ReminderFallback?) {
    let cache = dependencies.service.cache
    var categoryQuotes: [Quote] = []
    if case .category(let category) = source {
      func cached() -> [Quote] {
        let found = try? cache.quotes(after: nil, category: category, search: nil, pageSize: Self.poolSize)
        return (found ?? []).filter { $0.ownerID == nil }
      }
      var last: Int64?
      for _ in 0..<Self.categoryPagesWhenThin where cached().count < NotificationPlan.plannedLimit {
        let page = await dependencies.service.quotes(after: last, category: category, search: nil)
        guard page.error == nil, page.quotes.count == QuoteVaultAPI.pageSize, let next = page.quotes.last?.id else {
          break
        }
        last = next
      }
      categoryQuotes = cached()
    }
    let drawn = source.draw(
      all: { (try? cache.quotes(after: nil, category: nil, search: nil, pageSize: Self.poolSize)) ?? [] },
      category: categoryQuotes, favorites: favorites(), collections: collections())
    return drawn
  }

  /// How many cached quotes a plan draws from.
  static let poolSize = 400
  /// How many feed pages a thin category's reminders ask the server for, at most.
  static let categoryPagesWhenThin = 4

  /// Settings' reminders: how many a day and until when (from the daily time); kept on this device and planned
  /// at once.
  public func setReminders(count: Int? = nil, end: String? = nil) async {
    var changed = schedule
    if let count { changed.count = count }
    if let end, NotificationPlan.parseTime(end) != nil { changed.end = end }
    keepDaily(changed)
    await reschedule()
  }

  /// The time picker moved (each tick of the wheel): nothing is scheduled yet.
  public func editTime(_ time: String) {
    guard NotificationPlan.parseTime(time) != nil else { return }
    timeDraft = time
  }

  /// The user is done picking (Done, or leaving Settings): the new start and end are saved and every pending day
  /// re-planned at them.
  public func commitTime() async {
    if let end = endDraft {
      endDraft = nil
      if end != schedule.end { await setReminders(end: end) }
    }
    guard let time = timeDraft else { return }
    timeDraft = nil
    guard time != settings.settings.notificationTime else { return }
    await setNotifications(enabled: settings.settings.notificationsEnabled, time: time)
  }

  /// The profile wants notifications and this device has them off: iOS is asked (it prompts only once). A refusal
  /// is said when iOS has just asked; at every later launch or sign-in the switch simply stays off, with no alert
  /// for something the user did not do here and then.
  func adoptFromProfile() async {
    let center = dependencies.notifications
    let promptWillShow = await center.authorizationStatus() == .notDetermined
    if await center.requestAuthorization() {
      settings.setNotifications(enabled: true)
    } else if promptWillShow {
      showNotificationsOff()
    }
    await readPermission()
    await reschedule()
  }

  /// Onboarding's permission step: iOS's prompt, in the context that explains it. Allowed, the reminders are
  /// planned; refused, they stay off (the step says where to turn them on), and nothing is said here.
  func allowFromOnboarding() async -> Bool {
    let allowed = await dependencies.notifications.requestAuthorization()
    if allowed { settings.setNotifications(enabled: true) }
    await readPermission()
    await reschedule()
    return allowed
  }

  public func setNotifications(enabled: Bool, time: String? = nil) async {
    requested = enabled
    defer { requested = nil }
    if enabled, !(await dependencies.notifications.requestAuthorization()) {
      showNotificationsOff()
      settings.setNotifications(enabled: false)
    } else {
      settings.setNotifications(enabled: enabled, time: time)
    }
    await readPermission()
    await reschedule()
  }

  /// A refused permission, said where the user turned notifications on.
  func showNotificationsOff() {
    onMessage(Self.notificationsOffMessage, LocalizedCopy("quotevault.notifications.title", "Notifications").text)
  }
}
