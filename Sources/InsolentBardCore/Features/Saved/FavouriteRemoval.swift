import DesignSystem
import Foundation

/// A Favourites row swiped away, kept for a moment so Undo can put it back where it was: one swipe (a full swipe
/// runs Remove at once) must not lose a favourite for good. Each removal is a new banner (`id`), so a second
/// swipe restarts the moment and the end of the first cannot cut the second short.
public struct FavouriteRemoval: Codable, Equatable, Sendable {
  /// The favourite as it was saved: its text and when it was kept, both restored by Undo.
  public let insult: SavedInsult
  /// The favourite just above it in the list (newer), or nil when it was the first: Undo puts it back under
  /// that one, so it returns to its place even if the widget's heart kept another meanwhile.
  public let after: String?
  /// Where it was in the list, for when the one above it has gone too.
  public let index: Int
  public let id: Int

  /// How long the banner offers Undo: longer than "Copied!" (`CopyConfirmation.duration`), since the user must
  /// read it and reach the button.
  public static let duration: Duration = .seconds(6)

  /// How long the banner waits before it goes by itself, for this user: with VoiceOver or Switch Control on, it
  /// stays until the next removal or the sheet closes (nil), as every app's timed message does
  /// (`AssistiveTimeLimit`).
  public static func duration(assistiveTechnology: Bool) -> Duration? {
    AssistiveTimeLimit.duration(duration, assistiveTechnology: assistiveTechnology)
  }

  /// `list` with the favourite back in its place; unchanged if it is there already (kept again meanwhile).
  public func restored(into list: [SavedInsult]) -> [SavedInsult] {
    guard !list.contains(where: { $0.text == insult.text }) else { return list }
    var list = list
    let position: Int
    if let after, let above = list.firstIndex(where: { $0.text == after }) {
      position = above + 1
    } else if after == nil {
      position = 0
    } else {
      position = min(max(index, 0), list.count)
    }
    list.insert(insult, at: position)
    return list
  }
}
