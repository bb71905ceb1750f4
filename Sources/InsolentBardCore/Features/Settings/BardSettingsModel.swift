import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// Settings' own model: the Insult of the Day's time and end while their wheels still move, not saved yet, and
/// the wait for a wheel to rest. Held by its destination (`BardDestination.settings`), made anew by each
/// `BardModel.showSettings()`, so a time left on the wheel never outlives its sheet: it is saved when the
/// wheel rests, when Settings closes (Done, a swipe, a link taking it down) and when the app leaves the screen.
/// The settings themselves, the writes and the rescheduling are the app's model's, reached through closures.
/// Its navigation stack's path is its own too: what Settings pushes (About, the privacy policy) goes with the
/// sheet, so Settings opens again at its root.
@MainActor
@Observable
public final class BardSettingsModel: HashableObject {
  /// What Settings pushes in its own navigation stack, bound to `NavigationStack(path:)`.
  public enum Route: Hashable, Sendable {
    case about
    /// The app's own account of what it keeps, when the build configures no policy page (`PrivacyPolicyRow`).
    case privacyPolicy
  }

  /// The screens pushed over Settings' root; SwiftUI shortens it on Back or a swipe.
  public var path: [Route] = []
  /// The time on the wheel while it moves, not saved yet.
  public private(set) var timeDraft: InsultOfTheDay.Time?
  /// The end on its wheel (shown with more than one a day) while it moves, not saved yet.
  public private(set) var endDraft: InsultOfTheDay.Time?
  @ObservationIgnored private var waitingForRest: Task<Void, Never>?

  /// The saved time; nil while the notification is off.
  @ObservationIgnored var savedTime: @MainActor () -> InsultOfTheDay.Time? = { nil }
  /// Writes the wheel's time to the settings at once; true when it changed them.
  @ObservationIgnored var onCommit: @MainActor (InsultOfTheDay.Time) -> Bool = { _ in false }
  /// The saved end of the day's reminders.
  @ObservationIgnored var savedEnd: @MainActor () -> InsultOfTheDay.Time = { .morning }
  /// Writes the end wheel's time to the settings at once; true when it changed them.
  @ObservationIgnored var onCommitEnd: @MainActor (InsultOfTheDay.Time) -> Bool = { _ in false }
  /// Reschedules the days for the settings as they are now.
  @ObservationIgnored var onReschedule: @MainActor () async -> Void = unimplemented("BardSettingsModel.onReschedule")
  /// Waits while the wheel rests (`BardDependencies.rest`).
  @ObservationIgnored var rest: @MainActor (Duration) async -> Void = { _ in }
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("BardSettingsModel.onDone")
  /// The device's time zone and the moment now, as the app's model reads them (`BardDependencies`).
  @ObservationIgnored var timeZone: @MainActor () -> TimeZone = { BardShared.timeZone }
  @ObservationIgnored var now: @MainActor () -> Date = { Date() }
  /// The app's settings, read afresh at each access (so the view follows them; BardSettingsModel+Values.swift).
  @ObservationIgnored var settings: @MainActor () -> BardSettings = { BardSettings() }
  /// A change the user made: the app saves it and does what it calls for.
  @ObservationIgnored var onChange: @MainActor (Change) -> Void = unimplemented("BardSettingsModel.onChange")
  /// The Insult of the Day toggle's state and the words of its problem, as the app has them.
  @ObservationIgnored var insultOfTheDayState: @MainActor () -> (on: Bool, problem: LocalizedCopy?) = {
    (false, nil)
  }
  @ObservationIgnored var onInsultOfTheDayOn: @MainActor (Bool) async -> Void = unimplemented(
    "BardSettingsModel.onInsultOfTheDayOn")
  @ObservationIgnored var onOpenNotificationSettings: @MainActor () async -> Void = unimplemented(
    "BardSettingsModel.onOpenNotificationSettings")
  @ObservationIgnored var onShowHowToAddWidget: @MainActor () -> Void = unimplemented(
    "BardSettingsModel.onShowHowToAddWidget")
  /// The privacy policy row's page or the app's own account (`PrivacyPolicyRow`).
  @ObservationIgnored var policy: @MainActor () -> PrivacyPolicy = {
    PrivacyPolicy(configured: nil, summary: BardPrivacy.summary)
  }

  /// A sheet reporting nowhere: `BardModel.showSettings()` makes the connected one.
  public init() {}

