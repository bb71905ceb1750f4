import AppServices
import Foundation

/// What a sheet does with one insult, as the main screen does with its own: the app's model sets these
/// (`BardModel.insultActions`), so Browse and Compose ask the same questions and do the same things. Copy, the
/// heart and Share put the insult in History too, so one found there can be found again.
struct InsultActions {
  var isFavourite: @MainActor (String) -> Bool = { _ in false }
  /// Whether the insult is the one just copied ("Copied!" on its button).
  var isCopied: @MainActor (String) -> Bool = { _ in false }
  /// Whether its Share waits for the card's picture to be drawn.
  var isSharePending: @MainActor (String) -> Bool = { _ in false }
  /// On the pasteboard, and in History.
  var copy: @MainActor (String) -> Void = unimplemented("InsultActions.copy")
  /// Kept in Favourites (and History), or let go.
  var toggleFavourite: @MainActor (String) -> Void = unimplemented("InsultActions.toggleFavourite")
  /// The text and the card's picture to the share sheet, and the insult in History.
  var share: @MainActor (String) async -> Void = unimplemented("InsultActions.share")
}
