import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import SharedStore

/// The scheduled payments feature: the schedules and their file, each row's words, what the user does to a
/// schedule, making one from a sent payment (Repeat, +Repeat), sending what is due (+Run), missed payments
/// (+Missed), the wait for a due day while PayMe is in front (+DueWhileOpen), and the reminders. The app's model
/// owns it (`PayMeModel.scheduledPayments`) and keeps only the wiring (`connectScheduledPayments`): the ledger
/// and the device owner check come in as values, and the app presents the edit sheet and the messages this model
/// reports through its closures.
@MainActor
@Observable
public final class ScheduledPaymentsModel {
  /// The saved schedules, as read at launch and changed since.
  public internal(set) var schedules = ScheduledPayments()
  /// Why the saved file must not be written over (a newer version's, or one iOS would not let PayMe read now):
  /// nothing is saved, and nothing is sent, until a relaunch can read it.
  var problem: SharedStoreError?

  /// A message for the user (a damaged file set aside, a failed save): the app queues it.
  @ObservationIgnored var onMessage: @MainActor (PayMeAlert) -> Void = unimplemented("ScheduledPaymentsModel.onMessage")
  /// Whether amounts are hidden now (Hide Balance, not revealed): the app's setting, read when a row is drawn.
  @ObservationIgnored var hidesAmounts: @MainActor () -> Bool = { false }
  /// The device owner check, the app's, as for every payment (`confirmOwner(_:_:)`); nil alone: nothing is confirmed.
  @ObservationIgnored var ownerCheck: OwnerCheck?
  /// Work an intent starts (a check): the app runs it, so a test can wait for it.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  /// Puts the edit sheet up, takes it down (and follows a link that waited for it), or asks a question over it.
  @ObservationIgnored var onPresent: @MainActor (ScheduleEditModel) -> Void = unimplemented(
    "ScheduledPaymentsModel.onPresent")
  @ObservationIgnored var onDismiss: @MainActor (ScheduleEditModel) -> Void = unimplemented(
    "ScheduledPaymentsModel.onDismiss")
  /// Whether this sheet is the one on screen (the app's `scheduleEditor`); alone, this model shows none.
  @ObservationIgnored var isShown: @MainActor (ScheduleEditModel) -> Bool = { _ in false }
  @ObservationIgnored var onAsk: @MainActor (PayMeAlert) -> Void = unimplemented("ScheduledPaymentsModel.onAsk")
  /// The sheet stays up after its device owner check (cancelled, failed, or the schedule moved on): a link that
  /// arrived during the check and waits for the sheet to close is asked about now.
  @ObservationIgnored var onKept: @MainActor (ScheduleEditModel) -> Void = unimplemented(
    "ScheduledPaymentsModel.onKept")
  /// What VoiceOver should say, and the haptic for what happened: the app posts and plays them.
  @ObservationIgnored var onAnnounce: @MainActor (LocalizedCopy) -> Void = unimplemented(
    "ScheduledPaymentsModel.onAnnounce")
  @ObservationIgnored var onHaptic: @MainActor (HapticIntent) -> Void = unimplemented("ScheduledPaymentsModel.onHaptic")
  /// The app's ledger, which a run commits to (ScheduledPaymentsModel+Run.swift); nil alone: nothing is sent. A
  /// schedule never starts a series on a day the ledger already paid.
  @ObservationIgnored var runLedger: ScheduledLedger?
  /// Where the reminders go, and what times the wait for a due day while PayMe is in front: the app's; nil alone.
  @ObservationIgnored var notifications: (any NotificationCenterClient)?
  @ObservationIgnored var dueClock: (any Clock<Duration>)?
  /// Whether PayMe's notifications are on, and whether Hide Balance is on (the messages and notifications then
  /// keep amounts hidden; the rows follow `hidesAmounts`).
  @ObservationIgnored var notificationsOn: @MainActor () -> Bool = { false }
  @ObservationIgnored var hideBalance: @MainActor () -> Bool = { false }
  /// The alert up and the messages waiting their turn, so a question is not asked twice.
  @ObservationIgnored var alertsOnScreen: @MainActor () -> AlertsOnScreen = { AlertsOnScreen() }
  /// The schedules as last seen, so a change can tell which went and withdraw their notifications
  /// (ScheduledPaymentsModel+Notifications.swift).
  @ObservationIgnored var knownScheduleIDs: Set<String> = []
  /// The wait for a due day ended while PayMe is in front: the app runs what the calendar moves now.
  @ObservationIgnored var onDayChanged: @MainActor () -> Void = unimplemented("ScheduledPaymentsModel.onDayChanged")
  /// The last plan of the reminders, which the next one waits for (`planReminders`).
  @ObservationIgnored var remindersPlan: Task<Void, Never>?
  /// The schedules whose resume is being confirmed: a second tap meanwhile asks nothing more.
  @ObservationIgnored var resuming: Set<String> = []
  /// A schedule the row's swipe just cancelled, offered back (Undo, as Mail offers a swiped-away message) until
  /// `undoDuration` has passed, another is cancelled, or the screen is left (ScheduledPaymentsModel+Undo.swift).
  public internal(set) var recentlyCancelled: CancelledSchedule?
  /// What Undo's time is measured on (the app's `PayMeDependencies.undoClock`).
  @ObservationIgnored var undoClock: any Clock<Duration> = ContinuousClock()
  @ObservationIgnored var undoExpiry: Task<Void, Never>?
  /// Whether VoiceOver or Switch Control is running, as the view last said: then Undo has no time limit.
  @ObservationIgnored var assistiveTechnology = false
  /// Undo's device owner check is up (it would send a payment now): a second tap asks nothing more.
  public internal(set) var isConfirmingUndo = false
  /// Background App Refresh off or restricted for PayMe, and Low Power Mode, as last read (at a return to the
  /// app, and at each Low Power Mode change: `readBackgroundRefresh`); iOS's refusal of PayMe's last request for
  /// a run (`requestBackgroundRun`). Together they are `backgroundSending` (BackgroundRefresh.swift), read from
  /// iOS through `backgroundRefresh` (the app's; nil alone, as in previews: nothing is said).
  @ObservationIgnored var backgroundRefresh: (any BackgroundRefreshClient)?
  public internal(set) var backgroundRefreshOff = false
  public internal(set) var lowPowerMode = false
  public internal(set) var runRequestRefused = false
  /// The schedules whose missed payments' Send All is under way (its device owner check): not asked again meanwhile.
  @ObservationIgnored var sendingMissed: Set<String> = []
  /// Missed payments were asked about since PayMe last became active from the background (or launched).
  @ObservationIgnored var askedAboutMissed = false
  /// PayMe is in front, so a payment falling due is run and asked about now (ScheduledPaymentsModel+DueWhileOpen.swift).
  @ObservationIgnored var isWatchingDue = false
  /// The wait until the next due day while PayMe is in front; cancelled when it goes to the background.
  @ObservationIgnored var dueCheck: Task<Void, Never>?

