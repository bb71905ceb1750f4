import AppServices
import DesignSystem
import Foundation
import Localization
import SharedStore

/// One moment of the widget's timeline.
public struct WidgetEntry: Equatable, Sendable {
  public let date: Date
  public let insult: String
  /// When the insult appeared, in the card's words at `date` (`WidgetUpdatedLabel`): "5 minutes ago"; for the
  /// fallback, its whole line.
  public let updatedLabel: String
  /// When this insult appeared (the slot's start, or when "another insult" was tapped); nil when unknown.
  public let updatedAt: Date?
  /// True for the IB-4.2 fallback, shown until the app has run once.
  public let isFallback: Bool
  /// Whether the insult is in Favourites: the widget's heart is filled. Nil while the favourites cannot be read
  /// (before the first unlock after a restart): the heart is not offered, rather than shown empty.
  public var isFavourite: Bool? = false
  /// Whether the widget offers Another Insult (not on a widget that shows the favourites).
  public var offersAnotherInsult = true
  /// Whether a tap opens Favourites rather than a share card: the Favourites Only widget with none to show.
  public var opensFavourites = false
  /// What this widget was set to show (Edit Widget), which the rectangular Lock Screen widget is titled by.
  public var choice = BardWidgetChoice.insultOfTheHour

  /// The rectangular Lock Screen widget's title, exactly as it draws it: what the widget shows ("Insult of the
  /// Hour", "Family-Friendly", "Favourites Only").
  public var lockScreenTitle: LocalizedCopy { choice.title }

  /// Whether the widget draws Another Insult: for a real insult, where the widget offers it.
  public var showsAnotherInsult: Bool { !isFallback && offersAnotherInsult }

  /// The line under the insult, exactly as the medium and large widgets draw it (IB-3.2, IB-4.3): the card's
  /// words for the entry's own date ("Updated just now", "Updated 5 minutes ago", "Updated recently" when the
  /// moment is unknown), each a whole phrase of the widget's catalog, fixed until the next entry, which comes
  /// when the words should say more (`WidgetUpdatedLabel.nextChange`); the fallback's own words ("Open app to
  /// refresh").
  public var updatedLine: String {
    isFallback ? updatedLabel : WidgetUpdatedLabel.line(since: updatedAt, at: date)
  }

  /// Whether the widget draws its heart: for a real insult whose place in Favourites is known.
  public var offersFavourite: Bool { !isFallback && isFavourite != nil }

  public init(date: Date, insult: String, updatedLabel: String, updatedAt: Date?, isFallback: Bool) {
    self.date = date
    self.insult = insult
    self.updatedLabel = updatedLabel
    self.updatedAt = updatedAt
    self.isFallback = isFallback
  }
}

/// A timeline and when WidgetKit should ask for the next one.
public struct WidgetTimelinePlan: Equatable, Sendable {
  public private(set) var entries: [WidgetEntry]
  public let reloadAfter: Date

  public init(entries: [WidgetEntry], reloadAfter: Date) {
    self.entries = entries
    self.reloadAfter = reloadAfter
  }

  mutating func chosen(_ choice: BardWidgetChoice) {
    for index in entries.indices { entries[index].choice = choice }
  }

  mutating func offerAnotherInsult(_ offered: Bool) {
    for index in entries.indices { entries[index].offersAnotherInsult = offered }
  }

  /// Fills the heart of each entry whose insult is in `favourites`; nil (not readable now) leaves every heart
  /// unknown.
  public mutating func markFavourites(_ favourites: Set<String>?) {
    for index in entries.indices { entries[index].isFavourite = favourites?.contains(entries[index].insult) }
  }
}

