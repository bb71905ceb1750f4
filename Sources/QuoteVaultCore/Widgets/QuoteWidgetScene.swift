import DesignSystem
import Foundation
import Localization
import Rendering

/// The widget's sizes per family, read by the SwiftUI widget and by the preview scene alike.
public struct QuoteWidgetLayout: Equatable, Sendable {
  public let padding: Double
  public let titleSize: Double
  /// The quote's largest size; the preview fits it down to `minimumQuoteSize`, as SwiftUI shrinks to fit.
  public let quoteSize: Double
  public let minimumQuoteSize: Double
  public let authorSize: Double
  public let quoteLineLimit: Int
  /// The large widget centres the quote between the title and the author, so a short quote does not leave the
  /// bottom of the widget empty.
  public var centersQuote = false
  /// A long quote in the small widget gives the title's line to the quote (the widget gallery names it anyway),
  /// so it fits whole rather than being cut.
  public var showsTitle = true

  /// The heart's and Next Quote's side (a square at the byline's end, iOS 17's interactive widgets): the
  /// byline's row grows to it when the entry has a button, and the quote's box shrinks by as much.
  public static let buttonSize = 30.0

  /// Quotes longer than these (in characters) take the small or medium widget's compact layout.
  public static let smallCompactAbove = 90
  public static let mediumCompactAbove = 160

  /// How far SwiftUI may shrink the quote to fit (`minimumScaleFactor`): the same floor the preview fits down
  /// to, so a long quote is made smaller on the device, never cut where the preview shows it whole.
  public var minimumScaleFactor: Double { minimumQuoteSize / quoteSize }

  /// How far the heading shrinks to stay on its one line: a long heading in another language ("Qüöötéé öff tthé
  /// DDááý" in the pseudo-language, on the small widget) is made smaller, never cut.
  public static let titleMinimumScaleFactor = 0.7

  /// The largest Dynamic Type size the home screen widget follows (the view caps its environment here): up to
  /// it the title, the quote and the byline grow with the user's text size; past it they stay at this size, as
  /// the Insolent Bard's widget does, so the quote still fits whole in the small widget's few lines.
  public static let largestTypeSize = DynamicTypeSize.xxxLarge

  /// The layout for `family` and a quote of `quoteLength` characters (0: none, or any short one), at the user's
  /// text size `typeSize` (capped at `largestTypeSize`) in a widget of `size` points (the family's size on the
  /// phone, WidgetKit's `displaySize`; the preview size when nil).
  /// - The quote follows Dynamic Type as Body does; the title and byline as Caption 1 does, growing by at most
  ///   `labelGrowthLimit`, so they never take the quote's room.
  /// - Larger text makes a quote "long" sooner: the compact layouts (the small widget without its title, more
  ///   lines) start at `smallCompactAbove` and `mediumCompactAbove` divided by the quote's growth.
  /// - Everything, the quote's floor and the padding too, scales with the widget against the preview size it was
  ///   designed at (within 10 %), so the smallest iPhone's widget holds what the preview holds.
  /// The floor (`minimumQuoteSize`) does not grow with the text size: a long quote shrinks to what fits whole.
  public static func of(
    _ family: WidgetFamilyID, quoteLength: Int = 0, typeSize: DynamicTypeSize = .default,
    size: (width: Double, height: Double)? = nil
  ) -> QuoteWidgetLayout {
    let typeSize = min(typeSize, largestTypeSize)
    let quoteGrowth =
      TypeScale.metrics(.body, at: typeSize).pointSize / TypeScale.metrics(.body, at: .default).pointSize
    let labelGrowth = min(
      TypeScale.metrics(.caption1, at: typeSize).pointSize / TypeScale.metrics(.caption1, at: .default).pointSize,
      labelGrowthLimit)
    let effectiveLength = Int((Double(max(quoteLength, 0)) * max(quoteGrowth, 1)).rounded(.up))
    let base = designed(family, quoteLength: effectiveLength)
    let preview = family.previewSize
    let actual = size ?? preview
    let ratio = min(actual.width / max(preview.width, 1), actual.height / max(preview.height, 1))
    let sizeScale = ratio.isFinite ? min(max(ratio, 0.9), 1.1) : 1
    let quoteSize = base.quoteSize * quoteGrowth * sizeScale
    var layout = QuoteWidgetLayout(
      padding: base.padding * sizeScale, titleSize: base.titleSize * labelGrowth * sizeScale, quoteSize: quoteSize,
      minimumQuoteSize: min(base.minimumQuoteSize * sizeScale, quoteSize),
      authorSize: base.authorSize * labelGrowth * sizeScale, quoteLineLimit: base.quoteLineLimit)
    layout.centersQuote = base.centersQuote
    layout.showsTitle = base.showsTitle
    return layout
  }

