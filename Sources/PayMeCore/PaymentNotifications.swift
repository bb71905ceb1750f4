import Foundation

/// Local notifications, as PayMe uses them: a nudge a day after a request if it is still unanswered. The Apple
/// layer implements it with UNUserNotificationCenter; tests pass a fake.
public protocol PaymentNotifier: Sendable {
  func requestAuthorization() async -> Bool
  func schedule(_ reminder: RequestReminder) async
  func cancel(_ identifiers: [String]) async
}

/// "Ava hasn't answered your $25.00 request": shown a day after the request, unless it was answered or
/// withdrawn, or notifications were turned off, first.
public struct RequestReminder: Equatable, Sendable {
  public let id: String
  public let title: String
  public let body: String
  /// Seconds from now.
  public let delay: TimeInterval

  public static let delay: TimeInterval = 24 * 60 * 60

  public static func identifier(for transactionID: String) -> String { "payme-request-\(transactionID)" }

  public init(for transaction: Transaction, locale: Locale) {
    id = Self.identifier(for: transaction.id)
    title = "Request to \(transaction.counterparty.name)"
    body =
      "\(transaction.counterparty.name) hasn't answered your \(transaction.amount.formatted(locale: locale)) request "
      + "for \(transaction.note.isEmpty ? "money" : transaction.note). Remind them from PayMe."
    delay = Self.delay
  }
}

/// For the demo without notifications (and previews): does nothing, grants nothing.
public struct NoNotifications: PaymentNotifier {
  public init() {}
  public func requestAuthorization() async -> Bool { false }
  public func schedule(_ reminder: RequestReminder) async {}
  public func cancel(_ identifiers: [String]) async {}
}
