import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Siri, Shortcuts and the widget's "Edit Widget" list notes outside VocaPin, where its lock cannot be asked:
/// while Lock VocaPin is on they must not show, search or say a note's words (`VocaPinIntentNotes`).
@Suite("Lock VocaPin: Siri, Shortcuts and the widget's note picker")
@MainActor
struct AppLockIntentTests {
  func lockFile(_ harness: VocaPinHarness) -> URL { harness.directory.appendingPathComponent("app-lock.json") }

  @Test("Unlocked, the lists name notes by title and find them by their words")
  func unlockedShowsTitles() throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234", "Groceries\nmilk"])
    let listed = VocaPinIntentNotes.read(from: harness.store, surface: .shortcuts)
    #expect(listed.revealsText)
    #expect(Set(listed.entries.map(\.name)) == ["Gate code 1234", "Groceries"])
    #expect(listed.matching("gate").map(\.name) == ["Gate code 1234"], "a search by words, ignoring case")
    let gate = try #require(app.board.notes.first { $0.text.hasPrefix("Gate") })
    #expect(listed.pinnedWords(gate) == VocaPinCopy.pinnedToWidget("Gate code 1234"))
  }

  @Test("Locked, every list names notes by place, finds nothing by words and says no words once pinned")
  func lockedHidesText() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234", "Groceries\nmilk"])
    await app.turnOnLock(harness)
    for surface in [VocaPinIntentNotes.Surface.shortcuts, .widgetPicker] {
      let listed = VocaPinIntentNotes.read(from: harness.store, surface: surface)
      #expect(!listed.revealsText)
      #expect(listed.entries.map(\.name) == ["Note 1", "Note 2"], "by place on the board, no words")
      #expect(listed.entries.map(\.id) == app.board.notes.map(\.id), "still the notes, so a choice still pins one")
      #expect(listed.matching("Gate").isEmpty, "a search cannot tell which words a note holds")
      #expect(listed.matching("").isEmpty)
    }
    let gate = try #require(app.board.notes.first { $0.text.hasPrefix("Gate") })
    let said = VocaPinIntentNotes.read(from: harness.store, surface: .shortcuts).pinnedWords(gate)
    #expect(said == VocaPinCopy.Lock.pinnedWhileLocked)
    #expect(!said.text.contains("Gate"))
  }

  @Test("A lock file that cannot be read is taken for on, as the app takes it: no words in the lists")
  func unreadableLockFileHides() throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234"])
    try Data("{ not json".utf8).write(to: lockFile(harness))
    let listed = VocaPinIntentNotes.read(from: harness.store, surface: .widgetPicker)
    #expect(!listed.revealsText)
    #expect(listed.entries.map(\.name) == ["Note 1"])
    #expect(listed.matching("Gate").isEmpty)
  }

  @Test("Turning the lock off again names notes by title again")
  func lockOffShowsTitlesAgain() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234"])
    await app.turnOnLock(harness)
    harness.owner.script(.match)
    await app.appLock.setOn(false)
    let listed = VocaPinIntentNotes.read(from: harness.store, surface: .widgetPicker)
    #expect(listed.entries.map(\.name) == ["Gate code 1234"])
  }
}
