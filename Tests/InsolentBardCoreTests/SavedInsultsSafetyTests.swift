import AppServicesTestSupport
import Foundation
import Localization
import Presentation
import SharedStore
import Testing

@testable import InsolentBardCore

/// Favourites and history are the user's: a damaged file is never written over unseen, and a failed save says
/// what to do in words, never a path or an error domain.
@MainActor
@Suite("The Insolent Bard's saved insults")
struct SavedInsultsSafetyTests {
  @Test("IB-7.2: a heart tap over a damaged favourites file keeps the damaged bytes aside and saves the new one")
  func damagedFavouritesKept() throws {
    let harness = BardHarness()
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    let damaged = Data(#"{"schemaVersion":1,"value":[{"text":"Thou art a bo"#.utf8)
    try damaged.write(to: harness.directory.appendingPathComponent("favourites.json"))
    let app = harness.model()
    app.toggleFavourite()
    #expect(app.favourites.map(\.text) == [app.current.insult])
    let aside = harness.directory.appendingPathComponent("favourites.damaged.json")
    #expect(try Data(contentsOf: aside) == damaged, "the damaged list is kept, not overwritten")
  }

  @Test("A failed save says what to do in words: no path, no error domain")
  func failedSaveInWords() throws {
    let harness = BardHarness()
    let app = harness.model()
    // The folder turns into a file: the next save fails.
    try? FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    defer { try? FileManager.default.removeItem(at: harness.directory) }
    app.toggleFavourite()
    let alert = try #require(app.presentation.alert)
    #expect(alert.title == BardCopy.errorTitle.text)
    #expect(
      alert.message == BardCopy.saveFailed(SharedStoreError.writeFailed(key: "favourites", problem: .diskFull)).text)
    #expect(alert.message?.contains(harness.directory.path) == false && alert.message?.contains("NSCocoa") == false)
  }
}

@MainActor
@Suite("The Insolent Bard's widgets follow the app")
struct BardWidgetReloadTests {
  @Test(
    "IB-2.3 / IB-4.4: coming back from the background asks the widget to reload, even when the insult is unchanged")
  func foregroundReloads() {
    let harness = BardHarness()
    let scene = SimulatedScene()
    let widgets = SimulatedWidgetCenter(kinds: [BardShared.widgetKind], following: scene)
    var dependencies = harness.dependencies
    dependencies.widgetCenter = widgets
    let app = BardModel(dependencies: dependencies)
    // After a restart the widget may show "Open app to refresh": opening the app is asked to undo that.
    #expect(app.becameActive(), "the launch: reload, and the root view reschedules the Insult of the Day")
    app.enteredBackground()
    #expect(app.becameActive(), "back from the background: the same")
    #expect(widgets.reloaded == [BardShared.widgetKind, BardShared.widgetKind])
    #expect(widgets.refused.isEmpty, "free while the app is in front")
  }

  @Test("Pulling down Control Center and back (.inactive, then .active) reloads nothing and reschedules nothing")
  func passingInactiveDoesNothing() {
    let harness = BardHarness()
    let scene = SimulatedScene()
    let widgets = SimulatedWidgetCenter(kinds: [BardShared.widgetKind], following: scene)
    var dependencies = harness.dependencies
    dependencies.widgetCenter = widgets
    let app = BardModel(dependencies: dependencies)
    #expect(app.becameActive())
    // BardRootView reschedules the Insult of the Day (60 notifications) only when this is true.
    #expect(!app.becameActive() && !app.becameActive())
    #expect(widgets.reloaded == [BardShared.widgetKind], "the widgets' reload budget is not spent on a glance")
    // The insult is still brought up to date on each: a slot may have ended while Control Center was down.
    let shown = app.current.insult
    harness.clock.advance(minutes: 60)
    #expect(!app.becameActive())
    #expect(app.current.insult != shown)
  }
}

@Suite("The Insolent Bard's History and Favourites timestamps")
struct SavedInsultTimestampTests {
  let utc = TimeZone(identifier: "UTC")!
  let english = Locale(identifier: "en_US")

  @Test(
    "IB-4.3: within the day a saved insult's timestamp reads as the card's does: Just now, 1 minute ago, N hours ago")
  func wording() {
    let saved = SavedInsult(text: "Thou art a boil", savedAt: date("2026-11-21T01:00:00Z"))
    let words = { (now: String) in saved.timestamp(now: date(now), timeZone: utc, locale: english) }
    #expect(words("2026-11-21T01:00:30Z") == "Just now")
    #expect(words("2026-11-21T01:01:10Z") == "1 minute ago")
    #expect(words("2026-11-21T01:44:12Z") == "44 minutes ago")
    #expect(words("2026-11-21T02:05:00Z") == "1 hour ago")
    #expect(words("2026-11-21T23:59:00Z") == "22 hours ago")
    #expect(words("2026-11-21T00:59:00Z") == "Just now", "a clock set back")
  }

  @Test("Older rows read Yesterday, then the weekday within the week, then the date, never \"2184 hours ago\"")
  func olderRows() {
    let now = date("2026-11-21T19:00:00Z")  // a Saturday
    let words = { (saved: String) in
      SavedInsult(text: "Thou art a boil", savedAt: date(saved)).timestamp(now: now, timeZone: utc, locale: english)
    }
    #expect(words("2026-11-20T23:30:00Z") == "Yesterday", "before midnight, though under a day ago")
    #expect(words("2026-11-20T08:00:00Z") == "Yesterday")
    #expect(words("2026-11-16T12:00:00Z") == "Monday")
    #expect(words("2026-11-15T12:00:00Z") == "Sunday", "six days back: still this week's name")
    #expect(words("2026-11-14T12:00:00Z") == "Nov 14, 2026", "a week back is a date: \"Saturday\" would mean today")
    #expect(words("2026-08-23T12:00:00Z") == "Aug 23, 2026", "three months back")
    #expect(words("1926-08-23T12:00:00Z") == "Aug 23, 1926")
  }

  @Test("Days are the user's: a row from 7 PM yesterday in California is Yesterday there, 11 hours ago in London")
  func userTimeZone() {
    let saved = SavedInsult(text: "Thou art a boil", savedAt: date("2026-11-21T03:00:00Z"))
    let now = date("2026-11-21T14:00:00Z")
    let california = TimeZone(identifier: "America/Los_Angeles")!
    #expect(saved.timestamp(now: now, timeZone: california, locale: english) == "Yesterday")
    #expect(
      saved.timestamp(now: now, timeZone: TimeZone(identifier: "Europe/London")!, locale: english) == "11 hours ago")
  }

  @Test("In Spanish the rows read Ayer, the weekday and the date in Spanish, in the app's language by default")
  func spanish() throws {
    let now = date("2026-11-21T19:00:00Z")
    let words = { (saved: String) in
      SavedInsult(text: "Thou art a boil", savedAt: date(saved)).timestamp(now: now, timeZone: self.utc)
    }
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      #expect(words("2026-11-21T16:00:00Z") == "Hace 3 horas")
      #expect(words("2026-11-20T08:00:00Z") == "Ayer")
      #expect(words("2026-11-16T12:00:00Z") == "Lunes")
      #expect(words("2026-08-23T12:00:00Z") == "23 ago 2026")
    }
    #expect(BardLocale.locale(language: "es", user: Locale(identifier: "en_MX"), bundle: .main).identifier == "es_MX")
    #expect(
      BardLocale.locale(language: "pseudo", user: Locale(identifier: "fr_FR"), bundle: .main).identifier == "en_FR")
  }
}
