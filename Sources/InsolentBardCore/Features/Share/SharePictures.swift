import Foundation
import Observation

/// The share cards' pictures: each drawn and decoded once per insult and look, off the main actor (IB-1.2), kept
/// in a small cache; the drawings under way, which a second ask waits for; the cards whose drawing failed; and the
/// shares waiting for their picture. The main screen's one-tap Share, a row's Share and the share card sheet all
/// read it, so the app's model holds the one instance and hands the sheet a view of it (`ShareCardModel.Pictures`).
@MainActor
@Observable
final class SharePictures {
  private var cache = SharePictureCache()
  private var drawings: [ShareCardKey: Task<Void, Never>] = [:]
  private var undrawable = Set<ShareCardKey>()
  /// The insults whose Share waits for its picture: another tap of it meanwhile is ignored.
  private var pending = Set<String>()
  @ObservationIgnored private let draw: @Sendable (String, ShareCardLook) async -> DrawnCard?
  /// The picture the main screen keeps ready, never let go to make room.
  @ObservationIgnored var spared: @MainActor () -> ShareCardKey? = { nil }

  init(draw: @escaping @Sendable (String, ShareCardLook) async -> DrawnCard?) {
    self.draw = draw
  }

  func picture(for key: ShareCardKey) -> SharePicture? { cache.picture(for: key) }

  /// The picture a share sheet's item carries as a PNG, if it was drawn here.
  func picture(withPNG png: Data) -> SharePicture? { cache.picture(withPNG: png) }

  /// Draws and decodes the card's picture of `key` unless it is drawn already. Both run off the main actor,
  /// once: an ask while it is being drawn waits for that drawing, so a Share tapped then gets the picture, not
  /// the text alone. A picture that arrives for an insult no longer wanted is still kept, since the share card
  /// sheet may be showing it.
  func prepare(_ key: ShareCardKey) async {
    guard cache.picture(for: key) == nil else { return }
    if let underway = drawings[key] {
      await underway.value
      return
    }
    // Not cancelled with the screen's task: the picture is wanted by whoever waits for it.
    let drawing = Task { await self.drawPicture(key) }
    drawings[key] = drawing
    await drawing.value
    drawings[key] = nil
  }

  private func drawPicture(_ key: ShareCardKey) async {
    guard let drawn = await draw(key.insult, key.look) else {
      // Bounded: a few insults at most ever fail; the set is only what the card says instead of its spinner.
      if undrawable.count >= 50 { undrawable.removeAll() }
      undrawable.insert(key)
      return
    }
    undrawable.remove(key)
    cache.keep(SharePicture(insult: key.insult, look: key.look, png: drawn.png, image: drawn.image), sparing: spared())
  }

  /// Whether the card's picture of `key` could not be drawn (and is not being drawn again): the share card stops
  /// its spinner, and its Share hands over the text alone.
  func failed(_ key: ShareCardKey) -> Bool {
    undrawable.contains(key) && drawings[key] == nil && cache.picture(for: key) == nil
  }

  func isPending(_ insult: String) -> Bool { pending.contains(insult) }

  /// Runs `share` as the one Share of `insult` under way (the wait shows, `isPending`); false, running nothing,
  /// when one already is.
  @discardableResult
  func sharing(_ insult: String, _ share: () async -> Void) async -> Bool {
    guard pending.insert(insult).inserted else { return false }
    defer { pending.remove(insult) }
    await share()
    return true
  }

  /// The card's picture of the look `card` shows once the wait is over, drawn or waited for: a look picked during
  /// the wait is drawn too, so the share never sends colours the card no longer shows. The key it settled on, and
  /// its picture (nil when it could not be drawn).
  func settledPicture(of card: ShareCardModel) async -> (key: ShareCardKey, picture: SharePicture?) {
    var key = card.key
    // Bounded: a look can change at most a few times while a picture draws; past that, the last one drawn goes.
    for _ in 0..<8 {
      if !failed(key) { await prepare(key) }
      guard card.key != key else { break }
      key = card.key
    }
    return (key, cache.picture(for: key))
  }
}
