import AppServicesTestSupport
import Foundation
import InsolentBardCore
import SharedStore
import Testing

@Suite("The widget can read what it draws")
@MainActor
struct WidgetFilesTests {
  @Test("IB-4.4: after a restart the widget shows the current insult before the first unlock, not the fallback")
  func readableBeforeFirstUnlock() throws {
    let harness = BardHarness()
    let phone = SimulatedDataProtection()
    // The app writes through the phone's App Group, as it does on iOS.
    let app = BardModel(
      dependencies: BardDependencies(
        store: phone.store(directory: harness.directory), now: { harness.clock.now }, timeZone: { utc },
        copyToPasteboard: { _ in }, widgetCenter: harness.widgetCenter,
        notifications: Unimplemented("The Bard's notifications"), urls: Unimplemented("The Bard's URL opener"),
        rest: unimplementedRest()))
    app.toggleFavourite()
    phone.restart()
    let widget = WidgetTimeline.plan(
      store: phone.store(directory: harness.directory), now: harness.clock.now, timeZone: utc, sinceStart: 60)
    #expect(widget.entries.first?.insult == app.current.insult)
    #expect(widget.entries.first?.isFallback == false)
    // The user's own lists keep iOS's default protection: still locked until the first unlock.
    let locked = phone.store(directory: harness.directory)
    #expect(throws: SharedStoreError.self) { try locked.load(BardShared.favourites).get() }
  }

  @Test(
    "IB-4.4: before the first unlock a Favourites Only widget says to unlock and retries soon, not \"No favourites yet\" for hours"
  )
  func favouritesUnreadableBeforeFirstUnlock() throws {
    let harness = BardHarness()
    let phone = SimulatedDataProtection()
    let app = BardModel(
      dependencies: BardDependencies(
        store: phone.store(directory: harness.directory), now: { harness.clock.now }, timeZone: { utc },
        copyToPasteboard: { _ in }, widgetCenter: harness.widgetCenter,
        notifications: Unimplemented("The Bard's notifications"), urls: Unimplemented("The Bard's URL opener"),
        rest: unimplementedRest()))
    app.toggleFavourite()
    phone.restart()
    let now = harness.clock.now
    let locked = phone.store(directory: harness.directory)
    let favourites = WidgetTimeline.plan(
      store: locked, now: now, timeZone: utc, sinceStart: 60, choice: .favourites)
    #expect(
      favourites.entries.map(\.insult) == [BardCopy.fallbackInsult], "not \"\(BardCopy.Widget.emptyFavourites.text)\"")
    #expect(favourites.reloadAfter == UnreadableRetry.retryDate(now: now, sinceStart: 60))
    // Opening the app cannot help before the first unlock: the line under it says to unlock.
    #expect(favourites.entries.map(\.updatedLine) == ["Unlock to see your favourites"])
    // The insult widget still shows the insult, but its heart is unknown (not offered), and it asks again soon.
    let hour = WidgetTimeline.plan(store: locked, now: now, timeZone: utc, sinceStart: 60)
    #expect(hour.entries.first?.insult == app.current.insult)
    #expect(hour.entries.allSatisfy { $0.isFavourite == nil && !$0.offersFavourite })
    #expect(hour.reloadAfter <= UnreadableRetry.retryDate(now: now, sinceStart: 60))
    // After the first unlock the same widgets show the favourite with its heart filled.
    phone.firstUnlock()
    let unlocked = phone.store(directory: harness.directory)
    let shown = WidgetTimeline.plan(store: unlocked, now: now, timeZone: utc, sinceStart: 60, choice: .favourites)
    #expect(shown.entries.first?.insult == app.current.insult)
    #expect(shown.entries.first?.isFavourite == true)
    #expect(shown.entries.first?.offersFavourite == true)
  }

  @Test("Files written by an older build get the widget's protection when the app next opens")
  func olderFilesProtected() throws {
    let harness = BardHarness()
    harness.model().setInterval(.thirtyMinutes)  // an older build: its files have iOS's default protection
    let phone = SimulatedDataProtection()
    let current = harness.directory.appendingPathComponent("current-insult.json")
    #expect(phone.protection(of: current) == nil)
    _ = BardModel(
      dependencies: BardDependencies(
        store: phone.store(directory: harness.directory), now: { harness.clock.now }, timeZone: { utc },
        copyToPasteboard: { _ in }, widgetCenter: harness.widgetCenter,
        notifications: Unimplemented("The Bard's notifications"), urls: Unimplemented("The Bard's URL opener"),
        rest: unimplementedRest()))
    #expect(phone.protection(of: current) == FileProtection.none)
    #expect(phone.protection(of: harness.directory.appendingPathComponent("settings.json")) == FileProtection.none)
  }

  @Test("A damaged settings file is set aside and rewritten by the app, so the widget leaves \"Open app to refresh\"")
  func damagedSettingsRewritten() throws {
    let harness = BardHarness()
    _ = harness.model()
    let settings = harness.directory.appendingPathComponent("settings.json")
    try Data("{\"schemaVersion\":1,\"value\":{\"interval\":7".utf8).write(to: settings)
    let app = harness.model()
    #expect(app.settings == BardSettings())
    let stored = SharedStore(directory: harness.directory).load(BardShared.settings)
    #expect(throws: Never.self) { try stored.get() }
    let aside = harness.directory.appendingPathComponent("settings.damaged.json")
    #expect(FileManager.default.fileExists(atPath: aside.path), "the damaged bytes are kept")
    let widget = harness.widgetPlan()
    #expect(widget.entries.first?.isFallback == false)
    #expect(widget.entries.first?.insult == app.current.insult)
  }
}

@Suite("A locked phone keeps coarse words private")
struct LockScreenPrivacyTests {
  @Test("IB-3.4: a coarse insult is private on every family (Lock Screen, and StandBy's), a clean one is not")
  func coarseHiddenWhenLocked() throws {
    let kit = InsultKit.full
    let coarseNoun = try #require(kit.nouns.first { $0.isCoarse })
    let adjective = try #require(kit.adjectives.first { !$0.isCoarse })
    let compound = try #require(kit.compounds.first { !$0.isCoarse })
    let noun = try #require(kit.nouns.first { !$0.isCoarse })
    let clean = Insult(adjective: adjective, compound: compound, noun: noun)
    let coarse = Insult(adjective: adjective, compound: compound, noun: coarseNoun)
    for family in BardWidgetFamily.allCases {
      #expect(BardWidgetLayout.isPrivacySensitive(coarse.text, on: family), "\(family)")
      #expect(!BardWidgetLayout.isPrivacySensitive(clean.text, on: family), "\(family)")
    }
    #expect(!BardWidgetLayout.isPrivacySensitive(BardCopy.fallbackInsult, on: .rectangular))
  }
}
