import Foundation
import SharedStore
import TestSupport
import Testing

@testable import VocaPinCore

/// Property-based fuzzing of VocaPin's outside input: deep links (from any app or web page), Home Screen quick
/// action types and Spotlight result identifiers (handed over by iOS, from what another process stored), widget
/// parameters, the note files (a shared container other processes write), the recordings index and backup files. Seeded, so a failure is reproducible; bounded in count.
@Suite("VocaPin hostile input")
struct FuzzTests {
  @Test("The recordings index read back from disk: mutated files give recordings with bounded lengths, or none")
  @MainActor
  func recordingsIndex() throws {
    var fuzzer = Fuzzer(seed: 0xA0D1)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = RecordingFiles(directory: directory)
    let notes = [UUID(), UUID()]
    try files.attach(NoteRecording(duration: 12.4), to: notes[0])
    try files.attach(NoteRecording(duration: 599.9), to: notes[0])
    try files.attach(NoteRecording(duration: 3), to: notes[1])
    let seed = Array(try Data(contentsOf: files.indexFile))
    for _ in 0..<Fuzzer.iterations(standard: 500) {
      try Data(fuzzer.mutate(seed)).write(to: files.indexFile)
      for note in notes {
        for recording in files.recordings(of: note) {
          #expect((0...VoiceRecorderLimits.maximumSeconds).contains(recording.seconds))
          // Named by its id only: no saved text can point a file outside the folder.
          #expect(files.file(for: recording.id).deletingLastPathComponent().path.hasPrefix(directory.path))
        }
      }
      // What a launch does with notes that are gone, from whatever the file held.
      _ = RecordingIndex(files: files, loaded: files.index()).drop(notesNotIn: [notes[1]])
      #expect(files.recordings(of: notes[0]).isEmpty)
    }
  }

