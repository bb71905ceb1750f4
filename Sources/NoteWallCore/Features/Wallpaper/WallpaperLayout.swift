import DesignSystem
import Rendering

/// Where each note goes on a device's lock screen (NW-6.5, NW-10.4): stacked in the free region below the clock
/// (or below the widget row), never in a reserved zone; the largest size at which every note fits, shrinking to a
/// readable minimum; notes that still do not fit are reported, never cut.
public struct WallpaperLayout: Equatable, Sendable {
  public struct PlacedNote: Equatable, Sendable {
    public let text: String
    public let frame: Rect
  }

  public let device: DeviceProfile
  public let region: Rect
  public let fontSize: Double
  public let placed: [PlacedNote]
  /// The notes left out, in order, because even the minimum size could not hold them.
  public let unfit: [String]

  public static let maximumFontSize = 30.0
  /// The smallest size that still reads at arm's length on a lock screen.
  public static let minimumFontSize = 17.0
  public static let sideMargin = 24.0
  public static let gap = 12.0
  /// Space kept below the clock or widget row, and above the bottom controls.
  public static let clearance = 16.0
  public static let font = FontRole.handwritten
  /// Bounds on the work one layout does, whatever a notes file holds: more notes, or longer ones, could never
  /// fit on a lock screen at a readable size, so they are reported without being measured.
  public static let maximumNotes = 40
  public static let maximumCharacters = 400

  /// The free region: below the clock or widget row, above the notification region, inside the side margins.
  /// `extraTopOffset` moves it down for a larger clock (iOS 26's adaptive time).
  public static func freeRegion(on device: DeviceProfile, widgets: Bool, extraTopOffset: Double = 0) -> Rect {
    let top = (widgets ? device.widgetRowBottom : device.clockBottom) + clearance + max(0, extraTopOffset)
    // Above the notification region (which includes the bottom controls), with room for the notes' shadow.
    let bottom = device.notificationZone.y - clearance
    return Rect(x: sideMargin, y: top, width: device.pointWidth - 2 * sideMargin, height: max(0, bottom - top))
  }

  public static func make(
    notes: [String], device: DeviceProfile, widgets: Bool, extraTopOffset: Double = 0, measurer: some TextMeasurer
  ) -> WallpaperLayout {
    let region = freeRegion(on: device, widgets: widgets, extraTopOffset: extraTopOffset)
    let nonBlank = notes.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    let candidates = nonBlank.prefix(maximumNotes)
    // Keep the order: the first note too long to ever fit ends the list, as a note that does not fit does.
    let firstTooLong = candidates.firstIndex { $0.count > maximumCharacters } ?? candidates.endIndex
    let texts = Array(candidates[..<firstTooLong])
    let skipped = Array(nonBlank[firstTooLong...])
    // From the largest size down in 1-pt steps: the first at which every note fits wins.
    var size = maximumFontSize
    while size > minimumFontSize, !fits(texts, size: size, in: region, measurer: measurer) { size -= 1 }
    var placed: [PlacedNote] = []
    var unfit: [String] = []
    var y = region.y
    for text in texts {
      let height = measurer.measure(text, font: FontSpec(role: font, size: size), width: region.width, lineSpacing: 0)
        .size.height
      let gap = placed.isEmpty ? 0 : gap
      if unfit.isEmpty, y + gap + height <= region.maxY {
        placed.append(PlacedNote(text: text, frame: Rect(x: region.x, y: y + gap, width: region.width, height: height)))
        y += gap + height
      } else {
        // Keep the order: once one note is left out, the ones after it are too, so the list never skips.
        unfit.append(text)
      }
    }
    return WallpaperLayout(device: device, region: region, fontSize: size, placed: placed, unfit: unfit + skipped)
  }

  static func fits(_ texts: [String], size: Double, in region: Rect, measurer: some TextMeasurer) -> Bool {
    var total = Double(max(0, texts.count - 1)) * gap
    for text in texts {
      total +=
        measurer.measure(text, font: FontSpec(role: font, size: size), width: region.width, lineSpacing: 0).size.height
      if total > region.height { return false }
    }
    return true
  }
}
