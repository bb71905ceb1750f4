import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// The streak nudge: opt-in; one notification at the evening time while the day's quote is unseen and there is a
/// streak to keep; gone the moment the quote is seen; one of the reminders' 63, never a 64th.
@MainActor
@Suite("QuoteVault streak nudge: tonight's while unseen, gone once seen, within the reminders' share")
struct StreakNudgeTests: ParisGuestSuite {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// A guest's app launched in front on a phone whose notification centre runs on `clock` in Paris.
  func launchedWithNotifications() async throws -> (clock: TestClock, device: Device, model: QuoteVaultModel) {
    let clock = TestClock(start)
    let device = try Device(backend, notifications: SimulatedNotificationCenter(now: { clock.now }, timeZone: zone))
    return (clock, device, await launchedInFront(device, clock: clock))
  }

  func nudges(_ device: Device) -> [(request: NotificationRequest, fires: Date)] {
    device.notifications.schedule.filter { $0.request.id == StreakNudge.identifier }
  }

  /// `day` of March 2026 at `hour`:00 in Paris (UTC+1 until the 29th).
  func paris(_ day: Int, _ hour: Int) -> Date {
    Date(timeIntervalSince1970: 1_773_442_800 + Double((day - 14) * 86_400 + hour * 3_600))
  }

  @Test("Off by default; on, it waits for tomorrow evening once today is read, and is today's while unread")
  func plannedAroundTheRead() async throws {
    let (clock, device, model) = try await launchedWithNotifications()
    #expect(!model.reminders.streakNudge.isEnabled && model.reminders.streakNudge.time == "20:00")
    model.quoteOfTheDayCardVisible(true)
    #expect(model.streak.current == 1 && nudges(device).isEmpty, "nothing until the user asks")

    device.notifications.scriptPrompt(.allow)
    await model.reminders.setStreakNudge(enabled: true)
    #expect(model.reminders.streakNudge.isEnabled)
    #expect(nudges(device).map(\.fires) == [paris(15, 20)], "read today: tomorrow at 20:00, not tonight")
    let nudge = try #require(nudges(device).first?.request)
    #expect(nudge.title == "Keep your streak")
    #expect(nudge.body == "Your 1-day streak is still yours to keep. Today's quote is waiting.")
    #expect(nudge.url == NotificationPlan.deepLink, "a tap opens the day's quote, which keeps the streak")

    // The next day the app comes back at noon with the card on screen: seen, so tonight's goes at once.
    let scene = SimulatedScene()
    await model.follow(scene.leaveApp())
    clock.advance(26 * 3_600)
    await model.follow(scene.returnToApp())
    #expect(model.streak.current == 2)
    #expect(await eventuallyAsync { nudges(device).map(\.fires) == [paris(16, 20)] }, "tonight's gone, tomorrow's")
    #expect(nudges(device).first?.request.body == "Your 2-day streak is still yours to keep. Today's quote is waiting.")

    // The 16th goes by unread: at 20:00 the nudge comes, once.
    await model.follow(scene.leaveApp())
    #expect(device.notifications.fire(until: paris(16, 20)).map(\.id) == [StreakNudge.identifier])
    #expect(nudges(device).isEmpty)
  }

  @Test("Never when the streak is 0: none before a first read, none once a day was missed")
  func noStreakNoNudge() async throws {
    let (clock, device, model) = try await launchedWithNotifications()
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setStreakNudge(enabled: true)
    #expect(model.streak.current == 0 && nudges(device).isEmpty, "no streak yet")

    model.quoteOfTheDayCardVisible(true)
    #expect(await eventuallyAsync { nudges(device).count == 1 })
    model.quoteOfTheDayCardVisible(false)
    // Two days later (the 15th missed), back in the app with nothing on screen yet: the streak is 0.
    let scene = SimulatedScene()
    await model.follow(scene.leaveApp())
    clock.advance(2 * 86_400)
    await model.follow(scene.returnToApp())
    #expect(model.streak.current == 0)
    #expect(nudges(device).isEmpty, "nothing to keep, nothing said")
  }

  @Test("It changes with its time, and turning it off takes it away; a refused permission leaves it off")
  func timeAndOff() async throws {
    let (clock, device, model) = try await launchedWithNotifications()
    device.notifications.scriptPrompt(.dontAllow)
    await model.reminders.setStreakNudge(enabled: true)
    #expect(!model.reminders.streakNudge.isEnabled, "iOS said no: off, and the user is told where to allow it")
    device.notifications.userChangedSettings(to: .authorized)
    model.quoteOfTheDayCardVisible(true)
    await model.reminders.setStreakNudge(enabled: true)
    await model.reminders.setStreakNudge(time: "21:30")
    #expect(nudges(device).map(\.fires) == [paris(15, 21).addingTimeInterval(1_800)])
    await model.reminders.setStreakNudge(time: "25:00")
    #expect(model.reminders.streakNudge.time == "21:30", "not a time: nothing changes")
    let relaunched = device.model(now: { clock.now }, timeZone: zone)
    #expect(relaunched.reminders.streakNudge == StreakNudge(isEnabled: true, time: "21:30"), "kept on the device")
    await model.reminders.setStreakNudge(enabled: false)
    #expect(nudges(device).isEmpty)
  }

  @Test("It takes one of the reminders' 63: with the reminders full, 62 of theirs and the nudge, never a 64th")
  func withinTheRemindersShare() async throws {
    let (_, device, model) = try await launchedWithNotifications()
    await model.feed.reload()
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    await model.reminders.setReminders(count: ReminderSchedule.counts.upperBound, end: "22:00")
    #expect(device.notifications.schedule.count == NotificationPlan.plannedLimit)
    model.quoteOfTheDayCardVisible(true)
    await model.reminders.setStreakNudge(enabled: true)
    let reminders = device.notifications.schedule.filter { $0.request.id != StreakNudge.identifier }
    #expect(reminders.count == NotificationPlan.plannedLimit - 1 && nudges(device).count == 1)
    #expect(device.notifications.schedule.count == NotificationPlan.plannedLimit, "a slot still kept free")
    await model.reminders.setStreakNudge(enabled: false)
    #expect(device.notifications.schedule.count == NotificationPlan.plannedLimit && nudges(device).isEmpty)
  }
}
