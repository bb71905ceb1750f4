import AppServicesTestSupport
import DesignSystem
import Foundation
import InsolentBardCore
import Rendering
import RenderingCairo
import SharedStore
import TestSupport
import Testing

struct Failure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

@Suite("IB-3 and IB-4 Widgets and shared data")
struct WidgetTests {
  func entry(_ insult: String) -> WidgetEntry {
    WidgetEntry(
      date: Date(timeIntervalSince1970: 1_790_000_300), insult: insult, updatedLabel: "5 minutes ago",
      updatedAt: Date(timeIntervalSince1970: 1_790_000_000), isFallback: false)
  }

  /// The texts a widget draws, laid out by the scene that reads the same `BardWidgetLayout` as the SwiftUI view.
  func texts(_ family: BardWidgetFamily, _ insult: String) -> [TextItem] {
    BardWidgetScene.make(family: family, entry: entry(insult), scheme: .light, measurer: CairoRenderer()).list.items
      .compactMap { item -> TextItem? in
        if case .text(let text) = item { return text }
        return nil
      }
  }

  @Test("IB-3.1: small: a logo, the insult in one or two lines, minimal styling")
  func small() throws {
    let insult = InsultKit.full.insult(at: 3).text
    let drawn = texts(.small, insult)
    #expect(drawn.first?.text == BardWidgetSymbol.logo.standIn, "the logo comes first")
    // The symbol the widget shows for its logo, as the view reads it (`BardWidgetSymbol.logo.systemName`).
    let scene = BardWidgetScene.make(family: .small, entry: entry(insult), scheme: .light, measurer: CairoRenderer())
    #expect(scene.symbols.map(\.systemName) == ["theatermasks.fill"])
    let text = try #require(drawn.first { $0.text == insult })
    #expect((1...2).contains(try #require(text.maximumLines)))
    #expect(drawn.count == 2, "nothing else: no title, no updated line")
  }

  @Test("IB-3.2: medium: the title, the full insult in 3-4 lines, the updated label, parchment, IM FELL English")
  func medium() throws {
    let insult = InsultKit.full.insult(at: 0).text
    let drawn = texts(.medium, insult)
    #expect(drawn.first?.text == "THE INSOLENT BARD")
    let text = try #require(drawn.first { $0.text == insult }, "the whole insult")
    #expect((3...4).contains(try #require(text.maximumLines)))
    #expect(drawn.contains { $0.text == "Updated 5 minutes ago" }, "the card's words for the entry's date")
    let scene = BardWidgetScene.make(family: .medium, entry: entry(insult), scheme: .light, measurer: CairoRenderer())
    guard case .fill(let background) = scene.list.items.first else { throw Failure("no background") }
    #expect(background.paint == .solid(RGBAColor(hex: 0xF3E7C9)), "parchment")
    // IM FELL English, which the app and the widget bundle (Apps/InsolentBard/Fonts, checked by
    // scripts/check-xcode-project); Georgia, chosen at run time, only if the file were missing.
    let role = BardWidgetLayout.of(.medium).insultFont.role
    #expect(role.appleFace(for: .regular) { $0 == "IM_FELL_English_Roman" } == ("IM_FELL_English_Roman", false))
    #expect(role.appleFace(for: .regular) { _ in false } == ("Georgia", true))
    // The Linux preview draws the insult from the same font file, not a stand-in.
    #expect(CairoRenderer().familiesDrawn(insult, font: text.font) == ["IM FELL English"])
  }

  @Test("IB-3.3: large: as medium, with larger text, more padding and decorations")
  func large() {
    // The decorations are the spec's quill and scroll, by the names the view shows (a pen writing for the quill,
    // which SF Symbols lacks); the medium widget has none.
    let insult = InsultKit.full.insult(at: 0).text
    let symbols = { (family: BardWidgetFamily) in
      BardWidgetScene.make(family: family, entry: self.entry(insult), scheme: .light, measurer: CairoRenderer())
        .symbols.map(\.systemName)
    }
    #expect(symbols(.large) == ["pencil.and.scribble", "scroll", "heart", "arrow.triangle.2.circlepath"])
    #expect(symbols(.medium) == ["heart", "arrow.triangle.2.circlepath"])
    let large = BardWidgetLayout.of(.large)
    let medium = BardWidgetLayout.of(.medium)
    #expect(large.title == medium.title)
    #expect(large.insultFont.basePointSize > medium.insultFont.basePointSize)
    #expect(large.padding > medium.padding)
    #expect(large.showsDecorations && !medium.showsDecorations)
  }

