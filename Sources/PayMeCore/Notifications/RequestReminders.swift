import AppServices
import Foundation

/// The reminders of the user's requests still waiting for an answer (`RequestReminder`): one for each request
/// made while reminders are on, every waiting one when reminders are turned on, written again when Hide Balance or
/// the language changes, withdrawn when a request is settled or removed. It reads the app's ledger and wording as
/// they are now (`wording`); its work is the app's (`run`), so a test can wait for it.
@MainActor
final class RequestReminders {
  /// What the reminders are written from, as the app has it now.
  struct Wording {
    var ledger: Ledger
    var locale: Locale
    var hidingAmount: Bool
    /// The user wants reminders and iOS allows them.
    var isOn: Bool
    var now: Date
  }

  private let center: any NotificationCenterClient
  var wording: @MainActor () -> Wording
  var run: FieldEcho.Run = { work in Task { await work() } }
  /// Reminders were just written in the wording's locale: the app keeps which, to write them again when it changes.
  var onWritten: @MainActor () -> Void = unimplemented("RequestReminders.onWritten")

  init(center: any NotificationCenterClient, wording: @escaping @MainActor () -> Wording) {
    self.center = center
    self.wording = wording
  }

  /// Requests just made (one, or a split's): each reminded a day later, while fewer than `limit` wait. The newest
  /// request's reminder fires last: at the cap it is the one left out, as iOS would drop it.
  func remind(of requests: [Transaction]) {
    let wording = wording()
    guard wording.isOn, !requests.isEmpty else { return }
    let reminders = requests.map {
      RequestReminder.request(for: $0, locale: wording.locale, hidingAmount: wording.hidingAmount)
    }
    let center = center
    run {
      var scheduled = await center.pendingIdentifiers().filter(RequestReminder.isReminder).count
      for reminder in reminders where scheduled < RequestReminder.limit {
        try? await center.add(reminder)
        scheduled += 1
      }
    }
    onWritten()
  }

  /// Reminders were turned on: requests already waiting (made while reminders were off, or the demo's own) are
  /// reminded too, except those the user already reminded the contact of: each is reminded once, not again at
  /// every off and on.
  func remindAllWaiting() async {
    let wording = wording()
    let reminded = Set(
      wording.ledger.transactions.filter { $0.remindedAt != nil }.map { RequestReminder.identifier(for: $0.id) })
    for reminder in RequestReminder.requests(
      for: wording.ledger, now: wording.now, locale: wording.locale, hidingAmount: wording.hidingAmount)
    where !reminded.contains(reminder.id) {
      try? await center.add(reminder)
    }
    onWritten()
  }

  /// The reminders still pending, written again as they would be written now (Hide Balance, the language and
  /// region), under the same identifiers, so iOS replaces them; the ones already delivered or withdrawn stay so.
  func rewritePending() async {
    let wording = wording()
    let reminders = RequestReminder.requests(
      for: wording.ledger, now: wording.now, locale: wording.locale, hidingAmount: wording.hidingAmount)
    let waiting = Set(await center.pendingIdentifiers())
    for reminder in reminders where waiting.contains(reminder.id) { try? await center.add(reminder) }
    onWritten()
  }

  /// The reminders of requests that were settled or removed: the pending ones never fire, and the ones already
  /// delivered leave Notification Center, where they would open something no longer waiting.
  func withdraw(requests ids: [String]) {
    guard !ids.isEmpty else { return }
    let reminders = ids.map(RequestReminder.identifier(for:))
    let center = center
    run {
      await center.removePendingRequests(withIdentifiers: reminders)
      await center.removeDeliveredNotifications(withIdentifiers: reminders)
    }
  }
}
