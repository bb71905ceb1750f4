import Localization
import SharedStore
import SupabaseClient

extension QuoteVaultModel {
  /// Pull to refresh (QV-3.7): the feed and the quote of the day asked side by side, as at launch, so on a
  /// stalled network the spinner waits for the slower of the two, not for both one after the other.
  public func pullToRefresh() async {
    async let quoteOfTheDay: Void = refreshQuoteOfTheDay()
    await feed.reload()
    await quoteOfTheDay
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
    } catch .cancelled {
      // Given up (a pull to refresh let go): no outcome, least of all "Cancelled." on the card.
      return
    } catch {
      quoteOfTheDay = try? dependencies.service.cache.quoteOfTheDay(day)
      quoteOfTheDayDate = quoteOfTheDay == nil ? nil : day
      quoteOfTheDayError = quoteOfTheDay == nil ? Self.quoteOfTheDayProblem(error) : nil
      // Today's saved quote still shows: a busy server is said in the banner, as the feed says it (QV-11.4).
      if quoteOfTheDay == nil { connectivity.record(error) } else { connectivity.keptSaved(after: error) }
    }
  }

  /// Where the quote of the day would be, when there is none to show.
  static func quoteOfTheDayProblem(_ error: SupabaseError) -> String {
    if case .postgrest(404, _, _, _) = error {
      return LocalizedCopy("quotevault.quoteOfTheDay.notReady", "Today's quote isn't ready yet. Try again later.").text
    }
    return error.userMessage
  }

  /// The highlight ends once Home has shown it (after a moment, or when the user scrolls on).
  public func quoteOfTheDayShown() { isShowingQuoteOfTheDay = false }

  /// How long Home's highlight stays once the card is on screen: long enough to be seen.
  public static let quoteOfTheDayHighlightDuration = Duration.seconds(2)

  /// What Home's highlight run is keyed on (its `.task(id:)`): the newest link, once the card it highlights is on
  /// Home (a cold launch from the notification opens the link before the quote has loaded); nil when there is
  /// nothing to highlight. A second tap, or the card arriving, is a new run, timed from then.
  public var quoteOfTheDayHighlightRun: Int? {
    isShowingQuoteOfTheDay && feed.showsQuoteOfTheDay && quoteOfTheDay != nil ? quoteOfTheDayLinks : nil
  }

  /// Home scrolled to the highlighted card: the highlight stays `quoteOfTheDayHighlightDuration` on the highlight
  /// clock, then ends. A run cancelled (Home left, the task replaced) leaves it for the next run; a run a newer
  /// link overtook leaves it to that link's run, so a second tap gets its full time.
  public func holdQuoteOfTheDayHighlight() async {
    guard let run = quoteOfTheDayHighlightRun else { return }
    do {
      try await dependencies.highlightClock.sleep(for: Self.quoteOfTheDayHighlightDuration)
    } catch {
      return
    }
    guard quoteOfTheDayHighlightRun == run else { return }
    quoteOfTheDayShown()
  }
}
