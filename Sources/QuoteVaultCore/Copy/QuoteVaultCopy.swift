import Localization

/// The words QuoteVault's screens show that no model owns: buttons, titles, labels and empty states
/// (docs/architecture.md, "Localization"). The English is the spec's; the views show them through LocalizationUI.
public enum QuoteVaultCopy {
  public static let appName = LocalizedCopy("quotevault.appName", "QuoteVault")
  /// A message alert's title when its words need no other.
  public static let messageTitle = LocalizedCopy("quotevault.message.title", "QuoteVault")
  public static let cancel = LocalizedCopy("quotevault.cancel", "Cancel")
  public static let done = LocalizedCopy("quotevault.done", "Done")
  public static let save = LocalizedCopy("quotevault.collection.save", "Save")
  public static let delete = LocalizedCopy("quotevault.delete", "Delete")
  public static let edit = LocalizedCopy("quotevault.edit", "Edit")
  public static let rename = LocalizedCopy("quotevault.rename", "Rename")
  public static let tryAgain = LocalizedCopy("quotevault.tryAgain", "Try Again")
  public static let undo = LocalizedCopy("quotevault.undo", "Undo")
  public static let notNow = LocalizedCopy("quotevault.notNow", "Not Now")
  public static let name = LocalizedCopy("quotevault.name", "Name")
  public static let category = LocalizedCopy("quotevault.category", "Category")
  public static let updating = LocalizedCopy("quotevault.updating", "Updating")

  /// A quote's words in the language's quotation marks, and its author after a dash: the quote and the name are
  /// the user's data, the marks are the language's.
  public static func quoted(_ text: String) -> LocalizedCopy {
    LocalizedCopy("quotevault.quote.quoted", "“%@”", .text(text))
  }
  public static func byline(_ author: String) -> LocalizedCopy {
    LocalizedCopy("quotevault.quote.byline", "— %@", .text(author))
  }

  public enum Tabs {
    public static let home = LocalizedCopy("quotevault.tab.home", "Home")
    public static let favorites = LocalizedCopy("quotevault.tab.favorites", "Favorites")
    public static let collections = LocalizedCopy("quotevault.tab.collections", "Collections")
    public static let settings = LocalizedCopy("quotevault.tab.settings", "Settings")
  }

  public enum SignIn {
    public static let createAccount = LocalizedCopy("quotevault.signIn.createAccount", "Create Account")
    public static let signIn = LocalizedCopy("quotevault.signIn.signIn", "Sign In")
    public static let email = LocalizedCopy("quotevault.signIn.email", "Email")
    public static let password = LocalizedCopy("quotevault.signIn.password", "Password")
    public static let sendNewLink = LocalizedCopy("quotevault.signIn.sendNewLink", "Send a New Link")
    public static let code = LocalizedCopy("quotevault.signIn.code", "Code")
    public static let continueTitle = LocalizedCopy("quotevault.signIn.continue", "Continue")
    public static let resetPassword = LocalizedCopy("quotevault.signIn.resetPassword", "Reset Password")
    public static func codeSent(to email: String) -> LocalizedCopy {
      LocalizedCopy(
        "quotevault.signIn.codeSent", "Enter the code from the email sent to %@, or tap the link in it.", .text(email))
    }
    public static let haveAccount = LocalizedCopy("quotevault.signIn.haveAccount", "I have an account")
    public static let createAnAccount = LocalizedCopy("quotevault.signIn.createAnAccount", "Create an account")
    public static let forgotPassword = LocalizedCopy("quotevault.signIn.forgotPassword", "Forgot password?")
    public static let continueAsGuest = LocalizedCopy(
      "quotevault.signIn.continueAsGuest", "Continue without an account")
    public static let guestFooter = LocalizedCopy(
      "quotevault.signIn.guestFooter",
      "Browse, search and share quotes now. Sign in later to keep favorites and collections.")
    public static let newPassword = LocalizedCopy("quotevault.account.newPassword", "New Password")
    public static let changePassword = LocalizedCopy("quotevault.account.changePassword", "Change Password")
  }

