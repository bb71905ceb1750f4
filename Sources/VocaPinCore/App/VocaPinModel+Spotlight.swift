import AppServices
import Foundation
import SharedStore

// MARK: - Spotlight: notes found from the Home Screen's search

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

extension VocaPinModel {
  /// Brings Spotlight in line with the board: changed notes indexed again, deleted ones removed. A failed
  /// call (the index is unavailable while the phone is locked, as when the app saves on its way to the
  /// background) is tried again whole at the next return to the app (`syncSpotlightIfBehind`); at launch
  /// (`old` nil) every note is indexed again and the removals still pending are asked again.
  func syncSpotlight(from old: NoteBoard?, to new: NoteBoard) {
    let oldByID = Dictionary((old?.notes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let kept = Set(new.notes.map(\.id))
    let removed = (old?.notes ?? []).filter { !kept.contains($0.id) }.map(\.id.uuidString)
    if !removed.isEmpty { rememberSpotlightRemovals(removed) }
    let asked = old == nil ? pendingSpotlightRemovals(sparing: new) : removed
    // Lock VocaPin on: no note's words go to Spotlight; at launch every note is asked out again (a removal
    // refused before is redone).
    guard !appLock.settings.isOn else {
      let onBoard = old == nil ? new.notes.map(\.id.uuidString) : []
      return runSpotlightUpdate(indexing: [], removing: asked + onBoard)
    }
    let changed = new.notes.filter { oldByID[$0.id] != $0 }.map(VocaPinSpotlight.entry(for:))
    runSpotlightUpdate(indexing: changed, removing: asked)
  }

  /// Back in the app after a Spotlight update failed: every note indexed again, and the deleted notes the
  /// failed updates left in the index removed.
  func syncSpotlightIfBehind() {
    guard spotlightNeedsFullSync else { return }
    spotlightNeedsFullSync = false
    guard !appLock.settings.isOn else { return spotlightFollowsLock() }
    runSpotlightUpdate(
      indexing: board.notes.map(VocaPinSpotlight.entry(for:)), removing: pendingSpotlightRemovals(sparing: board))
  }

  /// Lock VocaPin turned on: every note leaves Spotlight, so its search shows no note's words; turned off:
  /// every note is indexed again. A failure is redone whole at the next return (`syncSpotlightIfBehind`).
  func spotlightFollowsLock() {
    let ids = board.notes.map(\.id.uuidString)
    if appLock.settings.isOn {
      runSpotlightUpdate(indexing: [], removing: ids)
    } else {
      runSpotlightUpdate(
        indexing: board.notes.map(VocaPinSpotlight.entry(for:)), removing: pendingSpotlightRemovals(sparing: board))
    }
  }

  /// One update after the one before it; what it removed is no longer pending once Spotlight has done it.
  private func runSpotlightUpdate(indexing entries: [SearchableEntry], removing ids: [String]) {
    guard !entries.isEmpty || !ids.isEmpty else { return }
    let index = dependencies.searchIndex
    let previous = spotlightSync
    spotlightSync = Task { [weak self] in
      await previous?.value
      do {
        if !entries.isEmpty { try await index.index(entries) }
        if !ids.isEmpty { try await index.remove(ids: ids) }
        self?.forgetSpotlightRemovals(ids)
      } catch {
        self?.spotlightNeedsFullSync = true
      }
    }
  }

  /// The pending removals, less any note on `board` again (a note restored from Recently Deleted), which is
  /// indexed instead and no longer pending.
  private func pendingSpotlightRemovals(sparing board: NoteBoard) -> [String] {
    let onBoard = Set(board.notes.map(\.id.uuidString))
    let pending = dependencies.store.read(VocaPinSpotlight.pendingRemovals)
    forgetSpotlightRemovals(pending.filter { onBoard.contains($0) })
    return pending.filter { !onBoard.contains($0) }
  }

  /// Written before Spotlight is asked. Should the write fail, the removal is still asked now; only a kill
  /// before it is done could then leave it, as before this file existed.
  private func rememberSpotlightRemovals(_ ids: [String]) {
    _ = try? dependencies.store.update(VocaPinSpotlight.pendingRemovals) { pending in
      pending += ids.filter { !pending.contains($0) }
    }
  }

  private func forgetSpotlightRemovals(_ ids: [String]) {
    guard !ids.isEmpty else { return }
    let done = Set(ids)
    _ = try? dependencies.store.update(VocaPinSpotlight.pendingRemovals) { $0.removeAll { done.contains($0) } }
  }

  /// A Spotlight result was tapped (`CSSearchableItemActivityIdentifier`): its note opens, as a widget's does.
  public func openSpotlightResult(_ identifier: String) {
    guard let route = VocaPinRoute(spotlightIdentifier: identifier) else { return }
    open(route.url)
  }
}
