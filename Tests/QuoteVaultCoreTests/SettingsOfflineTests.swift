import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// Settings changed offline stay changed: on the device at once, never undone by the server's older profile,
/// and notifications never turned on behind the system's back.
@MainActor
@Suite("QuoteVault settings offline and on a new device")
struct SettingsOfflineTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The profile the server holds for `model`'s user.
  func serverProfile(_ model: QuoteVaultModel) async throws -> Profile {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/profiles?id=eq.\(id)")
    return try #require(try JSONDecoder().decode([Profile].self, from: data).first)
  }

  /// A phone signed in as `email` that allowed notifications and turned them on at 07:45.
  func phoneWithNotifications(_ email: String) async throws -> QuoteVaultModel {
    let device = try Device(backend)
    device.notifications.scriptPrompt(.allow)
    let phone = try await signedIn(backend, email: email, device: device)
    await phone.reminders.setNotifications(enabled: true, time: "07:45")
    await phone.settings.finishSync()
    return phone
  }

  @Test(
    "QV-9.6 / QV-9.7: a setting changed while the profile loads after sign-in stays; the profile's others are taken")
  func changedWhileLoading() async throws {
    let model = try await signedIn(backend)
    let id = try #require(model.auth.user?.id)
    // Another device set dark and rose; this profile is what the sign-in's load reads.
    _ = try await backend.admin(
      "PATCH", "rest/v1/profiles?id=eq.\(id)", json: #"{"theme":"dark","accent_color":"rose","font_scale":1.2}"#)
    let loaded = try await serverProfile(model)
    // The load has begun when the user picks forest, before the profile's answer is taken.
    model.settings.beginAdoption()
    model.settings.accent = "forest"
    model.settings.adopt(loaded)
    #expect(model.settings.accent == "forest", "the user's newer choice stays")
    #expect(
      model.settings.appearance == .dark && model.settings.fontScale == 1.2, "what the user did not touch is taken")
    await model.settings.finishSync()
    #expect(
      await eventuallyAsync { (try? await serverProfile(model).accentColor) == "forest" }, "and reaches the profile")
    // The next load takes everything again.
    model.settings.beginAdoption()
    model.settings.adopt(try await serverProfile(model))
    #expect(model.settings.accent == "forest" && model.settings.appearance == .dark)
  }

  @Test("QV-9.6 / QV-9.7: settings changed offline survive an offline relaunch, then reach the profile")
  func offlineRelaunch() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    await backend.stop()
    model.settings.appearance = .dark
    model.settings.accent = "teal"
    model.settings.fontScale = 1.4
    await model.settings.finishSync()
    let id = try #require(model.auth.user?.id)
    #expect(try device.service.cache.profile(id)?.theme == "dark", "the profile on the device changed at once")

    let relaunched = device.model()
    await relaunched.launch()
    #expect(relaunched.connectivity.isOffline)
    #expect(relaunched.settings.appearance == .dark)
    #expect(relaunched.settings.accent == "teal" && relaunched.settings.fontScale == 1.4)

    try await backend.restart()
    await relaunched.afterSignIn()
    #expect(await eventually { relaunched.outbox.pendingCount == 0 })
    let profile = try await serverProfile(relaunched)
    #expect(profile.theme == "dark" && profile.accentColor == "teal" && profile.fontScale == 1.4)
    #expect(relaunched.settings.appearance == .dark)
  }

  @Test("QV-9.7: the server's profile never overwrites a change still waiting for it")
  func pendingWins() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let model = try await signedIn(backend, device: device)
    await proxy.fail("/rest/v1/profiles", method: "PATCH", status: 503, times: nil)
    model.settings.appearance = .dark
    model.settings.accent = "forest"
    await model.settings.finishSync()
    #expect(model.outbox.pendingCount == 2, "one change each, in order")
    #expect(try await serverProfile(model).theme == "system")

    await model.afterSignIn()  // the server's profile, older than this device's change
    #expect(model.settings.appearance == .dark && model.settings.accent == "forest")
    #expect(model.profile.profile?.theme == "dark")

    await proxy.heal()
    await model.outbox.send()
    #expect(try await serverProfile(model).theme == "dark")
  }

  @Test(
    "QV-7.1 / QV-9.7: on a new device the profile's notifications come on only with permission, and then are scheduled")
  func notificationsOnNewDevice() async throws {
    let email = newEmail()
    let phone = try await phoneWithNotifications(email)
    #expect(try await serverProfile(phone).notificationsEnabled)

    let refusing = try Device(backend)
    refusing.notifications.scriptPrompt(.dontAllow)
    let tablet = try await signedIn(backend, email: email, device: refusing, signUp: false)
    #expect(refusing.notifications.promptsShown == 1, "the system was asked")
    #expect(!tablet.settings.settings.notificationsEnabled, "refused: they stay off here")
    #expect(tablet.settings.settings.notificationTime == "07:45")
    #expect(refusing.notifications.pending.isEmpty)
    #expect(tablet.messages.last == "Notifications are off for QuoteVault. Turn them on in Settings > Notifications.")
    // Relaunched (and signed in again): iOS does not ask again, and neither does an alert at every launch.
    let relaunched = refusing.model()
    await relaunched.launch()
    #expect(relaunched.auth.isSignedIn && relaunched.messages.last == nil, "no alert for what the user did not do now")
    #expect(!relaunched.settings.settings.notificationsEnabled && refusing.notifications.promptsShown == 1)

    let allowing = try Device(backend)
    allowing.notifications.scriptPrompt(.allow)
    let laptop = try await signedIn(backend, email: email, device: allowing, signUp: false)
    #expect(allowing.notifications.promptsShown == 1)
    #expect(laptop.settings.settings.notificationsEnabled)
    #expect(!allowing.notifications.pending.isEmpty, "and scheduled")
  }

  @Test("QV-9.7: a guest who creates an account keeps their theme and daily notification; the profile takes them")
  func guestSignsUp() async throws {
    let device = try Device(backend)
    device.notifications.scriptPrompt(.allow)
    let guest = device.model()
    guest.continueAsGuest()
    guest.settings.appearance = .dark
    guest.settings.accent = "forest"
    await guest.reminders.setNotifications(enabled: true, time: "06:30")
    #expect(!device.notifications.pending.isEmpty)
    guest.signInForm.email = newEmail()
    guest.signInForm.password = "correct horse battery"
    #expect(await guest.signInForm.signUp())
    await guest.afterSignIn()
    #expect(guest.settings.settings.appearance == .dark && guest.settings.settings.accent == "forest")
    #expect(guest.settings.settings.notificationsEnabled && guest.settings.settings.notificationTime == "06:30")
    #expect(!device.notifications.pending.isEmpty, "the daily notification goes on")
    await guest.settings.finishSync()
    let profile = try await serverProfile(guest)
    #expect(profile.theme == "dark" && profile.accentColor == "forest" && profile.notificationsEnabled)
    #expect(profile.notificationTime.hasPrefix("06:30"))
  }

  @Test("QV-9.7: a device sends only the settings changed on it, never its other settings over another device's")
  func onlyWhatChanged() async throws {
    let email = newEmail()
    let phone = try await phoneWithNotifications(email)
    #expect(await eventually { phone.outbox.pendingCount == 0 })
    // The tablet refused notifications, so they are off there; it then changes only the accent.
    let refusing = try Device(backend)
    refusing.notifications.scriptPrompt(.dontAllow)
    let tablet = try await signedIn(backend, email: email, device: refusing, signUp: false)
    #expect(!tablet.settings.settings.notificationsEnabled)
    tablet.settings.accent = "teal"
    await tablet.settings.finishSync()
    #expect(await eventually { tablet.outbox.pendingCount == 0 })
    let profile = try await serverProfile(tablet)
    #expect(profile.accentColor == "teal")
    #expect(profile.notificationsEnabled, "the phone's notifications, untouched by the tablet's accent")
  }

  @Test("QV-9.6 / QV-2.2: renaming after a settings change keeps that change through an offline relaunch")
  func renameKeepsSettings() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    await model.profile.load()  // the Settings tab's copy of the profile, from before the change below
    model.settings.appearance = .dark
    await model.settings.finishSync()
    await model.profile.rename("Ada")
    await backend.stop()
    let relaunched = device.model()
    await relaunched.launch()
    #expect(relaunched.connectivity.isOffline)
    #expect(relaunched.settings.appearance == .dark, "the rename did not bring back the old theme")
    let id = try #require(model.auth.user?.id)
    #expect(try device.service.cache.profile(id)?.displayName == "Ada")
  }
}