  public enum Feed {
    public static let quoteOfTheDay = LocalizedCopy("quotevault.feed.quoteOfTheDay", "Quote of the Day")
    public static let pastQuotes = LocalizedCopy("quotevault.history.title", "Past Quotes")
    public static let all = LocalizedCopy("quotevault.feed.all", "All")
    public static let searchPrompt = LocalizedCopy("quotevault.feed.searchPrompt", "Quotes or authors")
    public static let updatingQuotes = LocalizedCopy("quotevault.feed.updating", "Updating quotes")
    public static let didntLoad = LocalizedCopy("quotevault.feed.didntLoad", "Quotes didn't load")
    public static let couldntLoadPast = LocalizedCopy("quotevault.history.couldntLoad", "Couldn't load past quotes")
    public static let couldntLoad = LocalizedCopy("quotevault.feed.couldntLoad", "Couldn't load quotes")
    public static func quoteOfTheDayLabel(_ quote: Quote) -> LocalizedCopy {
      LocalizedCopy(
        "quotevault.feed.quoteOfTheDayLabel", "Quote of the Day. %@, by %@", .text(quote.text), .text(quote.author))
    }
  }

  public enum Actions {
    public static let favorite = LocalizedCopy("quotevault.action.favorite", "Favorite")
    public static let unfavorite = LocalizedCopy("quotevault.action.unfavorite", "Unfavorite")
    public static let favorited = LocalizedCopy("quotevault.action.favorited", "Favorited")
    public static let addToFavorites = LocalizedCopy("quotevault.action.addToFavorites", "Add to Favorites")
    public static let removeFromFavorites = LocalizedCopy(
      "quotevault.action.removeFromFavorites", "Remove from Favorites")
    public static let remove = LocalizedCopy("quotevault.action.remove", "Remove")
    public static let removeFromCollection = LocalizedCopy(
      "quotevault.action.removeFromCollection", "Remove from Collection")
    public static let addToCollection = LocalizedCopy("quotevault.action.addToCollection", "Add to Collection")
    public static let shareAsCard = LocalizedCopy("quotevault.action.shareAsCard", "Share as Card")
    public static let share = LocalizedCopy("quotevault.action.share", "Share")
    public static let read = LocalizedCopy("quotevault.action.read", "Read")
    public static let listen = LocalizedCopy("quotevault.action.listen", "Listen")
    public static let stopListening = LocalizedCopy("quotevault.action.stopListening", "Stop")
    public static let listenLabel = LocalizedCopy("quotevault.action.listenLabel", "Listen to Quote")
    public static let stopListeningLabel = LocalizedCopy("quotevault.action.stopListeningLabel", "Stop Listening")
    public static let quote = LocalizedCopy("quotevault.action.quoteTitle", "Quote")
    /// The Quote of the Day card's menu of its other actions: an ellipsis icon, so VoiceOver needs its words.
    public static let more = LocalizedCopy("quotevault.action.more", "More")
    public static let moreLabel = LocalizedCopy("quotevault.action.moreLabel", "More Actions")
  }

