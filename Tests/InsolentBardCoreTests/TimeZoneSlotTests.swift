import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// The Insult of the Hour follows the device's time zone as it is at each moment, as the widget's timeline does:
/// after a flight or a zone set in Settings, and across daylight saving days of 23 and 25 hours.
@MainActor
@Suite("Slots follow the time zone")
struct TimeZoneSlotTests {
  let london = TimeZone(identifier: "Europe/London")!
  let kolkata = TimeZone(identifier: "Asia/Kolkata")!
  let newYork = TimeZone(identifier: "America/New_York")!

  /// The slot a record is the insult of, by its start (a slot's number alone means different hours in London and
  /// in Kolkata, whose hours begin at :30 UTC).
  func slotStart(of record: CurrentInsultRecord, in zone: TimeZone, interval: RefreshInterval = .hour) -> Date {
    InsultSchedule(interval: interval, timeZone: zone).start(ofSlot: record.slot)
  }

  @Test("A flight to a half-hour zone: the app's insult is the new zone's slot's, as the widget's is")
  func flightToHalfHourZone() throws {
    // 14:05 in London; "Another Insult" shuffles the 14:00 slot's insult.
    let harness = BardHarness(at: "2026-11-21T14:05:00Z", timeZone: london)
    let app = harness.model()
    app.anotherInsult()
    let shuffled = app.current.insult
    // Landed in Kolkata at 19:40 local (14:10 UTC): its slot began at 19:00 local, 13:30 UTC, and carries the
    // same number as London's 14:00 one. The shuffle belongs to London's slot, not to this one.
    harness.clock.advance(minutes: 5)
    harness.zone.set(kolkata)
    app.refresh()
    #expect(slotStart(of: app.current, in: kolkata) == date("2026-11-21T13:30:00Z"))
    #expect(app.current.insult != shuffled, "London's shuffle is not passed off as Kolkata's 19:00 insult")
    #expect(app.current.timestamp == "2026-11-21T13:30:00Z", "it appeared when Kolkata's slot began")
    #expect(app.nextChange == date("2026-11-21T14:30:00Z"), "20:00 in Kolkata")
    let widget = try #require(harness.widgetPlan().entries.first)
    #expect(widget.insult == app.current.insult && widget.updatedAt == date("2026-11-21T13:30:00Z"))
    let change = try #require(harness.widgetPlan().entries.first { $0.insult != widget.insult })
    #expect(change.date == app.nextChange, "the widget changes with the app")
  }

  @Test("Back from a half-hour zone: the next change is the new zone's boundary before the app has refreshed")
  func nextChangeFollowsZoneAtOnce() {
    // 20:10 in Kolkata (14:40 UTC): the slot that began at 20:00 local ends at 21:00 local, 15:30 UTC.
    let harness = BardHarness(at: "2026-11-21T14:40:00Z", timeZone: kolkata)
    let app = harness.model()
    #expect(app.nextChange == date("2026-11-21T15:30:00Z"))
    // Now London (14:45 UTC): its hour ends at 15:00 UTC, whatever the insult on screen was made for; the slot
    // timer waits for that boundary, not for London's 16:00 (the old slot's number plus one).
    harness.clock.advance(minutes: 5)
    harness.zone.set(london)
    #expect(app.nextChange == date("2026-11-21T15:00:00Z"))
    app.refresh()
    #expect(slotStart(of: app.current, in: london) == date("2026-11-21T14:00:00Z"))
    #expect(app.nextChange == date("2026-11-21T15:00:00Z"))
  }

  @Test(
    "Daylight saving days: 23 insults on the spring day, 25 on the autumn one, each on the local hour",
    arguments: [("2026-03-08", 23), ("2026-11-01", 25)])
  func daylightSavingDays(day: String, hours: Int) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = newYork
    let parts = day.split(separator: "-").compactMap { Int($0) }
    let midnight = try #require(calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])))
    let nextMidnight = try #require(calendar.date(byAdding: .day, value: 1, to: midnight))
    #expect(nextMidnight.timeIntervalSince(midnight) == Double(hours) * 3600, "a \(hours)-hour day")
    let harness = BardHarness(at: ISO8601.string(from: midnight), timeZone: newYork)
    let app = harness.model()
    var shown: [String] = []
    // The app as it runs through the day: a refresh at each `nextChange`, as its slot timer does.
    while harness.clock.now < nextMidnight {
      shown.append(app.current.insult)
      let widget = try #require(harness.widgetPlan().entries.first)
      #expect(widget.insult == app.current.insult, "the widget agrees at \(harness.clock.now)")
      let next = app.nextChange
      #expect(next > harness.clock.now)
      #expect(calendar.component(.minute, from: next) == 0, "on the local hour")
      harness.clock.advance(minutes: next.timeIntervalSince(harness.clock.now) / 60)
      app.refresh()
    }
    #expect(harness.clock.now == nextMidnight)
    #expect(shown.count == hours, "one insult an hour of the day as lived")
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 != $1 }, "no hour repeats the one before")
  }

  @Test(
    "IB-2.2: Lord Howe's half-hour daylight saving: every interval changes on the local clock's boundaries, slots never go back or skip",
    arguments: ["2026-04-04T12:00:00Z", "2026-10-03T12:00:00Z"])
  func halfHourDaylightSaving(from day: String) throws {
    let lordHowe = try #require(TimeZone(identifier: "Australia/Lord_Howe"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = lordHowe
    let start = date(day)
    // The day walked holds the change: +11:00 to +10:30 in April, back to +11:00 in October.
    #expect(lordHowe.secondsFromGMT(for: start) != lordHowe.secondsFromGMT(for: start.addingTimeInterval(86_400)))
    for interval in RefreshInterval.allCases {
      let schedule = InsultSchedule(interval: interval, timeZone: lordHowe)
      var previous = schedule.slot(at: start)
      for minute in 1...(24 * 60) {
        let moment = start.addingTimeInterval(Double(minute) * 60)
        let slot = schedule.slot(at: moment)
        #expect(slot == previous || slot == previous + 1, "\(interval) at \(moment): \(previous) then \(slot)")
        if slot != previous {
          // On a boundary of the local clock as it reads then; at the very moment it jumps forward (2:00 to 2:30
          // in October), as it read a moment before: the insult changes as the clock strikes 2:00.
          let readings = [moment, moment.addingTimeInterval(-1)].map { instant in
            var clock = calendar
            clock.timeZone = TimeZone(secondsFromGMT: lordHowe.secondsFromGMT(for: instant)) ?? lordHowe
            return clock.component(.minute, from: moment)
          }
          let localMinute = calendar.component(.minute, from: moment)
          #expect(readings.contains { $0 % interval.minutes == 0 }, "\(interval): changed at local :\(localMinute)")
          #expect(schedule.start(ofSlot: slot) == moment, "\(interval): slot \(slot) begins when it shows")
        }
        #expect(schedule.start(ofSlot: slot) <= moment && moment < schedule.start(ofSlot: slot + 1))
        previous = slot
      }
    }
  }
}
