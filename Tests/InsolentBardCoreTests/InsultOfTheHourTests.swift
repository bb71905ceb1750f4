import Foundation
import InsolentBardCore
import SharedStore
import Testing

@Suite("IB-2 Insult of the Hour")
struct InsultOfTheHourTests {
  @Test("IB-2.1: the interval is 5, 15, 30 or 60 minutes, chosen in Settings and persisted")
  @MainActor func intervalPersists() {
    #expect(RefreshInterval.allCases.map(\.minutes) == [5, 15, 30, 60])
    let harness = BardHarness()
    #expect(harness.model().settings.interval == .hour)
    harness.model().setInterval(.fifteenMinutes)
    #expect(harness.model().settings.interval == .fifteenMinutes, "a relaunched app reads the saved interval")
    #expect(harness.store.read(BardShared.settings).interval == .fifteenMinutes)
  }

  @Test(
    "IB-2.2: the insult changes exactly once per interval, on the local clock's boundaries",
    arguments: ["UTC", "Asia/Kolkata", "America/New_York", "Asia/Kathmandu", "Australia/Adelaide"])
  func changesOncePerInterval(zone: String) {
    let timeZone = TimeZone(identifier: zone)!
    // Two days around New York's fall-back (2026-11-01) so a DST change is inside the walk.
    let start = date("2026-10-31T00:00:00Z")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    for interval in RefreshInterval.allCases {
      let schedule = InsultSchedule(interval: interval, timeZone: timeZone)
      var previous = schedule.insult(at: start)
      var changes = 0
      for minute in 1...(48 * 60) {
        let moment = start.addingTimeInterval(Double(minute) * 60)
        let insult = schedule.insult(at: moment)
        let localMinute = calendar.component(.minute, from: moment)
        if insult != previous {
          changes += 1
          #expect(localMinute % interval.minutes == 0, "\(zone) \(interval): changed at local :\(localMinute)")
        }
        previous = insult
      }
      #expect(changes == 48 * 60 / interval.minutes, "\(zone) \(interval)")
    }
  }

  @Test("IB-2.2: consecutive slots never repeat an insult, and every insult comes round")
  func noRepeats() {
    for interval in RefreshInterval.allCases {
      let schedule = InsultSchedule(interval: interval, timeZone: utc)
      var previous = schedule.insult(forSlot: -1)
      for slot in 0..<20_000 {
        let insult = schedule.insult(forSlot: slot)
        #expect(insult != previous)
        #expect(insult.noun != previous.noun)
        previous = insult
      }
    }
    let clean = InsultSchedule(kit: .make(familyFriendly: true), interval: .hour, timeZone: utc)
    let seen = Set((0..<clean.kit.count).map { clean.insult(forSlot: $0).text })
    #expect(seen.count == clean.kit.count, "a bijection: each family-friendly insult exactly once per cycle")
  }

  @Test("IB-2.2: the app, the widget and bard show the same insult at the same moment")
  @MainActor func appWidgetAndToolAgree() async throws {
    for zone in ["UTC", "Asia/Kolkata"] {
      for interval in RefreshInterval.allCases {
        let harness = BardHarness(at: "2026-11-21T14:07:30Z", timeZone: TimeZone(identifier: zone)!)
        let app = harness.model()
        app.setInterval(interval)
        let widget = try #require(harness.widgetPlan().entries.first)
        let tool = try await runBard([
          "--interval", String(interval.minutes), "--at", "2026-11-21T14:07:30Z", "--time-zone", zone,
        ])
        #expect(app.current.insult == widget.insult)
        #expect(tool.output == app.current.insult + "\n")
        // And later, with no communication at all: the widget's precomputed entry for 3 intervals on.
        harness.clock.advance(minutes: Double(3 * interval.minutes))
        app.refresh()
        let later = try #require(harness.widgetPlan().entries.first)
        #expect(app.current.insult == later.insult)
      }
    }
  }

  @Test("IB-2.3: changing the interval saves it and reloads the widgets, whose timeline follows it")
  @MainActor func intervalChangeUpdatesWidgets() {
    let harness = BardHarness()
    let app = harness.model()
    let before = harness.recorder.writes.count
    let reloads = harness.widgetCenter.reloaded.count
    app.setInterval(.fiveMinutes)
    #expect(harness.recorder.writes.dropFirst(before).contains("settings"), "saved where the widget reads it")
    #expect(harness.widgetCenter.reloaded.count == reloads + 1, "and WidgetKit asked to reload, once")
    let entries = harness.widgetPlan().entries
    let insultChanges = zip(entries, entries.dropFirst()).filter { $0.insult != $1.insult }
    #expect(!insultChanges.isEmpty)
    for (_, next) in insultChanges {
      #expect(Int(next.date.timeIntervalSince1970) % 300 == 0, "changes fall on 5-minute boundaries")
    }
  }
}
