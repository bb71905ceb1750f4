import DesignSystem
import Foundation
import SharedStore

/// What the app shares with its widget and notifications through the App Group, and the keys it keeps there.
public enum QuoteVaultShared {
  public static let widgetKind = "QuoteVaultQuoteOfTheDay"
  public static let appGroup = AppGroup(suffix: "quotevault", widgetKinds: [widgetKind])
  /// The widget's sizes (QV-10.4): small, medium and large home screen widgets.
  public static let widgetFamilies: [WidgetFamilyID] = [.small, .medium, .large]
  public static let settings = StoreKey("quotevault-settings", default: QuoteVaultSettings())
  /// The quotes of today and the next days as the app last fetched them (one call, `quotesOfTheDays`), in date
  /// order: the widget's timeline (an entry per midnight) and the notification plan read this same answer, so
  /// the widget, the notification and the app show the same quote every day, with the app never opened
  /// (QV-10.2). The widget makes no requests of its own.
  public static let dailyQuotes = StoreKey<[DailyQuote]>("daily-quotes", default: [])
  /// The user chose to browse without an account (App Review 5.1.1): kept across launches until they sign in.
  public static let browsingAsGuest = StoreKey("quotevault-guest", default: false)
  /// Signed in by a password reset's code or link and not yet past the new-password sheet: a launch after iOS
  /// ended the app there puts the sheet back rather than leave the user signed in without a password they know.
  public static let choosingNewPassword = StoreKey("quotevault-choosing-new-password", default: false)
  /// The sign-in link this device asked for and is waiting for (AuthModel.ExpectedLink).
  public static let expectedAuthLink = StoreKey<AuthModel.ExpectedLink?>("quotevault-expected-link", default: nil)
  /// A guest's heart waiting for them to sign in, from versions before guests kept favourites: read once and made
  /// a guest favourite (`QuoteVaultModel.adoptFavoriteAwaitingSignIn`).
  public static let favoriteAwaitingSignIn = StoreKey<Quote?>("quotevault-favorite-awaiting-sign-in", default: nil)
}
