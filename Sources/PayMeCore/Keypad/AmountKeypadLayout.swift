import DesignSystem
import Foundation

/// How big the amount and PayMe's keypad are drawn on a sheet of a given height at a Dynamic Type size. The keys
/// and the big amount grow with the text, but only as far as the sheet holds them: at the accessibility sizes on a
/// small phone, four rows of keys, Paste and Continue at their scaled heights would push the amount off the top
/// of a sheet that does not scroll (PM-16.1). The keys give way first, never below the 44 pt touch target; then the
/// amount shrinks, never below the large title at that size, so it still reads as the screen's largest text. The
/// bar's note (`KeypadBarNote`) has its row kept whether or not one shows, so none pushes the amount under the bar.
public struct AmountKeypadLayout: Equatable, Sendable {
  /// The key height at the default text size, scaled as `.title` text is (the keys' label style).
  public static let baseKeyHeight = 52.0
  /// The big amount's point size at the default text size, scaled as the large title is.
  public static let baseAmountSize = 64.0
  /// Rows of keys: 1 2 3 / 4 5 6 / 7 8 9 / separator 0 Delete (`AmountKeypad.rows`).
  static let rows = 4.0
  /// The keypad bar's spacing and the padding around it, as the views lay them out.
  static let spacing = Spacing.xSmall
  static let padding = Spacing.screenEdgeRegular
  /// A grouped Form row's top and bottom insets around the amount.
  static let rowInsets = 22.0
  /// A large button's padding above and below its body text (Paste, Continue).
  static let buttonPadding = 14.0

  /// Height of each key.
  public let keyHeight: Double
  /// The big amount's point size.
  public let amountSize: Double
  /// The amount's row: its line and the row's insets.
  public let amountHeight: Double
  /// The bar under the form: four rows of keys, Paste, the sheet's button, their spacing and padding (without the
  /// note's row, which `fits` counts).
  public let keypadHeight: Double
  /// Whether the amount, the bar and the note's row fit in the height given. False only on a sheet too short even
  /// for 44 pt keys and a large-title amount.
  public let fits: Bool
  /// The keys' label size: the title style at this text size, held to what a key's height holds, so a label
  /// never makes its key taller than this layout planned (the Large Content Viewer shows it full size).
  public let keyLabelSize: Double
  /// Whether the amount's section comes before the rows the sheet shows above it (who is paid): with them
  /// first, the amount would sit under the keypad, with its problem when one shows (a small phone, or the
  /// accessibility sizes), typed unseen. Where everything fits, who is paid stays above, as designed.
  public let amountFirst: Bool

  /// Where the sheet is too short for the note's row beside Paste (the largest accessibility sizes on a small
  /// phone), a problem or a warning takes Paste's place until it goes (`showsPaste(with:)`), and a notice the form
  /// says too is left to the form (`shows(_:)`): the amount, the keys and the reason stay in view; the amount can
  /// still be typed and deleted on the keys.
  public let noteTakesPastesPlace: Bool

  /// Whether the keypad shows Paste beside `note`: always, except while a problem or a warning takes its place.
  public func showsPaste(with note: KeypadBarNote?) -> Bool {
    guard let note, noteTakesPastesPlace else { return true }
    return note.kind == .notice
  }

  /// Whether the bar shows `note`: a problem or a warning always; a notice only where it has room beside Paste.
  public func shows(_ note: KeypadBarNote) -> Bool { note.kind != .notice || !noteTakesPastesPlace }

  public static func of(availableHeight: Double, size: DynamicTypeSize, above: Double = 0) -> AmountKeypadLayout {
    let note = noteRow(at: size)
    // The keys and the amount give way for the note's row first; only where even 44 pt keys and a large-title
    // amount leave no room for it does the note take Paste's place instead.
    let beside = sized(availableHeight - note, size: size)
    let (parts, noteCost, instead) =
      beside.amount + beside.keypad <= availableHeight - note
      ? (beside, note, false) : (sized(availableHeight, size: size), max(0, note - pasteRow(at: size)), true)
    let title = TypeScale.metrics(.title1, at: size)
    // The label's line, and a little air, inside the key.
    let keyLabelSize = min(title.pointSize, (title.pointSize * (parts.keyHeight - 8) / title.leading).rounded(.down))
    let whole = parts.amount + parts.keypad
    return AmountKeypadLayout(
      keyHeight: parts.keyHeight, amountSize: parts.amountSize, amountHeight: parts.amount, keypadHeight: parts.keypad,
      fits: whole <= availableHeight && whole + noteCost <= availableHeight, keyLabelSize: keyLabelSize,
      amountFirst: above > 0 && above + whole + noteCost > availableHeight, noteTakesPastesPlace: instead)
  }