  public enum Library {
    public static let noFavorites = LocalizedCopy("quotevault.library.noFavorites", "No favorites yet")
    public static let noFavoritesHint = LocalizedCopy(
      "quotevault.library.noFavoritesHint", "Tap the heart on a quote to keep it here.")
    public static let myQuotes = LocalizedCopy("quotevault.library.myQuotes", "My Quotes")
    /// A collection's row for VoiceOver: its name, then its count. The count is a plural of its own, as a
    /// compiled catalog's plural rule need not pick the right one of two arguments.
    public static func collectionLabel(_ name: String, count: Int) -> LocalizedCopy {
      LocalizedCopy("quotevault.library.collectionLabel", "%1$@, %2$@", .text(name), .text(quoteCount(count).text))
    }
    public static func quoteCount(_ count: Int) -> LocalizedCopy {
      .plural("quotevault.library.quoteCount", count: count, one: "1 quote", other: "%lld quotes")
    }
    public static let noCollections = LocalizedCopy("quotevault.library.noCollections", "No collections yet")
    public static let noCollectionsHint = LocalizedCopy(
      "quotevault.library.noCollectionsHint", "Group quotes you love into collections.")
    public static let newCollection = LocalizedCopy("quotevault.collection.new", "New Collection")
    public static let newCollectionEllipsis = LocalizedCopy("quotevault.collection.newEllipsis", "New Collection…")
    public static let nameHint = LocalizedCopy("quotevault.collection.nameHint", "Give it a name you'll recognize.")
    /// Above a guest's favourites: where they are kept, and what signing in does with them.
    public static let guestFavoritesNote = LocalizedCopy(
      "quotevault.library.guestFavoritesNote",
      "Your favorites are kept on this iPhone. Sign in to keep them in your account, on all your devices.")
    /// Above a guest's collections: where they are kept, and what signing in does with them.
    public static let guestCollectionsNote = LocalizedCopy(
      "quotevault.library.guestCollectionsNote",
      "Your collections are kept on this iPhone. Sign in to keep them in your account, on all your devices.")
    public static let alreadyInCollection = LocalizedCopy(
      "quotevault.library.alreadyInCollection", "Already in this collection")
    public static let nothingHere = LocalizedCopy("quotevault.library.nothingHere", "Nothing here yet")
    public static let nothingHereHint = LocalizedCopy(
      "quotevault.library.nothingHereHint", "Swipe left on any quote, or open it, and tap Add to Collection.")
    public static let newQuote = LocalizedCopy("quotevault.ownQuote.new", "New Quote")
    public static let quoteField = LocalizedCopy("quotevault.ownQuote.quoteField", "Quote")
    public static let authorField = LocalizedCopy("quotevault.ownQuote.authorField", "Author")
  }