  @Test("Deep links: thousands of mutated and random URLs parse to a route or to nothing, never crash")
  func deepLinks() {
    var fuzzer = Fuzzer(seed: 0x5EED)
    let seeds = [VocaPinRoute.note(UUID()).url, VocaPinRoute.newNote.url, VocaPinRoute.settings.url].map {
      Array($0.absoluteString.utf8)
    }
    var parsed = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let bytes = fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 60) : fuzzer.mutate(fuzzer.pick(seeds))
      guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else { return }
      if let route = VocaPinRoute(url) {
        parsed += 1
        #expect(VocaPinRoute(route.url) == route, "a route survives its own URL")
      }
    }
    #expect(parsed > 0)
  }

  @Test("Widget parameter identifiers: mutated and random strings name \"Pinned note\", a note, or nothing")
  func widgetChoices() {
    var fuzzer = Fuzzer(seed: 0xC401CE)
    let seeds = [WidgetNoteChoice.pinned.identifier, WidgetNoteChoice.note(UUID()).identifier].map { Array($0.utf8) }
    var parsed = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let bytes = fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 60) : fuzzer.mutate(fuzzer.pick(seeds))
      if let choice = WidgetNoteChoice(identifier: String(decoding: bytes, as: UTF8.self)) {
        parsed += 1
        #expect(WidgetNoteChoice(identifier: choice.identifier) == choice, "a choice survives its own identifier")
      }
    }
    #expect(parsed > 0)
  }

  @Test("Settings files: mutated files read as settings or as damaged, never crash; a language read is a plain tag")
  func settingsFiles() throws {
    var fuzzer = Fuzzer(seed: 0x5E77)
    let seed = try JSONEncoder().encode(
      VocaPinSettings(widgetEnabled: true, pinnedNoteID: UUID(), dictationLanguage: "fr-FR"))
    var read = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 120) : fuzzer.mutate(Array(seed))
      guard let settings = try? JSONDecoder().decode(VocaPinSettings.self, from: Data(bytes)) else { return }
      read += 1
      if let language = settings.dictationLanguage {
        #expect(DictationLanguages.accepted(language) == language && language.utf8.count <= 35)
      }
    }
    #expect(read > 0)
  }

  @Test("Quick action types: mutated and random types open New Note or New Voice Note for its type only, or nothing")
  func quickActionTypes() {
    var fuzzer = Fuzzer(seed: 0x9A1C)
    let seeds = [Array(VocaPinRoute.newNoteShortcutType.utf8), Array(VocaPinRoute.newVoiceNoteShortcutType.utf8)]
    #expect(VocaPinRoute(shortcutType: VocaPinRoute.newNoteShortcutType) == .newNote)
    #expect(VocaPinRoute(shortcutType: VocaPinRoute.newVoiceNoteShortcutType) == .newVoiceNote)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let bytes = fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 40) : fuzzer.mutate(fuzzer.pick(seeds))
      let type = String(decoding: bytes, as: UTF8.self)
      let route = VocaPinRoute(shortcutType: type)
      #expect(
        route == nil || (route == .newNote && type == VocaPinRoute.newNoteShortcutType)
          || (route == .newVoiceNote && type == VocaPinRoute.newVoiceNoteShortcutType), "\(type)")
    }
  }

  @Test("Spotlight identifiers: mutated and random identifiers open the note they name, or nothing")
  func spotlightIdentifiers() {
    var fuzzer = Fuzzer(seed: 0x5107)
    let note = Note(text: "Found", color: .yellow, createdAt: Date(timeIntervalSince1970: 0))
    let identifier = VocaPinSpotlight.entry(for: note).id
    #expect(VocaPinRoute(spotlightIdentifier: identifier) == .note(note.id), "an entry's id opens its note")
    var parsed = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let bytes = fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 60) : fuzzer.mutate(Array(identifier.utf8))
      guard let route = VocaPinRoute(spotlightIdentifier: String(decoding: bytes, as: UTF8.self)) else { return }
      parsed += 1
      guard case .note(let id) = route else {
        Issue.record("a Spotlight result opens a note only")
        return
      }
      #expect(VocaPinRoute(spotlightIdentifier: id.uuidString) == route, "a note's id survives the round trip")
    }
    #expect(parsed > 0)
  }

  @Test("Note files: a thousand mutated files never crash a load, and never cost another note")
  @MainActor
  func noteFiles() throws {
    var fuzzer = Fuzzer(seed: 0xF11E)
    let harness = VocaPinHarness()
    let repository = NotesRepository(store: harness.store)
    var board = NoteBoard()
    let keep = try board.add("Keep me", at: Date(timeIntervalSince1970: 0))
    let victim = try board.add("Victim 📌", color: .pink, at: Date(timeIntervalSince1970: 1))
    try repository.save(board, replacing: NoteBoard())
    let file = harness.directory.appendingPathComponent("notes-item-\(victim.id.uuidString).json")
    let original = try [UInt8](Data(contentsOf: file))
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 1_000)) { (fuzzer: inout Fuzzer) throws in
      try Data(fuzzer.mutate(original)).write(to: file)
      let loaded = repository.load().board
      #expect(loaded.note(keep.id) == keep)
      #expect(loaded.notes.count <= 2)
    }
  }

  @Test("Backup files: mutated and random files import within bounds, never crash, never lose a note already here")
  @MainActor
  func backupFiles() throws {
    var fuzzer = Fuzzer(seed: 0xBAC0)
    var board = NoteBoard()
    let date = Date(timeIntervalSince1970: 1_790_000_000)
    let kept = try board.add("Kept 🌻", color: .pink, at: date)
    try board.add("Second\nline", at: date.addingTimeInterval(1))
    let seed = Array(try NotesBackup.data(of: board, exportedAt: date))
    var here = NoteBoard()
    try here.add("Already here", at: date)
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 1_000)) { (fuzzer: inout Fuzzer) throws in
      let bytes = fuzzer.mutate(seed)
      guard case .success(let contents) = NotesBackup.read(Data(bytes)) else { return }
      #expect(contents.notes.count <= NoteBoard.maximumCount * 2)
      #expect(contents.notes.allSatisfy { $0.text.count <= NoteBoard.maximumLength })
      let merge = NotesBackup.merge(contents, into: here, deletedIDs: [kept.id])
      #expect(merge.board.notes.prefix(1).map(\.text) == ["Already here"], "what was here stays, first")
      #expect(merge.board.notes.count <= NoteBoard.maximumCount)
      #expect(merge.board.notes.count == 1 + merge.added + merge.keptBoth)
      #expect(Set(merge.board.notes.map(\.id)).count == merge.board.notes.count, "no id twice")
      #expect(merge.board.note(kept.id) == nil, "an id in Recently Deleted never comes back under it")
    }
  }
}
