import Foundation

/// The share card's picture (a PNG of `ShareCardScene`) for one insult, drawn by `BardDependencies.drawShareCard`.
public struct SharePicture: Equatable, Sendable {
  public let insult: String
  public let png: Data

  public init(insult: String, png: Data) {
    self.insult = insult
    self.png = png
  }
}

/// What one tap of Share hands the share sheet (`ShareLink`): the insult's text, and its card's picture once it
/// has been drawn (with the picture as the sheet's preview).
public struct SharePayload: Equatable, Sendable {
  public let text: String
  public let insult: String
  public let picture: SharePicture?
}

/// The last few pictures drawn, so each is drawn once however often the screen asks.
struct SharePictureCache {
  static let capacity = 3
  private(set) var pictures: [SharePicture] = []

  func picture(for insult: String) -> SharePicture? { pictures.first { $0.insult == insult } }

  mutating func keep(_ picture: SharePicture) {
    pictures.removeAll { $0.insult == picture.insult }
    pictures.insert(picture, at: 0)
    pictures = Array(pictures.prefix(Self.capacity))
  }
}
