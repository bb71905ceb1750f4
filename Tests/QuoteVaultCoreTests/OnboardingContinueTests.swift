import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// The first-run flow's Continue while its choice is on its way into the app (For You's first page waits on the
/// network): the buttons wait, and a second tap or Skip cannot pass the next step unseen.
@MainActor
@Suite("QuoteVault onboarding: Continue once at a time")
struct OnboardingContinueTests {
  /// A first launch of the install on the local server, onboarding up, its network through a gate (open).
  func firstLaunch() async throws -> (GatedTransport, Device, QuoteVaultModel, OnboardingModel) {
    let backend = try await Backend()
    let gate = GatedTransport(backend.transport)
    await gate.open()
    let device = try Device(backend, transport: gate)
    let model = device.model(isFirstLaunchOfInstall: true)
    await model.launchOnce()
    model.settlePresentation()
    return (gate, device, model, try #require(model.onboarding))
  }

  @Test("Onboarding: Continue tapped twice, or Skip, while the topics go in lands on the reminders step, not past it")
  func continueOnceAtATime() async throws {
    let (gate, device, model, onboarding) = try await firstLaunch()
    onboarding.toggle(.wisdom)

    // For You's first page waits on the network: Continue is on its way, and the buttons say so.
    await gate.close()
    let continuing = Task { await onboarding.next() }
    #expect(await eventuallyAsync { await gate.held > 0 }, "the topics' page is waiting on the network")
    #expect(onboarding.isApplying && onboarding.isBusy, "Continue and Skip are off meanwhile")
    // The impatient second tap and a Skip do nothing while it is on its way.
    await onboarding.next()
    onboarding.skip()
    #expect(onboarding.step == .topics)

    await gate.open()
    await continuing.value
    #expect(onboarding.step == .reminders, "the reminders step is shown, not skipped")
    #expect(!onboarding.isBusy)
    #expect(device.store.read(QuoteVaultShared.onboarding)?.step == .reminders, "and kept there")
    #expect(model.feed.followedTopics == [.wisdom])
  }

  @Test("Onboarding: the topics cannot change while Continue applies them; they can again once it is done")
  func topicsHeldWhileContinuing() async throws {
    let (gate, device, model, onboarding) = try await firstLaunch()
    onboarding.toggle(.courage)

    await gate.close()
    let continuing = Task { await onboarding.next() }
    #expect(await eventuallyAsync { await gate.held > 0 }, "the topics' page is waiting on the network")
    // The toggles are off (the view disables them on `isBusy`); a change that still arrives is not taken.
    #expect(onboarding.isBusy)
    onboarding.toggle(.hope)
    onboarding.toggle(.courage)
    #expect(onboarding.isFollowing(.courage) && !onboarding.isFollowing(.hope))

    await gate.open()
    await continuing.value
    #expect(model.feed.followedTopics == [.courage], "For You follows what Continue applied")
    #expect(device.store.read(QuoteVaultShared.onboarding)?.topics == [.courage], "and the device keeps the same")
  }

  @Test("Onboarding: Skip Setup while a step's Continue is on its way ends the flow; Continue does not move it on")
  func skipAllWhileContinuing() async throws {
    let (gate, device, model, onboarding) = try await firstLaunch()
    onboarding.toggle(.love)

    await gate.close()
    let continuing = Task { await onboarding.next() }
    #expect(await eventuallyAsync { await gate.held > 0 })
    onboarding.skipAll()
    await gate.open()
    await continuing.value
    model.settlePresentation()
    let kept = try #require(device.store.read(QuoteVaultShared.onboarding))
    #expect(kept.finished && kept.step == .topics, "finished where it was left")
    #expect(model.onboarding == nil)
  }
}
