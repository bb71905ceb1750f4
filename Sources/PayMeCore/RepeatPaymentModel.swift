import Foundation
import Localization
import Observation

/// The Repeat section of a sent payment: how often and from which day, and why it was refused. Its start is one
/// period after today by default, so repeating a payment just made does not pay the same person twice today.
@MainActor
@Observable
public final class RepeatPaymentModel {
  public let transactionID: String
  public var cadence: PaymentCadence = .monthly {
    didSet { start = Self.defaultStart(cadence, today: today, calendar: calendar) }
  }
  public var start: Date
  public private(set) var error: ScheduleError?
  public private(set) var scheduled = false
  let today: Date
  let calendar: Calendar

  public init(transactionID: String, today: Date, calendar: Calendar) {
    self.transactionID = transactionID
    self.today = today
    self.calendar = calendar
    start = Self.defaultStart(.monthly, today: today, calendar: calendar)
  }

  static func defaultStart(_ cadence: PaymentCadence, today: Date, calendar: Calendar) -> Date {
    cadence.dueDay(1, from: calendar.startOfDay(for: today), calendar: calendar) ?? today
  }

  /// Whether the device owner check for it is up now: a second tap meanwhile asks nothing more.
  public private(set) var confirming = false

  /// Schedules it through the app, after the device owner confirms it; refused or not confirmed, the reason shows
  /// under the button.
  public func schedule(in app: PayMeModel) {
    guard !confirming, !scheduled else { return }
    confirming = true
    app.track {
      let error = await app.repeatPayment(self.transactionID, cadence: self.cadence, start: self.start)
      self.confirming = false
      self.error = error
      self.scheduled = error == nil
    }
  }
}

extension PayMeModel {
  /// A sent payment's Repeat section, with the app's clock and calendar, the same one while its screen is open;
  /// nil for anything but a payment sent.
  public func repeatModel(for transactionID: String) -> RepeatPaymentModel? {
    guard let sent = ledger.transaction(transactionID), sent.kind == .sent, sent.status != .cancelled,
      sent.status != .returned
    else { return nil }
    if let repeating, repeating.transactionID == transactionID { return repeating }
    let made = RepeatPaymentModel(transactionID: transactionID, today: now, calendar: calendar)
    repeating = made
    return made
  }

  /// A schedule's next day, or why it is held back, in the user's calendar.
  public func nextLine(_ schedule: ScheduledPayment) -> LocalizedCopy {
    ScheduledCopy.next(schedule, calendar: calendar, locale: locale)
  }
}
