import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// What counts as a read for Home's streak, driven as the views drive it: the root view's scene phases
/// (`sceneStarted` before the launch task, `scenePhaseChanged` after), the card's `onAppear`/`onDisappear`
/// (`quoteOfTheDayCardVisible`), UIKit's day change (`calendarDayMayHaveChanged`), a reminder's or widget's link
/// (`open`), the tab bar and Home's stack (`selectedTab`, `homePath`), and the reader (`read`).
@MainActor
@Suite("QuoteVault reading streak: what counts as a read")
struct StreakReadTests: ParisGuestSuite {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("Returning to the app with the card still on screen counts the new day: onAppear does not run again")
  func returnWithCardOnScreen() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = await launchedInFront(device, clock: clock)
    #expect(model.daily.quote != nil)
    #expect(model.streak.current == 0, "the card is not on screen yet")
    model.quoteOfTheDayCardVisible(true)
    #expect(model.streak.current == 1 && model.streak.label == "1-day streak")

    // Suspended overnight with the card on screen; the next morning the app comes back as it was.
    let scene = SimulatedScene()
    await model.follow(scene.leaveApp())
    clock.advance(86_400)
    #expect(model.streak.current == 1, "nothing is read in the background")
    await model.follow(scene.returnToApp())
    #expect(model.streak.current == 2, "the card in front again is the day's read")
    #expect(device.model(now: { clock.now }, timeZone: zone).streak.current == 2, "kept on the device")

    // Control Center over the app, and back: the same day counts once.
    await model.follow(scene.openControlCenter())
    await model.follow(scene.closeControlCenter())
    #expect(model.streak.current == 2 && model.streak.longestLabel == "Longest: 2 days")
  }

  @Test("Midnight with the app open on the card counts the new day")
  func newDayWhileOpen() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = await launchedInFront(device, clock: clock)
    model.quoteOfTheDayCardVisible(true)
    #expect(model.streak.current == 1)
    // 00:01 the next day in Paris, the app still open on Home.
    clock.advance(14 * 3_600 + 60)
    await model.calendarDayMayHaveChanged()
    #expect(model.streak.current == 2 && model.daily.date == model.today)
  }

  @Test("The card counts only while Home is in front: not under another tab, a pushed quote, or in the background")
  func onlyWhenInFront() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    // Before the scene's phase is known (a launch nobody said was in front): nothing counts.
    await model.daily.refresh()
    await model.feed.reload()
    model.quoteOfTheDayCardVisible(true)
    #expect(model.streak.current == 0)
    // A notification button or a refresh launched the app in the background: nothing was read.
    model.sceneStarted(in: .background)
    model.quoteOfTheDayCardVisible(true)
    #expect(model.streak.current == 0)

    let scene = SimulatedScene(phase: .background)
    model.selectedTab = .favorites
    await model.follow(scene.returnToApp())
    #expect(model.streak.current == 0, "Favorites in front: the card is not seen")
    let row = try #require(model.feed.quotes.first)
    model.selectedTab = .home
    #expect(model.streak.current == 1, "back on Home, the card is in view")

    clock.advance(86_400)
    await model.follow(scene.leaveApp())
    model.homePath = [row]  // a row tapped: its page covers the card
    await model.follow(scene.returnToApp())
    #expect(model.streak.current == 1, "a quote tapped in the feed is not the day's quote")
    model.homePath = []
    #expect(model.streak.current == 2, "popped back to the card")
  }

  @Test("A reminder's or widget's quote opened in front counts, as the reader does; once a day")
  func linkedQuoteAndReader() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = await launchedInFront(device, clock: clock)
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first { $0.id != model.daily.quote?.id })
    model.selectedTab = .settings
    model.open(QuoteVaultLink.quote(id: quote.id).url)
    #expect(model.homePath == [quote])
    #expect(model.streak.current == 1, "the notification's quote on screen is a read")

    // A tap that launches the app cold, before the scene is in front: counted once it is.
    clock.advance(86_400)
    let scene = SimulatedScene()
    await model.follow(scene.leaveApp())
    model.open(QuoteVaultLink.quote(id: quote.id).url)
    #expect(model.streak.current == 1, "in the background nothing is read")
    await model.follow(scene.returnToApp())
    #expect(model.streak.current == 2)

    clock.advance(86_400)
    model.homePath = []
    model.reading.read(quote, in: .feed)
    #expect(model.streak.current == 3, "opening the reader is a read")
    model.reading.read(quote, in: .feed)
    #expect(model.streak.current == 3 && model.streak.longestLabel == "Longest: 3 days", "one day counts once")
  }

  @Test("A cold launch that starts inactive and becomes active before the launch task runs counts as in front")
  func activeBeforeLaunch() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = device.model(now: { clock.now }, timeZone: zone, searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    // The root view's onChange(initial:) says .inactive (a notification tap launching the app), then .active,
    // both before its launch task starts: the latest is the one that holds.
    model.sceneStarted(in: .inactive)
    model.sceneStarted(in: .active)
    await model.launchOnce()
    model.quoteOfTheDayCardVisible(true)
    #expect(model.streak.current == 1, "in front for the whole session, not inactive")
  }
}
