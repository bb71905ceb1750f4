import Foundation

// MARK: - The user's formats, changed in Settings while PayMe runs

extension PayMeModel {
  /// The user changed the region, the number format or the calendar in Settings
  /// (`NSLocale.currentLocaleDidChangeNotification`, which the app observes): amounts, dates, the calendar that
  /// counts business days and schedules, and statements' months follow from now on. A sheet open now keeps the
  /// format its field was typed in, so what is typed never changes meaning under the user's fingers; the next one
  /// opens in the new format.
  public func localeChanged(to newLocale: Locale) {
    locale = newLocale
    scheduledPayments.locale = newLocale
    scheduledPayments.calendar = Self.calendar(newLocale)
    statements.locale = newLocale
  }
}
