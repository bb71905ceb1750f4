import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

/// The Insult of the Day's requests were identified by position ("the 3rd from now"), and iOS replaces a delivered
/// notification still in Notification Center when one with its identifier fires: a rescheduled set put a
/// different insult over one the user had not read. Each is now identified by its moment and its words.
@Suite("The Insult of the Day: a delivered insult is never replaced by another")
@MainActor
struct InsultOfTheDayIdentifierTests {
  @Test("Rescheduled on each return, every delivered insult stays in Notification Center, each its own")
  func deliveredStay() async {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    for _ in 0..<3 {
      app.enteredBackground()
      harness.clock.advance(minutes: 24 * 60)
      center.fire(until: harness.clock.now)
      if app.becameActive() { await app.scheduleInsultOfTheDay() }
    }
    let before = center.delivered
    #expect(before.count == 3)
    // The count changed with one delivered: the new set's moments and insults differ, and none lands on it.
    app.setInsultOfTheDayCount(5)
    await app.scheduleInsultOfTheDay()
    app.enteredBackground()
    harness.clock.advance(minutes: 24 * 60)
    let later = center.fire(until: harness.clock.now)
    #expect(later.count == 5)
    let delivered = center.delivered
    #expect(delivered.count == 3 + 5, "three days of one, then a day of five: none replaced")
    #expect(Set(delivered.map(\.id)).count == delivered.count)
    #expect(Array(delivered.prefix(3)) == before, "the three unread ones, words and all")
    #expect(center.schedule.count == InsultOfTheDay.days - 5, "the new window less the day gone, none left over")
  }

  @Test("An identifier is the moment and a digest of the words, the same in every launch; the notice has its own")
  func identifiers() throws {
    let moment = Date(timeIntervalSince1970: 1_795_000_000)
    #expect(
      InsultOfTheDay.identifier(fires: moment, body: "Thou art a boil.")
        == "insult-of-the-day-1795000000-b4903b169e862357")
    #expect(
      InsultOfTheDay.identifier(fires: moment, body: "Thou art a boil!")
        != InsultOfTheDay.identifier(fires: moment, body: "Thou art a boil."))
    #expect(InsultOfTheDay.isOwn("insult-of-the-day-7") && !InsultOfTheDay.isOwn("quote-of-the-day-1"))
    var settings = BardSettings()
    settings.insultOfTheDay = InsultOfTheDay.Time(hour: 9, minute: 0)
    let full = InsultOfTheDay.requests(after: moment, settings: settings, timeZone: utc)
    let pending = InsultOfTheDay.keepingThemComing(full)
    let last = try #require(full.last)
    let notice = try #require(pending.last)
    #expect(notice.id != last.id && notice.trigger == last.trigger, "the notice at the insult's moment, not its id")
  }
}
