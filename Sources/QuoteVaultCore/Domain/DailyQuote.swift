import Foundation

/// A day's quote, shared with the widget and the notifications.
public struct DailyQuote: Codable, Equatable, Sendable {
  public let day: String
  public let quote: Quote
  public init(day: String, quote: Quote) {
    self.day = day
    self.quote = quote
  }
}
