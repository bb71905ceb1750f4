import Foundation
import Observation
import Presentation

/// Settings' own model: the Insult of the Day's time while the wheel still moves, not saved yet, and the wait
/// for the wheel to rest. Held by its destination (`BardDestination.settings`), made anew by each
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
  @ObservationIgnored private var settling: Task<Void, Never>?

  /// The saved time; nil while the notification is off.
  @ObservationIgnored var savedTime: @MainActor () -> InsultOfTheDay.Time? = { nil }
  /// Writes the wheel's time to the settings at once; true when it changed them.
  @ObservationIgnored var onCommit: @MainActor (InsultOfTheDay.Time) -> Bool = { _ in false }
  /// Reschedules the days for the settings as they are now.
  @ObservationIgnored var onReschedule: @MainActor () async -> Void = {}
  /// Waits while the wheel rests (`BardDependencies.rest`).
  @ObservationIgnored var rest: @MainActor (Duration) async -> Void = { _ in }
  @ObservationIgnored var onDone: @MainActor () -> Void = {}
  /// The device's time zone and the moment now, as the app's model reads them (`BardDependencies`).
  @ObservationIgnored var timeZone: @MainActor () -> TimeZone = { BardShared.timeZone }
  @ObservationIgnored var now: @MainActor () -> Date = { Date() }

  /// A sheet reporting nowhere: `BardModel.showSettings()` makes the connected one.
  public init() {}

  /// The time the picker shows: the one on the wheel while it moves, else the saved one; nil while off.
  public var pickerTime: InsultOfTheDay.Time? { timeDraft ?? savedTime() }

  /// The calendar the wheel counts in, set on it by the view: the one the days are scheduled on, in the device's
  /// time zone now (`InsultOfTheDay.calendar`), not the calendar the process started with.
  public var calendar: Calendar { InsultOfTheDay.calendar(in: timeZone()) }

  /// The moment the wheel shows for `pickerTime` on `calendar` (`InsultOfTheDay.wheelDate`); nil while off.
  public var pickerDate: Date? {
    pickerTime.map { InsultOfTheDay.wheelDate(for: $0, now: now(), calendar: calendar) }
  }

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
    settling?.cancel()
    settling = Task { [weak self] in
      // A stop passed before this task began has nothing to wait for.
      guard let self, !Task.isCancelled else { return }
      await self.rest(BardModel.insultOfTheDayTimeRest)
      guard !Task.isCancelled else { return }
      self.settling = nil
      if self.commitDraft() { await self.onReschedule() }
    }
  }

  /// Saves a time still on the wheel; nothing when none is. The store is written before this returns; the
  /// rescheduling it starts is returned, for whoever waits for it.
  @discardableResult
  public func saveTime() -> Task<Void, Never>? {
    settling?.cancel()
    settling = nil
    guard commitDraft() else { return nil }
    let reschedule = onReschedule
    return Task { await reschedule() }
  }

  /// Done: a time on the wheel is saved, and Settings goes.
  public func done() {
    saveTime()
    onDone()
  }

  /// The toggle changed: a time on the wheel is dropped, not saved after.
  func discardDraft() {
    settling?.cancel()
    settling = nil
    timeDraft = nil
  }

  private func commitDraft() -> Bool {
    guard let time = timeDraft else { return false }
    timeDraft = nil
    guard let saved = savedTime(), saved != time else { return false }
    return onCommit(time)
  }
}
