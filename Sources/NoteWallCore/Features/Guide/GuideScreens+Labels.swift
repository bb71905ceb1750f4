import DesignSystem
import Rendering

/// A control's label fitted to its width: the font it is drawn at and the height its lines take.
struct FittedLabel {
  let text: String
  let font: FontSpec
  let height: Double
  let lines: Int

  /// The label centred in `control` (inset `dx` each side), its frame as tall as its lines.
  func item(in control: Rect, dx: Double, color: RGBAColor, align: TextAlignment = .center) -> DisplayItem {
    let frame = Rect(
      x: control.x + dx, y: control.midY - height / 2, width: control.width - 2 * dx, height: height + 1)
    return .text(
      TextItem(text: text, frame: frame, font: font, color: color, alignment: align, maximumLines: lines))
  }
}

// MARK: Labels that fit

/// The drawn screens measure their words, as iOS lays them out, instead of assuming English widths: a label
/// keeps its size on one line where it can, shrinks a little (as far as `minimum`), and past that wraps onto
/// more lines at `minimum` with its control growing to hold them (iOS's alert buttons, share-sheet actions,
/// context-menu rows and sheet buttons wrap; they do not cut words).
extension GuideScreens {
  static func fitLabel(
    _ text: String, width: Double, size: Double, minimum: Double, weight: FontWeight = .regular, lines: Int = 2,
    measurer: some TextMeasurer
  ) -> FittedLabel {
    let font = FontSpec(role: .system, weight: weight, size: size)
    let oneLine = measurer.fit(
      text, in: Size(width: width, height: 10_000), font: font, maximumSize: size, minimumSize: minimum,
      maximumLines: 1)
    if !oneLine.overflows {
      return FittedLabel(text: text, font: oneLine.font, height: oneLine.measurement.size.height, lines: 1)
    }
    let smallest = font.withSize(minimum)
    let wrapped = measurer.measure(text, font: smallest, width: width, lineSpacing: 0)
    // More lines than `lines` are not cut here: the fit checks report them.
    return FittedLabel(text: text, font: smallest, height: wrapped.size.height, lines: max(lines, 1))
  }

  /// The width `text` takes on one line at `font` (a pill or a bar button is as wide as its word).
  static func lineWidth(_ text: String, font: FontSpec, measurer: some TextMeasurer) -> Double {
    measurer.measure(text, font: font, width: 10_000, lineSpacing: 0).size.width
  }

  /// A large title (Shortcuts' library, Photos' album) at 24 pt, shrunk to fit the bar's width.
  static func largeTitle(_ title: String, in s: Rect, measurer: some TextMeasurer) -> DisplayItem {
    let frame = Rect(x: s.x + 14, y: s.y + 44, width: s.width - 28, height: 30)
    let fit = measurer.fit(
      title, in: frame.size, font: FontSpec(role: .system, weight: .bold, size: 24), maximumSize: 24,
      minimumSize: 16, maximumLines: 1)
    return .text(TextItem(text: title, frame: frame, font: fit.font, color: label, maximumLines: 1))
  }
}
