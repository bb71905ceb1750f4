import Foundation
import Localization

extension BardCopy {
  /// The word sheet's title and footnote.
  public static let wordOriginsTitle = LocalizedCopy("bard.words.title", "Where the Words Come From")
  public static let wordOriginsSource = LocalizedCopy(
    "bard.words.source",
    "Plays found in the public-domain text of Shakespeare's 37 plays (Moby Lexical Tools, 1992). Each play named is the one that uses the word most."
  )

  /// "King Lear, Act 4, Scene 3"; a chorus has no scene; a word the plays never use says so. The play's name is
  /// Shakespeare's English in every language.
  public static func playLine(_ source: WordSource?) -> LocalizedCopy {
    guard let source else { return LocalizedCopy("bard.words.notUsed", "Not used in any of the 37 plays") }
    switch (source.act, source.scene) {
    case (let act?, let scene?):
      return LocalizedCopy(
        "bard.words.actScene", "%@, Act %@, Scene %@", .text(source.play), .text(act.formatted()),
        .text(scene.formatted()))
    case (let act?, nil):
      return LocalizedCopy("bard.words.act", "%@, Act %@", .text(source.play), .text(act.formatted()))
    default: return LocalizedCopy("bard.words.play", "%@", .text(source.play))
    }
  }

  /// "As “dog-hearted”; also in 3 other plays", either half alone, or nil.
  public static func formLine(_ source: WordSource) -> LocalizedCopy? {
    switch (source.form, source.otherPlays) {
    case (nil, ...0): return nil
    case (let form?, ...0): return LocalizedCopy("bard.words.form", "As “%@”", .text(form))
    case (nil, let others):
      return .plural(
        "bard.words.otherPlays", count: others, one: "Also in 1 other play", other: "Also in %lld other plays")
    case (let form?, let others):
      // Two copies rather than one plural with a second argument: each plural has its count alone.
      let also = LocalizedCopy.plural(
        "bard.words.alsoOtherPlays", count: others, one: "also in 1 other play", other: "also in %lld other plays")
      return LocalizedCopy("bard.words.formAnd", "As “%@”; %@", .text(form), .text(also.text))
    }
  }
}

extension BardCopy {
  /// Compose: the main screen's button, the sheet's title and its buttons.
  public static let composeTitle = LocalizedCopy("bard.compose.title", "Compose")
  public static let composeButton = LocalizedCopy("bard.compose.button", "Compose Your Own")
  public static let shuffle = LocalizedCopy("bard.compose.shuffle", "Shuffle")
  public static let shuffleHint = LocalizedCopy("bard.compose.shuffleHint", "Spins all three wheels to other words")
  public static let composeWordsTitle = LocalizedCopy("bard.compose.wordsTitle", "What the words mean")
  /// Each wheel's name, as VoiceOver reads it.
  public static func columnName(_ column: ComposeModel.Column) -> LocalizedCopy {
    switch column {
    case .adjective: LocalizedCopy("bard.compose.adjective", "Adjective")
    case .compound: LocalizedCopy("bard.compose.compound", "Compound adjective")
    case .noun: LocalizedCopy("bard.compose.noun", "Noun")
    }
  }
}

extension BardCopy {
  /// Browse: the main screen's button, the sheet's title, its rows' buttons and its "More".
  public static let browseTitle = LocalizedCopy("bard.browse.title", "Browse the Kit")
  public static let browseButton = LocalizedCopy("bard.browse.button", "Browse")
  public static let more = LocalizedCopy("bard.browse.more", "More")
  public static let moreHint = LocalizedCopy("bard.browse.moreHint", "Adds more insults from the kit to the list")
  /// Both numbers formatted for the language; the limit is never 1, so "insults" needs no plural.
  public static func browseFooter(shown: Int, limit: Int) -> LocalizedCopy {
    LocalizedCopy(
      "bard.browse.footer", "Showing %@ of up to %@ insults", .text(shown.formatted()), .text(limit.formatted()))
  }
}

