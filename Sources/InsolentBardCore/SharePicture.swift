import Foundation
import Presentation

/// The share card's picture (a PNG of `ShareCardScene`) for one insult, drawn by `BardDependencies.drawShareCard`.
public struct SharePicture: Equatable, Sendable {
  public let insult: String
  public let png: Data

  public init(insult: String, png: Data) {
    self.insult = insult
    self.png = png
  }
}

/// What one tap of Share hands the share sheet: the insult's text, and its card's picture once it has been drawn.
public struct SharePayload: Equatable, Sendable {
  public let text: String
  public let insult: String
  public let picture: SharePicture?

  /// The share sheet's items: the text and the picture as two items (`UIActivityViewController` gets both, so
  /// Messages and Mail send the words with the picture; one item with two representations would send one).
  public var shareItem: ShareItem { ShareItem(text: text, image: picture?.png, title: insult) }
}

/// The last few pictures drawn, so each is drawn once however often the screen asks.
struct SharePictureCache {
  static let capacity = 3
  private(set) var pictures: [SharePicture] = []

  func picture(for insult: String) -> SharePicture? { pictures.first { $0.insult == insult } }

  /// Keeps `picture`, newest first, letting the oldest go past the capacity, but never `spared`'s (the insult on
  /// the main screen, whose Share must stay one tap however many insults Compose drew meanwhile).
  mutating func keep(_ picture: SharePicture, sparing spared: String? = nil) {
    pictures.removeAll { $0.insult == picture.insult }
    pictures.insert(picture, at: 0)
    while pictures.count > Self.capacity, let oldest = pictures.lastIndex(where: { $0.insult != spared }) {
      pictures.remove(at: oldest)
    }
  }
}
