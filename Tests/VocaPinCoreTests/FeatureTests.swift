import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// What users of the best peers look for first (issue 40): Recently Deleted, search, sharing.
@Suite("VocaPin beyond the peers: Recently Deleted, search, share")
@MainActor
struct FeatureTests {

  /// All Notes, then Recently Deleted over it, as the user opens them: the screen's own model.
  private func openRecentlyDeleted(in app: VocaPinModel) throws -> RecentlyDeletedModel {
    app.showAllNotes()
    app.settlePresentation()
    app.showRecentlyDeleted()
    app.settlePresentation()
    let screen = try #require(app.recentlyDeletedScreen)
    let allNotes = try #require(app.allNotesScreen)
    #expect(app.presentation.destinations == [.allNotes(allNotes), .recentlyDeleted(screen)])
    return screen
  }

  @Test("A deleted note waits in Recently Deleted and comes back as it was, across launches")
  func restore() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Keep", "Bring me back"])
    let note = try #require(app.board.notes.last)
    app.recolor(note.id, to: .pink)
    let coloured = try #require(app.board.note(note.id))
    app.requestDelete(note.id)
    let dialog = try #require(app.presentation.alert)
    #expect(dialog.message?.contains("Recently Deleted") == true)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(app.board.notes.map(\.text) == ["Keep"])
    #expect(try openRecentlyDeleted(in: app).notes.map(\.note) == [coloured])
    let relaunched = harness.model()
    let screen = try openRecentlyDeleted(in: relaunched)
    #expect(screen.notes.map(\.note) == [coloured], "kept on disk")
    #expect(screen.daysLeft(try #require(screen.notes.first)).text == "30 days left")
    screen.restore(note.id)
    #expect(relaunched.board.notes.last == coloured && screen.notes.isEmpty)
    #expect(relaunched.notesBoard.selectedNoteID == note.id, "shown on the board")
    // Done closes the screen, back to All Notes.
    screen.done()
    relaunched.settlePresentation()
    #expect(relaunched.presentation.destinations.map(\.allNotes) == [relaunched.allNotesScreen])
    let again = harness.model()
    #expect(again.board.notes.map(\.text) == ["Keep", "Bring me back"], "restored on disk")
    #expect(try openRecentlyDeleted(in: again).notes.isEmpty)
  }

  @Test("A restore the board cannot save keeps the note in Recently Deleted and says why")
  func restoreThatFails() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Bring me back"])
    let id = try #require(app.board.notes.first?.id)
    app.delete(id)
    let screen = try openRecentlyDeleted(in: app)
    try harness.breakFolder()
    screen.restore(id)
    #expect(screen.notes.map(\.id) == [id] && app.board.notes.isEmpty, "still there to try again")
    #expect(app.messageUp != nil && app.presentation.alert(on: 2) != nil, "said on top, on Recently Deleted")
    try harness.mendFolder()
  }

  @Test("After 30 days a deleted note is gone for good; Delete Now asks, then deletes at once")
  func expiry() throws {
    let harness = VocaPinHarness()
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let app = harness.model(now: start)
    app.write(["Old", "Older"])
    for note in app.board.notes { app.delete(note.id) }
    #expect(app.board.notes.isEmpty)
    let later = harness.model(now: start.addingTimeInterval(29 * 86_400))
    let screen = try openRecentlyDeleted(in: later)
    #expect(screen.notes.count == 2)
    #expect(screen.notes.first.map { screen.daysLeft($0).text } == "1 day left")
    let first = try #require(screen.notes.first)
    screen.requestDeleteForever(first.id)
    let dialog = try #require(later.presentation.alert)
    #expect(later.presentation.alert(on: 2) == dialog, "asked on Recently Deleted, on top")
    later.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(screen.notes.count == 1 && !screen.notes.contains(first))
    // A launch past 30 days deletes them for good, from disk, whether or not the screen is opened.
    _ = harness.model(now: start.addingTimeInterval(30 * 86_400 + 1))
    #expect(try openRecentlyDeleted(in: harness.model(now: start)).notes.isEmpty, "deleted from disk, not only hidden")
    // Dates from a file are bounded, never trusted.
    let future = DeletedNote(note: first.note, deletedAt: .distantFuture)
    #expect(
      future.daysLeft(now: start) == 30
        && DeletedNote(note: first.note, deletedAt: .distantPast).daysLeft(now: start) == 0)
  }

  @Test("A note that cannot be kept in Recently Deleted is not deleted: the user is told, nothing is lost")
  func deleteNeedsTheTrash() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Precious"])
    let id = try #require(app.board.notes.first?.id)
    try harness.breakFolder()
    app.delete(id)
    #expect(app.board.note(id) != nil && app.messageUp != nil)
    try harness.mendFolder()
    #expect(RecentlyDeleted.load(from: harness.store, now: Date()).isEmpty)
  }

  @Test("Search finds notes by every word, ignoring case and accents; reordering is off while filtered")
  func search() throws {
    let app = VocaPinHarness().model()
    app.write(["Café with Zoë on Friday", "Buy coffee beans", "Friday: gym"])
    app.showAllNotes()
    app.settlePresentation()
    let screen = try #require(app.allNotesScreen)
    #expect(screen.listedNotes.count == 3 && !screen.isSearching)
    screen.query = "cafe zoe"
    #expect(screen.listedNotes.map(\.text) == ["Café with Zoë on Friday"] && screen.isSearching)
    screen.query = "FRIDAY"
    #expect(screen.listedNotes.count == 2)
    let order = app.board.notes.map(\.id)
    screen.move(fromOffsets: [0], toOffset: 2)
    #expect(app.board.notes.map(\.id) == order, "no reordering while filtered")
    screen.query = "  "
    #expect(screen.listedNotes.count == 3 && !screen.isSearching && screen.noResults == nil)
    screen.query = String(repeating: "x", count: 100_000)
    #expect(screen.listedNotes.isEmpty)
    screen.query = "tea"
    #expect(screen.noResults == VocaPinCopy.noSearchResults("tea") && screen.noResults?.text.contains("tea") == true)
  }

  @Test("Spotlight finds notes; a deleted note leaves it; a result opens its note; a failed update heals at launch")
  func spotlight() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Dentist on the 14th", "Buy basil"])
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("dentist").map(\.title) == ["Dentist on the 14th"])
    let basil = try #require(app.board.notes.last)
    app.delete(basil.id)
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("basil").isEmpty, "removed when deleted")
    let result = try #require(harness.searchIndex.search("dentist").first)
    app.openSpotlightResult(result.id)
    app.settlePresentation()
    #expect(app.editor?.text == "Dentist on the 14th")
    app.openSpotlightResult("../not-a-note")
    app.settlePresentation()
    #expect(app.editor?.text == "Dentist on the 14th", "junk identifiers are ignored")
    app.cancelEditing()
    app.settlePresentation()
    harness.searchIndex.failNextCall()
    app.write(["Gym at 7"])
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("gym").isEmpty)
    let relaunched = harness.model()
    await relaunched.spotlight.update?.value
    #expect(harness.searchIndex.search("gym").count == 1)
  }

  @Test(
    "Spotlight: notes go in VocaPin's own index, encrypted while the phone is locked; what failed then is done on return"
  )
  func spotlightLockedWithThePhone() async throws {
    let harness = VocaPinHarness()
    // The index the app writes to (VocaPinApp: `LiveSearchIndex(VocaPinSpotlight.index)`), never the default one.
    #expect(VocaPinSpotlight.index.name != nil && VocaPinSpotlight.index.protection == .complete)
    let app = harness.model()
    app.write(["Dentist on the 14th", "Buy basil"])
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("dentist").count == 1)
    // Changes the index cannot take while it is locked (as a save on the way to the background can be).
    let basil = try #require(app.board.notes.last)
    harness.searchIndex.phoneLocked()
    app.write(["Gym at 7"])
    app.delete(basil.id)
    await app.spotlight.update?.value
    harness.scene.leaveApp()
    #expect(harness.searchIndex.search("dentist").isEmpty, "nothing is found on a locked phone")
    #expect(app.board.notes.contains { $0.text == "Gym at 7" })
    harness.searchIndex.phoneUnlocked()
    #expect(harness.searchIndex.search("gym").isEmpty && harness.searchIndex.search("basil").count == 1)
    // Unlocked, back in the app: the missed note is indexed, the deleted one removed.
    harness.scene.returnToApp()
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("gym").count == 1)
    #expect(harness.searchIndex.search("basil").isEmpty)
    #expect(harness.searchIndex.search("dentist").count == 1)
  }

  @Test("The Home Screen's New Note quick action opens an empty editor; the app offers it and New Voice Note")
  func homeScreenQuickAction() throws {
    let route = try #require(VocaPinRoute(shortcutType: VocaPinRoute.newNoteShortcutType))
    #expect(route == .newNote && VocaPinRoute(shortcutType: "../new-note") == nil)
    let app = VocaPinHarness().model()
    app.open(route.url)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp && app.editor?.isNewNote == true)
    let project = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Apps/project.yml"), encoding: .utf8)
    #expect(project.contains("UIApplicationShortcutItemType: \(VocaPinRoute.newNoteShortcutType)"))
    #expect(project.contains("UIApplicationShortcutItemType: \(VocaPinRoute.newVoiceNoteShortcutType)"))
  }

  /// The picture's pixels are ImageRenderer's (Apple-only); what it draws is `VocaPinShareCard.picture(of:)`'s.
  @Test("Sharing as text hands over the note's words as written")
  func share() {
    let note = Note(text: "Water the plants 🌱", color: .green, createdAt: Date(timeIntervalSince1970: 0))
    #expect(note.shareText == "Water the plants 🌱")
  }
}
