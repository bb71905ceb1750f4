import Foundation
import SharedStore
import Testing

@testable import QuoteVaultCore

/// The reminders step's controls while its Continue applies them: held, as the topics step's toggles are.
@MainActor
@Suite("QuoteVault onboarding: the reminders step held while Continue applies it")
struct OnboardingRemindersHeldTests {
  @Test("Onboarding: the reminders toggle, count and window cannot change while Continue applies them")
  func remindersHeldWhileContinuing() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("QuoteVaultOnboarding-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    var progress = OnboardingProgress()
    progress.step = .reminders
    let onboarding = OnboardingModel(store: store, progress: progress)
    onboarding.reminderCount = 2
    onboarding.setWindow(start: "08:00", end: "20:00")
    // The app's work for the step (settings, then the reminders scheduled) waits until the test lets it go.
    let (release, releaser) = AsyncStream<Void>.makeStream()
    onboarding.onApply = { _, _ in
      for await _ in release { break }
    }
    let continuing = Task { await onboarding.next() }
    #expect(await eventually { onboarding.isBusy }, "Continue is on its way")
    // The controls are off (the view disables the step on `isBusy`); a change that still arrives is not taken.
    onboarding.wantsReminders = false
    onboarding.reminderCount = 5
    onboarding.setWindow(start: "06:00", end: "23:00")
    #expect(onboarding.wantsReminders && onboarding.reminderCount == 2)
    #expect(onboarding.progress.reminders.start == "08:00" && onboarding.progress.reminders.end == "20:00")
    releaser.yield()
    releaser.finish()
    await continuing.value
    #expect(onboarding.step == .permission, "reminders were wanted: the permission step")
    let kept = try #require(store.read(QuoteVaultShared.onboarding))
    #expect(kept.wantsReminders && kept.reminders.count == 2 && kept.reminders.start == "08:00")
    // Once Continue is done, the choices can change again.
    onboarding.reminderCount = 4
    #expect(onboarding.reminderCount == 4)
  }
}
