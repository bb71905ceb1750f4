import AppServices
import DesignSystem
import Foundation
import Observation

/// The board (`NotesBoardView`): its pager of notes in the Sort By order, the note on screen, and what a note on
/// it offers in place (its checklist's boxes, its recording's play control, the pin; a new place from All Notes'
/// drag, in the user's own order the board shows). The notes themselves are the app's (`VocaPinModel.board`):
/// every feature changes them through one save (the files, the widget, iCloud Sync, Spotlight), so the board reads
/// them through `notes` and asks for a change through `onChange`, as Widget Setup asks for its settings. The app's
/// model keeps the one instance.
@MainActor
@Observable
public final class NotesBoardModel {
  /// The note on screen in the pager.
  public var selectedNoteID: UUID?
  /// The Sort By choice; the notes shown in it are `shownNotes`.
  public private(set) var noteOrder: NoteOrder
  /// The notes in a date order as last sorted (`shownNotes`): kept while the board is on screen, so a note edited
  /// or ticked there does not move under the user's finger; sorted again when the board (re)appears or the order
  /// changes (`sort()`), as Notes and Reminders re-sort their lists.
  var sortedIDs: [UUID] = []
  /// The recordings kept with notes, the very play controls every editor lists.
  @ObservationIgnored let recordings: RecordingLibrary
  /// When a change is made: the time an edit or a colour is saved with.
  @ObservationIgnored let now: @Sendable () -> Date

  /// The app's notes as they are now.
  @ObservationIgnored var notes: @MainActor () -> NoteBoard = { NoteBoard() }
  /// Applies a change to the notes and saves it, as every feature's change is saved; false when it did not hold
  /// (the user has been told why). Unwired, it reports so and nothing changes.
  @ObservationIgnored var onChange: @MainActor (_ change: (inout NoteBoard) throws -> Void) -> Bool = {
    [unwired = unimplemented("NotesBoardModel.onChange")] _ in
    unwired()
    return false
  }
  /// Whether the notes folder can be written; when not, the user is told why.
  @ObservationIgnored var mayChange: @MainActor () -> Bool = { true }
  /// Reads, changes and writes the settings file (Sort By is saved there). Unwired, it reports so and nothing is
  /// saved.
  @ObservationIgnored var saveSettings: @MainActor (_ change: (inout VocaPinSettings) -> Void) throws -> Void = {
    [unwired = unimplemented("NotesBoardModel.saveSettings")] _ in unwired()
  }
  /// Whether play controls can be used: not while an editor's microphone is on.
  @ObservationIgnored var canPlay: @MainActor () -> Bool = { true }
  /// A haptic the board plays (the pin held).
  @ObservationIgnored var onHaptic: @MainActor (HapticIntent) -> Void = unimplemented("NotesBoardModel.onHaptic")
  /// What went wrong, in words (the app's message alert).
  @ObservationIgnored var onMessage: @MainActor (String) -> Void = unimplemented("NotesBoardModel.onMessage")

  /// A board in `noteOrder`, showing `selectedNoteID`; `VocaPinModel` connects it to the notes.
  init(noteOrder: NoteOrder, selectedNoteID: UUID?, recordings: RecordingLibrary, now: @escaping @Sendable () -> Date) {
    self.noteOrder = noteOrder
    self.selectedNoteID = selectedNoteID
    self.recordings = recordings
    self.now = now
  }

  /// The note on screen, if it is still on the board.
  public var selectedNote: Note? { selectedNoteID.flatMap(notes().note) }

  /// Whether `id` is the pinned note, the one the widget shows: the board's pin button says Pinned and is off.
  public func isPinned(_ id: UUID) -> Bool { notes().pinnedID == id }

  /// The notes as the board's pager and All Notes show them, in the Sort By order as it was when the board last
  /// appeared (`sortedIDs`): a note edited since keeps its place until the board appears again. A note added
  /// since (a new one, one restored or synced) comes first, as the newest; a note gone drops out.
  public var shownNotes: [Note] {
    let saved = notes().notes
    guard noteOrder != .manual else { return saved }
    let place = Dictionary(sortedIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let added = noteOrder.sorted(saved.filter { place[$0.id] == nil })
    let kept = saved.filter { place[$0.id] != nil }.sorted { place[$0.id, default: 0] < place[$1.id, default: 0] }
    return added + kept
  }

  /// Sorts the notes by the Sort By order now: when the board appears (launch, a return from the background, the
  /// last sheet over it gone) and when the order changes, never while the user is on it.
  func sort() {
    sortedIDs = noteOrder.sorted(notes().notes).map(\.id)
  }

  /// Sort By: saved at once, so the next launch shows the same order; a failed write keeps the order shown and
  /// says so.
  public func setNoteOrder(_ order: NoteOrder) {
    guard order != noteOrder else { return }
    do {
      try saveSettings { $0.noteOrder = order }
      noteOrder = order
      sort()
    } catch {
      onMessage(VocaPinCopy.changeFailed(error).text)
    }
  }

  /// `id` on screen: a link's note, one just made, restored or chosen in All Notes.
  func show(_ id: UUID) { selectedNoteID = id }

  /// The note on screen went (`id` deleted): its neighbour in the order the user saw (`shown`) takes its place,
  /// or the pinned note, or the first.
  func noteDeleted(_ id: UUID, shown: [UUID]) {
    guard selectedNoteID == id || selectedNote == nil else { return }
    let saved = notes()
    selectedNoteID = NoteBoard.neighbour(of: id, in: shown) ?? saved.pinnedID ?? saved.notes.first?.id
  }

  /// The notes were read again (another process, another device): a note on screen that went gives way to the
  /// pinned one, or the first.
  func notesReread() {
    guard selectedNote == nil else { return }
    let saved = notes()
    selectedNoteID = saved.pinned?.id ?? saved.notes.first?.id
  }

  /// A drag in the user's own order (All Notes' list), as SwiftUI's `onMove` reports it.
  public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    _ = onChange { board in board.move(fromOffsets: offsets, toOffset: destination) }
  }

  /// A checklist item's box tapped on the board: the note is saved with the box checked or unchecked, through
  /// the same save as an edit; a save that fails leaves the note as it was and says why. `words` are the item's
  /// words the board showed: a note changed under the board since (another device) toggles nothing rather than
  /// another line.
  public func toggleChecklistItem(_ id: UUID, line: Int, words: Substring) {
    guard mayChange(), let note = notes().note(id) else { return }
    let lines = Checklist.lines(of: note.text)
    guard lines.indices.contains(line), lines[line].isItem, lines[line].content == words,
      let toggled = Checklist.toggling(line: line, in: note.text)
    else { return }
    let now = now()
    _ = onChange { board in try board.edit(id, text: toggled, at: now) }
  }

  /// Pins a note; the success haptic plays only when the pin holds (a failed save says why instead).
  public func pin(_ id: UUID) {
    guard !isPinned(id) else { return }
    guard onChange({ board in try board.pin(id) }) else { return }
    onHaptic(.confirmation)
  }

  /// The play control a note on the board shows: its latest recording's, the very control its editor lists
  /// (`RecordingLibrary.latest(of:)`).
  public func recording(of note: UUID) -> RecordingPlayback? { recordings.latest(of: note) }

  /// Whether the board's play controls can be used: not while an editor's microphone is on.
  public var canPlayRecordings: Bool { canPlay() }
}