/// Builds the widget's timeline (IB-3.7, IB-2.2, IB-4.3).
///
/// WidgetKit gives a widget roughly 40-70 reloads a day and ignores a 5-minute reload policy
/// (platform-behaviour.md, "WidgetKit"), so instead of asking to be reloaded at each interval the timeline carries
/// the future, precomputed from the same pure schedule the app uses: an entry at every slot boundary (the new
/// insult) and, between them, one each time the "Updated …" words should say more (`WidgetUpdatedLabel`): five
/// minutes apart in an insult's first hour, hourly after, never closer than five minutes (but for the timeline's
/// first entry, made at any moment), as WidgetKit's entries must be apart to be drawn dependably (slots are at
/// least five minutes long). Entries cost no reloads. The
/// timeline covers `horizon` (twelve hours, at most a dozen entries an hour) or `maximumEntries`, and asks for a
/// reload when it runs out: about two reloads a day, far inside the budget. A long horizon matters because a
/// reload may come late (a spent budget, Low Power Mode, a phone left locked) and the last entry stays up until
/// it does: with twelve hours planned, the widget keeps the schedule's insult and true words through that wait.
public enum WidgetTimeline {
  public static let horizon: TimeInterval = 12 * 3600
  public static let maximumEntries = 200

  /// What the widget extension hands WidgetKit for a timeline request. The gallery (`isPreview`) gets the sample
  /// at once, reading and recording nothing; a widget on a Home or Lock Screen gets the plan from the App Group's
  /// files, and its insults are recorded for History (`WidgetHistory`).
  public static func timeline(
    for context: WidgetRequestContext, store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval,
    choice: BardWidgetChoice = .insultOfTheHour, family: BardWidgetFamily = .small
  ) -> WidgetTimelinePlan {
    guard !context.isPreview else {
      return WidgetTimelinePlan(entries: [gallerySample(at: now)], reloadAfter: now.addingTimeInterval(6 * 3600))
    }
    let plan = plan(
      store: store, now: now, timeZone: timeZone, sinceStart: sinceStart, choice: choice, family: family)
    WidgetHistory.record(plan, madeAt: now, widget: choice, lockScreen: family.isLockScreen, in: store)
    return plan
  }

  /// A snapshot: the gallery's sample, or what the widget shows now (recording nothing: a snapshot is a passing
  /// view, such as the widget being added).
  public static func snapshot(
    for context: WidgetRequestContext, store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval,
    choice: BardWidgetChoice = .insultOfTheHour, family: BardWidgetFamily = .small
  ) -> WidgetEntry {
    guard !context.isPreview else { return gallerySample(at: now) }
    return plan(store: store, now: now, timeZone: timeZone, sinceStart: sinceStart, choice: choice, family: family)
      .entries.first ?? gallerySample(at: now)
  }

  /// What the widget gallery shows: the spec's own example, as the widget draws a real insult, never the
  /// "Open app to refresh" fallback of a widget whose app has not run.
  public static func gallerySample(at now: Date) -> WidgetEntry {
    let appeared = now.addingTimeInterval(-5 * 60)
    return WidgetEntry(
      date: now, insult: BardCopy.gallerySampleInsult,
      updatedLabel: WidgetUpdatedLabel.text(since: appeared, at: now),
      updatedAt: appeared, isFallback: false)
  }

  /// The plan from the App Group's files as the widget's process reads them. Files that cannot be read now
  /// (before the first unlock after a restart) give the fallback, tried again within minutes of the restart and
  /// less often the longer the phone stays locked (`UnreadableRetry`; `sinceStart`: the phone's uptime).
  /// `family`: where the widget is; a Lock Screen one draws only clean insults unless the user allowed coarse
  /// words there (`LockScreenPrivacy.drawsCleanOnly`).
  public static func plan(
    store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval, locale: Locale = .current,
    choice: BardWidgetChoice = .insultOfTheHour, family: BardWidgetFamily = .small
  ) -> WidgetTimelinePlan {
    var plan = storedPlan(
      store: store, now: now, timeZone: timeZone, sinceStart: sinceStart, locale: locale, choice: choice,
      family: family)
    plan.chosen(choice)
    return plan
  }

