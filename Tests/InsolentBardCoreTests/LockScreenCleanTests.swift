import Foundation
import InsolentBardCore
import SharedStore
import Testing

/// The Lock Screen widgets are read by anyone who picks the phone up: by default they draw only insults without
/// coarse words, whatever the app's family-friendly setting, while the home screen widgets follow that setting;
/// the user may allow coarse words there in Settings.
@Suite("Lock Screen widgets: clean by default")
@MainActor
struct LockScreenCleanTests {
  static let lockScreen: [BardWidgetFamily] = [.circular, .rectangular, .inline]

  func plan(_ harness: BardHarness, _ family: BardWidgetFamily, _ choice: BardWidgetChoice = .insultOfTheHour)
    -> WidgetTimelinePlan
  {
    WidgetTimeline.plan(
      store: SharedStore(directory: harness.directory), now: harness.clock.now, timeZone: utc, sinceStart: 3600,
      locale: usEnglish, choice: choice, family: family)
  }

  func isCoarse(_ insult: String) -> Bool { InsultKit.full.insult(parsing: insult)?.isCoarse ?? false }

  /// Insults with a coarse word, from the full kit.
  func coarseInsults(_ count: Int) -> [String] {
    let kit = InsultKit.full
    return (0..<kit.count).lazy.map { kit.insult(at: $0) }.filter(\.isCoarse).prefix(count).map(\.text)
  }

  @Test("A Lock Screen widget never draws a coarse word by default; the home screen follows the app's setting")
  func lockScreenIsCleanByDefault() throws {
    let harness = BardHarness()
    let app = harness.model()
    // Five-minute slots: 144 insults in the timeline's twelve hours, some with coarse words in the full kit.
    try app.settingsShown().interval = .fiveMinutes
    #expect(!app.settings.familyFriendly && !app.settings.coarseOnLockScreen, "the defaults")
    let home = plan(harness, .small)
    #expect(home.entries.first?.insult == app.current.insult, "the home screen shows what the app shows")
    #expect(home.entries.contains { isCoarse($0.insult) }, "the full kit on the home screen")
    for family in Self.lockScreen {
      let entries = plan(harness, family).entries
      #expect(entries.count > 1)
      for entry in entries { #expect(!isCoarse(entry.insult), "\(family): \(entry.insult)") }
      // The app's insult wherever it is clean (IB-2.2: the same insult at the same moment), and at each moment
      // the home screen draws a coarse one, the clean kit's, as a family-friendly widget shows it.
      let clean = plan(harness, .small, .familyFriendly).entries
      for homeEntry in home.entries {
        let shown = try #require(entries.last { $0.date <= homeEntry.date })
        if isCoarse(homeEntry.insult) {
          #expect(shown.insult == clean.last { $0.date <= homeEntry.date }?.insult, "\(family) at \(homeEntry.date)")
        } else {
          #expect(shown.insult == homeEntry.insult, "\(family) at \(homeEntry.date)")
        }
      }
    }
  }

  @Test("The app's coarse shuffle stays off the Lock Screen, which keeps the slot's clean insult")
  func shuffledCoarseInsultStaysOff() throws {
    let harness = BardHarness()
    let app = harness.model()
    var tries = 0
    while !isCoarse(app.current.insult), tries < 500 {
      app.anotherInsult()
      tries += 1
    }
    try #require(isCoarse(app.current.insult))
    #expect(plan(harness, .medium).entries.first?.insult == app.current.insult)
    for family in Self.lockScreen {
      #expect(plan(harness, family).entries.first.map { isCoarse($0.insult) } == false, "\(family)")
    }
  }

  @Test(
    "With coarse words allowed on the Lock Screen, its widgets show what the app shows, and the change reloads them")
  func allowedCoarseWordsAreKept() throws {
    let harness = BardHarness()
    let app = harness.model()
    try app.settingsShown().interval = .fiveMinutes
    let reloads = harness.widgetCenter.reloaded.count
    try app.settingsShown().coarseOnLockScreen = true
    #expect(harness.widgetCenter.reloaded.count == reloads + 1, "the Lock Screen widgets redraw")
    #expect(harness.model().settings.coarseOnLockScreen, "saved")
    let home = plan(harness, .small).entries.map(\.insult)
    for family in Self.lockScreen {
      #expect(plan(harness, family).entries.map(\.insult) == home, "\(family)")
    }
    // Family-friendly still leaves them out everywhere.
    try app.settingsShown().familyFriendly = true
    for family in Self.lockScreen + [.small] {
      #expect(plan(harness, family).entries.allSatisfy { !isCoarse($0.insult) }, "\(family)")
    }
  }

  @Test("A Favourites Only Lock Screen widget turns through the clean favourites; all coarse, the clean insult")
  func favouritesOnTheLockScreen() throws {
    let harness = BardHarness()
    let app = harness.model()
    let store = SharedStore(directory: harness.directory)
    let coarse = coarseInsults(2)
    let clean = InsultKit.familyFriendlyKit.insult(at: 7).text
    let saved = (coarse + [clean]).enumerated().map {
      SavedInsult(text: $1, savedAt: harness.clock.now.addingTimeInterval(Double(-$0) * 60))
    }
    try store.write(saved, for: BardShared.favourites)
    let home = plan(harness, .large, .favourites).entries.map(\.insult)
    #expect(Set(home) == Set(coarse + [clean]), "the home screen turns through them all")
    for family in Self.lockScreen {
      #expect(Set(plan(harness, family, .favourites).entries.map(\.insult)) == [clean], "\(family)")
    }
    try store.write(Array(saved.prefix(2)), for: BardShared.favourites)
    for family in Self.lockScreen {
      let entries = plan(harness, family, .favourites).entries
      #expect(entries.first?.isFallback == false, "\(family): not \"no favourites yet\"")
      #expect(entries.allSatisfy { !isCoarse($0.insult) }, "\(family)")
      #expect(entries.first?.insult == plan(harness, .small, .familyFriendly).entries.first?.insult)
    }
    try app.settingsShown().coarseOnLockScreen = true
    #expect(Set(plan(harness, .rectangular, .favourites).entries.map(\.insult)) == Set(coarse))
  }

  @Test("Settings files saved before the Lock Screen choice existed read as clean")
  func oldFilesReadClean() throws {
    let json = Data(#"{"interval":60,"appearance":"system","familyFriendly":false}"#.utf8)
    let settings = try JSONDecoder().decode(BardSettings.self, from: json)
    #expect(!settings.coarseOnLockScreen)
    #expect(LockScreenPrivacy.drawsCleanOnly(.inline, settings: settings))
    #expect(!LockScreenPrivacy.drawsCleanOnly(.small, settings: settings))
  }

  @Test("Settings says under the toggle what Coarse words on the Lock Screen does, while the toggle is shown")
  func coarseToggleFooter() throws {
    let app = BardHarness().model()
    let shownSettings = try app.settingsShown()
    #expect(shownSettings.coarseOnLockScreenFooter == BardCopy.coarseOnLockScreenFooter)
    #expect(
      BardCopy.coarseOnLockScreenFooter.text.contains("anyone who sees your Lock Screen"),
      "never promises a redaction iOS may not do")
    try app.settingsShown().familyFriendly = true
    #expect(shownSettings.coarseOnLockScreenFooter == nil, "no toggle, no footer")
  }
}