extension BardCopy {
  /// Favourites' Edit: its toolbar's buttons and the confirmation its Remove buttons ask.
  public static let copyAllSelected = LocalizedCopy("bard.edit.copyAll", "Copy All Selected")
  public static let shareSelected = LocalizedCopy("bard.edit.share", "Share Selected")
  public static let removeSelected = LocalizedCopy("bard.edit.remove", "Remove Selected")
  public static let removeAllFavourites = LocalizedCopy("bard.edit.removeAll", "Remove All Favourites")
  public static let removeAllFavouritesTitle = LocalizedCopy(
    "bard.edit.removeAllTitle", "Remove all your favourites?")
  public static func removeSelectedTitle(_ count: Int) -> LocalizedCopy {
    .plural("bard.edit.removeTitle", count: count, one: "Remove 1 favourite?", other: "Remove %lld favourites?")
  }
  public static let removeFavouritesMessage = LocalizedCopy(
    "bard.edit.removeMessage", "They leave Favourites and any Favourites Only widget. The heart keeps them again.")
  public static let edit = LocalizedCopy("bard.edit.edit", "Edit")
  /// Browse's Select button, and its Add to Favourites.
  public static let select = LocalizedCopy("bard.browse.select", "Select")
  public static let favouriteSelected = LocalizedCopy("bard.browse.favouriteSelected", "Add to Favourites")
  /// Browse's Select All and Deselect All, in the bar while selecting.
  public static let selectAll = LocalizedCopy("bard.browse.selectAll", "Select All")
  public static let deselectAll = LocalizedCopy("bard.browse.deselectAll", "Deselect All")
  /// The title while editing: how many rows are selected.
  public static func selectedCount(_ count: Int) -> LocalizedCopy {
    .plural("bard.edit.selected", count: count, one: "1 selected", other: "%lld selected")
  }
}

extension BardCopy {
  /// "Just now", "1 minute ago", "5 hours ago" (IB-4.3), for the card and for History's and Favourites' rows.
  public static let justNow = LocalizedCopy("bard.updated.justNow", "Just now")
  public static let recently = LocalizedCopy("bard.updated.recently", "Recently")
  /// A History or Favourites row kept the day before (`SavedTimestamp`).
  public static let yesterday = LocalizedCopy("bard.updated.yesterday", "Yesterday")
  public static func minutesAgo(_ minutes: Int) -> LocalizedCopy {
    .plural("bard.updated.minutesAgo", count: minutes, one: "1 minute ago", other: "%lld minutes ago")
  }
  public static func hoursAgo(_ hours: Int) -> LocalizedCopy {
    .plural("bard.updated.hoursAgo", count: hours, one: "1 hour ago", other: "%lld hours ago")
  }

  /// A refresh interval, as the Settings picker and the Widget section name it.
  public static func minutes(_ count: Int) -> LocalizedCopy {
    .plural("bard.interval.minutes", count: count, one: "1 minute", other: "%lld minutes")
  }
  public static func hours(_ count: Int) -> LocalizedCopy {
    .plural("bard.interval.hours", count: count, one: "1 hour", other: "%lld hours")
  }

  /// Settings' stepper: how many Insults of the Day come each day.
  public static func insultsADay(_ count: Int) -> LocalizedCopy {
    .plural("bard.day.count", count: count, one: "1 a day", other: "%lld a day")
  }
}

extension BardCopy {
  /// Settings' shared rows (`PrivacyPolicyRow`, `AboutRows`) and the message alert's button, in the app's words.
  public static let privacyPolicyTitle = LocalizedCopy("bard.settings.privacyPolicy", "Privacy Policy")
  public static let rateApp = LocalizedCopy("bard.settings.rate", "Rate %@", .text(appName))
  public static let contactSupport = LocalizedCopy("bard.settings.contactSupport", "Contact Support")
  public static let version = LocalizedCopy("bard.settings.version", "Version")
  public static let ok = LocalizedCopy("bard.ok", "OK")

  /// Under a Browse search that matched more insults than it lists.
  public static func browseSearchCapped(_ shown: Int) -> LocalizedCopy {
    LocalizedCopy(
      "bard.browse.searchCapped", "Showing the first %@ matches. Type more words to narrow the search.",
      .text(shown.formatted()))
  }
}
