import Foundation
import Localization

/// When a History or Favourites row was kept, as Messages and Notes date their rows: within the day IB-4.3's
/// words ("Just now", "5 minutes ago", "3 hours ago"), then "Yesterday", the weekday within the week, and after
/// that the date, so a favourite from March never reads "2184 hours ago". Weekdays and dates come from
/// Foundation's formatters in the app's language (`BardLocale.app`).
public enum SavedTimestamp {
  /// The words for a row kept at `saved`, read at `now` in `timeZone`.
  public static func text(since saved: Date, now: Date, timeZone: TimeZone, locale: Locale) -> String {
    let elapsed = now.timeIntervalSince(saved)
    // Under an hour (a clock set back too), or damaged data: the minutes words, which handle both.
    guard elapsed.isFinite, elapsed >= 3600 else { return UpdatedLabel.text(since: saved, now: now) }
    let days = elapsed < 8 * 86_400 ? calendarDays(from: saved, to: now, timeZone: timeZone) : nil
    switch days {
    case 0: return UpdatedLabel.text(since: saved, now: now)
    case 1: return BardCopy.yesterday.text
    case let days? where days < 7:
      var weekday = Date.FormatStyle(locale: locale, timeZone: timeZone).weekday(.wide)
      weekday.capitalizationContext = .standalone
      return saved.formatted(weekday)
    default:
      var date = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: timeZone)
      date.capitalizationContext = .standalone
      return saved.formatted(date)
    }
  }

  /// How many midnights lie between the two moments on the wall clock of `timeZone`.
  private static func calendarDays(from start: Date, to end: Date, timeZone: TimeZone) -> Int? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.dateComponents([.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end))
      .day
  }
}

/// The locale the Bard writes dates in: the language its words are in (`Localizer.current`, so a test drawing
/// Spanish gets Spanish weekdays), with the user's region.
public enum BardLocale {
  public static var app: Locale { locale(language: Localizer.current.language, user: .current, bundle: .main) }

  /// `language` is a `Localizer`'s: "en" or "es" as named; "app" is the localization the bundle picked (a
  /// French iPhone running the English app gets English dates, as the words around them are English).
  public static func locale(language: String, user: Locale, bundle: Bundle) -> Locale {
    let code: String
    switch language {
    case "app": code = bundle.preferredLocalizations.first ?? user.language.languageCode?.identifier ?? "en"
    case "pseudo": code = "en"
    default: code = language
    }
    guard let region = user.region?.identifier else { return Locale(identifier: code) }
    return Locale(identifier: "\(code)_\(region)")
  }
}
