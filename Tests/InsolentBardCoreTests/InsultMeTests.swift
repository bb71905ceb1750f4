import Foundation
import InsolentBardCore
import SharedStore
import Testing

/// "Insult me", the App Shortcut Siri runs on a locked phone too and answers aloud.
@Suite("Insult me on a locked phone")
@MainActor
struct InsultMeTests {
  let schedule = InsultSchedule(interval: .hour, timeZone: utc)

  /// The first hour from 14:25 whose insult is coarse (`coarse`) or clean.
  func hour(coarse: Bool) throws -> Date {
    let start = date("2026-11-21T14:25:00Z")
    let hours = (0..<1_000).map { start.addingTimeInterval(Double($0) * 3600) }
    return try #require(hours.first { schedule.insult(at: $0).isCoarse == coarse })
  }

  @Test(
    "IB-3.4: on a locked phone \"Insult me\" keeps a coarse insult unsaid, by the Lock Screen widget's rule; a clean one, or any once unlocked, it says"
  )
  func lockedPhone() throws {
    for coarse in [true, false] {
      let moment = try hour(coarse: coarse)
      let harness = BardHarness(at: ISO8601.string(from: moment))
      let app = harness.model()
      // The intent's own store, as in its process.
      let shortcut = InsultOfTheHour(store: SharedStore(directory: harness.directory), timeZone: utc)
      #expect(shortcut.insultMeReply(at: moment, phoneLocked: false) == app.current.insult, "unlocked: the insult")
      let locked = shortcut.insultMeReply(at: moment, phoneLocked: true)
      #expect(locked == (coarse ? BardCopy.insultMeLocked.text : app.current.insult), "coarse: \(coarse)")
      #expect(!locked.contains(app.current.insult) || !coarse)
      let entry = try #require(harness.widgetPlan().entries.first)
      #expect(entry.insult == app.current.insult)
      #expect(BardWidgetLayout.isPrivacySensitive(entry.insult, on: .rectangular) == coarse, "the widget's rule")
    }
  }

  @Test("A coarse insult from Another Insult is kept unsaid too; family-friendly has none to keep")
  func shuffledAndFamilyFriendly() throws {
    let harness = BardHarness(at: ISO8601.string(from: try hour(coarse: false)))
    let app = harness.model()
    let shortcut = InsultOfTheHour(store: SharedStore(directory: harness.directory), timeZone: utc)
    var tries = 0
    while !LockScreenPrivacy.isPrivate(app.current.insult), tries < 200 {
      app.anotherInsult()
      tries += 1
    }
    #expect(LockScreenPrivacy.isPrivate(app.current.insult), "a coarse shuffle within 200")
    #expect(shortcut.insultMeReply(at: harness.clock.now, phoneLocked: true) == BardCopy.insultMeLocked.text)
    app.setFamilyFriendly(true)
    for _ in 0..<50 {
      #expect(shortcut.insultMeReply(at: harness.clock.now, phoneLocked: true) == app.current.insult)
      app.anotherInsult()
    }
  }
}
