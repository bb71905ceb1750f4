import Foundation
import Localization
import Observation

/// The Repeat section of a sent payment: how often and from which day, why it was refused, and once made what
/// happened ("Scheduled. Next payment: Dec 30"). Its start is one period after today by default, so repeating a
/// payment just made does not pay the same person twice today; a start the user picked stays when they change
/// the frequency.
@MainActor
@Observable
public final class RepeatPaymentModel {
  public let transactionID: String
  public var cadence: PaymentCadence = .monthly {
    // The default start follows the frequency (one period on) only while the user has not picked a day.
    didSet {
      guard !startPicked else { return }
      followingCadence = true
      start = Self.defaultStart(cadence, today: today, calendar: calendar)
      followingCadence = false
    }
  }
  public var start: Date {
    didSet { if !followingCadence, start != oldValue { startPicked = true } }
  }
  /// When it ends: Never (the default), on a day, or after a number of payments (the first one included).
  public var end: ScheduleEndChoice
  /// Whether the user chose the start date (the date picker): then a new frequency leaves it alone.
  public private(set) var startPicked = false
  @ObservationIgnored private var followingCadence = false
  public private(set) var error: ScheduleError?
  public private(set) var scheduled = false
  /// What the section says once the schedule is made, in place of how it works: sent now or scheduled, and the
  /// next payment's day. Nil until then.
  public private(set) var confirmation: LocalizedCopy?
  let today: Date
  let calendar: Calendar

  public init(transactionID: String, today: Date, calendar: Calendar) {
    self.transactionID = transactionID
    self.today = today
    self.calendar = calendar
    let start = Self.defaultStart(.monthly, today: today, calendar: calendar)
    self.start = start
    end = ScheduleEndChoice(.never, passed: 0, next: start, calendar: calendar)
    let days = ScheduledPaymentsModel.startDays(today: today, calendar: calendar)
    startDays = { days }
  }

  /// The start picker's days: today to a year on.
  public var startRange: ClosedRange<Date> { startDays() }

  /// The section's footer until a schedule is made: how scheduled payments are sent, or why only when PayMe opens.
  public var howItWorks: LocalizedCopy { sendingWords() }

  /// The days the end may be on: from the first payment to 10 years on.
  public var endDateRange: ClosedRange<Date> {
    ScheduleEndChoice.dayRange(from: start, today: today, calendar: calendar)
  }

  static func defaultStart(_ cadence: PaymentCadence, today: Date, calendar: Calendar) -> Date {
    cadence.dueDay(1, from: calendar.startOfDay(for: today), calendar: calendar) ?? today
  }

  /// Whether the device owner check for it is up now: a second tap meanwhile asks nothing more.
  public private(set) var confirming = false

  /// Makes the schedule (the app's: the device owner's check, then the saved list) and answers what the section
  /// says once it is made. Reported up through the transaction's screen that owns this section
  /// (`TransactionModel.onSchedule`), never by reaching into the app model.
  @ObservationIgnored var onSchedule: @MainActor (RepeatRequest) async -> Result<LocalizedCopy, ScheduleError> = {
    _ in .failure(.notConfirmed)
  }
  /// Runs the scheduling as SwiftUI would let it run; the app keeps it so a test can wait for it.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  /// The days a schedule may start on, and how scheduled payments are sent: the schedules' (`ScheduledPaymentsModel`).
  @ObservationIgnored var startDays: @MainActor () -> ClosedRange<Date>
  @ObservationIgnored var sendingWords: @MainActor () -> LocalizedCopy = { ScheduledCopy.howItWorks }

  /// Repeat Payment: scheduled through the app, after the device owner confirms it; refused or not confirmed, the
  /// reason shows under the button.
  public func schedule() {
    guard !confirming, !scheduled else { return }
    confirming = true
    run {
      guard let end = self.end.end(passed: 0, calendar: self.calendar) else {
        self.confirming = false
        self.error = .endCountOutOfRange
        return
      }
      let made = await self.onSchedule(
        RepeatRequest(transactionID: self.transactionID, cadence: self.cadence, start: self.start, end: end))
      self.confirming = false
      switch made {
      case .success(let confirmation):
        self.error = nil
        self.scheduled = true
        self.confirmation = confirmation
      case .failure(let error):
        self.error = error
      }
    }
  }
}

/// What Repeat Payment asks the app to make: the sent payment repeated, how often, from which day, until when.
public struct RepeatRequest: Equatable, Sendable {
  public let transactionID: String
  public let cadence: PaymentCadence
  public let start: Date
  public let end: ScheduleEnd
}

extension Transaction {
  /// A payment the user sent that went: the one kind of entry that can be repeated, from its screen's Repeat
  /// section or its Activity row alike.
  var offersRepeat: Bool { kind == .sent && status != .cancelled && status != .returned }
}
