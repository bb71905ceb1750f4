import AppServices
import Foundation
import Localization
import Observation
import Presentation
import Rendering
import SharedStore

/// The share screen for one quote: the chosen card style, where it can be sent (`shareTargets`), saving to Photos.
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
  /// The reading theme, and its photo, as they were when the card opened: "My Theme" draws them.
  public let theme: ReadingTheme
  @ObservationIgnored let themePhoto: Data?
  /// Told of each new message: the app shows it as an alert on top of the card's sheet.
  @ObservationIgnored public var onMessage: (@MainActor (String) -> Void)?
  /// Told when the user is done with the card (its sheet's Done).
  @ObservationIgnored public var onDone: (@MainActor () -> Void)?
  /// Told to show the system share sheet with an item: the app presents it over this sheet, through its stack.
  @ObservationIgnored public var onShare: (@MainActor (ShareItem) -> Void)?
  public private(set) var isSaving = false
  /// The story is being drawn and handed to Instagram.
  public private(set) var isSharingToStories = false
  private let renderer: any Renderer
  private let photos: any PhotoLibraryClient
  private let stories: InstagramStories
  /// Saved cards are 1080 pixels wide: the card's own size in points, drawn @1x.
  public static let pixelWidth = Int(ShareCardTemplate.size.width)

  /// `store`: where the last style is remembered (the app's); without one, each card starts in the default style.
  /// `stories`: Instagram's Stories hand-off; without one, the share sheet is the only way out.
  public init(
    quote: Quote, renderer: any Renderer, photos: any PhotoLibraryClient, store: SharedStore? = nil,
    stories: InstagramStories = .unavailable
  ) {
    self.quote = quote
    self.store = store
    style = store?.read(QuoteVaultShared.shareCardStyle) ?? ShareCardStyle()
    let theme = store.map(ReadingThemeModel.read) ?? .standard
    themePhoto = theme.background == .photo ? store.flatMap { ReadingPhoto.load(from: $0.directory) } : nil
    // A photo theme whose file is gone draws the stand-in, as reading mode does.
    self.theme =
      theme.background == .photo && themePhoto == nil
      ? ReadingTheme(background: ReadingTheme.standard.background, font: theme.font) : theme
    self.renderer = renderer
    self.photos = photos
    self.stories = stories
  }

  /// QV-8.1: the system share sheet gets the quote as text.
  public var shareText: String { quote.shareText }

  /// The share buttons the screen shows: Instagram Stories only where Instagram is installed and the build has a
  /// Facebook App ID, the share sheet always.
  public var shareTargets: [ShareCardTarget] {
    stories.isAvailable ? [.instagramStories, .shareSheet] : [.shareSheet]
  }

  /// What the share sheet gets: the drawn card with the quote's text, or the text alone until it is drawn.
  public var shareItem: ShareItem {
    guard let cardImage else { return ShareItem(text: shareText) }
    return ShareItem(text: shareText, image: cardImage, title: QuoteVaultCopy.ShareCard.cardTitle.text)
  }

  /// A share button: the share sheet; or the card drawn at Stories size, handed to Instagram, with the share sheet
  /// instead when Instagram does not open (deleted since the screen showed the button): no error, the user still
  /// shares.
  public func share(to target: ShareCardTarget) async {
    if target == .instagramStories {
      isSharingToStories = true
      defer { isSharingToStories = false }
      let png = await Self.render(
        quote, style: style, format: .story, theme: theme, photo: themePhoto, renderer: renderer,
        pixelWidth: Self.pixelWidth)
      if let png, await stories.share(png: png) { return }
    }
    onShare?(shareItem)
  }

  public var card: ShareCard {
    ShareCard.make(quote, style: style, theme: theme, photo: themePhoto, measurer: renderer)
  }

  /// The card as PNG for the share sheet (with `shareText`) and the preview, drawn for the chosen style away
  /// from the main actor; nil until drawn, or if it cannot be.
  public private(set) var cardImage: Data?

  /// Draws `cardImage` for the current style, off the main thread (`ShareCardModel.render`).
  /// A drawing for a style (layout, background or font) the user has since left (its task cancelled, or another style chosen) is dropped:
  /// a slow older drawing finishing last never shows, or shares, the wrong style.
  public func renderCard(pixelWidth: Int = ShareCardModel.pixelWidth) async {
    let style = style
    let drawn = await Self.render(
      quote, style: style, format: .post, theme: theme, photo: themePhoto, renderer: renderer, pixelWidth: pixelWidth)
    guard !Task.isCancelled, style == self.style else { return }
    cardImage = drawn
  }

  /// Laying out and drawing a 1080-pixel card takes long enough to drop frames: done on the global executor.
  @concurrent
  nonisolated static func render(
    _ quote: Quote, style: ShareCardStyle, format: ShareCardFormat, theme: ReadingTheme, photo: Data?,
    renderer: any Renderer, pixelWidth: Int
  ) async -> Data? {
    let card = ShareCard.make(quote, style: style, format: format, theme: theme, photo: photo, measurer: renderer)
    return try? renderer.renderPNG(card.list, pixelWidth: pixelWidth)
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
    guard
      let data = await Self.render(
        quote, style: style, format: .post, theme: theme, photo: themePhoto, renderer: renderer,
        pixelWidth: Self.pixelWidth)
    else {
      say(
        PhotoSaveResult.failed(LocalizedCopy("quotevault.shareCard.notDrawn", "The image could not be drawn.").text)
          .message
      )
      return
    }
    say(await photos.savePNG(data).message)
  }
}

/// A sheet's model is the same sheet only as itself: two cards of one quote are two sheets.
extension ShareCardModel: HashableObject {}

extension ShareCardModel {
  /// A message for the user: the app model shows it as an alert on top, queued behind any not yet seen.
  private func say(_ text: String) { onMessage?(text) }
}
