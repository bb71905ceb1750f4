import SharedStore

/// Every user-facing string of the Insolent Bard that a spec fixes, in one place.
public enum BardCopy {
  public static let appName = "The Insolent Bard"
  /// Medium and large widgets' title (IB-3.2).
  public static let widgetTitle = "THE INSOLENT BARD"
  /// Widget gallery (IB-3.6).
  public static let widgetGalleryName = "Insult of the Hour"
  public static let widgetGalleryDescription = "Display a Shakespearean insult on your home screen."
  /// With no saved data (IB-4.2).
  public static let fallbackInsult = "Thou art a villainous tickle-brained canker-blossom!"
  public static let fallbackTimestamp = "Open app to refresh"
  /// Lock screen and widget placeholders while WidgetKit loads.
  public static let placeholderInsult = "Thou art a churlish, motley-minded varlet!"
  /// The widget gallery's sample: the spec's example insult.
  public static let gallerySampleInsult = "Thou art a puking, tickle-brained canker-blossom!"

  /// Settings' Widget section (IB-6.1).
  public static let widgetSectionTitle = "Widget"
  public static func widgetSectionText(_ interval: RefreshInterval) -> String {
    "Your home screen widget uses the same refresh interval as the Insult of the Hour. Current setting: \(interval.label)"
  }
  public static let howToAddWidget = "How to Add Widget"
  /// The add-widget tip (IB-6.2), shown by "How to Add Widget" and in About.
  public static let addWidgetTip =
    "Long-press your home screen, tap the + button, search for \"Insolent Bard\", and choose your preferred size"
  public static let howToAddWidgetSteps = [
    "Long-press an empty area of your home screen until the apps jiggle.",
    "Tap the + button in the top corner.",
    "Search for \"Insolent Bard\".",
    "Swipe to choose small, medium or large, then tap Add Widget.",
    "For the lock screen: long-press the lock screen, tap Customize, then tap the widget area below the clock.",
  ]

  /// About's feature list (IB-6.2).
  public static let homeScreenWidgetFeature = "Home Screen Widget"
  public static let homeScreenWidgetFeatureText =
    "Add a widget to your home screen to see fresh insults without opening the app"
  public static let aboutFeatures: [(title: String, text: String)] = [
    ("Insult of the Hour", "A fresh Shakespearean insult at the interval you choose: 5, 15, 30 or 60 minutes"),
    (homeScreenWidgetFeature, homeScreenWidgetFeatureText),
    ("Lock Screen Widgets", "The first words of the current insult beside your clock"),
    (
      "Favourites and History",
      "Keep the insults you love, and copy, share or remove several at once; find the ones you missed, by any of their words"
    ),
    ("Word Meanings", "Tap an insult to learn what each word meant in Shakespeare's day, and the play that uses it"),
    (composeTitle, "Turn the kit's three wheels, or shuffle them, to build your own insult and copy, share or keep it"),
    (browseTitle, "Read the kit's insults fifty at a time, search them by word, and copy, share or keep any of them"),
  ]

  // Buttons and labels in the app.
  public static let anotherInsult = "Another Insult"
  public static let copy = "Copy"
  public static let copied = "Copied!"
  public static let share = "Share"
  public static let hearIt = "Hear It"
  public static let insultOfTheDayTitle = "Insult of the Day"
  public static let insultOfTheDayToggle = "Daily Insult of the Day"
  public static let insultOfTheDayFailed = "The Insult of the Day couldn't be scheduled. Try turning it off and on."
  public static let insultOfTheDayDenied =
    "Notifications are off for The Insolent Bard. Turn them on in Settings > Notifications to get the Insult of the Day."
  /// The button under `insultOfTheDayDenied`.
  public static let openSettings = "Open Settings"
  public static let stopSpeaking = "Stop"
  public static let cannotSpeakNow =
    "The Bard can't be heard while a call or another app holds the sound. Try again after."
  public static let shareAsImage = "Share as Image"
  public static let favourite = "Favourite"
  public static let unfavourite = "Remove from Favourites"
  public static let favouritesTitle = "Favourites"
  public static let historyTitle = "History"
  public static let settingsTitle = "Settings"
  public static let intervalTitle = "Insult of the Hour"
  public static let familyFriendlyTitle = "Leave out the coarsest words"
  public static let emptyFavourites = "No favourites yet. Tap the heart on an insult worth keeping."
  public static let emptyHistory = "Insults you have seen appear here."
  public static func title(of kind: SavedInsultsKind) -> String {
    kind == .favourites ? favouritesTitle : historyTitle
  }
  /// History's and Favourites' search field, and what it says when nothing matches.
  public static let searchPrompt = "Search by word"
  public static let noMatchesTitle = "No Matches"
  public static func noMatches(_ query: String) -> String { "No insults match “\(query)”." }
  /// A Favourites Only widget with no favourites yet, under `emptyFavourites`.
  public static let openAppToKeepFavourites = "Open the app to keep some"
  /// The widget's Edit sheet.
  public static let widgetChoiceTitle = "Show"

