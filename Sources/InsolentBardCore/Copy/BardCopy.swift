import Localization
import SharedStore

/// Every user-facing string of the Insolent Bard's interface, in one place: String Catalog keys with the spec's
/// English (docs/architecture.md, "Localization"). The insults, the kit's words and the plays' names are
/// Shakespeare's English in every language, and so is the app's name (a brand): plain `String`s. The words'
/// glosses are translated (`Word.glossCopy`).
public enum BardCopy {
  /// The app's name, the same in every language.
  public static let appName = "The Insolent Bard"
  /// The name under the app's icon and in Settings' lists (CFBundleDisplayName, Apps/project.yml): what a
  /// sentence sending the user to Settings calls the app.
  public static let displayName = "Insolent Bard"
  /// Medium and large widgets' title and the share card's (IB-3.2): the name, in capitals.
  public static let widgetTitle = "THE INSOLENT BARD"
  /// With no saved data (IB-4.2): an insult, so Shakespeare's English.
  public static let fallbackInsult = "Thou art a villainous tickle-brained canker-blossom!"
  /// Lock screen and widget placeholders while WidgetKit loads.
  public static let placeholderInsult = "Thou art a churlish, motley-minded varlet!"
  /// The widget gallery's sample: the spec's example insult.
  public static let gallerySampleInsult = "Thou art a puking, tickle-brained canker-blossom!"

  /// Settings' Widget section (IB-6.1).
  public static let widgetSectionTitle = LocalizedCopy("bard.settings.widget", "Widget")
  public static func widgetSectionText(_ interval: RefreshInterval) -> LocalizedCopy {
    LocalizedCopy(
      "bard.settings.widgetText",
      "Your home screen widget uses the same refresh interval as the Insult of the Hour. Current setting: %@",
      .text(interval.label.text))
  }
  public static let howToAddWidget = LocalizedCopy("bard.settings.howToAddWidget", "How to Add Widget")
  /// The add-widget tip (IB-6.2), shown by "How to Add Widget" and in About.
  public static let addWidgetTip = LocalizedCopy(
    "bard.settings.addWidgetTip",
    "Long-press your home screen, tap the + button, search for \"Insolent Bard\", and choose your preferred size")
  /// How to Add Widget's steps on iOS `majorVersion`: iOS 17's jiggle mode has the + button the tip (IB-6.2) names;
  /// iOS 18 and later have an Edit button whose menu holds Add Widget instead, so the steps say what is on screen.
  public static func howToAddWidgetSteps(iOS majorVersion: Int) -> [LocalizedCopy] {
    [
      LocalizedCopy("bard.addWidget.step1", "Long-press an empty area of your home screen until the apps jiggle."),
      majorVersion >= 18
        ? LocalizedCopy("bard.addWidget.step2Edit", "Tap Edit in the top corner, then Add Widget.")
        : LocalizedCopy("bard.addWidget.step2Plus", "Tap the + button in the top corner."),
      LocalizedCopy("bard.addWidget.step3", "Search for \"Insolent Bard\"."),
      LocalizedCopy("bard.addWidget.step4", "Swipe to choose small, medium or large, then tap Add Widget."),
      LocalizedCopy(
        "bard.addWidget.step5",
        "For the lock screen: long-press the lock screen, tap Customize, then tap the widget area below the clock."),
    ]
  }
  /// Under the steps: the spec's tip word for word (IB-6.2), and on iOS 18 and later where its + button went, so
  /// the tip and the steps agree.
  public static func howToAddWidgetFooter(iOS majorVersion: Int) -> [LocalizedCopy] {
    guard majorVersion >= 18 else { return [addWidgetTip] }
    return [
      addWidgetTip,
      LocalizedCopy(
        "bard.addWidget.plusUnderEdit", "On iOS 18 or later, the + button is under Edit: tap Edit, then Add Widget."),
    ]
  }

