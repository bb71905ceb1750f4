import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import SharedStore
import Testing

/// The first-run flow (topics, reminders, the permission in context) against the real server: once per install,
/// never for someone who had the app before, skippable at every step, and never lost to a link or to iOS
/// ending the app.
@MainActor
@Suite("QuoteVault onboarding: the first-run flow")
struct OnboardingTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// A new install's first launch: the quotes as a guest at once (no sign-in screen first), the flow up over
  /// them, settled.
  func firstRunAsGuest(_ device: Device) async throws -> (QuoteVaultModel, OnboardingModel) {
    let model = device.model(isFirstLaunchOfInstall: true)
    #expect(model.rootScreen == .launching)
    await model.launchOnce()
    #expect(model.isGuest && model.rootScreen == .app && !model.auth.isSignedIn, "the feed, not the sign-in screen")
    #expect(!model.feed.quotes.isEmpty, "quotes under the flow")
    model.settlePresentation()
    let onboarding = try #require(model.onboarding)
    #expect(model.presentation.top?.style == .fullScreenCover)
    return (model, onboarding)
  }

  @Test("Onboarding: a first run opens on the quotes as a guest; the last step offers Sign In, which ends the flow")
  func firstRunOffersSignIn() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    #expect(!onboarding.showsSignIn, "not on the first step: the flow first")
    await onboarding.next()
    onboarding.wantsReminders = false
    #expect(onboarding.isLastStep && onboarding.showsSignIn, "no reminders wanted: the reminders step is the last")
    onboarding.wantsReminders = true
    #expect(!onboarding.showsSignIn)
    await onboarding.next()
    #expect(onboarding.step == .permission && onboarding.showsSignIn)
    // Reminders were chosen: Sign In asks iOS first, as Allow does, so the choice is not dropped for the account.
    device.notifications.scriptPrompt(.allow)
    await onboarding.signIn()
    #expect(device.notifications.promptsShown == 1)
    model.settlePresentation()
    #expect(model.onboarding == nil && device.store.read(QuoteVaultShared.onboarding)?.finished == true)
    #expect(model.presentation.top?.destination.isSignIn == true, "the sign-in sheet, over the guest's tabs")
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await model.afterSignIn()
    #expect(model.auth.isSignedIn && !model.isGuest && model.rootScreen == .app)
    #expect(model.settings.settings.notificationsEnabled, "the reminders chosen in the flow are on")
    #expect(!device.notifications.schedule.isEmpty, "and planned")

    // QV-1.8 still holds: signing out goes to the sign-in screen, and a relaunch is no first run again.
    await model.account.signOut()
    #expect(model.rootScreen == .signIn)
    let relaunched = device.model()
    await relaunched.launchOnce()
    #expect(relaunched.rootScreen == .signIn && !relaunched.isGuest)
  }

  @Test("Onboarding: Sign In after choosing reminders, refused by iOS, says so on the step; Sign In then goes on")
  func signInRefusedSaysSo() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    await onboarding.next()
    await onboarding.next()
    #expect(onboarding.step == .permission && onboarding.showsSignIn)
    device.notifications.scriptPrompt(.dontAllow)
    await onboarding.signIn()
    #expect(onboarding.permissionNote == OnboardingModel.permissionDenied.text, "the choice's fate is said")
    #expect(model.onboarding != nil && !model.settings.settings.notificationsEnabled)
    await onboarding.signIn()
    #expect(device.notifications.promptsShown == 1, "iOS is asked once")
    model.settlePresentation()
    #expect(model.onboarding == nil && model.presentation.top?.destination.isSignIn == true)
  }

  @Test("Onboarding: the last step offers no Sign In to someone signed in")
  func signedInIsNotOffered() async throws {
    let device = try Device(backend)
    let model = device.model(isFirstLaunchOfInstall: true)
    await model.launchOnce()
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await model.afterSignIn()
    model.settlePresentation()
    let onboarding = try #require(model.onboarding)
    await onboarding.next()
    await onboarding.next()
    #expect(onboarding.step == .permission && !onboarding.showsSignIn)
    await onboarding.signIn()
    #expect(model.onboarding != nil, "nothing happens")
  }

  @Test("Onboarding: a first run picks topics, reminders and the permission; a refusal says where, and it finishes")
  func wholeFlowWithRefusal() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    #expect(onboarding.step == .topics)
    onboarding.toggle(.wisdom)
    onboarding.toggle(.humor)
    await onboarding.next()
    // The topics are For You's, and Home shows their mix.
    #expect(model.feed.followedTopics == [.wisdom, .humor])
    #expect(model.feed.choice == .forYou)
    #expect(!model.feed.quotes.isEmpty)
    #expect(model.feed.quotes.allSatisfy { ["Wisdom", "Humor"].contains($0.category) })
    #expect(onboarding.step == .reminders)
    onboarding.wantsReminders = true
    onboarding.reminderCount = 4
    onboarding.setWindow(start: "08:00", end: "20:00")
    await onboarding.next()
    // The app's own reminder settings took the choice (no copy of them elsewhere).
    #expect(model.reminders.schedule.count == 4 && model.reminders.schedule.end == "20:00")
    #expect(model.settings.settings.notificationTime == "08:00")
    #expect(onboarding.step == .permission)
    #expect(device.notifications.promptsShown == 0, "iOS is asked only on the permission step")
    device.notifications.scriptPrompt(.dontAllow)
    await onboarding.allowNotifications()
    #expect(device.notifications.promptsShown == 1)
    #expect(onboarding.permissionNote == OnboardingModel.permissionDenied.text)
    #expect(!model.settings.settings.notificationsEnabled)
    #expect(model.onboarding != nil, "the step stays up to say where to turn them on")
    onboarding.finish()
    model.settlePresentation()
    #expect(model.onboarding == nil)
    // Never again: the next launch of this install shows nothing.
    let relaunched = try Device(backend, folder: device.folder).model()
    await relaunched.launchOnce()
    relaunched.settlePresentation()
    #expect(relaunched.onboarding == nil)
    #expect(relaunched.feed.choice == .forYou, "a user who follows topics opens on For You")
  }

  @Test("QV-7.1, QV-7.2: the reminders chosen in onboarding, once allowed, are planned at the chosen time")
  func allowedPlansReminders() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    onboarding.skip()
    #expect(model.feed.followedTopics.isEmpty, "a skipped step applies nothing")
    onboarding.reminderCount = 3
    onboarding.setWindow(start: "07:00", end: "19:00")
    await onboarding.next()
    device.notifications.scriptPrompt(.allow)
    await onboarding.allowNotifications()
    model.settlePresentation()
    #expect(model.onboarding == nil, "allowed, the flow finishes")
    #expect(model.settings.settings.notificationsEnabled)
    #expect(model.settings.settings.notificationTime == "07:00")
    // 07:00, 13:00 and 19:00: the day's second reminder comes at 13:00.
    let second = device.notifications.schedule.filter { $0.request.id.hasSuffix("-1") }
    #expect(!second.isEmpty, "a day's second reminder is planned")
    #expect(second.allSatisfy { Calendar.current.component(.hour, from: $0.fires) == 13 })
  }

  @Test("Onboarding: every step can be skipped, and Skip Setup ends it at once; nothing is asked of iOS")
  func skippable() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    onboarding.toggle(.love)
    onboarding.skip()
    #expect(onboarding.step == .reminders)
    onboarding.skip()
    model.settlePresentation()
    #expect(model.onboarding == nil)
    #expect(model.feed.followedTopics.isEmpty && model.reminders.schedule == ReminderSchedule())
    #expect(device.notifications.promptsShown == 0)

    let other = try Device(backend)
    let (second, flow) = try await firstRunAsGuest(other)
    flow.skipAll()
    second.settlePresentation()
    #expect(second.onboarding == nil)
    #expect(other.store.read(QuoteVaultShared.onboarding)?.finished == true)
  }

  @Test("Onboarding: someone who had the app before (a session, or saved settings) is never shown it")
  func notForUpgrades() async throws {
    // Signed in on this device before the flow existed: the app opens to their tabs, no flow.
    let device = try Device(backend)
    _ = try await signedIn(backend, device: device)
    let upgraded = device.model()
    await upgraded.launchOnce()
    upgraded.settlePresentation()
    #expect(upgraded.rootScreen == .app && upgraded.onboarding == nil)
    #expect(device.store.read(QuoteVaultShared.onboarding)?.finished == true)

    // Settings saved (a guest of an older version), even on what looks like a first launch.
    let guest = try Device(backend)
    var settings = QuoteVaultSettings()
    settings.accent = "green"
    try guest.store.write(settings, for: QuoteVaultShared.settings)
    let model = guest.model(isFirstLaunchOfInstall: true)
    await model.launchOnce()
    model.continueAsGuest()
    model.settlePresentation()
    #expect(model.onboarding == nil)
  }

  @Test("Onboarding: signing in on a first run shows the flow once the tabs are up")
  func firstRunSignedIn() async throws {
    let device = try Device(backend)
    let model = device.model(isFirstLaunchOfInstall: true)
    await model.launchOnce()
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await model.afterSignIn()
    model.settlePresentation()
    #expect(model.onboarding?.step == .topics)
  }

  @Test("Onboarding: a widget, notification or Spotlight link during the flow lands; the flow comes back where it was")
  func linkDuringOnboarding() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    onboarding.toggle(.success)
    await onboarding.next()
    onboarding.reminderCount = 6
    let quote = try #require(model.feed.quotes.first)
    let scene = SimulatedScene()
    // Each way a link arrives from outside, and where it must land.
    let arrivals: [(String, @MainActor () -> Void, @MainActor () -> Bool)] = [
      (
        "a widget's or reminder's quote", { model.open(QuoteVaultLink.quote(id: quote.id).url) },
        { model.homePath == [quote] }
      ),
      ("the daily notification", { model.open(NotificationPlan.deepLink) }, { model.daily.isHighlighted }),
      ("a Spotlight result", { model.openSpotlightResult("quote-\(quote.id)") }, { model.homePath == [quote] }),
    ]
    for (name, arrive, landed) in arrivals {
      model.selectedTab = .settings
      #expect(model.onboarding != nil, "\(name): the flow is up when it arrives")
      arrive()
      model.settlePresentation()
      // The link shows what it named.
      #expect(model.onboarding == nil, "\(name)")
      #expect(model.selectedTab == .home && landed(), "\(name)")
      // The flow's place and choices are kept on the device...
      let kept = try #require(device.store.read(QuoteVaultShared.onboarding))
      #expect(!kept.finished && kept.step == .reminders && kept.reminders.count == 6 && kept.topics == [.success])
      // ...and it comes back at the next return to the app, where it was left.
      await model.follow(scene.leaveApp())
      await model.follow(scene.returnToApp())
      model.settlePresentation()
      let resumed = try #require(model.onboarding, "\(name)")
      #expect(resumed.step == .reminders && resumed.reminderCount == 6 && resumed.isFollowing(.success))
      model.daily.shown()
    }
  }

  @Test("Onboarding: iOS ending the app mid-flow loses no choice: the next launch opens it at the same step")
  func killedMidFlow() async throws {
    let device = try Device(backend)
    let (model, onboarding) = try await firstRunAsGuest(device)
    onboarding.toggle(.motivation)
    await onboarding.next()
    onboarding.wantsReminders = true
    onboarding.reminderCount = 5
    onboarding.setWindow(end: "22:30")
    #expect(model.feed.followedTopics == [.motivation])
    // iOS ends the app here; the next launch is no longer the install's first.
    let relaunched = try Device(backend, folder: device.folder).model()
    await relaunched.launchOnce()
    relaunched.settlePresentation()
    let resumed = try #require(relaunched.onboarding)
    #expect(resumed.step == .reminders)
    #expect(resumed.reminderCount == 5 && resumed.progress.reminders.end == "22:30")
    #expect(resumed.isFollowing(.motivation) && relaunched.feed.followedTopics == [.motivation])
  }
}
