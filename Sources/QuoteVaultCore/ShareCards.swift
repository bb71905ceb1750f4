import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation
import Rendering
import SharedStore

/// Share cards: a quote drawn as an image in one of three styles (QV-8.2, QV-8.3).
public enum ShareCardTemplate: String, CaseIterable, Sendable, Codable {
  case classic, bold, minimal

  public var displayName: String {
    switch self {
    case .classic: LocalizedCopy("quotevault.shareCard.template.classic", "Classic").text
    case .bold: LocalizedCopy("quotevault.shareCard.template.bold", "Bold").text
    case .minimal: LocalizedCopy("quotevault.shareCard.template.minimal", "Minimal").text
    }
  }

  /// 1080 x 1350 points: Instagram's portrait post, and a good photo on any phone.
  public static let size = Size(width: 1080, height: 1350)

  var background: Paint {
    switch self {
    case .classic: .solid(RGBAColor(hex: 0xF6F1E7))
    case .bold:
      .linearGradient(
        start: Point(x: 0, y: 0), end: Point(x: 1080, y: 1350),
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

  /// Georgia on an iPhone (QuoteVault does not bundle the Bard's IM FELL English), EB Garamond on Linux.
  var font: FontRole { self == .classic ? .classicSerif : .system }
  var weight: FontWeight { self == .bold ? .bold : .regular }
  var alignment: TextAlignment { self == .minimal ? .leading : .center }
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

  /// The card in the layout, background and font the user chose.
  public static func make(_ quote: Quote, style: ShareCardStyle, measurer: some TextMeasurer) -> ShareCard {
    let template = style.template
    let ink = style.ink
    let fontRole = style.fontRole
    let size = ShareCardTemplate.size
    let margin = 96.0
    let box = Size(width: size.width - 2 * margin, height: size.height - 2 * margin - 220)
    let text = QuoteVaultCopy.quoted(quote.text).text
    let fit = measurer.fit(
      text, in: box, font: FontSpec(role: fontRole, weight: template.weight, size: 84), maximumSize: 84,
      minimumSize: 34, lineSpacing: 8)
    let top = margin + max(0, (box.height - fit.measurement.size.height) / 2)
    let quoteItem = TextItem(
      text: text, frame: Rect(x: margin, y: top, width: box.width, height: box.height - (top - margin)),
      font: fit.font, color: ink, alignment: template.alignment, lineSpacing: 8)
    let author = TextItem(
      text: QuoteVaultCopy.byline(quote.author).text,
      frame: Rect(x: margin, y: top + fit.measurement.size.height + 40, width: box.width, height: 60),
      font: FontSpec(role: fontRole, weight: .semibold, size: 44), color: ink.withAlpha(0.8),
      alignment: template.alignment, maximumLines: 1)
    let footer = TextItem(
      text: "QuoteVault", frame: Rect(x: margin, y: size.height - margin - 40, width: box.width, height: 40),
      font: FontSpec(role: .system, weight: .semibold, size: 30), color: ink.withAlpha(0.6),
      alignment: template.alignment, maximumLines: 1)
    let list = DisplayList(
      size: size,
      items: [
        .fill(
          ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), paint: style.paint)),
        .text(quoteItem), .text(author), .text(footer),
      ])
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

/// The share screen for one quote: the text for the share sheet, the chosen card style, saving to Photos.
/// The renderer measures and draws: Core Graphics on iOS, Cairo on Linux.
@MainActor
@Observable
public final class ShareCardModel {
  public let quote: Quote
  /// The layout, background and font chosen; each change is remembered for the next card (when a store is given).
  public var style: ShareCardStyle {
    didSet { if style != oldValue { try? store?.write(style, for: QuoteVaultShared.shareCardStyle) } }
  }
  /// The layout (QV-8.3), one part of `style`: what the Style picker binds to.
  public var template: ShareCardTemplate {
    get { style.template }
    set { style.template = newValue }
  }
  public var background: ShareCardBackground {
    get { style.background }
    set { style.background = newValue }
  }
  public var font: ShareCardFont {
    get { style.font }
    set { style.font = newValue }
  }
  @ObservationIgnored private let store: SharedStore?
  public private(set) var message: String? {
    didSet { if let message { onMessage?(message) } }
  }
  /// Told of each new message: the app shows it as an alert on top of the card's sheet.
  @ObservationIgnored public var onMessage: (@MainActor (String) -> Void)?
  /// Told when the user is done with the card (its sheet's Done).
  @ObservationIgnored public var onDone: (@MainActor () -> Void)?
  public private(set) var isSaving = false
  private let renderer: any Renderer
  private let photos: any PhotoLibrary
  /// Saved cards are 1080 pixels wide: the card's own size in points, drawn @1x.
  public static let pixelWidth = Int(ShareCardTemplate.size.width)

  /// Bound to the alert that shows `message`: dismissing the alert clears it.
  public var isShowingMessage: Bool {
    get { message != nil }
    set { if !newValue { message = nil } }
  }

  /// `store`: where the last style is remembered (the app's); without one, each card starts in the default style.
  public init(quote: Quote, renderer: any Renderer, photos: any PhotoLibrary, store: SharedStore? = nil) {
    self.quote = quote
    self.store = store
    style = store?.read(QuoteVaultShared.shareCardStyle) ?? ShareCardStyle()
    self.renderer = renderer
    self.photos = photos
  }

  /// QV-8.1: the system share sheet gets the quote as text.
  public var shareText: String { quote.shareText }

  public var card: ShareCard { ShareCard.make(quote, style: style, measurer: renderer) }

  /// The card as PNG for the share sheet (with `shareText`) and the preview, drawn for the chosen style away
  /// from the main actor; nil until drawn, or if it cannot be.
  public private(set) var cardImage: Data?

  /// Draws `cardImage` for the current style, off the main thread (`ShareCardModel.render`).
  /// A drawing for a style (layout, background or font) the user has since left (its task cancelled, or another style chosen) is dropped:
  /// a slow older drawing finishing last never shows, or shares, the wrong style.
  public func renderCard(pixelWidth: Int = ShareCardModel.pixelWidth) async {
    let style = style
    let drawn = await Self.render(quote, style: style, renderer: renderer, pixelWidth: pixelWidth)
    guard !Task.isCancelled, style == self.style else { return }
    cardImage = drawn
  }

  /// Laying out and drawing a 1080-pixel card takes long enough to drop frames: done on the global executor.
  @concurrent
  nonisolated static func render(_ quote: Quote, style: ShareCardStyle, renderer: any Renderer, pixelWidth: Int)
    async
    -> Data?
  {
    try? renderer.renderPNG(ShareCard.make(quote, style: style, measurer: renderer).list, pixelWidth: pixelWidth)
  }

  /// The card as PNG, for the preview, the share sheet and Photos.
  public func png(pixelWidth: Int = ShareCardModel.pixelWidth) -> Data? {
    try? renderer.renderPNG(card.list, pixelWidth: pixelWidth)
  }

  /// Done: the sheet goes.
  public func done() { onDone?() }

  /// QV-8.4, QV-8.5.
  public func save() async {
    isSaving = true
    defer { isSaving = false }
    guard let data = await Self.render(quote, style: style, renderer: renderer, pixelWidth: Self.pixelWidth)
    else {
      message =
        PhotoSaveResult.failed(LocalizedCopy("quotevault.shareCard.notDrawn", "The image could not be drawn.").text)
        .message
      return
    }
    message = await photos.savePNG(data).message
  }
}

/// A sheet's model is the same sheet only as itself: two cards of one quote are two sheets.
extension ShareCardModel: HashableObject {}
