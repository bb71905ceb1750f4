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
    /// A Favourites Only widget after a restart, before the first unlock: the favourites cannot be read until
    /// then, and opening the app would not help.
    public static let unlockForFavourites = LocalizedCopy(
      "bard.widget.unlockForFavourites", "Unlock to see your favourites")
    /// A Favourites Only widget with no favourites yet.
    public static let emptyFavourites = LocalizedCopy(
      "bard.widget.emptyFavourites", "No favourites yet. Tap the heart on an insult worth keeping.")
    public static let openAppToKeepFavourites = LocalizedCopy(
      "bard.widget.openAppToKeep", "Open the app to keep some")
    public static let anotherInsult = LocalizedCopy("bard.widget.anotherInsult", "Another Insult")
    public static let favourite = LocalizedCopy("bard.widget.favourite", "Favourite")
    public static let unfavourite = LocalizedCopy("bard.widget.unfavourite", "Remove from Favourites")

    /// The line under the insult, "Updated 5 minutes ago", each case a whole phrase in the catalog: how a
    /// language words it (where the time goes, which words are capitalised) is the translator's, never made by
    /// lower-casing the time's own words into another phrase.
    public static func updatedLine(_ elapsed: UpdatedLabel.Elapsed) -> LocalizedCopy {
      switch elapsed {
      case .justNow: LocalizedCopy("bard.widget.updatedJustNow", "Updated just now")
      case .minutes(let minutes):
        .plural(
          "bard.widget.updatedMinutesAgo", count: minutes, one: "Updated 1 minute ago",
          other: "Updated %lld minutes ago")
      case .hours(let hours):
        .plural("bard.widget.updatedHoursAgo", count: hours, one: "Updated 1 hour ago", other: "Updated %lld hours ago")
      case .unknown: LocalizedCopy("bard.widget.updatedRecently", "Updated recently")
      }
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
