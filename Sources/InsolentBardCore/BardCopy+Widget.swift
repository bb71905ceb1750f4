import Localization

extension BardCopy {
  /// The widget extension's words: keys under `bard.widget.`, in the extension's own String Catalog (the process
  /// that shows them looks them up there), so a word the app also shows is declared again here.
  public enum Widget {
    /// Widget gallery (IB-3.6).
    public static let galleryName = LocalizedCopy("bard.widget.galleryName", "Insult of the Hour")
    public static let galleryDescription = LocalizedCopy(
      "bard.widget.galleryDescription", "Display a Shakespearean insult on your home screen.")
    /// IB-4.2's line under the fallback insult.
    public static let fallbackTimestamp = LocalizedCopy("bard.widget.fallbackTimestamp", "Open app to refresh")
    /// A Favourites Only widget with no favourites yet.
    public static let emptyFavourites = LocalizedCopy(
      "bard.widget.emptyFavourites", "No favourites yet. Tap the heart on an insult worth keeping.")
    public static let openAppToKeepFavourites = LocalizedCopy(
      "bard.widget.openAppToKeep", "Open the app to keep some")
    public static let anotherInsult = LocalizedCopy("bard.widget.anotherInsult", "Another Insult")
    public static let favourite = LocalizedCopy("bard.widget.favourite", "Favourite")
    public static let unfavourite = LocalizedCopy("bard.widget.unfavourite", "Remove from Favourites")

    /// "Updated 5 minutes ago" (`UpdatedLabel`'s words, lower-cased inside the line as the card has them).
    public static func updated(_ label: String) -> LocalizedCopy {
      LocalizedCopy("bard.widget.updated", "Updated %@", .text(label.lowercased()))
    }
    /// `UpdatedLabel.Words.widget`: the card's words (IB-4.3), declared again in the widget's catalog.
    public static let justNow = LocalizedCopy("bard.widget.justNow", "Just now")
    public static let recently = LocalizedCopy("bard.widget.recently", "Recently")
    public static func minutesAgo(_ minutes: Int) -> LocalizedCopy {
      .plural("bard.widget.minutesAgo", count: minutes, one: "1 minute ago", other: "%lld minutes ago")
    }
    public static func hoursAgo(_ hours: Int) -> LocalizedCopy {
      .plural("bard.widget.hoursAgo", count: hours, one: "1 hour ago", other: "%lld hours ago")
    }

    /// What a widget shows, as its Edit sheet lists it (the App Intent declares the same keys).
    public static func choice(_ choice: BardWidgetChoice) -> LocalizedCopy {
      switch choice {
      case .insultOfTheHour: LocalizedCopy("bard.widget.choice.hour", "Insult of the Hour")
      case .familyFriendly: LocalizedCopy("bard.widget.choice.familyFriendly", "Family-Friendly")
      case .favourites: LocalizedCopy("bard.widget.choice.favourites", "Favourites Only")
      }
    }
  }
}
