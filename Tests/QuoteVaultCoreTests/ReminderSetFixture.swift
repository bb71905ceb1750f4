import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// A phone on a clock that stays at 2026-03-14 07:00 UTC, its reminders on (daily at 08:00, the prompt allowed),
/// with an "Evening" reminder set (id "x") added on `schedule`: the app and the set as it was added. The backend
/// stays the test's, alive while the test runs.
@MainActor
func phoneWithEveningSet(
  _ backend: Backend, schedule: ReminderSchedule
) async throws -> (model: QuoteVaultModel, added: ReminderSet) {
  let device = try Device(backend)
  let utc = TimeZone(identifier: "UTC") ?? .current
  let now = Date(timeIntervalSince1970: 1_773_471_600)
  let model = device.model(now: { now }, timeZone: utc)
  device.notifications.scriptPrompt(.allow)
  await model.reminders.setNotifications(enabled: true, time: "08:00")
  let added = try #require(await model.reminders.addSet(ReminderSet(id: "x", name: "Evening", schedule: schedule)))
  return (model, added)
}
