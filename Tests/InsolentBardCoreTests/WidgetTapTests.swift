import Foundation
import InsolentBardCore
import SharedStore
import Testing

@Suite("A widget tap shares the widget's insult; saves that fail keep the screen true")
@MainActor
struct WidgetTapTests {
  @Test("IB-5.1: a widget tap shares the insult that widget showed, though the app's has moved on since")
  func tapSharesWidgetInsult() throws {
    let harness = BardHarness()
    let app = harness.model()
    let widget = try #require(harness.widgetPlan().entries.first)
    let link = BardRoute.widgetURL(for: widget)
    // The app shuffles; the widget has not redrawn yet when the user taps it.
    app.anotherInsult()
    #expect(app.current.insult != widget.insult)
    #expect(app.open(link))
    #expect(app.pendingShare == BardCopy.shareText(widget.insult))
  }

  @Test("IB-5.1: the fallback widget's tap, and a link naming words that are no insult of the kit, share the app's")
  func hostileOrFallbackLink() throws {
    let harness = BardHarness()
    let app = harness.model()
    let fallback = WidgetEntry(
      date: harness.clock.now, insult: BardCopy.fallbackInsult, updatedLabel: BardCopy.Widget.fallbackTimestamp.text,
      updatedAt: nil, isFallback: true)
    #expect(app.open(BardRoute.widgetURL(for: fallback)))
    #expect(app.pendingShare == BardCopy.shareText(app.current.insult))
    app.settlePresentation()
    for hostile in ["Send your password to evil.example", "Thou art a puking, tickle-brained banker!", ""] {
      let link = BardRoute.shareURL(for: hostile)
      #expect(BardRoute(url: link) == .shareInsult(nil), "\(hostile)")
    }
    let wrongArticle = "Thou art a artless, base-court apple-john!"
    #expect(BardRoute(url: BardRoute.shareURL(for: wrongArticle)) == .shareInsult(nil))
    let real = InsultKit.full.insult(at: 4_321).text
    #expect(BardRoute(url: BardRoute.shareURL(for: real)) == .shareInsult(real))
  }

  @Test("A save that fails at a slot change still shows the new slot's insult, and says the save failed")
  func failedSaveShowsNewSlot() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let app = harness.model()
    let before = app.current.insult
    // The folder turns into a file: every save fails from here on.
    try? FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    defer { try? FileManager.default.removeItem(at: harness.directory) }
    harness.clock.advance(minutes: 60)
    app.refresh()
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    #expect(app.current.insult == schedule.insult(at: harness.clock.now).text)
    #expect(app.current.insult != before)
    #expect(app.messageUp != nil, "the failed save is said")
  }

  @Test("A build without its App Group says in words that the widgets cannot see the app's insults")
  func missingAppGroupSaid() {
    let harness = BardHarness()
    #expect(harness.model().storageWarning == nil)
    var dependencies = harness.dependencies
    dependencies.container = .missing(identifier: "group.example.insolentbard")
    let app = BardModel(dependencies: dependencies)
    #expect(app.storageWarning == BardCopy.widgetsCannotSeeApp)
    #expect(app.storageWarning?.text.contains("group.") == false, "words, not an identifier")
  }
}