  private static func storedPlan(
    store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval, locale: Locale,
    choice: BardWidgetChoice, family: BardWidgetFamily
  ) -> WidgetTimelinePlan {
    var settings = store.load(BardShared.settings)
    // Damaged settings read as the defaults, as the app reads them (and it rewrites them when it next opens).
    if case .failure(.corrupt) = settings { settings = .success(nil) }
    let current = store.load(BardShared.currentInsult)
    guard case .success(let savedSettings) = settings, case .success(let savedCurrent) = current else {
      return WidgetTimelinePlan(
        entries: [fallback(at: now)], reloadAfter: UnreadableRetry.retryDate(now: now, sinceStart: sinceStart))
    }
    var chosen = savedSettings ?? BardSettings()
    let favourites = Favourites.readable(in: store)
    let cleanOnly = LockScreenPrivacy.drawsCleanOnly(family, settings: chosen)
    var plan: WidgetTimelinePlan
    switch choice {
    case .insultOfTheHour, .familyFriendly:
      // A family-friendly widget follows the clean kit whatever the app's setting; the app's shuffle shows on it
      // only if it came from that kit.
      let appIsClean = chosen.familyFriendly
      if choice == .familyFriendly { chosen.familyFriendly = true }
      plan = self.plan(now: now, settings: chosen, current: savedCurrent ?? nil, timeZone: timeZone, locale: locale)
      // Another Insult shuffles the app's insult, which this widget would not show unless the app is clean too.
      if chosen.familyFriendly, !appIsClean { plan.offerAnotherInsult(false) }
      if cleanOnly, !chosen.familyFriendly {
        // A Lock Screen widget, unless coarse words are allowed there: the app's insult where it is clean, the
        // clean kit's of that moment where it is not.
        var clean = chosen
        clean.familyFriendly = true
        var cleanPlan = self.plan(
          now: now, settings: clean, current: savedCurrent ?? nil, timeZone: timeZone, locale: locale)
        cleanPlan.offerAnotherInsult(false)
        plan = plan.replacingCoarse(with: cleanPlan)
      }
    case .favourites
    where cleanOnly && favourites?.isEmpty == false
      && favourites?.contains(where: { !LockScreenPrivacy.isPrivate($0.text) }) == false:
      // Every favourite has a coarse word: a clean Lock Screen widget shows the clean Insult of the Hour rather
      // than a coarse favourite, or "no favourites yet" to someone who has some.
      chosen.familyFriendly = true
      plan = self.plan(now: now, settings: chosen, current: savedCurrent ?? nil, timeZone: timeZone, locale: locale)
      plan.offerAnotherInsult(false)
    case .favourites:
      // Unreadable favourites (before the first unlock) are not "no favourites": the fallback, saying to unlock
      // (opening the app cannot help before then), tried again soon.
      guard let favourites else {
        return WidgetTimelinePlan(
          entries: [fallback(at: now, saying: BardCopy.Widget.unlockForFavourites)],
          reloadAfter: UnreadableRetry.retryDate(now: now, sinceStart: sinceStart))
      }
      // The slot on screen keeps its insult while it is still a favourite (`FavouritesRotation`).
      let schedule = chosen.schedule(timeZone: timeZone)
      let slotStart = schedule.start(ofSlot: schedule.slot(at: now))
      let onScreen = FavouritesRotation.onScreen(
        in: store.read(BardShared.widgetShown), now: now, slotStart: slotStart)
      // A clean Lock Screen widget turns through the favourites without coarse words only.
      let shown = cleanOnly ? favourites.filter { !LockScreenPrivacy.isPrivate($0.text) } : favourites
      plan = favouritesPlan(
        now: now, favourites: shown, settings: chosen, timeZone: timeZone, locale: locale, onScreen: onScreen)
    }
    guard let favourites else {
      // The hearts are unknown until the favourites can be read: ask again then, not at the plan's end.
      plan.markFavourites(nil)
      let retry = UnreadableRetry.retryDate(now: now, sinceStart: sinceStart)
      return WidgetTimelinePlan(entries: plan.entries, reloadAfter: min(plan.reloadAfter, retry))
    }
    plan.markFavourites(Set(favourites.map(\.text)))
    return plan
  }

  /// IB-4.2's "Open app to refresh" entry, also shown while the files cannot be read; `saying` another line
  /// where that one cannot help (favourites locked until the first unlock).
  static func fallback(at now: Date, saying line: LocalizedCopy = BardCopy.Widget.fallbackTimestamp) -> WidgetEntry {
    WidgetEntry(date: now, insult: BardCopy.fallbackInsult, updatedLabel: line.text, updatedAt: nil, isFallback: true)
  }