  /// About's feature list (IB-6.2).
  public static let homeScreenWidgetFeature = LocalizedCopy("bard.about.widgetFeature", "Home Screen Widget")
  public static let homeScreenWidgetFeatureText = LocalizedCopy(
    "bard.about.widgetFeatureText", "Add a widget to your home screen to see fresh insults without opening the app")
  public static let aboutFeatures: [(title: LocalizedCopy, text: LocalizedCopy)] = [
    (
      LocalizedCopy("bard.about.hourFeature", "Insult of the Hour"),
      LocalizedCopy(
        "bard.about.hourFeatureText",
        "A fresh Shakespearean insult at the interval you choose: 5, 15, 30 or 60 minutes")
    ),
    (homeScreenWidgetFeature, homeScreenWidgetFeatureText),
    (
      LocalizedCopy("bard.about.lockFeature", "Lock Screen Widgets"),
      LocalizedCopy("bard.about.lockFeatureText", "The first words of the current insult beside your clock")
    ),
    (
      LocalizedCopy("bard.about.savedFeature", "Favourites and History"),
      LocalizedCopy(
        "bard.about.savedFeatureText",
        "Keep the insults you love, and copy, share or remove several at once; find the ones you missed, by any of their words"
      )
    ),
    (
      LocalizedCopy("bard.about.wordsFeature", "Word Meanings"),
      LocalizedCopy(
        "bard.about.wordsFeatureText",
        "Tap an insult to learn what each word meant in Shakespeare's day, and the play that uses it")
    ),
    (
      composeTitle,
      LocalizedCopy(
        "bard.about.composeFeatureText",
        "Turn the kit's three wheels, or shuffle them, to build your own insult and copy, share or keep it")
    ),
    (
      browseTitle,
      LocalizedCopy(
        "bard.about.browseFeatureText",
        "Read the kit's insults fifty at a time, search them by word, and copy, share or keep any of them")
    ),
  ]

  // Buttons and labels in the app.
  /// The card's heading over the insult.
  public static let cardTitle = LocalizedCopy("bard.main.cardTitle", "Insult of the Hour")
  public static let anotherInsult = LocalizedCopy("bard.main.anotherInsult", "Another Insult")
  public static let copy = LocalizedCopy("bard.main.copy", "Copy")
  public static let copied = LocalizedCopy("bard.main.copied", "Copied!")
  public static let share = LocalizedCopy("bard.main.share", "Share")
  /// What VoiceOver says of a row's spinner while its Share waits for the card's picture.
  public static let preparingShare = LocalizedCopy("bard.main.preparingShare", "Preparing to Share")
  public static let hearIt = LocalizedCopy("bard.main.hearIt", "Hear It")
  public static let insultOfTheDayTitle = LocalizedCopy("bard.day.title", "Insult of the Day")
  /// The notification's body on a day whose insult has a coarse word: iOS shows a body on the Lock Screen
  /// whenever Show Previews is Always, so the words wait for the tap (which opens that insult's share card).
  public static let insultOfTheDayCoarseBody = LocalizedCopy(
    "bard.day.coarseBody", "Today's insult is too racy for the Lock Screen. Tap to read it.")
  /// The body of the last notification of a full window (`InsultOfTheDay.keepingThemComing`): only the app schedules
  /// more, so a user who never opens it is told, in words, that the daily insults pause until they do. Names the
  /// app as its icon on the Home Screen does.
  public static let insultOfTheDayKeepComingBody = LocalizedCopy(
    "bard.day.keepComing", "Open %@ to keep your daily insults coming.", .text(displayName))
  /// What "Insult me" says on a locked phone when the hour's insult has a coarse word (`LockScreenPrivacy`):
  /// Siri speaks aloud, so the words wait until the phone is unlocked.
  public static let insultMeLocked = LocalizedCopy(
    "bard.intent.insultMeLocked", "This hour's insult is too racy for a locked iPhone. Unlock it and ask again.")
  public static let insultOfTheDayToggle = LocalizedCopy("bard.day.toggle", "Daily Insult of the Day")
  public static let insultOfTheDayFailed = LocalizedCopy(
    "bard.day.failed", "The Insult of the Day couldn't be scheduled. Try turning it off and on.")
  /// Names the app as Settings > Notifications lists it: by its display name, not `appName`.
  public static let insultOfTheDayDenied = LocalizedCopy(
    "bard.day.denied",
    "Notifications are off for %@. Turn them on in Settings > Notifications to get the Insult of the Day.",
    .text(displayName))
  /// The button under `insultOfTheDayDenied`.
  public static let openSettings = LocalizedCopy("bard.day.openSettings", "Open Settings")
  public static let stopSpeaking = LocalizedCopy("bard.main.stop", "Stop")
  public static let cannotSpeakNow = LocalizedCopy(
    "bard.main.cannotSpeak", "The Bard can't be heard while a call or another app holds the sound. Try again after.")
  public static let shareAsImage = LocalizedCopy("bard.share.asImage", "Share as Image")
  public static let favourite = LocalizedCopy("bard.main.favourite", "Favourite")
  public static let unfavourite = LocalizedCopy("bard.main.unfavourite", "Remove from Favourites")
  public static let favouritesTitle = LocalizedCopy("bard.saved.favourites", "Favourites")
  public static let historyTitle = LocalizedCopy("bard.saved.history", "History")
  public static let settingsTitle = LocalizedCopy("bard.settings.title", "Settings")
  public static let intervalTitle = LocalizedCopy("bard.settings.interval", "Insult of the Hour")
  public static let familyFriendlyTitle = LocalizedCopy("bard.settings.familyFriendly", "Leave out the coarsest words")
  public static let hapticsTitle = LocalizedCopy("bard.settings.haptics", "Haptics")
  /// The toggle letting the Lock Screen widgets show coarse words (`BardSettings.coarseOnLockScreen`).
  public static let coarseOnLockScreenTitle = LocalizedCopy(
    "bard.settings.coarseOnLockScreen", "Coarse words on the Lock Screen")
  /// Under that toggle: what it changes, so "on" is not read as "coarse words everywhere".
  public static let coarseOnLockScreenFooter = LocalizedCopy(
    "bard.settings.coarseOnLockScreenFooter",
    "Lets the Lock Screen widgets show insults with coarse words, which anyone who sees your Lock Screen may read."
  )
  public static let emptyFavourites = LocalizedCopy(
    "bard.saved.emptyFavourites", "No favourites yet. Tap the heart on an insult worth keeping.")
  public static let emptyHistory = LocalizedCopy("bard.saved.emptyHistory", "Insults you have seen appear here.")
  public static func title(of kind: SavedInsultsKind) -> LocalizedCopy {
    kind == .favourites ? favouritesTitle : historyTitle
  }
  /// History's and Favourites' search field, and what it says when nothing matches.
  public static let searchPrompt = LocalizedCopy("bard.saved.searchPrompt", "Search by word")
  public static let noMatchesTitle = LocalizedCopy("bard.saved.noMatchesTitle", "No Matches")
  public static func noMatches(_ query: String) -> LocalizedCopy {
    LocalizedCopy("bard.saved.noMatches", "No insults match “%@”.", .text(query))
  }