  /// How much the title and the byline grow with the text size at most (Caption 1 at xLarge is about 17 % larger).
  public static let labelGrowthLimit = 1.2

  /// The sizes each family was designed at: the default text size in the preview size.
  private static func designed(_ family: WidgetFamilyID, quoteLength: Int) -> QuoteWidgetLayout {
    switch family {
    case .small where quoteLength > smallCompactAbove:
      QuoteWidgetLayout(
        padding: 14, titleSize: 11, quoteSize: 12, minimumQuoteSize: 9, authorSize: 10, quoteLineLimit: 10,
        showsTitle: false)
    case .medium where quoteLength > mediumCompactAbove:
      QuoteWidgetLayout(
        padding: 16, titleSize: 12, quoteSize: 14, minimumQuoteSize: 10, authorSize: 11, quoteLineLimit: 7)
    case .small:
      QuoteWidgetLayout(
        padding: 16, titleSize: 11, quoteSize: 13, minimumQuoteSize: 10, authorSize: 11, quoteLineLimit: 5)
    case .large:
      QuoteWidgetLayout(
        padding: 20, titleSize: 13, quoteSize: 28, minimumQuoteSize: 15, authorSize: 15, quoteLineLimit: 12,
        centersQuote: true)
    default:
      QuoteWidgetLayout(
        padding: 16, titleSize: 12, quoteSize: 16, minimumQuoteSize: 12, authorSize: 12, quoteLineLimit: 5)
    }
  }

  public static var title: String { LocalizedCopy("quotevault.widget.title", "Quote of the Day").text }
  public static var missingQuote: String {
    LocalizedCopy("quotevault.widget.missingQuote", "Open QuoteVault to get today's quote.").text
  }
  public static var lockedQuote: String {
    LocalizedCopy("quotevault.widget.lockedQuote", "Unlock your iPhone to see today's quote.").text
  }
}

/// The Quote of the Day widget drawn as a display list, for previews on Linux (`quotevault widget`).
public struct QuoteWidgetScene: Sendable {
  public let list: DisplayList
  public let quoteText: TextItem
  /// Whether the quote fits whole at or above the layout's smallest size, within its line limit.
  public let quoteFits: Bool