  /// A widget that shows the favourites: one a slot, in turn, at the app's interval (`FavouritesRotation`), the
  /// slot on screen keeping `onScreen` while it is a favourite; before there are any, a word on how to keep one.
  public static func favouritesPlan(
    now: Date, favourites: [SavedInsult], settings: BardSettings, timeZone: TimeZone, locale: Locale,
    onScreen: String? = nil
  ) -> WidgetTimelinePlan {
    guard !favourites.isEmpty else {
      var entry = WidgetEntry(
        date: now, insult: BardCopy.Widget.emptyFavourites.text,
        updatedLabel: BardCopy.Widget.openAppToKeepFavourites.text, updatedAt: nil,
        isFallback: true)
      entry.offersAnotherInsult = false
      entry.opensFavourites = true
      return WidgetTimelinePlan(entries: [entry], reloadAfter: now.addingTimeInterval(6 * 3600))
    }
    let schedule = settings.schedule(timeZone: timeZone)
    let first = schedule.slot(at: now)
    // Every slot the timeline can reach: its horizon in the shortest slots, and one more.
    let picks = FavouritesRotation.picks(
      from: first, count: Int(horizon) / schedule.interval.seconds + 2, favourites: favourites, onScreen: onScreen)
    var plan = timeline(now: now, schedule: schedule, locale: locale) { slot in
      let index = slot - first
      let text = picks.indices.contains(index) ? picks[index] : favourites[positiveModulo(slot, favourites.count)].text
      return (text, schedule.start(ofSlot: slot))
    }
    plan.offerAnotherInsult(false)
    return plan
  }

  public static func plan(
    now: Date, settings: BardSettings, current: CurrentInsultRecord?, timeZone: TimeZone, locale: Locale = .current
  ) -> WidgetTimelinePlan {
    guard let current else {
      // IB-4.2: the app has never run (or its data was cleared). The app reloads the widget when it opens.
      let entry = WidgetEntry(
        date: now, insult: BardCopy.fallbackInsult, updatedLabel: BardCopy.Widget.fallbackTimestamp.text,
        updatedAt: nil,
        isFallback: true)
      return WidgetTimelinePlan(entries: [entry], reloadAfter: now.addingTimeInterval(6 * 3600))
    }
    let schedule = settings.schedule(timeZone: timeZone)
    return timeline(now: now, schedule: schedule, locale: locale) { slot in
      // The current slot may have been shuffled ("another insult") by the app or the widget's button.
      guard current.matches(slot: slot, of: schedule, settings: settings) else {
        return (schedule.insult(forSlot: slot).text, schedule.start(ofSlot: slot))
      }
      // An unreadable timestamp reads "Recently" (IB-4.3), not a time the insult did not appear at.
      return (current.insult, ISO8601.date(from: current.timestamp))
    }
  }

  /// The entries from `now` for `horizon`: each slot's insult (and when it appeared) from `insult`, at the slot's
  /// start, and again, in that slot, each time its "Updated …" words should say more.
  public static func timeline(
    now: Date, schedule: InsultSchedule, locale: Locale, insult: (Int) -> (text: String, appeared: Date?)
  ) -> WidgetTimelinePlan {
    let end = now.addingTimeInterval(horizon)
    var entries: [WidgetEntry] = []
    var slot = schedule.slot(at: now)
    var moment = now
    while moment < end {
      let slotEnd = schedule.start(ofSlot: slot + 1)
      let (text, updatedAt) = insult(slot)
      var shown: Date? = moment
      while let date = shown {
        // Out of room: WidgetKit asks again where the next entry would have been.
        guard entries.count < maximumEntries else { return WidgetTimelinePlan(entries: entries, reloadAfter: date) }
        entries.append(
          WidgetEntry(
            date: date, insult: text, updatedLabel: WidgetUpdatedLabel.text(since: updatedAt, at: date),
            updatedAt: updatedAt, isFallback: false))
        shown = WidgetUpdatedLabel.nextChange(
          after: date, since: updatedAt, before: slotEnd, fromStart: entries.count == 1)
      }
      slot += 1
      moment = max(slotEnd, moment.addingTimeInterval(1))
    }
    return WidgetTimelinePlan(entries: entries, reloadAfter: moment)
  }
}
