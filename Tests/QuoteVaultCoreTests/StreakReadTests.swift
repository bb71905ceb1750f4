import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// What counts as a read for Home's streak, through the app model as the views call it.
@MainActor
@Suite("QuoteVault reading streak: what counts as a read")
struct StreakReadTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("The quote of the day on Home and the reader count, once a day; a launch in the background never does")
  func reads() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)

    // Before the scene's phase is known (SwiftUI says it only once it changes, unless asked): nothing counts.
    model.quoteRead()
    #expect(model.streak.current == 0, "a launch nobody said was in front")

    // A notification button or a refresh launched the app in the background: nothing was read.
    let scene = SimulatedScene()
    await model.follow(scene.leaveApp())
    model.quoteRead()
    #expect(model.streak.current == 0 && model.streak.label == nil)

    await model.follow(scene.returnToApp())
    model.read(quote, in: .feed)
    #expect(model.streak.current == 1 && model.streak.label == "1-day streak", "opening the reader is a read")
    model.quoteRead()
    #expect(model.streak.current == 1 && model.streak.longestLabel == "Longest: 1 day", "one day counts once")
    #expect(device.model().streak.current == 1, "kept on the device: the next launch shows it")
  }

  @Test("A launch in front counts the quote of the day at once, from the phase the scene started in")
  func launchInFront() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    model.sceneStarted(in: .active)
    model.quoteRead()
    #expect(model.streak.current == 1)
  }
}
