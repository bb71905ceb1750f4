import Foundation

/// Settings' streak nudge: on and off, its time, and its one pending notification planned with the reminders
/// (one at a time, so the sets' share and the nudge never disagree) and again whenever the streak changes.
extension RemindersModel {
  /// The switch: on asks iOS first (it prompts only once); refused, it stays off and says where to allow it. The
  /// reminder sets are planned again too, as they share one fewer while it is on.
  public func setStreakNudge(enabled: Bool) async {
    guard enabled != streakNudge.isEnabled else { return }
    if enabled, !(await dependencies.notifications.requestAuthorization()) {
      showNotificationsOff()
      return
    }
    keepStreakNudge { $0.isEnabled = enabled }
    await reschedule()
  }

  /// The evening time the nudge comes at ("HH:mm"); anything else changes nothing.
  public func setStreakNudge(time: String) async {
    guard NotificationPlan.parseTime(time) != nil, time != streakNudge.time else { return }
    keepStreakNudge { $0.time = time }
    await replanStreakNudge()
  }

  /// The streak changed (the day's quote seen): today's nudge goes at once, tomorrow's takes its place. Waits for
  /// any plan under way, so an older one never lands after it.
  public func replanStreakNudge() async {
    let previous = planning
    let next = Task { [weak self] in
      await previous?.value
      await self?.planStreakNudge()
    }
    planning = next
    await next.value
  }

  /// The pending nudge brought in line with the streak and the switch; left as it is while whose streak it is is
  /// not known yet (before the launch's restore).
  func planStreakNudge() async {
    guard let streak = currentStreak() else { return }
    let planned = streakNudge.plan(streak: streak, now: dependencies.now(), timeZone: dependencies.timeZone())
    await StreakNudge.apply(planned, to: dependencies.notifications)
  }

  /// Kept on the device at once; a write that fails keeps the choice for this run, and the next change writes it.
  private func keepStreakNudge(_ change: (inout StreakNudge) -> Void) {
    var changed = streakNudge
    change(&changed)
    streakNudge = changed
    try? dependencies.store.write(changed, for: QuoteVaultShared.streakNudge)
  }
}
