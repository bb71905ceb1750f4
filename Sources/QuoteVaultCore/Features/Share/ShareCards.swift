import AppServices
import DesignSystem
import Foundation
import Localization
import Rendering

/// Share cards: a quote drawn as an image in one of three styles (QV-8.2, QV-8.3).
public enum ShareCardTemplate: String, CaseIterable, Sendable, Codable {
  case classic, bold, minimal

  public var displayName: LocalizedCopy {
    switch self {
    case .classic: LocalizedCopy("quotevault.shareCard.template.classic", "Classic")
    case .bold: LocalizedCopy("quotevault.shareCard.template.bold", "Bold")
    case .minimal: LocalizedCopy("quotevault.shareCard.template.minimal", "Minimal")
    }
  }

  /// 1080 x 1350 points: Instagram's portrait post, and a good photo on any phone (`ShareCardFormat.post`).
  public static let size = ShareCardFormat.post.size

  /// The layout's own background on a card of `size` (Bold's gradient runs corner to corner).
  func background(in size: Size) -> Paint {
    switch self {
    case .classic: .solid(RGBAColor(hex: 0xF6F1E7))
    case .bold:
      .linearGradient(
        start: Point(x: 0, y: 0), end: Point(x: size.width, y: size.height),
        stops: [
          GradientStop(location: 0, color: RGBAColor(hex: 0x1D2B64)),
          GradientStop(location: 1, color: RGBAColor(hex: 0x4A1F6B)),
        ])
    case .minimal: .solid(.white)
    }
  }

  var ink: RGBAColor {
    switch self {
    case .classic: RGBAColor(hex: 0x2B2118)
    case .bold: .white
    case .minimal: .black
    }
  }

  /// Georgia on an iPhone, EB Garamond on Linux.
  var font: FontRole { self == .classic ? .classicSerif : .system }
  var weight: FontWeight { self == .bold ? .bold : .regular }
  var alignment: TextAlignment { self == .minimal ? .leading : .center }
}

/// The card's shape: the portrait post the screen shows, shares and saves, or a full Instagram story.
public enum ShareCardFormat: Hashable, Sendable {
  case post
  /// 1080 x 1920, 9:16: the full screen of Instagram's Stories composer.
  case story

  public var size: Size {
    switch self {
    case .post: Size(width: 1080, height: 1350)
    case .story: Size(width: 1080, height: 1920)
    }
  }

  /// Space kept clear at the top and the bottom: a story's are under Instagram's own controls.
  var verticalMargin: Double { self == .story ? 250 : 96 }
}

/// A quote laid out on a card: the text fitted to its box, the author under it, the app's name at the foot.
public struct ShareCard: Sendable {
  public let list: DisplayList
  public let quoteText: TextItem
  /// True when even the smallest size could not fit the whole quote (the card then ends it in "…").
  public let overflows: Bool

  public static func make(_ quote: Quote, template: ShareCardTemplate, measurer: some TextMeasurer) -> ShareCard {
    make(quote, style: ShareCardStyle(template: template), measurer: measurer)
  }

  /// The card in the layout, background and font the user chose, in `format`'s shape. `theme` and `photo` are
  /// the reading theme's, drawn when the background is "My Theme" (the photo under its scrim).
  public static func make(
    _ quote: Quote, style: ShareCardStyle, format: ShareCardFormat = .post, theme: ReadingTheme = .standard,
    photo: Data? = nil, measurer: some TextMeasurer
  ) -> ShareCard {
    let template = style.template
    let ink = style.ink(theme: theme)
    let fontRole = style.fontRole(theme: theme)
    let size = format.size
    let margin = 96.0
    let topMargin = format.verticalMargin
    let box = Size(width: size.width - 2 * margin, height: size.height - 2 * topMargin - 220)
    let text = QuoteVaultCopy.quoted(quote.text).text
    let fit = measurer.fit(
      text, in: box, font: FontSpec(role: fontRole, weight: template.weight, size: 84), maximumSize: 84,
      minimumSize: 34, lineSpacing: 8)
    let top = topMargin + max(0, (box.height - fit.measurement.size.height) / 2)
    let quoteItem = TextItem(
      text: text, frame: Rect(x: margin, y: top, width: box.width, height: box.height - (top - topMargin)),
      font: fit.font, color: ink, alignment: template.alignment, lineSpacing: 8)
    let author = TextItem(
      text: QuoteVaultCopy.byline(quote.author).text,
      frame: Rect(x: margin, y: top + fit.measurement.size.height + 40, width: box.width, height: 60),
      font: FontSpec(role: fontRole, weight: .semibold, size: 44), color: ink.withAlpha(0.8),
      alignment: template.alignment, maximumLines: 1)
    let footer = TextItem(
      text: "QuoteVault", frame: Rect(x: margin, y: size.height - topMargin - 40, width: box.width, height: 40),
      font: FontSpec(role: .system, weight: .semibold, size: 30), color: ink.withAlpha(0.6),
      alignment: template.alignment, maximumLines: 1)
    let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
    var items: [DisplayItem] = [.fill(ShapeFill(shape: .rect(whole), paint: style.paint(in: size, theme: theme)))]
    if style.background == .myTheme, theme.background == .photo, let photo, let scrim = theme.background.scrim {
      items += [
        .image(ImageItem(data: photo, frame: whole, contentMode: .fill)),
        .fill(ShapeFill(shape: .rect(whole), paint: .solid(scrim))),
      ]
    }
    let list = DisplayList(size: size, items: items + [.text(quoteItem), .text(author), .text(footer)])
    return ShareCard(list: list, quoteText: quoteItem, overflows: fit.overflows)
  }
}

extension PhotoSaveResult {
  /// What the app says (QV-8.5: a denied library gets a way to fix it).
  public var message: String {
    switch self {
    case .saved: LocalizedCopy("quotevault.shareCard.saved", "Saved to Photos.").text
    case .denied:
      LocalizedCopy(
        "quotevault.shareCard.denied", "QuoteVault can't save to Photos. Allow it in Settings > QuoteVault > Photos."
      ).text
    case .failed(let reason):
      LocalizedCopy("quotevault.shareCard.failed", "The card could not be saved. %@", .text(reason)).text
    }
  }
}