  /// The keys' and the amount's sizes in `height`: the keys take what the amount at its full size leaves, up to
  /// their scaled height, never under 44 pt; then the amount shrinks to what is left, down to the large title.
  private static func sized(_ height: Double, size: DynamicTypeSize) -> (
    keyHeight: Double, amountSize: Double, amount: Double, keypad: Double
  ) {
    // Between the rows, the rows and Paste, Paste and the sheet's button; then the padding above and below.
    let fixed = rows * spacing + pasteRow(at: size) + button(at: size) + 2 * padding
    let wantedAmount = TypeScale.scaled(baseAmountSize, relativeTo: .largeTitle, at: size)
    let wantedKey = TypeScale.scaled(baseKeyHeight, relativeTo: .title1, at: size)
    // At the accessibility sizes the currency's code stands above the amount, in the same row, no larger than
    // at xxxLarge (`currencyCodeLargest`): it is secondary to the amount, and VoiceOver names the currency.
    let currencyLine =
      size.isAccessibilitySize ? TypeScale.metrics(.body, at: currencyCodeLargest).leading + spacing : 0
    func amountRow(_ points: Double) -> Double { lineHeight(points, at: size) + rowInsets + currencyLine }

    let roomForKeys = (height - fixed - amountRow(wantedAmount)) / rows
    let keyHeight = max(HitTarget.minimum, min(wantedKey, roomForKeys))
    let floorAmount = min(wantedAmount, TypeScale.metrics(.largeTitle, at: size).pointSize)
    let roomForAmount = height - fixed - rows * keyHeight - rowInsets - currencyLine
    var amountSize = wantedAmount
    while amountSize > floorAmount, lineHeight(amountSize, at: size) > roomForAmount { amountSize -= 1 }
    amountSize = max(floorAmount, amountSize)
    return (keyHeight, amountSize, amountRow(amountSize), fixed + rows * keyHeight)
  }

  /// A large button (Paste, the sheet's own): its body text and padding, never under the touch target.
  static func button(at size: DynamicTypeSize) -> Double {
    max(HitTarget.minimum, TypeScale.metrics(.body, at: size).leading + 2 * buttonPadding)
  }

  /// Paste's row in the bar: the button and the gap under it.
  static func pasteRow(at size: DynamicTypeSize) -> Double { button(at: size) + spacing }

  /// The room the bar's note takes when it shows (`KeypadBarNote`: two lines of footnote held to accessibility1,
  /// or a 44-point Add Money beside one): kept always, so the amount is not pushed under the bar the moment a
  /// note appears. A longer note grows the bar, and the form scrolls.
  public static func noteRow(at size: DynamicTypeSize) -> Double {
    max(HitTarget.minimum, 2 * TypeScale.metrics(.footnote, at: min(size, .accessibility1)).leading) + spacing
  }

  /// The largest text size the currency's code beside the amount grows to.
  public static let currencyCodeLargest = DynamicTypeSize.xxxLarge

  /// The height of a "To" or "From" section as the amount step draws it above the amount: its header, and a
  /// contact's row (initials circle and name and handle, stacked at the accessibility sizes).
  public static func recipientSection(at size: DynamicTypeSize) -> Double {
    let circle = TypeScale.scaled(36, relativeTo: .body, at: size)
    let name = TypeScale.metrics(.body, at: size).leading
    let handle = TypeScale.metrics(.footnote, at: size).leading
    let row = RowLayout.of(size) == .vertical ? circle + spacing + name + handle : max(circle, name + handle)
    return sectionHeader(at: size) + max(HitTarget.minimum, row) + rowInsets
  }

  /// What Split a Bill shows above its amount: the "Bill" header, left out at the accessibility sizes, where the
  /// sheet's title says it and an SE's sheet has no room for it beside the amount and the keys.
  public static func splitHeader(at size: DynamicTypeSize) -> Double {
    size.isAccessibilitySize ? 0 : sectionHeader(at: size)
  }

  /// The height of a form's first section header above its rows (Split a Bill's "Bill" over the amount): the gap
  /// above it and its footnote line.
  public static func sectionHeader(at size: DynamicTypeSize) -> Double {
    sectionSpacing + TypeScale.metrics(.footnote, at: size).leading + sectionHeaderInsets
  }

  /// A grouped form's gap above its first section, and the header's padding above and below its text.
  static let sectionSpacing = 20.0
  static let sectionHeaderInsets = 13.0

  /// A line of the amount's font: the large title's leading in proportion to its size.
  static func lineHeight(_ points: Double, at size: DynamicTypeSize) -> Double {
    let reference = TypeScale.metrics(.largeTitle, at: size)
    return (points * reference.leading / reference.pointSize).rounded(.up)
  }
}
