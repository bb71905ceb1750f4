import DesignSystem
import Foundation
import Rendering

/// Step 6's preview: the wallpaper the shortcut will set, as the lock screen will show it. The system
/// draws the date, the clock and (when the user has them) the widget row over the wallpaper; the preview draws
/// them too, over the very image saved for the shortcut, so the user sees what they agree to. The saved image
/// itself never carries them (the lock screen adds its own).
public enum LockScreenPreview {
  /// `wallpaper` is the saved `LockScreen/lockscreen.jpg`; `now` and `timeZone` give the clock.
  public static func make(
    wallpaper: Data, device: DeviceProfile, widgets: Bool, now: Date, timeZone: TimeZone = .current,
    locale: Locale = .current
  ) -> DisplayList {
    let bounds = device.bounds
    var items: [DisplayItem] = [.image(ImageItem(data: wallpaper, frame: bounds, contentMode: .fill))]
    let shadow = Shadow(color: RGBAColor.black.withAlpha(0.35), offset: Point(x: 0, y: 1), blur: 4)
    for line in lines(device: device, now: now, timeZone: timeZone, locale: locale) {
      items.append(
        .text(
          TextItem(
            text: line.text, frame: line.frame, font: line.font, color: .white, alignment: .center, shadow: shadow)))
    }
    if widgets {
      for frame in widgetFrames(on: device) {
        items.append(
          .fill(ShapeFill(shape: .roundedRect(frame, cornerRadius: frame.height / 2), paint: .solid(widgetFill))))
      }
    }
    return DisplayList(size: Size(width: bounds.width, height: bounds.height), items: items)
  }

  /// The translucent grey of iOS's lock screen widgets (their vibrant material, flattened).
  public static let widgetFill = RGBAColor.white.withAlpha(0.28)

  /// The date line and the clock's digits, inside the clock zone (which the notes never enter).
  public static func lines(device: DeviceProfile, now: Date, timeZone: TimeZone, locale: Locale) -> [(
    text: String, frame: Rect, font: FontSpec
  )] {
    let zone = device.clockZone
    // The status bar (or the Dynamic Island) takes the top ~50 pt; the date sits below it, the digits below that.
    let dateTop = zone.minY + 54
    let dateHeight = 26.0
    let clockTop = dateTop + dateHeight
    let clockHeight = max(0, zone.maxY - 20 - clockTop)
    return [
      (
        format(now, "EEEEdMMMM", timeZone: timeZone, locale: locale),
        Rect(x: 0, y: dateTop, width: zone.width, height: dateHeight),
        FontSpec(role: .system, weight: .semibold, size: 20)
      ),
      (
        clockFormatter(timeZone: timeZone, locale: locale).string(from: now),
        Rect(x: 0, y: clockTop, width: zone.width, height: clockHeight),
        FontSpec(role: .system, weight: .bold, size: min(96, clockHeight * 0.9))
      ),
    ]
  }

  /// Four circular widgets, centred in the widget row (where the notes never go when widgets are on).
  public static func widgetFrames(on device: DeviceProfile) -> [Rect] {
    let zone = device.widgetZone
    let side = min(56, max(0, zone.height - 8))
    let gap = 12.0
    let total = 4 * side + 3 * gap
    let x = (zone.width - total) / 2
    let y = zone.minY + (zone.height - side) / 2
    return (0..<4).map { Rect(x: x + Double($0) * (side + gap), y: y, width: side, height: side) }
  }

  /// The lock screen's clock: hours and minutes as the locale writes them, without the day period (iOS shows
  /// "9:41", never "9:41 AM"). The period is taken out of the pattern, not the output: ICU writes it after a
  /// narrow no-break space in English, before the hour in Japanese or Korean, and in each language's words.
  static func clockFormatter(timeZone: TimeZone, locale: Locale) -> DateFormatter {
    let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "H:mm"
    var kept = ""
    var quoted = false
    for character in pattern {
      if character == "'" { quoted.toggle() }
      // a, b and B are the day-period fields (AM/PM, noon, "in the evening").
      if !quoted, "abB".contains(character) { continue }
      kept.append(character)
    }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateFormat = kept.trimmingCharacters(in: .whitespaces)
    return formatter
  }

  private static func format(_ date: Date, _ template: String, timeZone: TimeZone, locale: Locale) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "H:mm"
    return formatter.string(from: date)
  }
}
