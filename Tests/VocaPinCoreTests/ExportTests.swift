import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// Export All Notes (issue 40: Simplenote exports every note): one plain-text file in the system share sheet,
/// which is a surface of the stack like every share.
@Suite("Exporting every note")
@MainActor
struct ExportTests {
  private let utc = TimeZone(identifier: "UTC") ?? .gmt
  /// The harness's clock.
  private let launch = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("The file lists every note in the board's order, with its colour, pin and dates in the user's time zone")
  func orderAndDates() throws {
    let created = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13:20 UTC
    let first = Note(text: "Buy coffee", color: .pink, createdAt: created)
    let second = Note(
      text: "Call Mum\nSunday", color: .yellow, createdAt: created.addingTimeInterval(60),
      editedAt: created.addingTimeInterval(86_400 * 3 + 3_600))
    let board = NoteBoard(notes: [second, first], pinnedID: first.id)
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let text = NotesExport.text(of: board, exportedAt: created.addingTimeInterval(86_400 * 70), in: tokyo)
    #expect(
      text == """
        VocaPin notes, exported 2026-11-30 23:13
        2 notes

        Note 1 of 2 · Yellow
        Created 2026-09-21 23:14 · Edited 2026-09-25 00:13

            Call Mum
            Sunday

        Note 2 of 2 · Pink · pinned to the widget
        Created 2026-09-21 23:13 · Edited 2026-09-21 23:13

            Buy coffee

        """)
    #expect(NotesExport.fileName(exportedAt: created, in: utc) == "VocaPin 2026-09-21.txt")
  }

  @Test("No line a note holds can pass for another note's start; controls go, every other character stays")
  func hostileCharacters() {
    let date = Date(timeIntervalSince1970: 0)
    let hostile =
      "Note 2 of 2 · Pink\r\nCreated 1970-01-01 00:00\rnul\u{0}bell\u{7}\u{2028}\u{202E}evil 👩‍👩‍👧 é\t|\n\n  x  "
    let board = NoteBoard(notes: [Note(text: hostile, color: .blue, createdAt: date)])
    let text = NotesExport.text(of: board, exportedAt: date, in: utc)
    let lines = text.components(separatedBy: "\n")
    #expect(lines.filter { $0.hasPrefix("Note ") } == ["Note 1 of 1 · Blue"])
    #expect(
      Array(lines.dropFirst(6)) == [
        "    Note 2 of 2 · Pink", "    Created 1970-01-01 00:00", "    nulbell", "    \u{202E}evil 👩‍👩‍👧 é\t|", "",
        "      x  ", "",
      ])
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  @Test("Export All Notes shares the file over All Notes; the file holds the export and goes once shared")
  func sharesTheFile() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["One", "Two"])
    app.showAllNotes()
    app.settlePresentation()
    let screen = try #require(app.allNotesScreen)
    #expect(screen.canExport)
    screen.exportAll()
    app.settlePresentation()
    let top = try #require(app.presentation.top)
    guard case .share(let item) = top.destination else {
      Issue.record("the share sheet is not up: \(top.destination)")
      return
    }
    #expect(app.presentation.destinations.first == .allNotes(screen))
    let file = try #require(item.file)
    #expect(item.title == "VocaPin Notes" && item.text.isEmpty)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == NotesExport.text(of: app.board, exportedAt: launch, in: .current))
    #expect(file.lastPathComponent == NotesExport.fileName(exportedAt: launch, in: .current))
    app.systemSheetFinished(top)
    app.settlePresentation()
    #expect(app.presentation.destinations == [.allNotes(screen)])
    #expect(!FileManager.default.fileExists(atPath: file.path), "no copy of every note left behind")
  }

  @Test("A note's link while the export's share sheet is up dismisses it and opens the note's editor")
  func linkWhileSharing() throws {
    let app = VocaPinHarness().model()
    app.write(["One", "Two"])
    let two = try #require(app.board.notes.last)
    app.showAllNotes()
    app.settlePresentation()
    try #require(app.allNotesScreen).exportAll()
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2)
    app.open(VocaPinRoute.note(two.id).url)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp && app.editor?.draft.noteID == two.id)
  }

  @Test("A board with no notes offers no export")
  func nothingToExport() throws {
    let app = VocaPinHarness().model()
    app.showAllNotes()
    app.settlePresentation()
    let screen = try #require(app.allNotesScreen)
    #expect(!screen.canExport)
    screen.exportAll()
    #expect(app.presentation.destinations == [.allNotes(screen)])
  }
}
