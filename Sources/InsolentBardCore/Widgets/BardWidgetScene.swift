import DesignSystem
import Foundation
import Rendering

/// A widget drawn as a display list, for previews on Linux (`bard widget`) and the App Store screenshots.
/// It reads the same `BardWidgetLayout` and theme as the SwiftUI widget, so both show the same things.
public struct BardWidgetScene: Sendable {
  public let list: DisplayList
  /// True when the insult did not fit even at the smallest size: reported, never cut silently.
  public let overflows: Bool
  /// The "another insult" button's tap target, when the family has one.
  public let anotherInsultButton: Rect?
  /// The heart's tap target, beside it.
  public let favouriteButton: Rect?
  /// The SF Symbols the widget shows, in the order drawn (the scene draws a stand-in for each: `standIn`).
  public let symbols: [BardWidgetSymbol]

  /// `size`: the widget's size in points, by default the 393-point iPhone's (`previewSize`); the fit checks run
  /// every phone's (`WidgetFamilyID.sizesOnPhones`).
  public static func make(
    family: BardWidgetFamily, entry: WidgetEntry, scheme: ColorScheme, measurer: some TextMeasurer,
    typeSize: DynamicTypeSize = .default, size: (width: Double, height: Double)? = nil
  ) -> BardWidgetScene {
    let layout = BardWidgetLayout.of(family)
    let metrics = layout.metrics(at: typeSize)
    let (width, height) = size ?? family.previewSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let theme = Theme.insolentBard
    // Lock screen widgets are monochrome white on the wallpaper's own darkened backdrop.
    let text = family.isLockScreen ? RGBAColor.white : theme.accent.resolved(in: scheme)
    let secondary = family.isLockScreen ? RGBAColor.white.withAlpha(0.7) : theme.secondaryText.resolved(in: scheme)
    var items: [DisplayItem] = []
    var symbols: [BardWidgetSymbol] = []
    switch family {
    case .small, .medium, .large:
      items.append(
        .fill(
          ShapeFill(
            shape: .roundedRect(bounds, cornerRadius: WidgetFamilyID.homeScreenCornerRadius),
            paint: .solid(theme.background.resolved(in: scheme))
          )))
    case .circular:
      items.append(
        .fill(
          ShapeFill(
            shape: .roundedRect(bounds, cornerRadius: width / 2), paint: .solid(RGBAColor.black.withAlpha(0.35)))))
    case .rectangular:
      items.append(
        .fill(ShapeFill(shape: .roundedRect(bounds, cornerRadius: 12), paint: .solid(RGBAColor.black.withAlpha(0.35)))))
    case .inline:
      break
    }

    let alignment: TextAlignment = layout.showsDecorations || family == .circular ? .center : .leading
    func line(_ string: String, font: FontSpec, color: RGBAColor, frame: Rect) {
      items.append(
        .text(TextItem(text: string, frame: frame, font: font, color: color, alignment: alignment, maximumLines: 1)))
    }
    // The insult's box: for home screen widgets exactly the one the SwiftUI view lays out (BardWidgetMetrics).
    var insultBox = metrics.insultFrame(width: width, height: height)
    var headerY = metrics.padding
    if layout.showsLogo {
      let logo = BardWidgetLayout.logoFont.metrics(at: metrics.typeSize)
      symbols.append(.logo)
      line(
        BardWidgetSymbol.logo.standIn, font: FontSpec(role: .emoji, size: logo.pointSize), color: text,
        frame: Rect(x: metrics.padding, y: headerY, width: insultBox.width, height: metrics.logoHeight))
      headerY += metrics.logoHeight
    }
    if let title = layout.title, layout.showsTitle(at: metrics.typeSize) {
      let (leading, trailing) = BardWidgetSymbol.decorations
      if layout.showsDecorations { symbols += [leading, trailing] }
      let decorated = layout.showsDecorations ? "\(leading.standIn)  \(title)  \(trailing.standIn)" : title
      let font = layout.titleFont
      line(
        decorated,
        font: FontSpec(role: .system, weight: font.weight, size: font.metrics(at: metrics.typeSize).pointSize),
        color: secondary,
        frame: Rect(x: metrics.padding, y: headerY, width: insultBox.width, height: metrics.titleHeight))
    }
    let shown = layout.text(for: entry.insult, at: metrics.typeSize)
    switch family {
    case .rectangular:
      let heading = BardWidgetLayout.lockScreenTitleFont
      let headingMetrics = heading.metrics(at: metrics.typeSize)
      // One line, shrunk to fit as the view's minimumScaleFactor shrinks it.
      let title = entry.lockScreenTitle.text
      let titleFit = measurer.fit(
        title, in: Size(width: width, height: headingMetrics.leading),
        font: FontSpec(role: .system, weight: heading.weight, size: headingMetrics.pointSize),
        maximumSize: headingMetrics.pointSize,
        minimumSize: headingMetrics.pointSize * BardWidgetLayout.lockScreenTitleMinimumScaleFactor, maximumLines: 1)
      line(
        title, font: titleFit.font, color: text, frame: Rect(x: 0, y: 0, width: width, height: headingMetrics.leading))
      insultBox = Rect(
        x: 0, y: headingMetrics.leading + 2, width: width, height: max(1, height - headingMetrics.leading - 2))
    default:
      break
    }
    if family == .inline { symbols.append(.inlineIcon) }
    let insultText = family == .inline ? BardWidgetSymbol.inlineIcon.standIn + " " + shown : shown
    let maximum = metrics.insultSize
    let fit = measurer.fit(
      insultText, in: Size(width: insultBox.width, height: insultBox.height),
      font: FontSpec(role: layout.insultFont.role, weight: layout.insultFont.weight, size: maximum),
      maximumSize: maximum, minimumSize: max(9, maximum * BardWidgetLayout.minimumScaleFactor(for: entry)),
      lineSpacing: layout.insultLineSpacing, maximumLines: layout.lineLimit(for: entry, at: metrics.typeSize))
    // Centred vertically in its box, as the view's frame centres it.
    let top = insultBox.y + max(0, (insultBox.height - fit.measurement.size.height) / 2)
    items.append(
      .text(
        TextItem(
          // The frame is where the text is drawn: its measured height, within the space it was given.
          text: insultText,
          frame: Rect(
            x: insultBox.x, y: top, width: insultBox.width,
            height: min(insultBox.maxY - top, fit.measurement.size.height.rounded(.up) + 1)),
          font: fit.font, color: text, alignment: alignment, lineSpacing: layout.insultLineSpacing,
          maximumLines: layout.lineLimit(for: entry, at: metrics.typeSize))))
    let footerY = height - metrics.padding - metrics.footerHeight
    let button = layout.showsAnotherInsultButton ? BardWidgetLayout.anotherInsultButtonSize : 0
    if layout.showsUpdatedLabel {
      let labelWidth = max(1, width - 2 * metrics.padding - layout.footerButtonsWidth)
      // Within the footer beside the buttons, on up to two lines, shrunk to fit as the view's
      // minimumScaleFactor shrinks it; centred in the footer as the view's HStack centres it.
      let label = measurer.fit(
        entry.updatedLine, in: Size(width: labelWidth, height: metrics.footerHeight),
        font: FontSpec(role: .system, size: metrics.labelSize), maximumSize: metrics.labelSize,
        minimumSize: metrics.labelSize * BardWidgetLayout.updatedMinimumScaleFactor,
        maximumLines: BardWidgetLayout.updatedLineLimit)
      let labelHeight = min(metrics.footerHeight, label.measurement.size.height.rounded(.up) + 1)
      items.append(
        .text(
          TextItem(
            text: entry.updatedLine,
            frame: Rect(
              x: metrics.padding, y: footerY + (metrics.footerHeight - labelHeight) / 2, width: labelWidth,
              height: labelHeight),
            font: label.font, color: secondary, alignment: alignment, maximumLines: BardWidgetLayout.updatedLineLimit
          )))
    }
    let target = Rect(x: width - metrics.padding - button, y: footerY, width: button, height: button)
    let heart = Rect(x: target.x - button, y: footerY, width: button, height: button)
    let glyphFont = FontSpec(role: .system, weight: .semibold, size: metrics.labelSize + 4)
    // The heart and Another Insult, each where the view shows it (`offersFavourite`, `showsAnotherInsult`).
    if button > 0, layout.showsFavouriteButton, entry.offersFavourite {
      let symbol = BardWidgetSymbol.heart(kept: entry.isFavourite == true)
      symbols.append(symbol)
      items.append(
        .text(
          TextItem(
            text: symbol.standIn, frame: heart.insetBy(dx: 0, dy: (button - metrics.labelSize - 6) / 2),
            font: glyphFont, color: text, alignment: .center, maximumLines: 1)))
    }
    if button > 0, entry.showsAnotherInsult {
      symbols.append(.anotherInsult)
      // The button's target, drawn as the SwiftUI view lays it out, so the previews show what a thumb gets.
      items.append(
        .fill(
          ShapeFill(shape: .roundedRect(target, cornerRadius: button / 2), paint: .solid(secondary.withAlpha(0.12)))))
      items.append(
        .text(
          TextItem(
            text: BardWidgetSymbol.anotherInsult.standIn,
            frame: target.insetBy(dx: 0, dy: (button - metrics.labelSize - 6) / 2), font: glyphFont, color: text,
            alignment: .center, maximumLines: 1)))
    }
    return BardWidgetScene(
      list: DisplayList(size: Size(width: width, height: height), items: items), overflows: fit.overflows,
      anotherInsultButton: button > 0 ? target : nil,
      favouriteButton: button > 0 && layout.showsFavouriteButton ? heart : nil, symbols: symbols)
  }
}
