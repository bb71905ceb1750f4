import Foundation
import SharedStore

/// What the background runs' summary notification has told since PayMe was last opened. iOS replaces a delivered
/// notification when one with its identifier is added, so a second run's summary (`payme-background-ran-summary`)
/// would silently take the place of the first, and with it the first's counts: the second says both runs' counts
/// instead. Saved, as each background run may be its own launch; cleared once PayMe is opened (its messages then
/// tell every detail) or the summary is withdrawn.
public struct BackgroundSummaryCounts: Codable, Equatable, Sendable {
  public var sent = 0
  public var notSent = 0
  public var skipped = 0

  public init() {}

  /// These counts and a run's, each bounded (a count a file could hold never overflows).
  func adding(_ run: ScheduledPayments.Run) -> BackgroundSummaryCounts {
    var merged = self
    let bound = ScheduledPayments.maximumCount * ScheduledPayment.maximumOccurrences
    merged.sent = min(max(sent, 0), bound) + run.sent.count
    merged.notSent = min(max(notSent, 0), bound) + run.heldBack.count + run.notSaved.count
    merged.skipped = min(max(skipped, 0), bound) + run.skipped
    return merged
  }
}

extension PayMeShared {
  /// The unseen background summary's counts (`BackgroundSummaryCounts`).
  static let backgroundSummary = StoreKey("payme-background-summary", default: BackgroundSummaryCounts())
}