  // Settings, About and the sheets' buttons.
  public static let refreshEvery = "Refresh every"
  public static let appearanceTitle = "Appearance"
  public static func appearanceName(_ appearance: BardSettings.Appearance) -> String {
    switch appearance {
    case .system: "System"
    case .light: "Light"
    case .dark: "Dark"
    }
  }
  public static let insultOfTheDayTime = "Time"
  public static let aboutTitle = "About"
  public static let featuresTitle = "Features"
  public static let addWidgetTitle = "Add the widget"
  public static let done = "Done"
  public static let gotIt = "Got it"
  public static let remove = "Remove"
  public static let clear = "Clear"
  public static let cancel = "Cancel"
  /// VoiceOver's hint on the insult card and on a History or Favourites row.
  public static let explainWordsHint = "Double-tap for where its words come from"
  public static let copyRowHint = "Double-tap to copy"
  public static let errorTitle = "Something went wrong"

  /// What a failed save says, in words a user can act on (never a file path or an error domain).
  public static func saveFailed(_ error: any Error) -> String {
    switch error as? SharedStoreError {
    case .unreadable?:
      "Your saved insults can't be read right now. Unlock your iPhone, then try again."
    case .newerSchema?:
      "Your saved insults were saved by a newer version of The Insolent Bard. Update the app to change them."
    default:
      "The Insolent Bard couldn't save on this iPhone. Check that there is free storage, then try again."
    }
  }
  /// The App Group is missing: the widgets read another store than the app's.
  public static let widgetsCannotSeeApp =
    "Your widgets can't see what this app saves on this iPhone, so they may show an older insult or \"Open app to refresh\". Reinstalling The Insolent Bard should fix it."
  public static let clearHistory = "Clear History"
  public static let clearHistoryTitle = "Clear your history?"
  public static let clearHistoryMessage = "Every insult you have seen is removed from History. Favourites stay."
  public static let copiedToPasteboard = "Copied"

  /// What the share sheet carries: the insult and where it came from.
  public static func shareText(_ insult: String) -> String { "\(insult)\n\n— \(appName)" }
  /// The insult inside a `shareText`, for the share card's picture (the text itself if it is not one).
  public static func insult(ofShareText text: String) -> String {
    let signature = "\n\n— \(appName)"
    return text.hasSuffix(signature) ? String(text.dropLast(signature.count)) : text
  }

  /// "Updated 5 minutes ago", as the card and the medium and large widgets show it (IB-4.3).
  public static func updatedLine(_ label: String) -> String { "Updated \(label.lowercased())" }
}

extension BardCopy {
  /// The word sheet's title and footnote.
  public static let wordOriginsTitle = "Where the Words Come From"
  public static let wordOriginsSource =
    "Plays found in the public-domain text of Shakespeare's 37 plays (Moby Lexical Tools, 1992). Each play named is the one that uses the word most."

  /// "King Lear, Act 4, Scene 3"; a chorus has no scene; a word the plays never use says so.
  public static func playLine(_ source: WordSource?) -> String {
    guard let source else { return "Not used in any of the 37 plays" }
    switch (source.act, source.scene) {
    case (let act?, let scene?): return "\(source.play), Act \(act), Scene \(scene)"
    case (let act?, nil): return "\(source.play), Act \(act)"
    default: return source.play
    }
  }

  /// "As “dog-hearted”; also in 3 other plays", either half alone, or nil.
  public static func formLine(_ source: WordSource) -> String? {
    var parts: [String] = []
    if let form = source.form { parts.append("as “\(form)”") }
    switch source.otherPlays {
    case 0: break
    case 1: parts.append("also in 1 other play")
    default: parts.append("also in \(source.otherPlays) other plays")
    }
    guard !parts.isEmpty else { return nil }
    let line = parts.joined(separator: "; ")
    return line.prefix(1).uppercased() + line.dropFirst()
  }
}

extension BardCopy {
  /// Compose: the main screen's button, the sheet's title and its buttons.
  public static let composeTitle = "Compose"
  public static let composeButton = "Compose Your Own"
  public static let shuffle = "Shuffle"
  public static let shuffleHint = "Spins all three wheels to other words"
  public static let composeWordsTitle = "What the words mean"
  /// Each wheel's name, as VoiceOver reads it.
  public static func columnName(_ column: ComposeModel.Column) -> String {
    switch column {
    case .adjective: "Adjective"
    case .compound: "Compound adjective"
    case .noun: "Noun"
    }
  }
}

extension BardCopy {
  /// Browse: the main screen's button, the sheet's title, its rows' buttons and its "More".
  public static let browseTitle = "Browse the Kit"
  public static let browseButton = "Browse"
  public static let more = "More"
  public static let moreHint = "Adds more insults from the kit to the list"
  public static func browseFooter(shown: Int, limit: Int) -> String { "Showing \(shown) of up to \(limit) insults" }
}

extension BardCopy {
  /// Favourites' Edit: its toolbar's buttons and the confirmation its Remove buttons ask.
  public static let copyAllSelected = "Copy All Selected"
  public static let shareSelected = "Share Selected"
  public static let removeSelected = "Remove Selected"
  public static let removeAllFavourites = "Remove All Favourites"
  public static let removeAllFavouritesTitle = "Remove all your favourites?"
  public static func removeSelectedTitle(_ count: Int) -> String {
    count == 1 ? "Remove 1 favourite?" : "Remove \(count) favourites?"
  }
  public static let removeFavouritesMessage =
    "They leave Favourites and any Favourites Only widget. The heart keeps them again."
  public static let edit = "Edit"
  /// The title while editing: how many rows are selected.
  public static func selectedCount(_ count: Int) -> String { count == 1 ? "1 selected" : "\(count) selected" }
}
