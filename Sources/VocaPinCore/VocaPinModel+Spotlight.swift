import AppServices
import Foundation

// MARK: - Spotlight: notes found from the Home Screen's search

/// Notes as Spotlight indexes them: the title and the words; the id is the note's, so a result opens it.
public enum VocaPinSpotlight {
  public static let domain = "notes"

  public static func entry(for note: Note) -> SearchableEntry {
    SearchableEntry(id: note.id.uuidString, domain: domain, title: note.title, content: note.text)
  }
}

extension VocaPinModel {
  /// Brings Spotlight in line with the board: changed notes indexed again, deleted ones removed. A failed
  /// call (the index can be unavailable) is tried again whole at the next launch, which indexes every note.
  func syncSpotlight(from old: NoteBoard?, to new: NoteBoard) {
    let oldByID = Dictionary((old?.notes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let changed = new.notes.filter { oldByID[$0.id] != $0 }.map(VocaPinSpotlight.entry(for:))
    let kept = Set(new.notes.map(\.id))
    let removed = (old?.notes ?? []).filter { !kept.contains($0.id) }.map(\.id.uuidString)
    guard !changed.isEmpty || !removed.isEmpty else { return }
    let index = dependencies.searchIndex
    let previous = spotlightSync
    spotlightSync = Task {
      await previous?.value
      if !changed.isEmpty { try? await index.index(changed) }
      if !removed.isEmpty { try? await index.remove(ids: removed) }
    }
  }

  /// A Spotlight result was tapped (`CSSearchableItemActivityIdentifier`): its note opens, as a widget's does.
  public func openSpotlightResult(_ identifier: String) {
    guard let route = VocaPinRoute(spotlightIdentifier: identifier) else { return }
    open(route.url)
  }
}
