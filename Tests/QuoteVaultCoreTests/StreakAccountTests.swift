import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// The reading streak is each account's own on the device: Sign Out (or a session the server ends) keeps it for
/// the next sign-in to the same account; another account and the guest see only their own.
@MainActor
@Suite("QuoteVault reading streak: kept per account")
struct StreakAccountTests {
  let backend: Backend
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)
  init() async throws { backend = try await Backend() }

  /// `email` signed in (or up) in front, with the quote of the day's card on screen: today's read counted.
  private func reads(_ model: QuoteVaultModel, as email: String, signUp: Bool) async throws {
    try await GuestFavoritesTests.signIn(model, email, signUp: signUp)
    await model.daily.refresh()
    model.quoteOfTheDayCardVisible(true)
  }

  @Test("Signing out and back in restores the account's streak; another account never sees it; nothing is lost")
  func signOutAndBackIn() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    model.sceneStarted(in: .active)
    await model.launchOnce()
    let reader = newEmail()
    try await reads(model, as: reader, signUp: true)
    clock.advance(86_400)
    await model.calendarDayMayHaveChanged()
    #expect(model.streak.current == 2 && model.streak.label == "2-day streak")

    // Sign Out, as Settings asks: the guest's own streak shows (none), the account's is kept.
    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn && model.streak.current == 0 && model.streak.longestLabel == nil)

    // Another account on the same phone starts from none, and reads a day of its own.
    let other = newEmail()
    try await reads(model, as: other, signUp: true)
    #expect(model.streak.current == 1, "the other account's own day, not the first account's two")
    await model.account.requestSignOut()

    // The first account again, after a relaunch: its two days, and today's read makes three.
    let relaunched = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    relaunched.sceneStarted(in: .active)
    await relaunched.launchOnce()
    try await reads(relaunched, as: reader, signUp: false)
    #expect(relaunched.streak.current == 2, "the same day counts once")
    clock.advance(86_400)
    await relaunched.calendarDayMayHaveChanged()
    #expect(relaunched.streak.current == 3 && relaunched.streak.longestLabel == "Longest: 3 days")
    await relaunched.account.requestSignOut()
    try await GuestFavoritesTests.signIn(relaunched, other)
    #expect(relaunched.streak.current == 1 && relaunched.streak.longestLabel == "Longest: 1 day", "its own day only")
  }

  @Test("The single streak an earlier build kept is given to whoever it was shown to, not lost")
  func earlierBuildsStreak() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let first = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    let reader = newEmail()
    try await GuestFavoritesTests.signIn(first, reader, signUp: true)
    // What the earlier build wrote: one streak (schema 1), yesterday's read, the account signed in.
    let file = device.store.directory.appendingPathComponent("quotevault-reading-streak.json")
    let old =
      #"{"schemaVersion": 1, "value": {"current": 4, "longest": 6, "lastDay": "2026-03-13", "lastZone": "Europe/Paris"}}"#
    try Data(old.utf8).write(to: file)

    let updated = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    #expect(updated.streak.current == 4, "shown at once, before the session is restored")
    updated.sceneStarted(in: .active)
    await updated.launchOnce()
    updated.quoteOfTheDayCardVisible(true)
    #expect(updated.auth.isSignedIn && updated.streak.current == 5 && updated.streak.longestLabel == "Longest: 6 days")
    await updated.account.requestSignOut()
    #expect(updated.streak.current == 0, "the guest never had it")
    try await GuestFavoritesTests.signIn(updated, reader)
    #expect(updated.streak.current == 5)
  }
}