  // Settings, About and the sheets' buttons.
  public static let refreshEvery = LocalizedCopy("bard.settings.refreshEvery", "Refresh every")
  public static let appearanceTitle = LocalizedCopy("bard.settings.appearance", "Appearance")
  public static func appearanceName(_ appearance: BardSettings.Appearance) -> LocalizedCopy {
    switch appearance {
    case .system: LocalizedCopy("bard.settings.appearanceSystem", "System")
    case .light: LocalizedCopy("bard.settings.appearanceLight", "Light")
    case .dark: LocalizedCopy("bard.settings.appearanceDark", "Dark")
    }
  }
  public static let insultOfTheDayTime = LocalizedCopy("bard.day.time", "Time")
  /// Settings' end picker, shown with more than one a day: the last of the day's reminders.
  public static let insultOfTheDayEnd = LocalizedCopy("bard.day.end", "Last One")
  public static let aboutTitle = LocalizedCopy("bard.about.title", "About")
  public static let featuresTitle = LocalizedCopy("bard.about.features", "Features")
  public static let addWidgetTitle = LocalizedCopy("bard.about.addWidget", "Add the widget")
  public static let done = LocalizedCopy("bard.done", "Done")
  public static let gotIt = LocalizedCopy("bard.gotIt", "Got it")
  public static let remove = LocalizedCopy("bard.remove", "Remove")
  /// The banner after a Favourites row is swiped away, and its button.
  public static let removedFromFavourites = LocalizedCopy("bard.saved.removedFromFavourites", "Removed from Favourites")
  public static let undo = LocalizedCopy("bard.saved.undo", "Undo")
  /// Favourites' Sort menu and its orders.
  public static let sort = LocalizedCopy("bard.saved.sort", "Sort")
  public static let sortNewestFirst = LocalizedCopy("bard.saved.sort.newest", "Newest First")
  public static let sortOldestFirst = LocalizedCopy("bard.saved.sort.oldest", "Oldest First")
  public static let sortAlphabetical = LocalizedCopy("bard.saved.sort.alphabetical", "A to Z")
  public static let clear = LocalizedCopy("bard.saved.clear", "Clear")
  public static let cancel = LocalizedCopy("bard.cancel", "Cancel")
  /// VoiceOver's hint on the insult card and on a History or Favourites row.
  public static let explainWordsHint = LocalizedCopy(
    "bard.a11y.explainWords", "Double-tap for where its words come from")
  public static let copyRowHint = LocalizedCopy("bard.a11y.copyRow", "Double-tap to copy")
  public static let errorTitle = LocalizedCopy("bard.error.title", "Something went wrong")

