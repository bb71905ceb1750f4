import Foundation
import Localization

/// Every enabled reminder set planned together: iOS keeps only 64 pending, so they share `plannedLimit`.
public struct ReminderSetsPlan: Equatable, Sendable {
  /// What to have pending, soonest first.
  public var notifications: [PlannedNotification]
  /// The sets the limit cut short, by id: how many of theirs are pending (the last of them the pause notice).
  public var trimmed: [String: Int]
}

extension NotificationPlan {
  /// One reminder's place before its content is chosen.
  private struct Slot {
    var date: Date
    /// The day the window starts on (its local midnight), which names the slot and places it in the pool.
    let day: Date
    let dayName: String
    let index: Int
    /// The first and last minute it may come at (minute numbers since 1970): its set's window that day.
    let earliest: Int64
    let latest: Int64
  }

  /// A minute's number since 1970, the unit clashes are counted in.
  private static func minuteNumber(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 / 60).rounded(.down)) }

  /// Plans every enabled set of `sets` (the list's first is the daily one) from `now` for `reminderDays` days:
  ///
  /// - Each set has its times (`ReminderSchedule.minutesOfDay`) on its weekdays (the day a window starts on).
  /// - The sets share `budget` (at most `plannedLimit`; one fewer while the streak nudge is on) fairly: each
  ///   gets an equal part, and what a set needs less of goes to the others (`fairShares`); each keeps its
  ///   soonest. A set cut short ends with a pause notice that names it, so a user whose app gets no time is told
  ///   which reminders stop; `trimmed` says which, for Settings.
  /// - The daily set's first reminder of a day is that day's quote of the day (the daily identifier, as before
  ///   sets); every other reminder carries a quote of its set's `pools` entry, none twice in the whole plan and
  ///   none the quote of a day up to the plan's last; one with nothing left says `reminderBody`. Never a user's
  ///   own quote (private: a locked screen shows the body).
  /// - No two come at the same minute, so iOS never shows two banners at once: a later set's reminder that meets
  ///   one already planned moves to the nearest free minute after it, else before it, never out of its window
  ///   (a set with one a day has none: it may come up to `ReminderSets.limit - 1` minutes late), never past
  ///   its set's next reminder or pause notice, and never into the past; with no such minute free it is left
  ///   out. A pause notice comes after its set's last reminder, at the next free minute however late.
  ///
  /// With one set this is the plan the single schedule made: same times, quotes and identifiers.
  public static func make(
    sets: [ReminderSet], pools: [String: [Quote]], now: Date, timeZone: TimeZone, quotes: [String: Quote],
    budget: Int = plannedLimit
  ) -> ReminderSetsPlan {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let planned = sets.enumerated().filter { $0.element.isEnabled }
    let candidates = planned.map { slots(of: $0.element, now: now, calendar: calendar, timeZone: timeZone) }
    let shares = fairShares(demands: candidates.map(\.count), budget: min(budget, plannedLimit))
    let kept = zip(candidates, shares).map { Array($0.prefix($1)) }
    // A day's quote of the day is not repeated as another reminder, up to the plan's last day only (the device
    // holds 14 days' quotes; one of a day past the plan's end may be a reminder's quote, or be in none at all).
    let lastDay = kept.compactMap { $0.last.map { QuoteDay.string($0.date, timeZone: timeZone) } }.max() ?? ""
    let ofTheDay = Set(quotes.filter { $0.key <= lastDay }.map(\.value.id))
    var seen = Set<Int64>()
    var taken = Set<Int64>()
    var notifications: [PlannedNotification] = []
    var trimmed: [String: Int] = [:]
    for (number, (position, set)) in planned.enumerated() {
      let slots = kept[number]
      let isDaily = position == 0
      let name = set.displayName(isFirst: isDaily)
      let spare = (pools[set.id] ?? []).filter { !ofTheDay.contains($0.id) && $0.ownerID == nil }
      let cut = slots.count < candidates[number].count
      let before = notifications.count
      defer { if cut { trimmed[set.id] = notifications.count - before } }
      let perDay = set.schedule.minutesOfDay.count - (isDaily ? 1 : 0)
      var previous = minuteNumber(now)
      for (place, var slot) in slots.enumerated() {
        // A free minute, so no two banners come at once (the daily set, planned first, never moves).
        let minute = minuteNumber(slot.date)
        let isNotice = cut && place == slots.count - 1
        let next = slots.indices.contains(place + 1) ? minuteNumber(slots[place + 1].date) - 1 : Int64.max
        let bounds = (
          lower: max(slot.earliest, previous + 1), upper: isNotice ? Int64.max : min(slot.latest, next)
        )
        // A notice for a set none of whose reminders found a minute would announce a pause of nothing.
        if isNotice, notifications.count == before { continue }
        guard let free = freeMinute(near: minute, within: bounds, taken: taken) else { continue }
        taken.insert(free)
        previous = free
        slot.date = slot.date.addingTimeInterval(Double(free - minute) * 60)
        if isNotice {
          notifications.append(
            pauseNotice(set: set, named: name, isDaily: isDaily, alone: planned.count == 1, at: slot.date))
          continue
        }
        var quote: Quote?
        if isDaily, slot.index == 0 {
          quote = quotes[slot.dayName]
        } else if !spare.isEmpty {
          // Each day and time has its place in the pool, counted from the day's number, so a plan renewed the
          // next morning gives that day new quotes instead of starting again at the first ones; none twice.
          let dayNumber = Int((slot.day.timeIntervalSince1970 / 86_400).rounded(.down))
          let place = dayNumber.multipliedReportingOverflow(by: perDay).partialValue &+ (slot.index - (isDaily ? 1 : 0))
          let start = ((place % spare.count) + spare.count) % spare.count
          for step in 0..<spare.count {
            let candidate = spare[(start + step) % spare.count]
            if seen.insert(candidate.id).inserted {
              quote = candidate
              break
            }
          }
        }
        let body = quote.map { $0.notificationBody() } ?? reminderBody
        let daily = isDaily && slot.index == 0
        notifications.append(
          PlannedNotification(
            id: identifier(set: set, isDaily: isDaily, dayName: slot.dayName, index: slot.index), date: slot.date,
            title: daily
              ? LocalizedCopy("quotevault.notification.title", "Quote of the Day").text
              : isDaily ? LocalizedCopy("quotevault.notification.appTitle", "QuoteVault").text : name,
            body: body, deepLink: quote.map(daily ? dailyLink : quoteLink) ?? deepLink))
      }
    }
    return ReminderSetsPlan(notifications: notifications.sorted { $0.date < $1.date }, trimmed: trimmed)
  }

  /// The first free minute from `minute` up to `within.upper`, else the nearest below it down to `within.lower`.
  private static func freeMinute(
    near minute: Int64, within bounds: (lower: Int64, upper: Int64), taken: Set<Int64>
  ) -> Int64? {
    guard bounds.lower <= bounds.upper else { return nil }
    var candidate = max(minute, bounds.lower)
    // At most `taken.count` minutes are taken: the walk ends within that many steps.
    while candidate <= bounds.upper {
      if !taken.contains(candidate) { return candidate }
      candidate += 1
    }
    candidate = min(minute, bounds.upper + 1) - 1
    while candidate >= bounds.lower {
      if !taken.contains(candidate) { return candidate }
      candidate -= 1
    }
    return nil
  }

  /// Every reminder of `set` from `now` for `reminderDays` days on its weekdays, soonest first.
  private static func slots(of set: ReminderSet, now: Date, calendar: Calendar, timeZone: TimeZone) -> [Slot] {
    let schedule = set.schedule
    let minutes = schedule.minutesOfDay
    let today = calendar.startOfDay(for: now)
    var result: [Slot] = []
    // A window past midnight that began yesterday may still have reminders to come this morning.
    let firstOffset = schedule.endsNextDay ? -1 : 0
    for offset in firstOffset..<reminderDays {
      guard let day = calendar.date(byAdding: .day, value: offset, to: today),
        set.weekdays.contains(calendar.component(.weekday, from: day))
      else { continue }
      let name = QuoteDay.string(day, timeZone: timeZone)
      func date(_ minute: Int) -> Date? {
        let minuteOfDay = minute % ReminderSchedule.minutesPerDay
        guard let windowDay = calendar.date(byAdding: .day, value: minute / ReminderSchedule.minutesPerDay, to: day)
        else { return nil }
        return calendar.date(bySettingHour: minuteOfDay / 60, minute: minuteOfDay % 60, second: 0, of: windowDay)
      }
      guard let first = minutes.first, let last = minutes.last, let opens = date(first), let closes = date(last)
      else { continue }
      // One a day has no window: it may come a few minutes late, one for each other set it might meet.
      let latest = minuteNumber(closes) + (minutes.count == 1 ? Int64(ReminderSets.limit - 1) : 0)
      for (index, minute) in minutes.enumerated() {
        guard let fire = date(minute), fire > now else { continue }
        result.append(
          Slot(
            date: fire, day: day, dayName: name, index: index, earliest: minuteNumber(opens), latest: latest))
      }
    }
    return result.sorted { $0.date < $1.date }
  }

  /// `budget` shared among sets that want `demands`: equal parts, a set that wants less than its part keeping only
  /// what it wants and the rest shared again among the others (max-min fairness); the earlier sets take what does
  /// not divide evenly. Never more than a set wants, never more than `budget` in all.
  public static func fairShares(demands: [Int], budget: Int) -> [Int] {
    var shares = Array(repeating: 0, count: demands.count)
    var remaining = max(budget, 0)
    var open = demands.indices.filter { demands[$0] > 0 }
    while remaining > 0, !open.isEmpty {
      let each = max(remaining / open.count, 1)
      for index in open where remaining > 0 {
        let given = min(each, demands[index] - shares[index], remaining)
        shares[index] += given
        remaining -= given
      }
      open = open.filter { shares[$0] < demands[$0] }
    }
    return shares
  }

  /// The daily set's identifiers are the single schedule's (`quote-of-the-day-2026-03-14`, `…-2`), so a migrated
  /// user's pending ones are replaced, not doubled; another set's carry its id (`quote-of-the-day-s1-2026-03-14-0`).
  static func identifier(set: ReminderSet, isDaily: Bool, dayName: String, index: Int) -> String {
    isDaily
      ? identifierPrefix + dayName + (index == 0 ? "" : "-\(index)")
      : identifierPrefix + set.id + "-" + dayName + "-\(index)"
  }

  /// The notice at the last slot of a set cut short. Alone, the single schedule's words and identifier; among
  /// several, it names its set.
  private static func pauseNotice(set: ReminderSet, named name: String, isDaily: Bool, alone: Bool, at date: Date)
    -> PlannedNotification
  {
    PlannedNotification(
      id: isDaily ? pauseNoticeID : identifierPrefix + set.id + "-pause", date: date,
      title: LocalizedCopy("quotevault.notification.appTitle", "QuoteVault").text,
      body: alone ? pauseNoticeBody : setPauseNoticeBody(name), deepLink: deepLink)
  }

  public static func setPauseNoticeBody(_ name: String) -> String {
    LocalizedCopy(
      "quotevault.notification.setPauseBody",
      "Your “%@” reminders pause after this one. Open QuoteVault to keep them coming.", .text(name)
    ).text
  }
}