  let store: SharedStore
  /// The user's formats and calendar, as the app model last set them (`PayMeModel.localeChanged(to:)`).
  public internal(set) var locale: Locale
  var calendar: Calendar
  let now: @Sendable () -> Date

  public init(store: SharedStore, locale: Locale, calendar: Calendar, now: @escaping @Sendable () -> Date = { Date() })
  {
    self.store = store
    self.locale = locale
    self.calendar = calendar
    self.now = now
  }

  /// The saved schedules, believed only if this app could have written them; a damaged file is set aside (its
  /// bytes kept) and said, one that cannot be read now is left alone and never written over.
  func load() {
    switch store.load(PayMeShared.scheduledPayments).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible: schedules = saved
    case .success(nil): break
    case .success(.some), .failure(.corrupt):
      do {
        try store.setAside(PayMeShared.scheduledPayments)
        onMessage(ScheduledCopy.resetAlert)
      } catch {
        problem = error
      }
    case .failure(let error): problem = error
    }
    knownScheduleIDs = Set(schedules.items.map(\.id))
  }

  /// Writes the schedules; a failure is said (the changes stay in memory for this run).
  func save() {
    do {
      if let problem { throw problem }
      try store.write(schedules, for: PayMeShared.scheduledPayments)
    } catch {
      onMessage(PayMeAlerts.notSaved(error))
    }
  }

  /// A change the user made on this screen: saved, the reminders planned for what is scheduled now, and the
  /// notifications of a schedule gone withdrawn.
  func changed() {
    save()
    planReminders()
    withdrawNotificationsOfChangedList()
  }

  /// Cancel Payment from the row's context menu (a control the user opens and reads, not a swipe): asks first,
  /// as Apple Cash and banks do; the dialog's Cancel Payment then runs `cancel`. The row's swipe cancels at once
  /// and offers Undo instead (`cancelFromSwipe`). An ended schedule sends nothing more, so removing it asks
  /// nothing.
  public func askToCancel(_ id: String) {
    guard let schedule = schedules.items.first(where: { $0.id == id }) else { return }
    if hasEnded(schedule) { cancel(id) } else { onAsk(ScheduledCopy.cancelDialog(schedule)) }
  }

  /// Stops a schedule; what it sent stays in the history, and its reminder is withdrawn.
  public func cancel(_ id: String) {
    guard schedules.cancel(id) else { return }
    changed()
  }

  /// A schedule's row: who and how much, the amount hidden while Hide Balance hides it.
  public func title(_ schedule: ScheduledPayment) -> LocalizedCopy {
    LocalizedCopy(
      "payme.scheduled.row", "%@, %@", .text(schedule.recipient.name),
      .text(hidesAmounts() ? PayMeCopy.hiddenAmount : schedule.amount.formatted(locale: locale)))
  }

  /// What VoiceOver reads for the row's amount: "Amount hidden" rather than the dots.
  public func accessibilityTitle(_ schedule: ScheduledPayment) -> LocalizedCopy {
    LocalizedCopy(
      "payme.scheduled.row", "%@, %@", .text(schedule.recipient.name),
      .text(hidesAmounts() ? PayMeCopy.amountHidden.text : schedule.amount.formatted(locale: locale)))
  }

  /// A schedule's next day, why it is held back, that it is paused, or that it ended, in the user's calendar.
  public func nextLine(_ schedule: ScheduledPayment) -> LocalizedCopy {
    hasEnded(schedule) ? ScheduledCopy.ended : ScheduledCopy.next(schedule, calendar: calendar, locale: locale)
  }
}
