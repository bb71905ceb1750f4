import AppServices
import AppServicesTestSupport
import Foundation
import Synchronization
import Testing

// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger (its DateComponents are
// matched on the device's calendar; components with no `timeZone` are read in the zone the device is in when they
// come, so a daily 9:00 stays at 9:00 local after a flight; components with a zone name one instant).
@Suite("Calendar triggers and the device's time zone, as iOS matches them")
struct NotificationTimeZoneTests {
  let london = TimeZone(identifier: "Europe/London")!
  let newYork = TimeZone(identifier: "America/New_York")!
  /// 9:00 in New York on 22 November 2026.
  let nineInNewYork = Date(timeIntervalSince1970: 1_795_356_000)

  /// The device's zone as a flight changes it.
  final class DeviceZone: Sendable {
    private let current: Mutex<TimeZone>
    init(_ zone: TimeZone) { current = Mutex(zone) }
    var zone: TimeZone { current.withLock { $0 } }
    func set(_ zone: TimeZone) { current.withLock { $0 = zone } }
  }

  @Test("without a zone a calendar trigger fires at its clock time in the current zone; with one, at its instant")
  func floatingAndZoned() async throws {
    let device = DeviceZone(newYork)
    let center = SimulatedNotificationCenter(
      status: .authorized, now: { Date(timeIntervalSince1970: 1_795_300_000) }, deviceZone: { device.zone })
    try await center.add(NotificationRequest(id: "floating", title: "", body: "", trigger: .at(nineInNewYork)))
    var zoned = NotificationRequest(id: "zoned", title: "", body: "", trigger: .at(nineInNewYork))
    zoned.timeZone = newYork
    try await center.add(zoned)
    try await center.add(NotificationRequest(id: "interval", title: "", body: "", trigger: .after(3600)))
    device.set(london)
    let fires = Dictionary(uniqueKeysWithValues: center.schedule.map { ($0.request.id, $0.fires) })
    #expect(fires["floating"] == nineInNewYork.addingTimeInterval(-5 * 3600), "9:00 in London, five hours sooner")
    #expect(fires["zoned"] == nineInNewYork, "still 9:00 in New York")
    #expect(fires["interval"] == Date(timeIntervalSince1970: 1_795_303_600), "an interval does not move")
    #expect(center.schedule.map(\.request.id) == ["interval", "floating", "zoned"], "kept in the order they fire")
  }
}
