import Foundation
import Localization

extension PayMeModel {
  /// The rows under a transaction's date: a bank transfer's (`transferDetails`), and a scheduled payment's due
  /// day ("Scheduled For"), which may be before the day the money moved (PayMe was closed on it).
  public func detailRows(_ transaction: Transaction) -> [RowValue] {
    var rows = transferDetails(transaction)
    if let due = transaction.scheduledFor {
      let title = ScheduledCopy.scheduledFor.text
      let day = due.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(locale))
      rows.append(
        RowValue(
          id: ScheduledCopy.scheduledFor.key, title: title, subtitle: nil, value: day, systemImage: nil,
          accessibilityLabel: "\(title), \(day)"))
    }
    return rows
  }
}
