import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// What users of the best peers look for first (issue 40): Recently Deleted, search, sharing.
@Suite("VocaPin beyond the peers: Recently Deleted, search, share")
@MainActor
struct FeatureTests {
  private func write(_ texts: [String], into app: VocaPinModel) {
    for text in texts {
      app.startNewNote()
      app.editor?.text = text
      app.finishEditing()
      app.settle()
    }
  }

  @Test("A deleted note waits in Recently Deleted and comes back as it was, across launches")
  func restore() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    write(["Keep", "Bring me back"], into: app)
    let note = try #require(app.board.notes.last)
    app.recolor(note.id, to: .pink)
    let coloured = try #require(app.board.note(note.id))
    app.requestDelete(note.id)
    let dialog = try #require(app.presentation.alert)
    #expect(dialog.message?.contains("Recently Deleted") == true)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(app.board.notes.map(\.text) == ["Keep"])
    #expect(app.recentlyDeleted.map(\.note) == [coloured])
    let relaunched = harness.model()
    #expect(relaunched.recentlyDeleted.map(\.note) == [coloured], "kept on disk")
    relaunched.showAllNotes()
    relaunched.settle()
    relaunched.showRecentlyDeleted()
    relaunched.settle()
    #expect(relaunched.presentation.destinations == [.allNotes, .recentlyDeleted])
    #expect(relaunched.daysLeft(try #require(relaunched.recentlyDeleted.first)) == "30 days left")
    relaunched.restore(note.id)
    #expect(relaunched.board.notes.last == coloured && relaunched.recentlyDeleted.isEmpty)
    #expect(harness.model().board.notes.map(\.text) == ["Keep", "Bring me back"], "restored on disk")
    #expect(harness.model().recentlyDeleted.isEmpty)
  }

  @Test("After 30 days a deleted note is gone for good; Delete Now asks, then deletes at once")
  func expiry() throws {
    let harness = VocaPinHarness()
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let app = harness.model(now: start)
    write(["Old", "Older"], into: app)
    for note in app.board.notes { app.delete(note.id) }
    #expect(app.recentlyDeleted.count == 2 && app.board.notes.isEmpty)
    let later = harness.model(now: start.addingTimeInterval(29 * 86_400))
    #expect(later.recentlyDeleted.count == 2)
    #expect(later.recentlyDeleted.first.map { later.daysLeft($0) } == "1 day left")
    let first = try #require(later.recentlyDeleted.first)
    later.requestDeleteForever(first.id)
    let dialog = try #require(later.presentation.alert)
    later.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(later.recentlyDeleted.count == 1)
    let expired = harness.model(now: start.addingTimeInterval(30 * 86_400 + 1))
    #expect(expired.recentlyDeleted.isEmpty)
    #expect(harness.model(now: start).recentlyDeleted.isEmpty, "deleted from disk, not only hidden")
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
    write(["Precious"], into: app)
    let id = try #require(app.board.notes.first?.id)
    try FileManager.default.removeItem(at: harness.directory)
    try Data().write(to: harness.directory)
    app.delete(id)
    #expect(app.board.note(id) != nil && app.recentlyDeleted.isEmpty && app.errorMessage != nil)
    try FileManager.default.removeItem(at: harness.directory)
  }

  @Test("Search finds notes by every word, ignoring case and accents; reordering is off while filtered")
  func search() {
    let app = VocaPinHarness().model()
    write(["Café with Zoë on Friday", "Buy coffee beans", "Friday: gym"], into: app)
    #expect(app.listedNotes.count == 3 && !app.isSearching)
    app.searchQuery = "cafe zoe"
    #expect(app.listedNotes.map(\.text) == ["Café with Zoë on Friday"] && app.isSearching)
    app.searchQuery = "FRIDAY"
    #expect(app.listedNotes.count == 2)
    app.searchQuery = "  "
    #expect(app.listedNotes.count == 3 && !app.isSearching)
    app.searchQuery = String(repeating: "x", count: 100_000)
    #expect(app.listedNotes.isEmpty)
    #expect(VocaPinCopy.noSearchResults("tea").contains("tea"))
  }

  @Test("Spotlight finds notes; a deleted note leaves it; a result opens its note; a failed update heals at launch")
  func spotlight() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    write(["Dentist on the 14th", "Buy basil"], into: app)
    await app.spotlightSync?.value
    #expect(harness.searchIndex.search("dentist").map(\.title) == ["Dentist on the 14th"])
    let basil = try #require(app.board.notes.last)
    app.delete(basil.id)
    await app.spotlightSync?.value
    #expect(harness.searchIndex.search("basil").isEmpty, "removed when deleted")
    let result = try #require(harness.searchIndex.search("dentist").first)
    app.openSpotlightResult(result.id)
    app.settle()
    #expect(app.editor?.text == "Dentist on the 14th")
    app.openSpotlightResult("../not-a-note")
    app.settle()
    #expect(app.editor?.text == "Dentist on the 14th", "junk identifiers are ignored")
    app.cancelEditing()
    app.settle()
    harness.searchIndex.failNextCall()
    write(["Gym at 7"], into: app)
    await app.spotlightSync?.value
    #expect(harness.searchIndex.search("gym").isEmpty)
    let relaunched = harness.model()
    await relaunched.spotlightSync?.value
    #expect(harness.searchIndex.search("gym").count == 1)
  }

  @Test("The Home Screen's New Note quick action opens an empty editor; the app offers exactly that action")
  func homeScreenQuickAction() throws {
    let route = try #require(VocaPinRoute(shortcutType: VocaPinRoute.newNoteShortcutType))
    #expect(route == .newNote && VocaPinRoute(shortcutType: "../new-note") == nil)
    let app = VocaPinHarness().model()
    app.open(route.url)
    app.settle()
    #expect(app.onlyTheEditorIsUp && app.editor?.isNewNote == true)
    let project = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Apps/project.yml"), encoding: .utf8)
    #expect(project.contains("UIApplicationShortcutItemType: \(VocaPinRoute.newNoteShortcutType)"))
  }

  @Test("Sharing hands over the note's words, and a picture 1,080 pixels square")
  func share() {
    let note = Note(text: "Water the plants 🌱", color: .green, createdAt: Date(timeIntervalSince1970: 0))
    #expect(note.shareText == "Water the plants 🌱")
    #expect(VocaPinShareCard.pixelSize == 1_080)
  }
}
