import DesignSystem
import Foundation
import Localization

/// "Today", "Yesterday" (in the user's language, from the formatter's own relative day names), or the date in
/// the user's locale, as Wallet labels activity. Days are counted in `calendar`, from `now`, never the clock.
public enum RelativeDay {
  public static func text(_ date: Date, now: Date, locale: Locale = .current, calendar: Calendar = .current)
    -> String
  {
    let day = calendar.startOfDay(for: date)
    let today = calendar.startOfDay(for: now)
    if let days = calendar.dateComponents([.day], from: today, to: day).day, days == 0 || days == -1,
      let named = named(day, from: today, days: days, locale: locale, calendar: calendar)
    {
      return named
    }
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar)
    style.timeZone = calendar.timeZone
    return date.formatted(style)
  }

  /// The locale's word for the day `days` away from today ("Today", "Hier", "昨日"): Foundation's relative
  /// day names (ICU's), from `RelativeDateTimeFormatter` on Apple platforms (iOS 13+; the iOS 17 SDK has no
  /// anchored format style) and from the anchored relative format style in swift-foundation elsewhere.
  private static func named(_ day: Date, from today: Date, days: Int, locale: Locale, calendar: Calendar) -> String? {
    #if canImport(Darwin)
      let formatter = RelativeDateTimeFormatter()
      formatter.locale = locale
      formatter.calendar = calendar
      formatter.dateTimeStyle = .named
      formatter.unitsStyle = .full
      formatter.formattingContext = .beginningOfSentence
      return formatter.localizedString(from: DateComponents(day: days))
    #else
      return Date.AnchoredRelativeFormatStyle(
        anchor: day, allowedFields: [.day], presentation: .named, unitsStyle: .wide, locale: locale,
        calendar: calendar, capitalizationContext: .beginningOfSentence
      ).format(today)
    #endif
  }
}
