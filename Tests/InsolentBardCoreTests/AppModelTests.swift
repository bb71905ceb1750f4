import Foundation
import InsolentBardCore
import Localization
import SharedStore
import Testing

@Suite("IB-1, IB-5, IB-6, IB-7 The app")
@MainActor
struct AppModelTests {
  @Test("IB-1.2: the user can get a new insult on demand, copy it and share it")
  func newCopyShare() {
    let harness = BardHarness()
    let app = harness.model()
    let first = app.current.insult
    app.anotherInsult()
    #expect(app.current.insult != first)
    #expect(app.haptic?.intent == .buttonPress)
    app.copyInsult()
    #expect(harness.recorder.copied == [app.current.insult])
    #expect(app.didCopy && app.haptic?.intent == .confirmation)
    app.shareInsult()
    #expect(app.pendingShare == "\(app.current.insult)\n\n— The Insolent Bard")
  }

  @Test("Haptics can be turned off in Settings (on by default, saved): the model then plays none")
  func hapticsSetting() throws {
    let harness = BardHarness()
    let app = harness.model()
    #expect(app.settings.hapticsOn)
    app.anotherInsult()
    let felt = try #require(app.haptic)
    try app.settingsShown().hapticsOn = false
    app.anotherInsult()
    app.copyInsult()
    app.copy(app.current.insult)
    #expect(app.haptic == felt, "no new haptic while off")
    #expect(harness.recorder.copied.count == 2, "the actions still happen")
    // Saved: a new launch keeps it off; a settings file from before the setting reads as on.
    #expect(harness.model().settings.hapticsOn == false)
    #expect(harness.store.read(BardShared.settings).hapticsOn == false)
    let old = try JSONDecoder().decode(
      BardSettings.self, from: Data(#"{"interval":60,"appearance":"system","familyFriendly":false}"#.utf8))
    #expect(old.hapticsOn)
    try app.settingsShown().hapticsOn = true
    app.anotherInsult()
    #expect(app.haptic != felt && app.haptic?.intent == .buttonPress)
  }

  @Test("IB-4.3: the card's updated line follows the clock while the app stays open, without a refresh")
  func updatedLineMoves() {
    // Opened at 14:05 in an hourly slot that began at 14:00; the card's TimelineView asks every minute.
    let app = BardHarness(at: "2026-11-21T14:05:00Z").model()
    let start = date("2026-11-21T14:00:00Z")
    #expect(app.updatedLine(at: start.addingTimeInterval(30)).text == "Updated just now")
    #expect(app.updatedLine(at: start.addingTimeInterval(60)).text == "Updated 1 minute ago")
    #expect(app.updatedLine(at: start.addingTimeInterval(5 * 60)).text == "Updated 5 minutes ago")
    #expect(app.updatedLine(at: start.addingTimeInterval(59 * 60)).text == "Updated 59 minutes ago")
    #expect(app.updatedLine(at: start.addingTimeInterval(61 * 60)).text == "Updated 1 hour ago")
  }

  @Test("IB-5.1: insolentbard://share-insult opens the app and offers to share the current insult")
  func deepLink() {
    #expect(BardRoute(url: URL(string: "insolentbard://share-insult")!) == .shareInsult(nil))
    #expect(BardRoute(url: URL(string: "InsolentBard://share-insult/")!) == .shareInsult(nil))
    #expect(BardRoute(url: URL(string: "insolentbard://share-insult?source=widget")!) == .shareInsult(nil))
    #expect(BardRoute(url: URL(string: "insolentbard://favourites")!) == .favourites)
    #expect(BardRoute(url: URL(string: "insolentbard://nowhere")!) == nil)
    #expect(BardRoute(url: URL(string: "https://share-insult")!) == nil)
    let app = BardHarness().model()
    #expect(app.open(BardRoute.shareInsultURL))
    #expect(app.pendingShare?.hasPrefix(app.current.insult) == true)
    #expect(!app.open(URL(string: "insolentbard://nowhere")!))
  }

  @Test("IB-5.2: the link works on a cold launch and while the app is running")
  func coldAndWarm() {
    let harness = BardHarness()
    // Warm: the app has been running for hours; the widget shows the current slot's insult.
    let warm = harness.model()
    harness.clock.advance(minutes: 180)
    #expect(warm.open(BardRoute.shareInsultURL))
    let widgetInsult = harness.widgetPlan().entries[0].insult
    #expect(warm.pendingShare == "\(widgetInsult)\n\n— The Insolent Bard", "shares what the widget showed")
    // Cold: a fresh process handed the launch URL.
    harness.clock.advance(minutes: 60)
    let cold = harness.model()
    #expect(cold.open(BardRoute.shareInsultURL))
    #expect(cold.pendingShare?.hasPrefix(harness.widgetPlan().entries[0].insult) == true)
  }

  @Test("IB-6.1: Settings' Widget section explains the interval and offers \"How to Add Widget\"")
  func settingsWidgetSection() throws {
    let app = BardHarness().model()
    let settings = try app.openSettings()
    #expect(
      settings.widgetSectionText.text
        == "Your home screen widget uses the same refresh interval as the Insult of the Hour. Current setting: 1 hour")
    settings.interval = .thirtyMinutes
    #expect(settings.widgetSectionText.text.hasSuffix("Current setting: 30 minutes"))
    #expect(app.settings.interval == .thirtyMinutes, "the app's settings, which the widgets read")
    settings.showHowToAddWidget()
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.isHowToAddWidget) == [false, true], "its sheet over Settings")
    #expect(BardCopy.howToAddWidget.text == "How to Add Widget")
    #expect(BardCopy.howToAddWidgetSteps(iOS: 18).count >= 4)
  }

  @Test(
    "IB-6.1: How to Add Widget's steps are right on iOS 17 (the + button) and iOS 18 on (Edit, then Add Widget), and agree with the tip"
  )
  func howToAddWidgetSteps() throws {
    // HowToAddWidgetView lists exactly these, numbered, for the iOS it runs on, and the footer beneath them.
    let old = BardCopy.howToAddWidgetSteps(iOS: 17).map(\.text)
    let new = BardCopy.howToAddWidgetSteps(iOS: 18).map(\.text)
    #expect(old.count == 5 && new.count == 5)
    #expect(old[1] == "Tap the + button in the top corner.")
    #expect(new[1] == "Tap Edit in the top corner, then Add Widget.")
    #expect(!new.joined().contains("+"), "no + button on iOS 18")
    #expect(new[3] == "Swipe to choose small, medium or large, then tap Add Widget.")
    // The spec's tip stays word for word beneath them (IB-6.2); on iOS 18 a line says where its + button went.
    #expect(BardCopy.howToAddWidgetFooter(iOS: 17).map(\.text) == [BardCopy.addWidgetTip.text])
    #expect(
      BardCopy.howToAddWidgetFooter(iOS: 18).map(\.text) == [
        BardCopy.addWidgetTip.text, "On iOS 18 or later, the + button is under Edit: tap Edit, then Add Widget.",
      ])
    #expect(BardCopy.addWidgetTip.text.contains("tap the + button"))
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      #expect(
        BardCopy.howToAddWidgetSteps(iOS: 18)[1].text == "Toca «Editar» en la esquina superior y luego «Añadir widget»."
      )
      #expect(BardCopy.howToAddWidgetSteps(iOS: 17)[1].text == "Toca el botón + de la esquina superior.")
    }
  }

  @Test("Settings offers the appearances as System, Light and Dark, in that order, each setting what it names")
  func appearanceChoices() throws {
    let app = BardHarness().model()
    // The picker lists `Appearance.allCases`, each named by `BardCopy.appearanceName`.
    #expect(BardSettings.Appearance.allCases.map { BardCopy.appearanceName($0).text } == ["System", "Light", "Dark"])
    for appearance in BardSettings.Appearance.allCases {
      try app.settingsShown().appearance = appearance
      #expect(app.settings.appearance == appearance)
    }
  }

  @Test("IB-6.2: README and About list the Home Screen Widget and the add-widget tip")
  func documentation() throws {
    let tip =
      "Long-press your home screen, tap the + button, search for \"Insolent Bard\", and choose your preferred size"
    #expect(BardCopy.addWidgetTip.text == tip)
    #expect(BardCopy.aboutFeatures.contains { $0.title.text == "Home Screen Widget" })
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("Home Screen Widget"))
    #expect(readme.contains(tip))
  }

  @Test("IB-7.1: the widget's button shows another insult without the app, and the app agrees")
  func interactiveWidget() throws {
    let harness = BardHarness()
    let app = harness.model()
    let before = app.current.insult
    // The widget extension's intent runs in its own process with its own store instance.
    let widgetSide = InsultOfTheHour(store: SharedStore(directory: harness.directory), timeZone: utc)
    let shuffled = try widgetSide.another(at: harness.clock.now)
    #expect(shuffled.insult != before)
    #expect(harness.widgetPlan().entries[0].insult == shuffled.insult)
    app.refresh()
    #expect(app.current.insult == shuffled.insult)
    // The next slot brings the next Insult of the Hour, shuffle forgotten.
    harness.clock.advance(minutes: 60)
    app.refresh()
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    #expect(app.current.insult == schedule.insult(at: harness.clock.now).text)
  }

  @Test("\"Insult me\" (the App Shortcut) says the insult the app and the widget show, a shuffle included")
  func insultMeShortcut() throws {
    let harness = BardHarness(at: "2026-11-21T14:25:00Z")
    let app = harness.model()
    // The intent runs in the app's process when Siri asks, but with no model: a store of its own, like this one.
    let shortcut = InsultOfTheHour(store: SharedStore(directory: harness.directory), timeZone: utc)
    #expect(shortcut.insultMe(at: harness.clock.now) == app.current.insult)
    app.anotherInsult()
    #expect(shortcut.insultMe(at: harness.clock.now) == app.current.insult)
    #expect(shortcut.insultMe(at: harness.clock.now) == harness.widgetPlan().entries[0].insult)
    // Before the app has ever run, it still answers with this hour's insult, and writes nothing.
    let fresh = BardHarness(at: "2026-11-21T14:25:00Z")
    let untouched = InsultOfTheHour(store: fresh.store, timeZone: utc)
    #expect(
      untouched.insultMe(at: fresh.clock.now)
        == InsultSchedule(interval: .hour, timeZone: utc).insult(at: fresh.clock.now).text)
    #expect(fresh.recorder.writes.isEmpty)
  }

  @Test("A History or Favourites row copies its own insult on tap (what the row's button calls), not the current one")
  func rowsCopyOnTap() throws {
    let harness = BardHarness()
    let app = harness.model()
    let first = app.current.insult
    app.toggleFavourite()
    app.anotherInsult()
    let row = try #require(app.history.last, "the first insult, now down the list")
    #expect(row.text == first && app.current.insult != first)
    app.copy(row.text)
    #expect(harness.recorder.copied == [first])
    #expect(app.haptic?.intent == .confirmation, "the tap is felt")
    app.copy(try #require(app.favourites.first).text)
    #expect(harness.recorder.copied == [first, first])
  }

  @Test("IB-7.2: favourites and history are kept across launches")
  func favouritesAndHistory() {
    let harness = BardHarness()
    let app = harness.model()
    let first = app.current.insult
    app.toggleFavourite()
    #expect(app.isFavourite)
    app.anotherInsult()
    app.anotherInsult()
    #expect(!app.isFavourite)
    let relaunched = harness.model()
    #expect(relaunched.favourites.map(\.text) == [first])
    #expect(relaunched.history.count == 3)
    #expect(relaunched.history.first?.text == app.current.insult, "newest first")
    relaunched.removeFavourites([first])
    #expect(harness.model().favourites.isEmpty)
    relaunched.clearHistory()
    #expect(harness.model().history.isEmpty, "the insult on screen stays out until it changes")
  }

  @Test(
    "Clear History empties it for good: the insult on screen comes back neither on return nor on relaunch, the next does"
  )
  func clearedHistoryStaysClear() throws {
    let harness = BardHarness()
    let app = harness.model()
    app.anotherInsult()
    let onScreen = app.current.insult
    #expect(app.history.contains { $0.text == onScreen })
    app.clearHistory()
    #expect(app.history.isEmpty)
    app.enteredBackground()
    app.becameActive()
    #expect(app.history.isEmpty && app.current.insult == onScreen, "a return to the app puts nothing back")
    let relaunched = harness.model()
    relaunched.becameActive()
    #expect(relaunched.history.isEmpty, "nor a relaunch")
    // The next slot's insult is new: History starts again with it.
    harness.clock.advance(minutes: 60)
    relaunched.refresh()
    #expect(relaunched.current.insult != onScreen)
    #expect(relaunched.history.map(\.text) == [relaunched.current.insult])
  }

  @Test("Family-friendly applies at once to the insult on screen, its glosses and the widget")
  func familyFriendlyAtOnce() throws {
    let harness = BardHarness()
    let app = harness.model()
    let coarse = Set(
      (InsultKit.full.adjectives + InsultKit.full.compounds + InsultKit.full.nouns).filter(\.isCoarse).map(\.text))
    func words(_ insult: String) -> Set<String> {
      Set(insult.split(whereSeparator: { " ,!".contains($0) }).map(String.init))
    }
    // Shuffle until the insult on screen has a coarse word (a few hundred tries at most).
    var tries = 0
    while words(app.current.insult).isDisjoint(with: coarse), tries < 2_000 {
      app.anotherInsult()
      tries += 1
    }
    try #require(!words(app.current.insult).isDisjoint(with: coarse), "found a coarse insult to switch away from")
    app.setFamilyFriendly(true)
    #expect(words(app.current.insult).isDisjoint(with: coarse), "the insult on screen changed at once")
    #expect(app.glosses.map(\.word).allSatisfy { app.current.insult.contains($0) }, "glosses explain what is shown")
    #expect(app.glosses.allSatisfy { !coarse.contains($0.word) })
    let widget = try #require(harness.widgetPlan().entries.first)
    #expect(widget.insult == app.current.insult, "the widget shows the same, clean insult")
    // A relaunch keeps it, and so does another insult.
    #expect(harness.model().current.insult == app.current.insult)
    app.anotherInsult()
    #expect(words(app.current.insult).isDisjoint(with: coarse))
  }

  @Test("Each insult explains its words; the glosses follow a shuffle")
  func glosses() {
    let app = BardHarness().model()
    #expect(app.glosses.count == 3)
    #expect(app.current.insult.contains(app.glosses[2].word))
    app.anotherInsult()
    #expect(app.current.insult.contains(app.glosses[0].word))
  }
}
