import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// The All Notes screen: its search field's text and the notes it lists for it, and what a row does (a tap edits
/// the note over the list, "Show on Board" shows it on the board). It lives in
/// its destination (`VocaPinDestination.allNotes`), as Recently Deleted's model does, so the search goes with the
/// sheet and the next All Notes starts with every note. The notes are the board's, read through `notes`; showing
/// one, reordering, deleting (which asks first), Recently Deleted and Done are the app's, through closures.
@MainActor
@Observable
public final class AllNotesModel {
  /// The search field's text.
  public var query = ""
  /// The tag chip the user chose; only counts while a note still holds it (`selectedTag`).
  var chosenTagName: String?
  /// The chosen tag once the list was read without it (its last note deleted or edited): that choice is over,
  /// so the tag coming back (a restore) does not filter the list again by itself. Written while the list is
  /// read, so never observed.
  @ObservationIgnored var droppedTagName: String?
  /// Each note's tags with the text they were read from (`tags(of:)`).
  @ObservationIgnored var tagMemo: [UUID: (text: String, tags: [String])] = [:]
  /// The board's notes in its Sort By order, and the pinned one's id, as the app's model has them now.
  @ObservationIgnored var notes: @MainActor () -> [Note] = { [] }
  /// Whether the board shows the user's own order (Sort By: Manual), the only one a drag can change.
  @ObservationIgnored var inManualOrder: @MainActor () -> Bool = { true }
  @ObservationIgnored var pinnedID: @MainActor () -> UUID? = { nil }
  @ObservationIgnored var onShow: @MainActor (UUID) -> Void = unimplemented("AllNotesModel.onShow")
  /// Opens the note's editor over this screen (the app's model saves it, as from the board).
  @ObservationIgnored var onEdit: @MainActor (UUID) -> Void = unimplemented("AllNotesModel.onEdit")
  @ObservationIgnored var onMove: @MainActor (IndexSet, Int) -> Void = unimplemented("AllNotesModel.onMove")
  /// Asks before deleting (the app's confirmation, on top).
  @ObservationIgnored var onDelete: @MainActor (UUID) -> Void = unimplemented("AllNotesModel.onDelete")
  @ObservationIgnored var onShowRecentlyDeleted: @MainActor () -> Void = unimplemented(
    "AllNotesModel.onShowRecentlyDeleted")
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("AllNotesModel.onDone")
  /// Whether the board has a note to export, and the export itself (the share sheet over this screen).
  @ObservationIgnored var exportable: @MainActor () -> Bool = { false }
  @ObservationIgnored var onExport: @MainActor () -> Void = unimplemented("AllNotesModel.onExport")
  /// Back Up All Notes (the backup file in the share sheet), and Import Backup's document picker, which the
  /// app's model presents over this screen as a surface of its stack.
  @ObservationIgnored var onBackUp: @MainActor () -> Void = unimplemented("AllNotesModel.onBackUp")
  @ObservationIgnored var onChooseBackup: @MainActor () -> Void = unimplemented("AllNotesModel.onChooseBackup")

  /// A screen listing nothing and reporting nowhere: `VocaPinModel.showAllNotes()` makes the connected one.
  public init() {}

  /// The notes listed: every note, or those holding the chosen tag and matching the search (`NoteSearch`), in
  /// the board's Sort By order.
  public var listedNotes: [Note] {
    let all = notes()
    let tagged =
      selectedTag.map(NoteTags.key).map { key in all.filter { tags(of: $0).contains { NoteTags.key($0) == key } } }
      ?? all
    return NoteSearch.notes(tagged, matching: query)
  }

  /// Searching: the list is filtered, so reordering (which works on the whole board's offsets) is off.
  public var isSearching: Bool { !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

  /// The search or a tag filters the list (no reordering then).
  public var isFiltered: Bool { isSearching || selectedTag != nil }

  /// What the list says when the search matches no note; nil otherwise.
  public var noResults: LocalizedCopy? {
    isSearching && listedNotes.isEmpty ? VocaPinCopy.noSearchResults(query) : nil
  }

  public func isPinned(_ note: Note) -> Bool { note.id == pinnedID() }

  /// A row's tap: that note in the editor, over this screen, so Done comes back to the list (Apple Notes,
  /// Simplenote: tapping a note in the list opens it).
  public func edit(_ id: UUID) { onEdit(id) }

  /// A row's "Show on Board": that note on the board, All Notes closed.
  public func show(_ id: UUID) { onShow(id) }

  /// Whether rows can be dragged: only in the user's own order (a date order is not theirs to change) and while
  /// nothing filters the list (a drag's offsets are the whole board's).
  public var canReorder: Bool { !isFiltered && inManualOrder() }

  /// Whether the list offers Edit: its only work is dragging rows (a swipe deletes), so only when rows can be
  /// dragged; in a date order, or with a search or a tag filtering the list, there is nothing for it to do.
  public var offersEdit: Bool { canReorder }

  /// Edit's drag: the whole board's offsets, so only in the user's own order with nothing filtering the list.
  public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    guard canReorder else { return }
    onMove(offsets, destination)
  }

  /// A row's swipe to delete: asks first, as Notes does, and the row stays until the answer (a tinted swipe
  /// action, never one that removes the row at once). A note the list no longer shows (it changed under the
  /// swipe) asks nothing.
  public func requestDelete(_ id: UUID) {
    guard listedNotes.contains(where: { $0.id == id }) else { return }
    onDelete(id)
  }

  /// The "Recently Deleted" button: that screen over this one.
  public func showRecentlyDeleted() { onShowRecentlyDeleted() }

  /// Whether "Export All Notes" is offered: there is a note to export.
  public var canExport: Bool { exportable() }

  /// "Export All Notes": every note as one text file, in the share sheet (Simplenote's export).
  public func exportAll() {
    guard canExport else { return }
    onExport()
  }

  /// "Back Up All Notes": every note and the pin as one file, in the share sheet (Save to Files, iCloud Drive).
  public func backUpAll() {
    guard canExport else { return }
    onBackUp()
  }

  /// "Import Backup": the system's document picker, over this screen (`VocaPinDestination.backupPicker`).
  public func chooseBackup() { onChooseBackup() }

  /// Done.
  public func done() { onDone() }
}

/// Destinations compare their screens by identity.
extension AllNotesModel: HashableObject {}