  /// `theme` is the user's (their accent, from the settings the app shares with the widget); `title` and
  /// `missingText` are the entry's (what Edit Widget chose to show, and what it says without a quote). `reading`
  /// is the reading theme when the user put it on the widget: its background (`photo`, the widget's copy, under
  /// its scrim) and its ink replace the app's colours.
  public static func make(
    family: WidgetFamilyID, quote: Quote?, scheme: ColorScheme, theme: Theme = .quoteVault,
    reading: ReadingTheme? = nil, photo: Data? = nil,
    title heading: String = QuoteWidgetLayout.title, missingText: String = QuoteWidgetLayout.missingQuote,
    buttons: Int = 0, typeSize: DynamicTypeSize = .default, size: (width: Double, height: Double)? = nil,
    measurer: some TextMeasurer
  ) -> QuoteWidgetScene {
    let layout = QuoteWidgetLayout.of(family, quoteLength: quote?.text.count ?? 0, typeSize: typeSize, size: size)
    let (width, height) = size ?? family.previewSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let content = bounds.insetBy(dx: layout.padding, dy: layout.padding)
    let ink = reading?.ink ?? theme.primaryText.resolved(in: scheme)
    let titleFrame = Rect(x: content.x, y: content.y, width: content.width, height: layout.titleSize + 6)
    let titleFit = measurer.fit(
      heading, in: Size(width: titleFrame.width, height: titleFrame.height),
      font: FontSpec(role: .system, weight: .semibold, size: layout.titleSize), maximumSize: layout.titleSize,
      minimumSize: layout.titleSize * QuoteWidgetLayout.titleMinimumScaleFactor, maximumLines: 1)
    let title = TextItem(
      text: heading, frame: titleFrame, font: titleFit.font,
      color: reading?.ink ?? theme.accent.resolved(in: scheme),
      maximumLines: 1)
    let buttonCount = quote == nil ? 0 : min(max(buttons, 0), 2)
    let authorHeight = quote == nil ? 0 : max(layout.authorSize + 6, buttonCount > 0 ? QuoteWidgetLayout.buttonSize : 0)
    let buttonsWidth = Double(buttonCount) * QuoteWidgetLayout.buttonSize
    let top = layout.showsTitle ? title.frame.maxY + 6 : content.y
    let box = Size(width: content.width, height: max(1, content.maxY - top - authorHeight - 4))
    let text = quote.map { QuoteWidgetCopy.quoted($0.text).text } ?? missingText
    let fit = measurer.fit(
      text, in: box, font: FontSpec(role: .system, size: layout.quoteSize), maximumSize: layout.quoteSize,
      minimumSize: layout.minimumQuoteSize, lineSpacing: 2, maximumLines: layout.quoteLineLimit)
    var frame = Rect(x: content.x, y: top, width: box.width, height: box.height)
    if layout.centersQuote {
      let height = min(box.height, fit.measurement.size.height.rounded(.up))
      frame = Rect(x: content.x, y: top + (box.height - height) / 2, width: box.width, height: height)
    }
    let body = TextItem(
      text: text, frame: frame, font: fit.font, color: ink, lineSpacing: 2, maximumLines: layout.quoteLineLimit)
    let corner = WidgetFamilyID.homeScreenCornerRadius
    var items: [DisplayItem] = [
      .fill(
        ShapeFill(
          shape: .roundedRect(bounds, cornerRadius: corner),
          paint: reading?.background.paint(in: bounds.size) ?? .solid(theme.background.resolved(in: scheme))))
    ]
    if let reading, reading.background == .photo, let photo, let scrim = reading.background.scrim {
      items.append(.image(ImageItem(data: photo, frame: bounds, contentMode: .fill, cornerRadius: corner)))
      items.append(.fill(ShapeFill(shape: .roundedRect(bounds, cornerRadius: corner), paint: .solid(scrim))))
    }
    if layout.showsTitle { items.append(.text(title)) }
    items.append(.text(body))
    if let quote {
      items.append(
        .text(
          TextItem(
            text: QuoteWidgetCopy.byline(quote.author).text,
            frame: Rect(
              x: content.x, y: content.maxY - authorHeight, width: max(1, content.width - buttonsWidth),
              height: authorHeight),
            font: FontSpec(role: .system, size: layout.authorSize),
            color: reading?.secondaryInk ?? theme.secondaryText.resolved(in: scheme),
            maximumLines: 1)))
    }
    for index in 0..<buttonCount {
      let side = QuoteWidgetLayout.buttonSize
      let frame = Rect(
        x: content.maxX - Double(buttonCount - index) * side, y: content.maxY - side, width: side, height: side)
      items.append(
        .fill(ShapeFill(shape: .roundedRect(frame, cornerRadius: side / 2), paint: .solid(ink.withAlpha(0.12)))))
    }
    return QuoteWidgetScene(
      list: DisplayList(size: Size(width: width, height: height), items: items), quoteText: body,
      quoteFits: !fit.overflows)
  }
}
