import AppServices
import Foundation
import Localization
import Observation

/// Keeps the Insult of the Day's next days pending with their insults, as the settings say now, and says in words
/// why it cannot (notifications denied, or iOS would not add one). Each run waits for the one before and reads the
/// settings when its turn comes, so runs never interleave their removals and additions and what is pending always
/// follows the last setting.
@MainActor
@Observable
final class InsultOfTheDaySchedule {
  /// Why the daily notification cannot come, in words, under its toggle.
  private(set) var problem: LocalizedCopy?
  /// The last run asked for; the next waits for it.
  @ObservationIgnored private(set) var run: Task<Void, Never>?
  @ObservationIgnored private let center: any NotificationCenterClient
  /// The settings as the app has them when a run's turn comes; nil once the app's model is gone (nothing runs).
  @ObservationIgnored var settings: @MainActor () -> BardSettings? = { nil }
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private let timeZone: @Sendable () -> TimeZone

  init(
    center: any NotificationCenterClient, now: @escaping @Sendable () -> Date,
    timeZone: @escaping @Sendable () -> TimeZone
  ) {
    self.center = center
    self.now = now
    self.timeZone = timeZone
  }

  /// The user turned the toggle on or off: refused by iOS's permission prompt, that is said under the toggle;
  /// otherwise no problem stands until a run finds one.
  func toggled(refused: Bool) {
    problem = refused ? BardCopy.insultOfTheDayDenied : nil
  }

  /// Starts a run in turn, now, and returns it (kept in `run`).
  @discardableResult
  func start() -> Task<Void, Never> {
    let previous = run
    let next = Task { @MainActor in
      await previous?.value
      await self.scheduleInTurn()
    }
    run = next
    return next
  }

  private func scheduleInTurn() async {
    guard let settings = settings() else { return }
    guard settings.insultOfTheDay != nil else {
      await removePending(keeping: [])
      // Off, nothing can fail. A refused prompt stays said (its Open Settings button is the way back) until
      // notifications are allowed in Settings; then the words would be false.
      let allowed = await center.authorizationStatus().allowsDelivery
      if allowed || problem != BardCopy.insultOfTheDayDenied { problem = nil }
      return
    }
    guard await center.authorizationStatus().allowsDelivery else {
      await removePending(keeping: [])
      // Turned off in Settings since: said under the toggle, which stays on so the time is kept.
      problem = BardCopy.insultOfTheDayDenied
      return
    }
    problem = nil
    let requests = InsultOfTheDay.pending(after: now(), settings: settings, timeZone: timeZone())
    // What is no longer planned goes first, so old and new never pass iOS's 64 together (it would keep the
    // soonest and drop later ones of the new set). A reminder planned again has the same identifier (its moment
    // and words) and is added over itself, so a run the app's suspension cuts short leaves those in place; only a
    // changed time or count, made with the app in front, can leave a gap, and the next return fills it.
    await removePending(keeping: Set(requests.map(\.id)))
    for request in requests {
      do {
        try await center.add(request)
      } catch {
        problem = BardCopy.insultOfTheDayFailed
        return
      }
    }
  }

  /// Removes the Bard's pending reminders not in `planned`, read from iOS's list (identifiers are moments and
  /// words now, not positions, so they cannot be listed ahead). Delivered ones stay in Notification Center.
  private func removePending(keeping planned: Set<String>) async {
    let stale = await center.pendingIdentifiers().filter { InsultOfTheDay.isOwn($0) && !planned.contains($0) }
    guard !stale.isEmpty else { return }
    await center.removePendingRequests(withIdentifiers: stale)
  }
}
