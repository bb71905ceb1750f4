import Foundation
import SharedStore

/// The timeline of a widget that shows a category's quotes or the user's favourites: a new quote at each slot
/// of `slotHours` (00:00, 03:00, … in local time), the same quote for a slot wherever it is asked for (the
/// widget, the app), from the snapshot the app shares (`WidgetQuotes`).
public enum QuoteWidgetRotation {
  /// A new quote every three hours: eight entries a day and one reload after them, far inside WidgetKit's budget
  /// of about 40-70 reloads a day.
  public static let slotHours = 3
  /// Entries never closer than this (WidgetKit wants at least five minutes; a quote read for less than a quarter
  /// of an hour is hardly read).
  public static let minimumSpacing: TimeInterval = 15 * 60
  /// How many slot changes one timeline holds: a day's.
  public static let slotsPerTimeline = 24 / slotHours

  /// The slot `date` falls in: its number (counted from 1970-01-01 in local days, so it is the same on every
  /// device in the zone) and when the next begins.
  public static func slot(at date: Date, timeZone: TimeZone) -> (number: Int, next: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? timeZone
    let dayStart = utc.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day))
    let dayNumber = Int(((dayStart?.timeIntervalSince1970 ?? 0) / 86_400).rounded(.down))
    let slotOfDay = min(max(parts.hour ?? 0, 0), 23) / slotHours
    let startOfDay = calendar.startOfDay(for: date)
    let nextHour = (slotOfDay + 1) * slotHours
    let next =
      nextHour >= 24
      ? QuoteDay.nextMidnight(after: date, timeZone: timeZone)
      : calendar.date(bySettingHour: nextHour, minute: 0, second: 0, of: startOfDay)
    // A clock change that skips the hour still moves on: never a slot that ends where it begins.
    let end = next.flatMap { $0 > date ? $0 : nil } ?? date.addingTimeInterval(TimeInterval(slotHours) * 3_600)
    return (dayNumber &* slotsPerTimeline &+ slotOfDay, end)
  }

  /// How a pool is gone through, slot by slot.
  public enum Order: Equatable, Sendable {
    /// In id order, so the order the app wrote it in does not matter: the favourites, a collection, and a category
    /// window written before windows had a turn.
    case byID
    /// As written, a category's window shared for day `turn`: the slot's place is how many slots past that day's
    /// first it is (`CategoryRotation.place`), so the rotation goes on where the last slot left it.
    case window(turn: Int)
  }

  /// The quote for the slot `date` falls in, `order` deciding which (two slots in a row never show the same quote
  /// unless there is one). `skip`: how many quotes the widget's Next Quote moved on (`WidgetNextQuote`), whatever a
  /// file says.
  public static func pick(
    from pool: [Quote], at date: Date, timeZone: TimeZone, skip: Int = 0, order: Order = .byID
  ) -> Quote? {
    guard !pool.isEmpty else { return nil }
    let number = slot(at: date, timeZone: timeZone).number
    switch order {
    case .byID:
      let ordered = pool.sorted { $0.id < $1.id }
      let place = remainder(
        remainder(number, modulo: ordered.count) + remainder(skip, modulo: ordered.count), modulo: ordered.count)
      return ordered.indices.contains(place) ? ordered[place] : nil
    case .window(let turn):
      let place = CategoryRotation.place(ofSlot: number, turn: turn, skip: skip, count: pool.count)
      return pool.indices.contains(place) ? pool[place] : nil
    }
  }

  /// The plan for `source` from the App Group as the widget's process reads it (the quote of the day's own plan
  /// for `.quoteOfTheDay`). Files that cannot be read now give a locked entry, tried again per `UnreadableRetry`.
  public static func plan(
    source: QuoteWidgetSource, store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval,
    isPreview: Bool
  ) -> (entries: [QuoteWidgetTimeline.Entry], reloadAfter: Date) {
    let pool: Result<(quotes: [Quote], empty: String), SharedStoreError>
    // A collection's heading is its name, and its quotes the user's own choice (redacted on a locked screen).
    var title = source.title
    var personal = source == .favorites
    var order = Order.byID
    switch source {
    case .quoteOfTheDay:
      var result = QuoteWidgetTimeline.plan(
        store: store, now: now, timeZone: timeZone, sinceStart: sinceStart, isPreview: isPreview)
      WidgetNextQuote.addButtons(to: &result.entries, source: source, poolSize: 1, store: store)
      return result
    case .favorites:
      pool = store.load(QuoteVaultShared.widgetFavorites).map { stored in
        let favorites = stored ?? QuoteVaultShared.widgetFavorites.defaultValue
        // Only a file the app never wrote (it has not run since the widget was added) asks to sign in: a guest
        // keeps favourites too, so an empty list shared by the app says how to add one.
        return (
          favorites.quotes,
          stored == nil ? QuoteWidgetCopy.favoritesSignedOut : QuoteWidgetCopy.favoritesEmpty
        )
      }
    case .collection(let id):
      let found = WidgetCollections.pool(id: id, store: store)
      if case .success(let found) = found { (title, personal) = (found.title, found.isPersonal) }
      pool = found.map { ($0.quotes, $0.empty) }
    case .category(let category):
      let stored = store.load(QuoteVaultShared.widgetCategories)
      if case .success(let windows) = stored, let turn = windows?.turn { order = .window(turn: turn) }
      pool = stored.map { windows in
        // Only that category's quotes, whatever a damaged or hand-made file files under its name.
        (
          (windows?.quotes[category.rawValue] ?? []).filter { $0.category == category.rawValue },
          QuoteWidgetCopy.categoryEmpty(category)
        )
      }
    }
    var result: (entries: [QuoteWidgetTimeline.Entry], reloadAfter: Date)
    var poolSize = 0
    switch pool {
    case .success(let pool):
      poolSize = Set(pool.quotes.map(\.id)).count
      result = plan(
        pool: pool.quotes, emptyText: pool.empty, now: now, timeZone: timeZone,
        skip: WidgetNextQuote.skip(for: source, in: store), order: order)
    case .failure(.unreadable):
      var locked = QuoteWidgetTimeline.Entry(date: now, quote: nil, deepLink: NotificationPlan.deepLink)
      locked.isLocked = true
      locked.lockedText = QuoteWidgetCopy.locked(source)
      result = ([locked], UnreadableRetry.retryDate(now: now, sinceStart: sinceStart))
    case .failure:
      // A damaged or newer file counts as nothing shared yet; the app's next write replaces it.
      let empty =
        switch source {
        case .category(let category): QuoteWidgetCopy.categoryEmpty(category)
        case .collection: QuoteWidgetCopy.collectionGone
        default: QuoteWidgetCopy.favoritesEmpty
        }
      result = plan(pool: [], emptyText: empty, now: now, timeZone: timeZone)
    }
    if isPreview, result.entries.first?.quote == nil {
      result.entries = [
        QuoteWidgetTimeline.Entry(
          date: now, quote: QuoteWidgetTimeline.galleryQuote, deepLink: NotificationPlan.deepLink)
      ]
    }
    for index in result.entries.indices {
      result.entries[index].title = title
      let quote = result.entries[index].quote
      result.entries[index].isPersonal =
        quote != nil && quote != QuoteWidgetTimeline.galleryQuote && (personal || quote?.ownerID != nil)
    }
    WidgetNextQuote.addButtons(to: &result.entries, source: source, poolSize: poolSize, store: store)
    return result
  }

  /// `pool`: the quotes to rotate through, in `order`. An entry now, then one at each slot change for a day, none
  /// closer than `minimumSpacing` to the one before (a change due sooner comes at that spacing, showing the new
  /// slot's quote); a reload after the last. With nothing to show: `emptyText`, asked again each hour (the app's
  /// snapshot write also reloads the widget at once).
  public static func plan(
    pool: [Quote], emptyText: String, now: Date, timeZone: TimeZone, skip: Int = 0, order: Order = .byID
  ) -> (entries: [QuoteWidgetTimeline.Entry], reloadAfter: Date) {
    guard pick(from: pool, at: now, timeZone: timeZone, order: order) != nil else {
      var empty = QuoteWidgetTimeline.Entry(date: now, quote: nil, deepLink: NotificationPlan.deepLink)
      empty.emptyText = emptyText
      return ([empty], now.addingTimeInterval(QuoteWidgetTimeline.missingRetry))
    }
    var entries = [entry(pool: pool, at: now, timeZone: timeZone, skip: skip, order: order)]
    var previous = now
    for _ in 0..<slotsPerTimeline {
      let change = slot(at: previous, timeZone: timeZone).next
      let date = max(change, previous.addingTimeInterval(minimumSpacing))
      entries.append(entry(pool: pool, at: date, timeZone: timeZone, skip: skip, order: order))
      previous = date
    }
    return (entries, previous)
  }

  private static func entry(
    pool: [Quote], at date: Date, timeZone: TimeZone, skip: Int, order: Order
  ) -> QuoteWidgetTimeline.Entry {
    let quote = pick(from: pool, at: date, timeZone: timeZone, skip: skip, order: order)
    // A tap opens that quote in the app (from the device's cache), as a reminder's tap does.
    return QuoteWidgetTimeline.Entry(
      date: date, quote: quote, deepLink: quote.map(NotificationPlan.quoteLink) ?? NotificationPlan.deepLink)
  }
}
