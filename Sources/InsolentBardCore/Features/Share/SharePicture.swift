import Foundation
import Presentation

/// A picture already decoded for the screen (a `UIImage` prepared for display on iOS), opaque to the core: the
/// drawing dependency makes it beside the PNG, off the main actor, so no view decodes a PNG on the main actor
/// while it updates. The view that shows it knows its platform's type.
public struct DisplayImage: Sendable {
  public let platformImage: any Sendable

  public init(_ platformImage: any Sendable) { self.platformImage = platformImage }
}

/// What `BardDependencies.drawShareCard` gives back for one insult in one look: the card as a PNG (what is shared) and the
/// same picture decoded for display (what the share card and the share sheet's preview show); nil where nothing
/// shows it.
public struct DrawnCard: Sendable {
  public let png: Data
  public let image: DisplayImage?

  public init(png: Data, image: DisplayImage?) {
    self.png = png
    self.image = image
  }
}

/// One card to draw: an insult in a look. The model draws each once (`BardModel+Share`).
public struct ShareCardKey: Hashable, Sendable {
  public let insult: String
  public let look: ShareCardLook

  public init(insult: String, look: ShareCardLook) {
    self.insult = insult
    self.look = look
  }
}

/// The share card's picture (a PNG of `ShareCardScene`) for one insult in one look, drawn and decoded by
/// `BardDependencies.drawShareCard`, held by the model so each is drawn and decoded once.
public struct SharePicture: Equatable, Sendable {
  public let insult: String
  public let look: ShareCardLook
  public let png: Data
  /// The picture ready to draw; nil where the drawing gave none (then the screen shows no picture).
  public let image: DisplayImage?

  public init(insult: String, look: ShareCardLook = ShareCardLook(), png: Data, image: DisplayImage? = nil) {
    self.insult = insult
    self.look = look
    self.png = png
    self.image = image
  }

  var key: ShareCardKey { ShareCardKey(insult: insult, look: look) }

  /// The same picture: the decoded image is the PNG's, so the PNG says which.
  public static func == (left: SharePicture, right: SharePicture) -> Bool {
    left.insult == right.insult && left.look == right.look && left.png == right.png
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

/// The last few pictures drawn, so each is drawn once however often the screen asks. Few: a decoded story card
/// is 1080 x 1920 pixels, 8 MB.
struct SharePictureCache {
  static let capacity = 3
  private(set) var pictures: [SharePicture] = []

  func picture(for key: ShareCardKey) -> SharePicture? { pictures.first { $0.key == key } }

  /// The picture whose PNG `png` is (what a share sheet's item carries), for its decoded image.
  func picture(withPNG png: Data) -> SharePicture? { pictures.first { $0.png == png } }

  /// Keeps `picture`, newest first, letting the oldest go past the capacity, but never `spared`'s (the insult on
  /// the main screen in the remembered look, whose Share must stay one tap however many insults Compose drew
  /// meanwhile).
  mutating func keep(_ picture: SharePicture, sparing spared: ShareCardKey? = nil) {
    pictures.removeAll { $0.key == picture.key }
    pictures.insert(picture, at: 0)
    while pictures.count > Self.capacity, let oldest = pictures.lastIndex(where: { $0.key != spared }) {
      pictures.remove(at: oldest)
    }
  }
}
