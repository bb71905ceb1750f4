import AppServices
import Foundation
import SharedStore

/// Notes as Spotlight indexes them: the title and the words; the id is the note's, so a result opens it.
public enum VocaPinSpotlight {
  public static let domain = "notes"
  /// VocaPin's own index, encrypted whenever the phone is locked (`.complete`), as the notes' words are private:
  /// Spotlight on a locked phone finds nothing from it. Notes an earlier version put in the default index are
  /// removed from there at launch.
  public static let index = SearchIndexLocation.named("VocaPinNotes", protection: .complete)

  public static func entry(for note: Note) -> SearchableEntry {
    SearchableEntry(id: note.id.uuidString, domain: domain, title: note.title, content: note.text)
  }

  /// The ids of deleted notes Spotlight has not yet confirmed removing: written before the removal is asked and
  /// cleared once Spotlight has done it, so a removal refused (the index is locked with the phone) or cut short
  /// (iOS ended the app on its way to the background) is asked again at the next return or launch, and a
  /// deleted note's words never stay findable.
  static let pendingRemovals = StoreKey<[String]>("spotlight-pending-removals", default: [])
}

/// Spotlight kept in line with the notes: changed notes indexed again, deleted ones removed, none while Lock
/// VocaPin is on. Updates run one after another; a failed one (the index is unavailable while the phone is
/// locked, as when the app saves on its way to the background) is redone whole at the next return (`catchUp`).
@MainActor
final class NotesSpotlight {
  /// The latest update, for tests to await.
  private(set) var update: Task<Void, Never>?
  /// An update failed: the next return to the app indexes every note again and asks again for the removals still
  /// pending (`VocaPinSpotlight.pendingRemovals`).
  private var needsFullSync = false
  private let index: any SearchIndexClient
  private let store: SharedStore
  /// Lock VocaPin is on: no note's words go to Spotlight. Unwired, nothing is indexed.
  var isLocked: @MainActor () -> Bool = { true }

  init(index: any SearchIndexClient, store: SharedStore) {
    self.index = index
    self.store = store
  }

  /// Brings Spotlight in line with the notes, from `old` to `new`; at launch (`old` nil) every note is indexed
  /// again and the removals still pending are asked again.
  func follow(from old: NoteBoard?, to new: NoteBoard) {
    let oldByID = Dictionary((old?.notes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let kept = Set(new.notes.map(\.id))
    let removed = (old?.notes ?? []).filter { !kept.contains($0.id) }.map(\.id.uuidString)
    if !removed.isEmpty { rememberRemovals(removed) }
    let asked = old == nil ? pendingRemovals(sparing: new) : removed
    // Lock VocaPin on: no note's words go to Spotlight; at launch every note is asked out again (a removal
    // refused before is redone).
    guard !isLocked() else {
      let onBoard = old == nil ? new.notes.map(\.id.uuidString) : []
      return run(indexing: [], removing: asked + onBoard)
    }
    let changed = new.notes.filter { oldByID[$0.id] != $0 }.map(VocaPinSpotlight.entry(for:))
    run(indexing: changed, removing: asked)
  }

  /// Back in the app after an update failed: every note indexed again, and the deleted notes the failed updates
  /// left in the index removed.
  func catchUp(with board: NoteBoard) {
    guard needsFullSync else { return }
    needsFullSync = false
    followLock(board)
  }

  /// Lock VocaPin turned on: every note leaves Spotlight, so its search shows no note's words; turned off: every
  /// note is indexed again. A failure is redone whole at the next return (`catchUp`).
  func followLock(_ board: NoteBoard) {
    if isLocked() {
      run(indexing: [], removing: board.notes.map(\.id.uuidString))
    } else {
      run(indexing: board.notes.map(VocaPinSpotlight.entry(for:)), removing: pendingRemovals(sparing: board))
    }
  }

  /// One update after the one before it; what it removed is no longer pending once Spotlight has done it.
  private func run(indexing entries: [SearchableEntry], removing ids: [String]) {
    guard !entries.isEmpty || !ids.isEmpty else { return }
    let index = index
    let previous = update
    update = Task { [weak self] in
      await previous?.value
      do {
        if !entries.isEmpty { try await index.index(entries) }
        if !ids.isEmpty { try await index.remove(ids: ids) }
        self?.forgetRemovals(ids)
      } catch {
        self?.needsFullSync = true
      }
    }
  }

  /// The pending removals, less any note on `board` again (a note restored from Recently Deleted), which is
  /// indexed instead and no longer pending.
  private func pendingRemovals(sparing board: NoteBoard) -> [String] {
    let onBoard = Set(board.notes.map(\.id.uuidString))
    let pending = store.read(VocaPinSpotlight.pendingRemovals)
    forgetRemovals(pending.filter { onBoard.contains($0) })
    return pending.filter { !onBoard.contains($0) }
  }

  /// Written before Spotlight is asked. Should the write fail, the removal is still asked now; only a kill
  /// before it is done could then leave it, as before this file existed.
  private func rememberRemovals(_ ids: [String]) {
    _ = try? store.update(VocaPinSpotlight.pendingRemovals) { pending in
      pending += ids.filter { !pending.contains($0) }
    }
  }

  private func forgetRemovals(_ ids: [String]) {
    guard !ids.isEmpty else { return }
    let done = Set(ids)
    _ = try? store.update(VocaPinSpotlight.pendingRemovals) { $0.removeAll { done.contains($0) } }
  }
}
