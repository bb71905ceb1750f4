import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import NoteWallCore

@Suite("NoteWall's Lock Screen widget: the wallpaper's notes, live, for phones without the shortcut")
@MainActor
struct NoteWallWidgetTests {
  func plan(_ world: World, lines: Int = 3, preview: Bool = false) -> NoteWallWidgetPlan {
    NoteWallWidgetTimeline.plan(
      store: world.widgetStore, lines: lines, context: preview ? .gallery : .homeScreen, now: Date(),
      sinceStart: 3600)
  }

  @Test("Each change of the notes reaches the widget at once: added, edited, done, deleted, moved")
  func changesReachTheWidget() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    #expect(plan(world).face == .notes(["Call mum"], more: nil))
    model.add("Buy milk")
    model.add("Water plants")
    #expect(plan(world).face == .notes(["Call mum", "Buy milk", "Water plants"], more: nil))
    let milk = try #require(model.notes.list.notes.first { $0.text == "Buy milk" })
    model.notes.setDone(milk.id, true)
    #expect(plan(world).face == .notes(["Call mum", "Water plants"], more: nil), "done notes leave it too")
    model.notes.edit(milk.id, to: "Buy oat milk")
    model.notes.setDone(milk.id, false)
    model.notes.move(from: 1, to: 0)
    #expect(plan(world).face == .notes(["Buy oat milk", "Call mum", "Water plants"], more: nil))
    #expect(world.widgets.reloaded.contains(NoteWallShared.notesWidgetKind) && world.widgets.refused.isEmpty)
    for note in model.notes.list.notes { model.notes.delete(note.id) }
    #expect(plan(world).face == .empty)
    await model.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
  }

  @Test("More notes than lines: the last line says how many more, so the widget never looks complete when not")
  func moreThanFits() {
    let texts = ["One", "Two", "Three", "Four", "Five"]
    #expect(NoteWallWidgetTimeline.face(texts, lines: 3) == .notes(["One", "Two"], more: NoteWallCopy.Widget.more(3)))
    #expect(NoteWallCopy.Widget.more(3).text == "+3 more")
    #expect(
      NoteWallWidgetTimeline.face(Array(texts.prefix(3)), lines: 3) == .notes(["One", "Two", "Three"], more: nil))
    #expect(
      NoteWallWidgetTimeline.face(texts, lines: 1) == .notes(["One"], more: NoteWallCopy.Widget.more(4)), "inline")
    #expect(NoteWallWidgetTimeline.face([], lines: 3) == .empty)
  }

  @Test("A launch gives the widget the notes saved before it existed, and costs no reload when they are current")
  func launchPublishes() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    try world.widgetStore.remove(NoteWallShared.widgetNotes)
    let before = world.widgets.reloaded.count
    _ = world.model()
    #expect(plan(world).face == .notes(["Call mum"], more: nil) && world.widgets.reloaded.count == before + 1)
    _ = world.model()
    #expect(world.widgets.reloaded.count == before + 1, "the same notes: no reload spent")
    await model.lockScreen.remindersFinished()
  }

  @Test("Before the first unlock the widget says so and asks again within minutes; the gallery shows a sample")
  func unreadableAndGallery() throws {
    let world = World()
    let locked = SimulatedDataProtection()
    try world.widgetStore.write(WidgetNotes(texts: ["Call mum"]), for: NoteWallShared.widgetNotes)
    locked.restart()
    let store = locked.store(directory: world.widgetStore.directory)
    let now = Date()
    let plan = NoteWallWidgetTimeline.plan(store: store, lines: 3, context: .homeScreen, now: now, sinceStart: 60)
    #expect(plan.face == .unavailable && plan.reloadAt == now.addingTimeInterval(UnreadableRetry.shortest))
    #expect(self.plan(world, preview: true).face == .notes(NoteWallWidgetTimeline.sampleNotes, more: nil))
    #expect(NoteWallCopy.Widget.unavailable == "Unlock to see your notes")
  }
}