  @Test("IB-3.4: lock screen: circular, rectangular and inline show the insult's first words")
  func lockScreen() throws {
    let insult = "Thou art a puking, tickle-brained canker-blossom!"
    for family in [BardWidgetFamily.rectangular, .inline] {
      #expect(family.isLockScreen)
      let layout = BardWidgetLayout.of(family)
      let text = layout.text(for: insult)
      let limit = try #require(layout.characterLimit)
      #expect(text.count <= limit)
      #expect(!layout.usesThemeBackground, "lock screen widgets are tinted by the system")
      #expect(insult.hasPrefix(String(text.dropLast())))
    }
    // The circular one has room for an epithet: a complete insult, never "Thou art a…"; a hyphenated noun breaks
    // after its hyphen, to fit the smallest disc (WidgetPreviewTests).
    #expect(BardWidgetLayout.of(.circular).text(for: insult) == "Thou\ncanker-\nblossom!")
    let kit = InsultKit.full
    for noun in kit.nouns {
      let whole = Insult(adjective: kit.adjectives[0], compound: kit.compounds[0], noun: noun)
      let epithet = BardWidgetLayout.of(.circular).text(for: whole.text)
      #expect(epithet == "Thou\n\(whole.noun.text.replacingOccurrences(of: "-", with: "-\n"))!")
      #expect(epithet.split(separator: "\n").count <= BardWidgetLayout.of(.circular).insultLineLimit)
    }
    #expect(BardWidgetLayout.of(.circular).text(for: BardCopy.fallbackInsult) == "Thou\ncanker-\nblossom!")
    // The small widget shows the whole insult up to the default size, its epithet from xLarge up.
    let small = BardWidgetLayout.of(.small)
    #expect(small.text(for: insult, at: .large) == insult)
    #expect(small.text(for: insult, at: .xLarge) == "Thou\ncanker-blossom!")
    #expect(BardWidgetLayout.epithet(of: "Something else") == "Something else", "other text is left whole")
    #expect(BardWidgetLayout.of(.inline).text(for: insult) == "Thou art a puking…")
    #expect(FirstWords.of("Short", limit: 10) == "Short")
    #expect(FirstWords.of("Supercalifragilistic", limit: 6) == "Super…")
  }

  @Test("IB-3.5: the widget theme has light and dark colours, both readable")
  func lightAndDark() {
    let theme = Theme.insolentBard
    #expect(theme.background.light != theme.background.dark)
    for scheme in ColorScheme.allCases {
      let ratio = Contrast.ratio(theme.primaryText.resolved(in: scheme), on: theme.background.resolved(in: scheme))
      #expect(ratio >= 4.5)
      #expect(Contrast.ratio(theme.accent.resolved(in: scheme), on: theme.background.resolved(in: scheme)) >= 3)
    }
  }