  public var privacyPolicy: PrivacyPolicy { policy() }

  /// The time the picker shows: the one on the wheel while it moves, else the saved one; nil while off.
  public var pickerTime: InsultOfTheDay.Time? { timeDraft ?? savedTime() }

  /// The calendar the wheel counts in, set on it by the view: the one the days are scheduled on, in the device's
  /// time zone now (`InsultOfTheDay.calendar`), not the calendar the process started with.
  public var calendar: Calendar { InsultOfTheDay.calendar(in: timeZone()) }

  /// The moment the wheel shows for `pickerTime` on `calendar` (`InsultOfTheDay.wheelDate`); nil while off.
  public var pickerDate: Date? {
    pickerTime.map { InsultOfTheDay.wheelDate(for: $0, now: now(), calendar: calendar) }
  }

  /// The end the end wheel shows: the one on it while it moves, else the saved one.
  public var pickerEnd: InsultOfTheDay.Time { endDraft ?? savedEnd() }

  /// The moment the end wheel shows for `pickerEnd` on `calendar`.
  public var pickerEndDate: Date { wheelDate(for: pickerEnd) }

  /// The moment a wheel shows for `time` (the last reminder's, say) on `calendar`.
  public func wheelDate(for time: InsultOfTheDay.Time) -> Date {
    InsultOfTheDay.wheelDate(for: time, now: now(), calendar: calendar)
  }

  /// The time of day a wheel stopped at `date` shows on `calendar`'s clock.
  public func time(at date: Date) -> InsultOfTheDay.Time { InsultOfTheDay.time(at: date, calendar: calendar) }

  /// The wheel stopped at `date`: its time on `calendar`'s clock (`pick(_:)`).
  public func pick(at date: Date) { pick(InsultOfTheDay.time(at: date, calendar: calendar)) }

  /// The time wheel: each stop only moves what the picker shows; once the wheel has rested
  /// `BardModel.insultOfTheDayTimeRest`, the time is saved to the shared store and the days rescheduled, once.
  public func pick(_ time: InsultOfTheDay.Time) {
    guard savedTime() != nil else { return }
    timeDraft = time
    saveOnceWheelsRest()
  }

  /// The end wheel stopped at `date`: as the time wheel, each stop only moves what it shows, and the last one is
  /// saved (and the days rescheduled, once) when the wheel rests, when Settings closes or when the app leaves.
  public func pickEnd(at date: Date) {
    endDraft = time(at: date)
    saveOnceWheelsRest()
  }

  /// Waits for the wheels to rest, from the last stop of either, then saves what they show.
  private func saveOnceWheelsRest() {
    waitingForRest?.cancel()
    waitingForRest = Task { [weak self] in
      // A stop passed before this task began has nothing to wait for.
      guard let self, !Task.isCancelled else { return }
      await self.rest(BardModel.insultOfTheDayTimeRest)
      guard !Task.isCancelled else { return }
      self.waitingForRest = nil
      if self.commitDraft() { await self.onReschedule() }
    }
  }

  /// Saves a time still on the wheel; nothing when none is. The store is written before this returns; the
  /// rescheduling it starts is returned, for whoever waits for it.
  @discardableResult
  public func saveTime() -> Task<Void, Never>? {
    waitingForRest?.cancel()
    waitingForRest = nil
    guard commitDraft() else { return nil }
    let reschedule = onReschedule
    return Task { await reschedule() }
  }

  /// Done: a time on the wheel is saved, and Settings goes.
  public func done() {
    saveTime()
    onDone()
  }

  /// The toggle changed: a time on the wheel is dropped, not saved after; an end on its wheel is saved now (the
  /// toggle's own change reschedules), so it is never lost.
  func discardDraft() {
    waitingForRest?.cancel()
    waitingForRest = nil
    timeDraft = nil
    if let end = endDraft {
      endDraft = nil
      _ = onCommitEnd(end)
    }
  }

  /// Writes what the wheels show; true when the settings changed (the caller reschedules once for both).
  private func commitDraft() -> Bool {
    var changed = false
    if let end = endDraft {
      endDraft = nil
      changed = onCommitEnd(end)
    }
    guard let time = timeDraft else { return changed }
    timeDraft = nil
    guard let saved = savedTime(), saved != time else { return changed }
    return onCommit(time) || changed
  }
}
