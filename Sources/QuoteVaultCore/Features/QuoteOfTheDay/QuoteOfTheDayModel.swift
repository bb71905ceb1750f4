import Foundation
import Localization
import Observation
import SharedStore
import SupabaseClient

/// Home's Quote of the Day (QV-6): today's quote (from the cache at once, then the server's answer for today and
/// the days ahead, shared with the widget and the notification plan), why it cannot be shown, in words, and the
/// highlight a notification or widget tap asks for. The app model owns it and says when the day may have
/// changed; Home's card reads it.
@MainActor
@Observable
public final class QuoteOfTheDayModel {
  public internal(set) var quote: Quote?
  /// The date (yyyy-MM-dd) `quote` is the quote of: when the clock passes midnight it is no longer today.
  public internal(set) var date: String?
  /// Why today's quote could not be shown, in words, where it would be: on Home's Quote of the Day card.
  public internal(set) var error: String?
  /// Set by a notification or widget tap: Home comes forward, scrolls to the quote of the day and highlights it.
  public internal(set) var isHighlighted = false
  /// Counts the links to the quote of the day: a second tap is a new highlight, timed from that tap.
  @ObservationIgnored private(set) var links = 0

  private let dependencies: QuoteVaultDependencies
  private let connectivity: Connectivity
  /// Whether Home shows the card at all (the feed's first page is in): a highlight waits for it.
  private let cardShown: @MainActor () -> Bool

  init(dependencies: QuoteVaultDependencies, connectivity: Connectivity, cardShown: @escaping @MainActor () -> Bool) {
    self.dependencies = dependencies
    self.connectivity = connectivity
    self.cardShown = cardShown
  }

  /// Today, as the quote of the day's dates are written (yyyy-MM-dd in the device's time zone).
  var today: String { QuoteDay.string(dependencies.now(), timeZone: dependencies.timeZone()) }

  /// The server's quotes for today and the next days, in one call, cached per day, shared with the widget and
  /// the notification plan (`QuoteVaultShared.dailyQuotes`).
  public func refresh() async {
    let day = today
    // Today's quote from the cache at once (a new day's first open), while the server is asked for the days
    // ahead: the card never waits for the network when the device already has it.
    if date != day, let cached = try? dependencies.service.cache.quoteOfTheDay(day) {
      quote = cached
      date = day
    }
    let days = NotificationPlan.daysAhead(from: dependencies.now(), timeZone: dependencies.timeZone())
    // Quotes from the cache are no answer from the server: they say nothing about being online.
    let fromCache = days.allSatisfy { (try? dependencies.service.cache.quoteOfTheDay($0)) != nil }
    do throws(SupabaseError) {
      let upcoming = try await dependencies.service.quotesOfTheDays(days)
      guard let todays = upcoming.first(where: { $0.day == day })?.quote else {
        throw SupabaseError.postgrest(status: 404, code: "no_quote_of_the_day", message: "", details: nil)
      }
      quote = todays
      date = day
      try? dependencies.store.write(upcoming, for: QuoteVaultShared.dailyQuotes)
      error = nil
      if !fromCache { connectivity.recordSuccess() }
    } catch .cancelled {
      // Given up (a pull to refresh let go): no outcome, least of all "Cancelled." on the card.
      return
    } catch {
      quote = try? dependencies.service.cache.quoteOfTheDay(day)
      date = quote == nil ? nil : day
      self.error = quote == nil ? Self.problem(error) : nil
      // Today's saved quote still shows: a busy server is said in the banner, as the feed says it (QV-11.4).
      if quote == nil { connectivity.record(error) } else { connectivity.keptSaved(after: error) }
    }
  }

  /// Where the quote of the day would be, when there is none to show.
  static func problem(_ error: SupabaseError) -> String {
    if case .postgrest(404, _, _, _) = error {
      return LocalizedCopy("quotevault.quoteOfTheDay.notReady", "Today's quote isn't ready yet. Try again later.").text
    }
    return error.userMessage
  }

  /// A notification's or widget's link to today's quote: Home highlights it, timed from this tap.
  func highlight() {
    links += 1
    isHighlighted = true
  }

  /// The highlight ends once Home has shown it (after a moment, or when the user scrolls on).
  public func shown() { isHighlighted = false }

  /// How long Home's highlight stays once the card is on screen: long enough to be seen.
  public static let highlightDuration = Duration.seconds(2)

  /// What Home's highlight run is keyed on (its `.task(id:)`): the newest link, once the card it highlights is on
  /// Home (a cold launch from the notification opens the link before the quote has loaded); nil when there is
  /// nothing to highlight. A second tap, or the card arriving, is a new run, timed from then.
  public var highlightRun: Int? {
    isHighlighted && cardShown() && quote != nil ? links : nil
  }

  /// Home scrolled to the highlighted card: the highlight stays `highlightDuration` on the highlight clock, then
  /// ends. A run cancelled (Home left, the task replaced) leaves it for the next run; a run a newer link overtook
  /// leaves it to that link's run, so a second tap gets its full time.
  public func holdHighlight() async {
    guard let run = highlightRun else { return }
    do {
      try await dependencies.highlightClock.sleep(for: Self.highlightDuration)
    } catch {
      return
    }
    guard highlightRun == run else { return }
    shown()
  }
}