  /// What a failed save says, in words a user can act on (never a file path or an error domain).
  public static func saveFailed(_ error: any Error) -> LocalizedCopy {
    switch error as? SharedStoreError {
    case .unreadable?:
      LocalizedCopy(
        "bard.error.unreadable", "Your saved insults can't be read right now. Unlock your iPhone, then try again.")
    case .busy?:
      LocalizedCopy("bard.error.busy", "A widget is saving right now. Try again in a moment.")
    case .newerSchema?:
      LocalizedCopy(
        "bard.error.newerSchema",
        "Your saved insults were saved by a newer version of The Insolent Bard. Update the app to change them.")
    default:
      LocalizedCopy(
        "bard.error.saveFailed",
        "The Insolent Bard couldn't save on this iPhone. Check that there is free storage, then try again.")
    }
  }
  /// The previous version's favourites were there but could not be read (`OldAppImport`): said once.
  public static let oldFavouritesLost = LocalizedCopy(
    "bard.error.oldFavouritesLost",
    "Some favourites from the previous version of The Insolent Bard couldn't be read, so they aren't in Favourites."
  )
  /// The App Group is missing: the widgets read another store than the app's.
  public static let widgetsCannotSeeApp = LocalizedCopy(
    "bard.error.widgetsCannotSeeApp",
    "Your widgets can't see what this app saves on this iPhone, so they may show an older insult or \"Open app to refresh\". Reinstalling The Insolent Bard should fix it."
  )
  public static let clearHistory = LocalizedCopy("bard.saved.clearHistory", "Clear History")
  public static let clearHistoryTitle = LocalizedCopy("bard.saved.clearHistoryTitle", "Clear your history?")
  public static let clearHistoryMessage = LocalizedCopy(
    "bard.saved.clearHistoryMessage", "Every insult you have seen is removed from History. Favourites stay.")

  /// What the share sheet carries: the insult and where it came from (the app's name, in every language).
  public static func shareText(_ insult: String) -> String { "\(insult)\n\n— \(appName)" }
  /// The insult inside a `shareText`, for the share card's picture (the text itself if it is not one).
  public static func insult(ofShareText text: String) -> String {
    let signature = "\n\n— \(appName)"
    return text.hasSuffix(signature) ? String(text.dropLast(signature.count)) : text
  }

  /// "Updated 5 minutes ago", as the card shows it (IB-4.3): each case a whole phrase in the catalog, as the
  /// widget's are, so a language places and capitalises the time's words as it does, never by lower-casing them.
  public static func updatedLine(_ elapsed: UpdatedLabel.Elapsed) -> LocalizedCopy {
    switch elapsed {
    case .justNow: LocalizedCopy("bard.main.updatedJustNow", "Updated just now")
    case .minutes(let minutes):
      .plural(
        "bard.main.updatedMinutesAgo", count: minutes, one: "Updated 1 minute ago", other: "Updated %lld minutes ago")
    case .hours(let hours):
      .plural("bard.main.updatedHoursAgo", count: hours, one: "Updated 1 hour ago", other: "Updated %lld hours ago")
    case .unknown: LocalizedCopy("bard.main.updatedRecently", "Updated recently")
    }
  }
}
