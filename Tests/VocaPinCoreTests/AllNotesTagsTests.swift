import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// All Notes' tag row, driven as its view drives it: the chips it reads (`tagCounts`, `chipTitle`, `chipLabel`),
/// a chip's tap (`toggleTag`), the rows it lists and the tags each row shows (`rowTags`).
@Suite("VocaPin All Notes: tags")
@MainActor
struct AllNotesTagsTests {
  private func allNotes(_ app: VocaPinModel) throws -> AllNotesModel {
    app.showAllNotes()
    app.settlePresentation()
    return try #require(app.allNotesScreen)
  }

  @Test("The tag row lists the tags in use with counts; VoiceOver reads each chip as Tag, name, count")
  func tagRow() throws {
    let app = VocaPinHarness().model()
    app.write(["Call plumber #home #Urgent", "Slides #work", "Groceries #home", "No tags here"])
    let screen = try allNotes(app)
    #expect(
      screen.tagCounts == [
        .init(name: "home", notes: 2), .init(name: "urgent", notes: 1), .init(name: "work", notes: 1),
      ])
    #expect(screen.tagCounts.map(screen.chipTitle) == ["#home", "#urgent", "#work"])
    #expect(
      screen.tagCounts.map { screen.chipLabel($0).text } == [
        "Tag, home, 2 notes", "Tag, urgent, 1 note", "Tag, work, 1 note",
      ])
    #expect(screen.listedNotes.map(screen.rowTags) == app.board.notes.map(screen.rowTags))
    let plumber = try #require(screen.listedNotes.first { $0.text.hasPrefix("Call") })
    #expect(screen.rowTags(plumber) == "#home #urgent")
    #expect(screen.rowTags(try #require(screen.listedNotes.first { $0.text == "No tags here" })) == nil)
  }

  @Test("A chip filters the list to its tag, together with the search; tapped again, every note is back")
  func chipFilters() throws {
    let app = VocaPinHarness().model()
    app.write(["Call plumber #home", "Slides #work", "Groceries: milk #home"])
    let screen = try allNotes(app)
    screen.toggleTag("home")
    #expect(screen.selectedTag == "home" && screen.isSelected(.init(name: "home", notes: 2)))
    #expect(Set(screen.listedNotes.map(\.text)) == ["Call plumber #home", "Groceries: milk #home"])
    #expect(!screen.canReorder && !screen.offersEdit, "a filtered list's offsets are not the board's: no Edit")
    screen.query = "milk"
    #expect(screen.listedNotes.map(\.text) == ["Groceries: milk #home"])
    screen.query = "slides"
    #expect(screen.listedNotes.isEmpty && screen.noResults != nil)
    screen.query = ""
    screen.toggleTag("home")
    #expect(screen.selectedTag == nil && screen.listedNotes.count == 3 && screen.offersEdit)
  }

  @Test(
    "Searching #word finds the notes with a tag starting with it, letter by letter, not those that merely contain the letters"
  )
  func searchFindsTag() throws {
    let app = VocaPinHarness().model()
    app.write(["Leg day #workout", "Standup #Work", "Work on the #garden", "Homework to do"])
    let screen = try allNotes(app)
    for typed in ["#w", "#wor", "#work"] {
      screen.query = typed
      #expect(Set(screen.listedNotes.map(\.text)) == ["Leg day #workout", "Standup #Work"], "\(typed)")
      #expect(screen.noResults == nil)
    }
    screen.query = "#worko"
    #expect(screen.listedNotes.map(\.text) == ["Leg day #workout"])
    screen.query = "garden #work"
    #expect(screen.listedNotes.isEmpty)
    screen.query = "work"
    #expect(screen.listedNotes.count == 4, "a plain word still searches the text")
  }

  @Test(
    "A note in Recently Deleted does not count; a tag no note holds leaves the row and the filter, and comes back with a restore"
  )
  func deletedNotesDoNotCount() throws {
    let app = VocaPinHarness().model()
    app.write(["Passport #travel", "Keep #home"])
    let screen = try allNotes(app)
    screen.toggleTag("travel")
    let passport = try #require(screen.listedNotes.first)
    screen.requestDelete(passport.id)
    let dialog = try #require(app.presentation.alert)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(screen.tagCounts == [.init(name: "home", notes: 1)])
    #expect(
      screen.selectedTag == nil && screen.listedNotes.map(\.text) == ["Keep #home"], "the filter went with the tag")
    app.showRecentlyDeleted()
    app.settlePresentation()
    try #require(app.recentlyDeletedScreen).restore(passport.id)
    #expect(screen.tagCounts.map(\.name) == ["home", "travel"])
    #expect(screen.selectedTag == nil, "a tag coming back does not filter the list by itself")
  }

  @Test("Editing away a tag's last use takes it off the row")
  func editedAway() throws {
    let app = VocaPinHarness().model()
    app.write(["Idea #later"])
    let note = try #require(app.board.notes.first)
    let screen = try allNotes(app)
    #expect(screen.tagCounts.map(\.name) == ["later"])
    app.startEditing(note.id)
    app.editor?.text = "Idea, done"
    app.finishEditing()
    app.settlePresentation()
    #expect(screen.tagCounts.isEmpty)
  }

  @Test(
    "Tags ignore accents as they ignore case: #café and #cafe are one chip named as most notes spell it, #cafe finds #café, and the notes' words stay as written"
  )
  func accentsFolded() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Latte #café", "Espresso #Café", "Beans #cafe", "Tea #thé"])
    let stored = NotesRepository(store: harness.store).load().board.notes.map(\.text)
    let screen = try allNotes(app)
    #expect(screen.tagCounts == [.init(name: "café", notes: 3), .init(name: "thé", notes: 1)])
    screen.toggleTag("café")
    #expect(Set(screen.listedNotes.map(\.text)) == ["Latte #café", "Espresso #Café", "Beans #cafe"])
    #expect(screen.isSelected(.init(name: "café", notes: 3)))
    screen.toggleTag("cafe")
    #expect(screen.selectedTag == nil, "the same tag in another spelling: every note again")
    screen.query = "#cafe"
    #expect(screen.listedNotes.count == 3)
    screen.query = "#THE"
    #expect(screen.listedNotes.map(\.text) == ["Tea #thé"])
    let plain = try #require(screen.listedNotes.first)
    #expect(screen.rowTags(plain) == "#thé", "a row shows its own spelling")
    #expect(NoteTags.tags(in: "#cafe then #Café") == ["cafe"], "one tag in a note, as first written")
    // Tie: the spelling seen first.
    #expect(
      TagCount.counts(in: [Note(text: "#resume #résumé", color: .yellow, createdAt: Date(timeIntervalSince1970: 0))])
        .map(\.name) == ["resume"])
    #expect(
      NotesRepository(store: harness.store).load().board.notes.map(\.text) == stored,
      "reading tags rewrites nothing in storage")
    #expect(Set(stored) == ["Latte #café", "Espresso #Café", "Beans #cafe", "Tea #thé"])
  }

  @Test("A chip's VoiceOver hint says what a tap does then: only its notes, or on the chosen chip every note again")
  func chipHint() throws {
    let app = VocaPinHarness().model()
    app.write(["Call plumber #home", "Slides #work"])
    let screen = try allNotes(app)
    let home = try #require(screen.tagCounts.first { $0.name == "home" })
    #expect(screen.chipHint(home).text == "Shows only the notes with this tag.")
    screen.toggleTag("home")
    #expect(screen.chipHint(home).text == "Shows all notes again.")
    #expect(
      screen.chipHint(try #require(screen.tagCounts.first { $0.name == "work" })).text == VocaPinCopy.tagChipHint.text)
  }
}
