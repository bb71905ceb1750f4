import Foundation
import InsolentBardCore
import SharedStore
import Synchronization
import Testing

/// The app merges what the widgets showed into History (`WidgetHistory.mergeIntoHistory`) while the widget
/// extension, in its own process, records what it shows (`WidgetHistory.recordShown`, `record`). Without the
/// records' lock held from the app's read to its writes, or with only the time to say what was merged, a record
/// written between them, or by a widget that read the clock before the app did, is never merged: the insult the
/// user saw on the Home Screen is not in History.
@Suite("History's merge while the widget records")
struct WidgetHistoryMergeTests {
  /// The moments both sides read: each reading a later one, as a phone's clock does, whoever reads first.
  final class Ticks: Sendable {
    private let current = Mutex(date("2026-11-21T14:05:00Z"))
    func next() -> Date {
      current.withLock {
        $0 = $0.addingTimeInterval(1)
        return $0
      }
    }
  }

  @Test("IB-7.2: the app merging while the widget records each tap, each through its own store: none is lost")
  func mergeWhileWidgetRecords() async throws {
    let directory = temporaryStoreDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ticks = Ticks()
    // As many as History keeps from the widgets, so every one must be there at the end.
    let insults = (0..<WidgetHistory.widgetLimit).map { "Thou insult number \($0)!" }
    await withTaskGroup(of: Void.self) { group in
      // Each its own store on the App Group's folder, as the app's and the extension's are.
      let widget = SharedStore(directory: directory)
      group.addTask {
        for insult in insults { WidgetHistory.recordShown(insult, at: ticks.next(), in: widget) }
      }
      let app = SharedStore(directory: directory)
      group.addTask {
        for _ in insults { _ = try? WidgetHistory.mergeIntoHistory(in: app, now: ticks.next()) }
      }
    }
    // The app opens again after both are done.
    let store = SharedStore(directory: directory)
    _ = try WidgetHistory.mergeIntoHistory(in: store, now: ticks.next())
    let history = store.read(BardShared.history)
    #expect(Set(history.map(\.text)) == Set(insults), "every insult the widget showed")
    #expect(history.count == insults.count, "each once")
    #expect(history.map(\.text) == insults.reversed(), "newest first")
  }

  @Test("IB-7.2: a record the widget writes after a merge, of a moment before it, is merged next time")
  func recordOfAnEarlierMoment() throws {
    let directory = temporaryStoreDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = SharedStore(directory: directory)
    let moment = date("2026-11-21T14:05:00Z")
    WidgetHistory.recordShown("Thou first!", at: moment, in: store)
    // The widget reads the clock, then the app merges, then the widget's record lands.
    let widgetRead = moment.addingTimeInterval(10)
    _ = try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(11))
    WidgetHistory.recordShown("Thou second!", at: widgetRead, in: store)
    let history = try #require(try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(20)))
    #expect(history.map(\.text) == ["Thou second!", "Thou first!"])
    #expect(try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(30)) == nil, "once")
  }

  @Test("Records from before they were numbered: what the last merge's time covers is not merged again")
  func unnumberedRecords() throws {
    let directory = temporaryStoreDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = SharedStore(directory: directory)
    let moment = date("2026-11-21T14:05:00Z")
    let old = WidgetShownRecord(madeAt: moment, showings: [.init(insult: "Thou old!", from: moment)])
    try store.write([old], for: BardShared.widgetShown)
    try store.write(moment.addingTimeInterval(60), for: BardShared.widgetShownMerged)
    #expect(try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(120)) == nil)
    WidgetHistory.recordShown("Thou new!", at: moment.addingTimeInterval(90), in: store)
    let history = try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(120))
    #expect(history?.map(\.text) == ["Thou new!"])
  }

  @Test("A cleared History stays clear of records read at the clear; a damaged file of records starts again")
  func clearedAndRestarted() throws {
    let directory = temporaryStoreDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = SharedStore(directory: directory)
    let moment = date("2026-11-21T14:05:00Z")
    for index in 0..<3 { WidgetHistory.recordShown("Thou \(index)!", at: moment, in: store) }
    try WidgetHistory.clearHistory(in: store, now: moment.addingTimeInterval(10))
    #expect(try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(20)) == nil)
    #expect(store.read(BardShared.history).isEmpty)
    // The records' file is damaged; the widget's next record sets it aside and numbers from 1 again.
    try Data("{".utf8).write(to: directory.appendingPathComponent(BardShared.widgetShown.name + ".json"))
    WidgetHistory.recordShown("Thou after!", at: moment.addingTimeInterval(5), in: store)
    let history = try WidgetHistory.mergeIntoHistory(in: store, now: moment.addingTimeInterval(30))
    #expect(history?.map(\.text) == ["Thou after!"])
  }
}