  public enum Settings {
    public static let account = LocalizedCopy("quotevault.settings.account", "Account")
    public static let changePassword = LocalizedCopy("quotevault.account.changePassword", "Change Password")
    public static let changeEmail = LocalizedCopy("quotevault.account.changeEmail", "Change Email")
    public static let signOut = LocalizedCopy("quotevault.settings.signOut", "Sign Out")
    public static let deleteAccount = LocalizedCopy("quotevault.account.delete", "Delete Account")
    public static let deleteAccountFooter = LocalizedCopy(
      "quotevault.settings.deleteAccountFooter",
      "Deletes your account, favorites, collections, the quotes you wrote, profile and photo from QuoteVault.")
    public static let signInOrCreate = LocalizedCopy("quotevault.settings.signInOrCreate", "Sign In or Create Account")
    /// Settings' last rows (DesignSystemUI's `AboutRows`, shown as `AppInfo` reads the build: Rate QuoteVault and
    /// Contact Support only when the build sets `QUOTEVAULT_APP_STORE_ID` and `QUOTEVAULT_SUPPORT_URL`).
    public static var rateApp: LocalizedCopy {
      LocalizedCopy("quotevault.settings.rate", "Rate %@", .text(appName.text))
    }
    public static let contactSupport = LocalizedCopy("quotevault.settings.contactSupport", "Contact Support")
    public static let version = LocalizedCopy("quotevault.settings.version", "Version")
    public static let profile = LocalizedCopy("quotevault.profile.title", "Profile")
    public static let uploading = LocalizedCopy("quotevault.settings.uploading", "Uploading…")
    public static let choosePhoto = LocalizedCopy("quotevault.settings.choosePhoto", "Choose Photo")
    public static let profilePhoto = LocalizedCopy("quotevault.settings.profilePhoto", "Profile photo")
    public static let noProfilePhoto = LocalizedCopy("quotevault.settings.noProfilePhoto", "No profile photo")
    public static let appearance = LocalizedCopy("quotevault.settings.appearance", "Appearance")
    public static let system = LocalizedCopy("quotevault.settings.appearance.system", "System")
    public static let light = LocalizedCopy("quotevault.settings.appearance.light", "Light")
    public static let dark = LocalizedCopy("quotevault.settings.appearance.dark", "Dark")
    public static let accent = LocalizedCopy("quotevault.settings.accent", "Accent")
    /// An accent's name in the user's language: the shared themes name them in English (`AccentColor`).
    public static func accentName(id: String, english: String) -> String {
      switch id {
      case "blue": LocalizedCopy("quotevault.settings.accent.blue", "Blue").text
      case "indigo": LocalizedCopy("quotevault.settings.accent.indigo", "Indigo").text
      case "teal": LocalizedCopy("quotevault.settings.accent.teal", "Teal").text
      case "rose": LocalizedCopy("quotevault.settings.accent.rose", "Rose").text
      case "forest": LocalizedCopy("quotevault.settings.accent.forest", "Forest").text
      default: english
      }
    }
    /// The Quote Size picker's choices (`QuoteVaultSettings.fontScaleChoices`).
    static let sizes: [(scale: Double, name: LocalizedCopy)] = [
      (0.8, LocalizedCopy("quotevault.settings.size.small", "Small")),
      (1.0, LocalizedCopy("quotevault.settings.size.default", "Default")),
      (1.2, LocalizedCopy("quotevault.settings.size.large", "Large")),
      (1.4, LocalizedCopy("quotevault.settings.size.larger", "Larger")),
      (1.6, LocalizedCopy("quotevault.settings.size.largest", "Largest")),
    ]
    public static let quoteSize = LocalizedCopy("quotevault.settings.quoteSize", "Quote Size")
    public static let dailyNotification = LocalizedCopy("quotevault.settings.dailyNotification", "Daily notification")
    public static let openSettings = LocalizedCopy("quotevault.settings.openSettings", "Open Settings")
    public static let from = LocalizedCopy("quotevault.settings.from", "From")
    public static let time = LocalizedCopy("quotevault.settings.time", "Time")
    public static let until = LocalizedCopy("quotevault.settings.until", "Until")
    public static func remindersADay(_ count: Int) -> LocalizedCopy {
      .plural(
        "quotevault.settings.remindersADay", count: count, one: "Reminders a day: 1",
        other: "Reminders a day: %lld")
    }
    public static let dailyQuote = LocalizedCopy("quotevault.settings.dailyQuote", "Daily Quote")
    public static let notificationsOff = LocalizedCopy(
      "quotevault.settings.notificationsOff", "Notifications are off for QuoteVault in Settings.")
  }

  public enum ShareCard {
    public static let style = LocalizedCopy("quotevault.shareCard.style", "Style")
    public static let saveToPhotos = LocalizedCopy("quotevault.shareCard.saveToPhotos", "Save to Photos")
    public static let shareCard = LocalizedCopy("quotevault.shareCard.title", "Share Card")
    public static let cardTitle = LocalizedCopy("quotevault.shareCard.itemTitle", "Quote card")
    public static let background = LocalizedCopy("quotevault.shareCard.background", "Background")
    public static let font = LocalizedCopy("quotevault.shareCard.font", "Font")
    public static func cardLabel(_ shareText: String) -> LocalizedCopy {
      LocalizedCopy("quotevault.shareCard.cardLabel", "Card: %@", .text(shareText))
    }
  }

  public static let cantStart = LocalizedCopy("quotevault.cantStart", "QuoteVault can't start")
  public static let storageLocked = LocalizedCopy(
    "quotevault.storageLocked", "Its storage can't be opened yet. Unlock your iPhone, then try again.")
  public static let storageFull = LocalizedCopy(
    "quotevault.storageFull",
    "Your iPhone is out of space, so QuoteVault can't open what it saved. Free up some space in Settings > General > iPhone Storage, then try again. Nothing you saved was deleted."
  )
  public static let storageFailed = LocalizedCopy(
    "quotevault.storageFailed",
    "QuoteVault couldn't open what it saved on this iPhone. Try again; if it keeps happening, restart your iPhone. Nothing you saved was deleted."
  )
}
