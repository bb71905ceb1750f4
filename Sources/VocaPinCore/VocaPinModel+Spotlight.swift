import AppServices
import Foundation

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
}

extension VocaPinModel {
  /// Brings Spotlight in line with the board: changed notes indexed again, deleted ones removed. A failed
  /// call (the index is unavailable while the phone is locked, as when the app saves on its way to the
  /// background) is tried again whole at the next return to the app (`syncSpotlightIfBehind`) or launch.
  func syncSpotlight(from old: NoteBoard?, to new: NoteBoard) {
    let oldByID = Dictionary((old?.notes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let changed = new.notes.filter { oldByID[$0.id] != $0 }.map(VocaPinSpotlight.entry(for:))
    let kept = Set(new.notes.map(\.id))
    let removed = (old?.notes ?? []).filter { !kept.contains($0.id) }.map(\.id.uuidString)
    guard !changed.isEmpty || !removed.isEmpty else { return }
    let index = dependencies.searchIndex
    let previous = spotlightSync
    spotlightSync = Task { [weak self] in
      await previous?.value
      do {
        if !changed.isEmpty { try await index.index(changed) }
        if !removed.isEmpty { try await index.remove(ids: removed) }
      } catch {
        self?.spotlightNeedsFullSync = true
        self?.spotlightPendingRemovals.formUnion(removed)
      }
    }
  }

  /// Back in the app after a Spotlight update failed: every note indexed again, and the deleted notes the
  /// failed updates left in the index removed.
  func syncSpotlightIfBehind() {
    guard spotlightNeedsFullSync else { return }
    spotlightNeedsFullSync = false
    let entries = board.notes.map(VocaPinSpotlight.entry(for:))
    let removed = spotlightPendingRemovals.subtracting(entries.map(\.id)).sorted()
    spotlightPendingRemovals = []
    let index = dependencies.searchIndex
    let previous = spotlightSync
    spotlightSync = Task { [weak self] in
      await previous?.value
      do {
        if !entries.isEmpty { try await index.index(entries) }
        if !removed.isEmpty { try await index.remove(ids: removed) }
      } catch {
        self?.spotlightNeedsFullSync = true
        self?.spotlightPendingRemovals.formUnion(removed)
      }
    }
  }

  /// A Spotlight result was tapped (`CSSearchableItemActivityIdentifier`): its note opens, as a widget's does.
  public func openSpotlightResult(_ identifier: String) {
    guard let route = VocaPinRoute(spotlightIdentifier: identifier) else { return }
    open(route.url)
  }
}
