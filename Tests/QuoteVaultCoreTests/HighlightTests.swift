import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// Home's highlight of the quote of the day after a notification or widget tap: timed by the model on a clock
/// the test moves, keyed on each tap (`quoteOfTheDayHighlightRun`, Home's `.task(id:)`), so a second tap gets its
/// full time and a cold launch highlights the card once it is there.
@MainActor
@Suite("QuoteVault: the quote of the day's highlight after a tap")
struct HighlightTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-7.4 / QV-10.3: the highlight lasts its time from the newest tap; an earlier tap's run does not end it")
  func secondTap() async throws {
    let clock = ManualClock()
    let model = try Device(backend).model(highlightClock: clock)
    await model.daily.refresh()
    #expect(model.daily.highlightRun == nil, "nothing to highlight before a tap")

    model.open(NotificationPlan.deepLink)
    let first = try #require(model.daily.highlightRun)
    let firstRun = Task { await model.daily.holdHighlight() }
    #expect(await eventually { clock.waits == [QuoteOfTheDayModel.highlightDuration] })
    clock.advance(by: .seconds(1))
    // A second tap, a second in: a new run (SwiftUI starts it for the new id and cancels the first; here the
    // first is left to run out, the harder case).
    model.open(NotificationPlan.deepLink)
    let second = try #require(model.daily.highlightRun)
    #expect(second != first)
    let secondRun = Task { await model.daily.holdHighlight() }
    #expect(await eventually { clock.waits.count == 2 })
    clock.advance(by: .seconds(1))
    await firstRun.value
    #expect(model.daily.isHighlighted, "two seconds after the first tap, one after the second: still lit")
    clock.advance(by: .seconds(1))
    await secondRun.value
    #expect(!model.daily.isHighlighted && model.daily.highlightRun == nil, "ended two seconds after")
  }

  @Test("QV-7.4: a run cancelled (Home left) keeps the highlight for the next; a cold launch waits for the card")
  func cancelledAndColdLaunch() async throws {
    let clock = ManualClock()
    let model = try Device(backend).model(highlightClock: clock)
    // A cold launch from the notification: the link comes before the quote of the day has loaded.
    model.open(NotificationPlan.deepLink)
    #expect(model.daily.isHighlighted && model.daily.highlightRun == nil, "no card yet: no run")
    await model.daily.holdHighlight()
    #expect(model.daily.isHighlighted, "kept for the card")
    await model.daily.refresh()
    #expect(model.daily.highlightRun != nil, "the card is there: its run starts")

    let leftHome = Task { await model.daily.holdHighlight() }
    #expect(await eventually { !clock.waits.isEmpty })
    leftHome.cancel()
    await leftHome.value
    #expect(model.daily.isHighlighted, "not seen for its time: still to be shown")
    let back = Task { await model.daily.holdHighlight() }
    #expect(await clock.advanceToNextWait())
    await back.value
    #expect(!model.daily.isHighlighted)
  }
}
