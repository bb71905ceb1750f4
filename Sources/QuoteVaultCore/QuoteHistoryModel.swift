import Foundation
import Observation
import Presentation
import SupabaseClient

/// The past quotes of the day (the last `days` days, today first), as a sheet from Home's Quote of the Day: the
/// days the device has saved show at once, the server's answer fills the rest (each day's quote is fixed once
/// chosen, the same on every device, so a saved one is never stale).
@MainActor
@Observable
public final class QuoteHistoryModel {
  public private(set) var entries: [DailyQuote] = []
  public private(set) var state = LoadState.idle
  private let service: QuoteVaultService
  private let days: [String]
  @ObservationIgnored var onClose: (@MainActor () -> Void)?

  /// How far back the history goes.
  public static let length = 30

  /// `today` (yyyy-MM-dd) and the days before it, in the user's time zone.
  public init(service: QuoteVaultService, now: Date, timeZone: TimeZone) {
    self.service = service
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let today = calendar.startOfDay(for: now)
    days = (0..<Self.length).reversed().compactMap { calendar.date(byAdding: .day, value: -$0, to: today) }
      .map { QuoteDay.string($0, timeZone: timeZone) }
  }

  public var title: String { "Past Quotes" }
  public var emptyMessage: String { "No past quotes yet." }

  /// Saved days first, then the server's: newest first.
  public func load() async {
    let saved = days.compactMap { day -> DailyQuote? in
      guard let quote = try? service.cache.quoteOfTheDay(day) else { return nil }
      return DailyQuote(day: day, quote: quote)
    }
    if !saved.isEmpty { entries = saved.reversed() }
    state = .loading
    do throws(SupabaseError) {
      let fetched = try await service.quotesOfTheDays(days)
      entries = fetched.sorted { $0.day > $1.day }
      state = entries.isEmpty ? .empty : .loaded
    } catch .cancelled {
      state = entries.isEmpty ? .idle : .loaded
    } catch {
      state = entries.isEmpty ? .failed(error.userMessage) : .loaded
    }
  }

  public func close() { onClose?() }
}

extension QuoteHistoryModel: HashableObject {}
