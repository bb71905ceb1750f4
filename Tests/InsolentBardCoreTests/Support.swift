import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import SharedStore
import Synchronization
import TestSupport
import Testing

/// A clock a test can move.
final class TestClock: Sendable {
  private let current: Mutex<Date>
  init(_ date: Date) { current = Mutex(date) }
  var now: Date { current.withLock { $0 } }
  func advance(minutes: Double) { current.withLock { $0 = $0.addingTimeInterval(minutes * 60) } }
}

/// A time zone a test can change, as a flight or Settings changes the device's.
final class TestZone: Sendable {
  private let current: Mutex<TimeZone>
  init(_ zone: TimeZone) { current = Mutex(zone) }
  var zone: TimeZone { current.withLock { $0 } }
  func set(_ zone: TimeZone) { current.withLock { $0 = zone } }
}

/// Records what the app put on the pasteboard and which keys were written (the store's write hook).
final class Recorder: Sendable {
  private let state = Mutex<(copied: [String], writes: [String])>(([], []))
  var copied: [String] { state.withLock { $0.copied } }
  var writes: [String] { state.withLock { $0.writes } }
  func copy(_ text: String) { state.withLock { $0.copied.append(text) } }
  func wrote(_ key: String) { state.withLock { $0.writes.append(key) } }
}

func temporaryStoreDirectory() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("BardTests-\(UUID().uuidString)", isDirectory: true)
}

/// A test's own folder in the system's temporary folder, removed (with all in it, or the file a test turned it
/// into) once the last thing holding it lets go: the harness, and every store and model built from it, so no
/// test leaves anything behind in /tmp.
final class TemporaryFolder: Sendable {
  let url = temporaryStoreDirectory()
  deinit { try? FileManager.default.removeItem(at: url) }
}

func date(_ iso: String) -> Date { ISO8601.date(from: iso)! }

let utc = TimeZone(identifier: "UTC")!
let usEnglish = Locale(identifier: "en_US")

/// A widget line with the clock's narrow no-break space (newer ICU's "2:00 PM") as a plain space.
func plainSpaces(_ line: String?) -> String? { line?.replacingOccurrences(of: "\u{202F}", with: " ") }

struct BardHarness {
  /// The App Group's folder for this test; gone when the harness and all it built are.
  let folder = TemporaryFolder()
  var directory: URL { folder.url }
  let clock: TestClock
  let recorder = Recorder()
  /// The device's time zone, read at each use.
  let zone: TestZone
  var timeZone: TimeZone { zone.zone }
  /// WidgetKit as the app sees it, seen from the background (no scene): each reload spends the day's budget.
  let widgetCenter = SimulatedWidgetCenter(kinds: [BardShared.widgetKind])

  init(at iso: String = "2026-11-21T14:05:00Z", timeZone: TimeZone = utc) {
    clock = TestClock(date(iso))
    zone = TestZone(timeZone)
  }

  /// The store as the app builds it: each write recorded, and a write of what the widgets draw reloading them
  /// through `widgetCenter` (the app's `reloadingKeys`).
  var store: SharedStore {
    let recorder = recorder
    let folder = folder
    let reload = widgetCenter.reloadHook(kinds: [BardShared.widgetKind], keys: BardShared.keysReloadingWidgets)
    return SharedStore(
      directory: directory,
      onWrite: { key in
        // The store keeps the folder: it stays while a model built from the harness may still write to it.
        withExtendedLifetime(folder) { recorder.wrote(key) }
        reload(key)
      })
  }

  var dependencies: BardDependencies {
    let clock = clock
    let recorder = recorder
    let zone = zone
    let folder = folder
    return BardDependencies(
      // The model's clock keeps the folder too, so it is not removed while the model reads from it.
      store: store, now: { withExtendedLifetime(folder) { clock.now } }, timeZone: { zone.zone },
      copyToPasteboard: { recorder.copy($0) },
      widgetCenter: widgetCenter, notifications: Unimplemented("The Bard's notifications"),
      urls: Unimplemented("The Bard's URL opener"),
      // The wheel's rest ends at once, yielding as a real wait would; the wheel's tests hold it themselves.
      rest: { _ in await Task.yield() })
  }

  @MainActor func model() -> BardModel { BardModel(dependencies: dependencies) }

  /// A model whose heart on the insult shown was tapped while a widget held the favourites' lock, so its save is
  /// waiting: with the widget's view of the store and the insult hearted.
  @MainActor func heartTappedWhileBusy() throws -> (app: BardModel, widget: SharedStore, insult: String) {
    let app = model()
    let widget = SharedStore(directory: directory)
    let insult = app.current.insult
    try widget.withLock(of: BardShared.favourites) { app.toggleFavourite() }
    return (app, widget, insult)
  }

  /// The widget's view of the shared data, as the widget extension builds its timeline.
  func widgetPlan() -> WidgetTimelinePlan {
    let store = SharedStore(directory: directory)
    return WidgetTimeline.plan(
      now: clock.now, settings: store.read(BardShared.settings), current: store.read(BardShared.currentInsult),
      timeZone: timeZone, locale: usEnglish)
  }
}

/// Runs the `bard` executable built beside the tests.
func runBard(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
  let result = try await TestTools.run("bard", arguments)
  return (result.status, result.output, result.error)
}

extension BardModel {
  /// History or Favourites opened as its toolbar button opens it: the model its destination holds.
  func openSaved(_ kind: SavedInsultsKind) throws -> SavedInsultsModel {
    showSaved(kind)
    settlePresentation()
    return try #require(presentation.top?.destination.savedInsults, "\(kind) is up")
  }
}

extension BardModel {
  /// Settings opened as the gear opens it: the model its destination holds.
  func openSettings() throws -> BardSettingsModel {
    showSettings()
    settlePresentation()
    return try #require(presentation.top?.destination.settingsSheet, "Settings is up")
  }

  /// Settings as the user changes it: the sheet that is up, else opened as the gear opens it.
  func settingsShown() throws -> BardSettingsModel {
    if let sheet = settingsSheet { return sheet }
    return try openSettings()
  }
}

extension BardDestination {
  var isHowToAddWidget: Bool {
    if case .howToAddWidget = self { true } else { false }
  }
  /// Favourites, whatever its search or selection.
  var isFavourites: Bool {
    if case .favourites = self { true } else { false }
  }
}

/// A rest of the Insult of the Day's wheel that the test does not expect: fails the test at the line that made it.
func unimplementedRest(fileID: String = #fileID, line: Int = #line) -> @MainActor @Sendable (Duration) async -> Void {
  unimplemented("The Bard's time wheel rest", fileID: fileID, line: line)
}
