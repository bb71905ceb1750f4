import Foundation

/// One change the user made to Favourites (a heart, a removal, an Undo), as a value: applied to the list under
/// the store's lock, or, while another process holds that lock (`SharedStoreError.busy`), applied to the list on
/// screen and kept until a later save carries it (`FavouritesSaving.change`), on disk meanwhile
/// (`BardShared.pendingFavourites`).
enum FavouriteChange: Codable, Equatable, Sendable {
  /// A heart: kept if it is not in the list, let go if it is.
  case toggle(String, at: Date)
  /// Each not kept yet, newest first in their order; those kept already keep their place and time.
  case keep([String], at: Date)
  case remove(Set<String>)
  case restore(FavouriteRemoval)

  func apply(to list: inout [SavedInsult]) {
    switch self {
    case .toggle: resolved(on: list).apply(to: &list)
    case .keep(let texts, let moment):
      var seen = Set(list.map(\.text))
      let new = texts.filter { seen.insert($0).inserted }
      list.insert(contentsOf: new.map { SavedInsult(text: $0, savedAt: moment) }, at: 0)
    case .remove(let texts): list.removeAll { texts.contains($0.text) }
    case .restore(let removal): list = removal.restored(into: list)
    }
  }

  /// The change as it turned out on `list` (the list on screen): a heart becomes the keep or removal the user
  /// saw, so saving it later, on a list the widget's heart may have changed meanwhile, leaves what the user saw
  /// rather than flipping it again.
  func resolved(on list: [SavedInsult]) -> Self {
    guard case .toggle(let text, let moment) = self else { return self }
    return list.contains { $0.text == text } ? .remove([text]) : .keep([text], at: moment)
  }
}