  @Test("Both apps' widgets set text in styles that follow Dynamic Type, never at a fixed point size")
  func noFixedPointSizes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for folder in ["Sources/Apple/InsolentBardWidgets", "Sources/Apple/VocaPinWidgets"] {
      let directory = root.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
      #expect(!files.isEmpty, "\(folder)")
      for file in files {
        let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        // `.system(size:)` and `.custom(_:fixedSize:)` stay put when the user picks larger text, unless the size
        // is multiplied by a `@ScaledMetric` of the same file (which grows with Dynamic Type).
        let scaled = source.split(separator: "\n").filter { $0.contains("@ScaledMetric") }.compactMap {
          $0.split(separator: " ").drop { $0 != "var" }.dropFirst().first.map(String.init)
        }
        for line in source.split(separator: "\n") where line.contains(".system(size:") {
          #expect(scaled.contains { line.contains($0) }, "\(folder)/\(file): \(line)")
        }
        #expect(!source.contains("fixedSize:"), "\(folder)/\(file)")
      }
    }
  }

  @Test("IB-3.6: the gallery shows the spec's name and description, word for word from the spec")
  func gallery() throws {
    // Read from the acceptance criteria themselves, so the copy cannot drift from the spec.
    let acceptance = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/specs/acceptance.md")
    let line = try #require(
      try String(contentsOf: acceptance, encoding: .utf8).split(separator: "\n").first { $0.hasPrefix("- IB-3.6:") })
    let quoted = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    #expect(quoted == [BardCopy.Widget.galleryName.text, BardCopy.Widget.galleryDescription.text])
  }

  @Test(
    "IB-3.7: the timeline precomputes every slot boundary and reloads a few times a day, within the budget",
    arguments: RefreshInterval.allCases)
  @MainActor func timelineBudget(interval: RefreshInterval) throws {
    let harness = BardHarness(at: "2026-11-21T14:07:30Z")
    harness.model().setInterval(interval)
    let plan = harness.widgetPlan()
    let now = harness.clock.now
    #expect(plan.entries.first?.date == now)
    #expect(plan.entries.count <= WidgetTimeline.maximumEntries)
    #expect(zip(plan.entries, plan.entries.dropFirst()).allSatisfy { $0.date < $1.date })
    let covered = plan.reloadAfter.timeIntervalSince(now)
    #expect(covered >= 2 * 3600, "the timeline lasts hours, not one interval")
    #expect(24 * 3600 / covered <= 12, "a dozen reloads a day at most, inside WidgetKit's 40-70")
    // Entries at least five minutes apart, as WidgetKit draws them dependably; only the first pair may be closer:
    // the timeline starts now, and the slot may end soon after. At most a dozen an hour.
    let later = plan.entries.dropFirst()
    #expect(zip(later, later.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) >= 5 * 60 })
    #expect(Double(plan.entries.count) <= covered / 3600 * 12 + 1)
    // Every slot boundary inside the timeline has an entry with that slot's insult, which appeared just now.
    let schedule = InsultSchedule(interval: interval, timeZone: utc)
    var slot = schedule.slot(at: now) + 1
    while schedule.start(ofSlot: slot) < plan.reloadAfter {
      let boundary = schedule.start(ofSlot: slot)
      let entry = try #require(plan.entries.first { $0.date == boundary }, "entry at \(boundary)")
      #expect(entry.insult == schedule.insult(forSlot: slot).text)
      #expect(entry.updatedLine == "Updated just now")
      slot += 1
    }
  }

  @Test("IB-4.1: the app saves the current insult with an ISO-8601 timestamp and the interval")
  @MainActor func savesForWidget() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let app = harness.model()
    let saved = try #require(harness.store.read(BardShared.currentInsult))
    #expect(saved.insult == app.current.insult)
    #expect(saved.intervalMinutes == 60)
    #expect(ISO8601.date(from: saved.timestamp) == date("2026-11-21T14:00:00Z"))
    let file = try String(contentsOf: harness.directory.appendingPathComponent("current-insult.json"), encoding: .utf8)
    #expect(file.contains("\"timestamp\":\"2026-11-21T14:00:00Z\""))
  }

  @Test("IB-4.2: with no saved data the widget shows the fallback insult and \"Open app to refresh\"")
  func fallback() {
    let harness = BardHarness()
    let plan = harness.widgetPlan()
    #expect(plan.entries.count == 1)
    #expect(plan.entries[0].insult == "Thou art a villainous tickle-brained canker-blossom!")
    #expect(plan.entries[0].updatedLabel == "Open app to refresh")
    #expect(plan.entries[0].isFallback)
    // Cleared data, or a damaged file, is the same as none.
    try? Data("garbage".utf8).write(to: harness.directory.appendingPathComponent("current-insult.json"))
    #expect(harness.widgetPlan().entries[0].isFallback)
  }

  @Test("IB-4.3: timestamps read Just now, 1 minute ago, N minutes ago, 1 hour ago, N hours ago, or Recently")
  func timestamps() {
    let base = date("2026-11-21T14:00:00Z")
    let cases: [(Double, String)] = [
      (0, "Just now"), (59, "Just now"), (60, "1 minute ago"), (119, "1 minute ago"), (120, "2 minutes ago"),
      (59 * 60 + 59, "59 minutes ago"), (3600, "1 hour ago"), (7199, "1 hour ago"), (7200, "2 hours ago"),
      (26 * 3600, "26 hours ago"), (-300, "Just now"),
    ]
    for (seconds, expected) in cases {
      #expect(UpdatedLabel.text(since: base, now: base.addingTimeInterval(seconds)) == expected, "\(seconds) s")
    }
    #expect(UpdatedLabel.text(sinceISO8601: "2026-11-21T13:55:00Z", now: base) == "5 minutes ago")
    #expect(UpdatedLabel.text(sinceISO8601: "2026-11-21T13:55:00.250Z", now: base) == "4 minutes ago")
    #expect(UpdatedLabel.text(sinceISO8601: "not a time", now: base) == "Recently")
    #expect(UpdatedLabel.text(sinceISO8601: "", now: base) == "Recently")
  }

  /// The entry a widget shows at `moment`: the last one that has begun, as WidgetKit picks it.
  func shown(at moment: Date, in plan: WidgetTimelinePlan) -> WidgetEntry? {
    plan.entries.last { $0.date <= moment }
  }

  @Test(
    "IB-3.2 / IB-4.3: the widget's entries say \"Updated just now\", then \"Updated N minutes ago\" five minutes apart, in the card's words for each entry's own date"
  )
  @MainActor func widgetUpdatedWords() throws {
    let harness = BardHarness(at: "2026-11-21T14:00:20Z")
    _ = harness.model()
    let plan = harness.widgetPlan()
    // The hour's insult appeared at 14:00: the first entry (now) says so, then one each five minutes, the words
    // exactly what the medium and large widgets draw (`updatedLine`), until the next insult at 15:00.
    let hour = plan.entries.prefix { $0.date < date("2026-11-21T15:00:00Z") }
    #expect(hour.map(\.date) == [harness.clock.now] + (1...11).map { date("2026-11-21T14:00:00Z") + Double($0) * 300 })
    #expect(
      hour.map(\.updatedLine) == ["Updated just now"] + (1...11).map { "Updated \($0 * 5) minutes ago" })
    #expect(hour.allSatisfy { $0.updatedLabel == UpdatedLabel.text(since: date("2026-11-21T14:00:00Z"), now: $0.date) })
    #expect(shown(at: date("2026-11-21T15:00:00Z"), in: plan)?.updatedLine == "Updated just now")
    #expect(shown(at: date("2026-11-21T15:07:05Z"), in: plan)?.updatedLine == "Updated 5 minutes ago")
    // The medium widget draws the entry's line as it is (the Linux scene reads the same `updatedLine`).
    let entry = try #require(plan.entries.dropFirst(3).first)
    let drawn = BardWidgetScene.make(family: .medium, entry: entry, scheme: .light, measurer: CairoRenderer()).list
      .items.compactMap { item -> String? in
        if case .text(let text) = item { return text.text }
        return nil
      }
    #expect(drawn.contains("Updated 15 minutes ago"))
    // The gallery's sample is the spec's own example.
    #expect(WidgetTimeline.gallerySample(at: harness.clock.now).updatedLine == "Updated 5 minutes ago")
  }

  @Test("IB-4.3: the widget says \"1 hour ago\" and \"N hours ago\" for an insult that appeared hours before")
  @MainActor func widgetHoursAgo() throws {
    let harness = BardHarness(at: "2026-11-21T14:00:20Z")
    _ = harness.model()
    var saved = try #require(harness.store.read(BardShared.currentInsult))
    // Its moment half an hour before the slot: minutes in fives, then "1 hour ago", which holds for the slot.
    saved.timestamp = "2026-11-21T13:30:00Z"
    let plan = WidgetTimeline.plan(now: harness.clock.now, settings: BardSettings(), current: saved, timeZone: utc)
    let slot = plan.entries.prefix { $0.date < date("2026-11-21T15:00:00Z") }
    #expect(slot.map(\.date) == [harness.clock.now] + (1...6).map { date("2026-11-21T14:00:00Z") + Double($0) * 300 })
    #expect(
      slot.map(\.updatedLine) == (6...11).map { "Updated \($0 * 5) minutes ago" } + ["Updated 1 hour ago"])
    saved.timestamp = "2026-11-21T11:59:00Z"
    let hours = WidgetTimeline.plan(now: harness.clock.now, settings: BardSettings(), current: saved, timeZone: utc)
    #expect(
      hours.entries.prefix { $0.date < date("2026-11-21T15:00:00Z") }.map(\.updatedLine) == ["Updated 2 hours ago"])
  }

  @Test("IB-4.3: a widget whose saved timestamp cannot be read says \"Updated recently\"")
  @MainActor func unreadableTimestamp() throws {
    let harness = BardHarness()
    let app = harness.model()
    var saved = try #require(harness.store.read(BardShared.currentInsult))
    saved.timestamp = "not a time"
    let plan = WidgetTimeline.plan(now: harness.clock.now, settings: BardSettings(), current: saved, timeZone: utc)
    let first = try #require(plan.entries.first)
    #expect(first.insult == app.current.insult)
    #expect(first.updatedLine == "Updated recently")
    #expect(first.updatedAt == nil)
    // Words that never change need no entries of their own: the next is the next slot's insult, which has its own,
    // known start, and says so.
    let next = try #require(plan.entries.dropFirst().first)
    #expect(next.date == next.updatedAt && next.updatedLine == "Updated just now")
  }

  @Test(
    "IB-4.3: whenever the user looks, the widget's insult is the schedule's and its \"Updated\" words are never more than has passed and at most minutes behind, a shuffled insult included",
    arguments: RefreshInterval.allCases)
  @MainActor func labelTrueAnyMoment(interval: RefreshInterval) throws {
    let harness = BardHarness(at: "2026-11-21T14:07:30Z")
    let app = harness.model()
    app.setInterval(interval)
    harness.clock.advance(minutes: 3)
    app.anotherInsult()  // an insult that appeared mid-slot, at 14:10:30
    let plan = harness.widgetPlan()
    let now = harness.clock.now
    let schedule = InsultSchedule(interval: interval, timeZone: utc)
    let shuffledAt = try #require(ISO8601.date(from: app.current.timestamp))
    #expect(plan.entries.count <= WidgetTimeline.maximumEntries)
    // Arbitrary moments (seeded, so a failure repeats), not the entries' own: the insult and the words under it
    // must be the truth, worked out here from the schedule, whenever the user looks.
    var random = Fuzzer(seed: UInt64(interval.minutes))
    let span = plan.reloadAfter.timeIntervalSince(now)
    for _ in 0..<2_000 {
      let moment = now.addingTimeInterval(Double.random(in: 0..<span, using: &random))
      let slot = schedule.slot(at: moment)
      let isShuffledSlot = slot == schedule.slot(at: now)
      let appeared = isShuffledSlot ? shuffledAt : schedule.start(ofSlot: slot)
      let insult = isShuffledSlot ? app.current.insult : schedule.insult(forSlot: slot).text
      let entry = try #require(shown(at: moment, in: plan))
      #expect(entry.insult == insult, "at \(moment)")
      // The words are the card's for a moment since the insult appeared and no later than now: never more time
      // than has passed. They lag by under five minutes (under ten for the last before a mid-slot insult gives
      // way: entries stay five minutes apart).
      #expect(entry.updatedLine == "Updated " + UpdatedLabel.text(since: appeared, now: entry.date).lowercased())
      #expect(entry.date >= appeared && entry.date <= moment, "at \(moment)")
      let lag = moment.timeIntervalSince(entry.date)
      #expect(lag < (isShuffledSlot ? 10 : 5) * 60, "at \(moment): \(entry.updatedLine)")
    }
  }

  @Test("The widget retries within minutes when the App Group cannot be read yet (before the first unlock)")
  @MainActor func unreadableRetriesSoon() throws {
    let harness = BardHarness()
    _ = harness.model()
    let phone = SimulatedDataProtection()
    let store = phone.store(directory: harness.directory)
    phone.restart()
    let locked = WidgetTimeline.plan(store: store, now: harness.clock.now, timeZone: utc, sinceStart: 40)
    #expect(locked.entries.map(\.isFallback) == [true])
    let wait = locked.reloadAfter.timeIntervalSince(harness.clock.now)
    #expect(wait > 0 && wait <= 5 * 60, "minutes, not hours")
    // Still locked hours later: the widget asks less often, never less than hourly.
    let later = WidgetTimeline.plan(store: store, now: harness.clock.now, timeZone: utc, sinceStart: 5 * 3600)
    #expect(later.reloadAfter.timeIntervalSince(harness.clock.now) == 3600)
    phone.firstUnlock()
    let unlocked = WidgetTimeline.plan(store: store, now: harness.clock.now, timeZone: utc, sinceStart: 5 * 3600)
    #expect(unlocked.entries.first?.insult == harness.widgetPlan().entries.first?.insult)
    #expect(unlocked.entries.first?.isFallback == false)
  }

  @Test("IB-4.4: after a reboot (new processes, same files) and with no network the widget shows the same")
  @MainActor func survivesReboot() {
    let harness = BardHarness()
    let app = harness.model()
    app.anotherInsult()
    let before = harness.widgetPlan()
    // A new process: nothing in memory, a new store on the same directory, no network anywhere in the path.
    let rebooted = WidgetTimeline.plan(
      now: harness.clock.now, settings: SharedStore(directory: harness.directory).read(BardShared.settings),
      current: SharedStore(directory: harness.directory).read(BardShared.currentInsult), timeZone: utc)
    #expect(rebooted == before)
    #expect(rebooted.entries.first?.insult == app.current.insult)
  }
}
