import DesignSystem

/// How a quote sits on its reading-mode page. The page cannot scroll (a scroll view inside the vertical pager
/// would take the swipe), so a quote too long for it is drawn a little smaller, at most `minimumScale`, in at most
/// `lineLimit` lines; past that it is cut and the page offers Read All, which opens the whole quote in a sheet
/// that scrolls. Below 0.6 the text is no longer comfortable to read, so it is cut rather than shrunk further.
public struct ReaderPageFit: Equatable, Sendable {
  /// How far the view may shrink the quote (`minimumScaleFactor`) before it is cut.
  public static let minimumScale = 0.6

  /// The most lines the page shows (`lineLimit`), measured at the smallest scale.
  public let lineLimit: Int
  /// The quote does not fit the page whole at the smallest scale: the page shows Read All.
  public let showsReadAll: Bool

  /// The estimate is made for the smallest page the app runs on (iPhone SE, portrait: 375 by 667 points), less
  /// the reader's margins, its top bar, its actions and the byline, so on any larger screen a quote said to fit
  /// fits. Glyphs are taken as a little wider than the system font's average (the handwritten and old-style
  /// reading fonts are wider), and a line as not quite full (words wrap whole).
  static let pageWidth = 343.0
  static let pageHeight = 330.0
  static let glyphWidth = 0.55
  static let lineHeight = 1.2
  static let filledLine = 0.85

  /// The fit of `text` drawn at `textSize` points (the reader's size for the Quote Size setting and the Dynamic
  /// Type size, `QuoteVaultSettings.readerQuoteTextSize`).
  public init(text: String, textSize: Double) {
    let smallest = max(textSize, 1) * Self.minimumScale
    let lines = max(2, Int(Self.pageHeight / (smallest * Self.lineHeight)))
    let perLine = max(1, Int(Self.pageWidth / (smallest * Self.glyphWidth)))
    lineLimit = lines
    showsReadAll = Double(text.count) > Double(lines * perLine) * Self.filledLine
  }
}

extension QuoteReaderModel {
  /// How `quote` sits on its page for the user's Quote Size at the Dynamic Type size `size`: what the page's
  /// view reads for its line limit and its Read All button.
  public func fit(_ quote: Quote, at size: DynamicTypeSize) -> ReaderPageFit {
    ReaderPageFit(text: QuoteVaultCopy.quoted(quote.text).text, textSize: quoteTextSize(at: size))
  }

  /// The quote's type size on a page, for the user's Quote Size at the Dynamic Type size `size`.
  public func quoteTextSize(at size: DynamicTypeSize) -> Double {
    readSettings().readerQuoteTextSize(at: size)
  }
}

extension QuoteReaderModel {
  /// Read All's sheet is drawn in the reader's theme, but never over the photo: a picture behind a long run of
  /// text hurts reading, so the photo theme's sheet takes the default background (and its ink) with the font kept.
  public var readAllTheme: ReadingTheme {
    var shown = theme
    if shown.background == .photo { shown.background = ReadingTheme.standard.background }
    return shown
  }
}
