import Foundation
import Localization
import SharedStore

/// The widget's timeline (QV-10): today's quote now, then an entry at each midnight for which the app stored the
/// day's quote, and a reload just after the next midnight.
public enum QuoteWidgetTimeline {
  public struct Entry: Equatable, Sendable {
    public let date: Date
    public let quote: Quote?
    public let deepLink: URL
    /// The App Group could not be read (after a restart, before the first unlock): not "open the app".
    public var isLocked = false
    /// The widget's heading: what "Edit Widget" chose to show (`QuoteWidgetSource.title`).
    public var title = QuoteWidgetLayout.title
    /// What the widget says when there is no quote to show and the files could be read.
    public var emptyText = QuoteWidgetLayout.missingQuote
    /// What it says when the files cannot be read yet (before the first unlock after a restart).
    public var lockedText = QuoteWidgetLayout.lockedQuote
    /// The quote is the user's (My Favorites, or one of their own): iOS redacts it on a locked Lock Screen and
    /// in StandBy (`privacySensitive`), where anyone near the phone reads what a widget shows.
    public var isPersonal = false
    /// The heart's state for the quote (`WidgetHearts`); nil: no heart (no quote, signed out, locked files).
    public var isFavorite: Bool?
    /// What the Next Quote button moves on (`WidgetNextQuote`); nil: no button (one quote, the day's quote).
    public var nextQuote: QuoteWidgetSource?

    public init(date: Date, quote: Quote?, deepLink: URL) {
      self.date = date
      self.quote = quote
      self.deepLink = deepLink
    }

    /// What the widget says where the quote would be, when there is none.
    public var missingText: String { isLocked ? lockedText : emptyText }
  }

  /// The widget gallery's sample, before the app has stored a quote: how the widget will look, not an instruction.
  public static var galleryQuote: Quote {
    Quote(
      id: 0, text: LocalizedCopy("quotevault.widget.galleryQuote", "Quotes worth keeping, one a day.").text,
      author: "QuoteVault", category: QuoteCategory.wisdom.rawValue)
  }

  /// While today's quote is missing the widget asks again each hour (the app also reloads it whenever it stores
  /// quotes): 24 reloads a day at most, inside WidgetKit's budget of about 40-70.
  public static let missingRetry: TimeInterval = 60 * 60

  /// The plan from the App Group as the widget's process reads it. Files that cannot be read now (a restart,
  /// before the first unlock) give a locked entry, tried again per `UnreadableRetry` (`sinceStart`: the phone's
  /// uptime); a damaged or newer file counts as nothing stored. `isPreview` (the gallery): the sample quote when
  /// there is nothing to show.
  public static func plan(
    store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval, isPreview: Bool
  ) -> (entries: [Entry], reloadAfter: Date) {
    var result: (entries: [Entry], reloadAfter: Date)
    switch store.load(QuoteVaultShared.dailyQuotes) {
    case .success(let quotes): result = plan(now: now, quotes: quotes ?? [], timeZone: timeZone)
    case .failure(.unreadable):
      var locked = Entry(date: now, quote: nil, deepLink: NotificationPlan.deepLink)
      locked.isLocked = true
      result = ([locked], UnreadableRetry.retryDate(now: now, sinceStart: sinceStart))
    case .failure: result = plan(now: now, quotes: [], timeZone: timeZone)
    }
    if isPreview, result.entries.first?.quote == nil {
      result.entries = [Entry(date: now, quote: galleryQuote, deepLink: NotificationPlan.deepLink)]
    }
    return result
  }

  /// `quotes` is what the app stored (`QuoteVaultShared.dailyQuotes`), in any order. Today's entry is looked up
  /// by today's date, whenever the widget asks: planned at 00:01, it shows the new day's quote, not nothing.
  public static func plan(now: Date, quotes: [DailyQuote], timeZone: TimeZone, maximumEntries: Int = 15) -> (
    entries: [Entry], reloadAfter: Date
  ) {
    var byDay: [String: Quote] = [:]
    for daily in quotes { byDay[daily.day] = daily.quote }
    var entries = [
      Entry(
        date: now, quote: byDay[QuoteDay.string(now, timeZone: timeZone)], deepLink: NotificationPlan.deepLink)
    ]
    var midnight = QuoteDay.nextMidnight(after: now, timeZone: timeZone)
    while entries.count < maximumEntries, let quote = byDay[QuoteDay.string(midnight, timeZone: timeZone)] {
      entries.append(Entry(date: midnight, quote: quote, deepLink: NotificationPlan.deepLink))
      midnight = QuoteDay.nextMidnight(after: midnight, timeZone: timeZone)
    }
    // Reload just after the next midnight (a daily reload, well within the budget) so what the app stored since
    // shows; each hour while today's quote is missing.
    let next = QuoteDay.nextMidnight(after: now, timeZone: timeZone).addingTimeInterval(60)
    let reload = entries[0].quote == nil ? min(now.addingTimeInterval(missingRetry), next) : next
    return (entries, reload)
  }
}

extension QuoteWidgetTimeline {
  /// What the "Quote of the Day" App Shortcut says: today's quote from the store the widget reads, by the
  /// widget's own plan (so Siri, Spotlight, the widget and the app agree), as the share sheet words it; or the
  /// widget's words for why there is none (nothing fetched yet, files locked before the first unlock).
  public static func todayAnswer(store: SharedStore, now: Date, timeZone: TimeZone, sinceStart: TimeInterval) -> (
    quote: Quote?, text: String
  ) {
    let entry = plan(store: store, now: now, timeZone: timeZone, sinceStart: sinceStart, isPreview: false).entries
      .first
    guard let quote = entry?.quote else { return (nil, entry?.missingText ?? QuoteWidgetLayout.missingQuote) }
    return (quote, quote.shareText)
  }
}
