import Localization

/// The onboarding's words, verbatim from the spec (notewall-onboarding.md), as values the screens show and tests
/// read.
public enum OnboardingCopy {
  public static let tagline = LocalizedCopy(
    "notewall.onboarding.tagline", "You forget things for one simple reason: you don't see them. NoteWall fixes that.")
  public static let getStarted = LocalizedCopy("notewall.onboarding.getStarted", "Get Started")
  public static let welcomeTitle = LocalizedCopy("notewall.onboarding.welcomeTitle", "Turn Every Pickup Into Focus")
  /// The spec asks for a subtitle explaining the concept without giving its words; these are ours.
  public static let welcomeSubtitle = LocalizedCopy(
    "notewall.onboarding.welcomeSubtitle",
    "NoteWall puts your notes on your lock screen, where you'll see them every time.")
  public static let highlights: [(title: LocalizedCopy, text: LocalizedCopy)] = [
    (
      LocalizedCopy("notewall.onboarding.highlight1.title", "Turn Every Pickup Into Focus"),
      LocalizedCopy(
        "notewall.onboarding.highlight1.text",
        "You pick up your phone up to 498× per day. Now each one becomes a reminder of what matters.")
    ),
    (
      LocalizedCopy("notewall.onboarding.highlight2.title", "Keep Your Goals Always in Sight"),
      LocalizedCopy("notewall.onboarding.highlight2.text", "Your lock screen becomes a visual cue you can't ignore.")
    ),
    (
      LocalizedCopy("notewall.onboarding.highlight3.title", "Beat Scrolling Before It Starts"),
      LocalizedCopy(
        "notewall.onboarding.highlight3.text", "See your goals before TikTok, Instagram, or distractions.")
    ),
  ]
  public static let next = LocalizedCopy("notewall.onboarding.next", "Next")
  public static let continueTitle = LocalizedCopy("notewall.onboarding.continueTitle", "Continue")
  public static let textVersion = LocalizedCopy("notewall.onboarding.textVersion", "Text version")
  /// Step 2's text version (Guide.welcome): its five cards' titles, in order.
  public static var videoTextCards: [LocalizedCopy] { Guide.welcome.cards.map(\.title) }

  public static let shortcutURL = "https://www.icloud.com/shortcuts/4735a1723f8a4cc28c12d07092c66a35"
  public static let installAndContinue = LocalizedCopy("notewall.onboarding.installAndContinue", "Install & Continue")
  public static let installCheckTitle = LocalizedCopy("notewall.onboarding.installCheckTitle", "Installation Check")
  public static let installCheckQuestion = LocalizedCopy(
    "notewall.onboarding.installCheckQuestion", "Were you able to select a wallpaper?")
  public static let itWorked = LocalizedCopy("notewall.onboarding.itWorked", "Yes, It Worked!")
  public static let gotStuck = LocalizedCopy("notewall.onboarding.gotStuck", "No, Got Stuck")
  public static var howToFixTitle: LocalizedCopy { Guide.howToFix.title }
  /// The How-to-Fix text version's four cards (before its call to action) and seven steps (Guide.howToFix).
  public static var howToFixCards: [LocalizedCopy] { Guide.howToFix.cards.dropLast().map(\.title) }
  public static var howToFixSteps: [LocalizedCopy] { Guide.howToFix.steps.map(\.title) }
  public static let openPhotos = LocalizedCopy("notewall.onboarding.openPhotos", "Open Photos")
  public static let later = LocalizedCopy("notewall.onboarding.later", "I'll Do This Later")
  public static let readyToTryAgain = LocalizedCopy("notewall.onboarding.readyToTryAgain", "Ready to Try Again?")
  public static let allSet = LocalizedCopy("notewall.onboarding.allSet", "All Set!")
  public static let readyMessage = LocalizedCopy(
    "notewall.onboarding.readyMessage",
    "Great job! Your photo-based wallpaper is ready. The shortcut installation will work perfectly this time.")
  public static let readyNote = LocalizedCopy(
    "notewall.onboarding.readyNote", "This next attempt should only take 30 seconds.")
  public static let installAgain = LocalizedCopy("notewall.onboarding.installAgain", "Install Shortcut Again")
  public static let instructionWallpaperText = LocalizedCopy(
    "notewall.onboarding.instructionWallpaperText", "SET THIS AS YOUR WALLPAPER")
  public static let addNotesTitle = LocalizedCopy("notewall.onboarding.addNotesTitle", "Add Your First Notes")
  public static let addNotesSubtitle = LocalizedCopy(
    "notewall.onboarding.addNotesSubtitle", "These notes will appear on your lock screen wallpaper")
  public static let widgetsToggle = LocalizedCopy("notewall.onboarding.widgetsToggle", "I use lock screen widgets")
  public static let editNotes = LocalizedCopy("notewall.onboarding.editNotes", "Edit Notes")
  public static let help = LocalizedCopy("notewall.onboarding.help", "Help")
  public static let permissionsTitle = LocalizedCopy("notewall.onboarding.permissionsTitle", "Allow 3 Permissions")
  public static let permissionsHint = LocalizedCopy(
    "notewall.onboarding.permissionsHint", "Permission popups appear here")
  public static let permissionsInstruction = LocalizedCopy(
    "notewall.onboarding.permissionsInstruction", "click ALLOW for all")
  public static let permissionsCheckbox = LocalizedCopy(
    "notewall.onboarding.permissionsCheckbox", "I've granted all 3 Permissions")
  /// The three permissions in words, shown when there is no video (and read by VoiceOver).
  public static let permissionsList = [
    LocalizedCopy(
      "notewall.onboarding.permission1",
      "Notifications: NoteWall reminds you when your notes changed but your lock screen still shows the old ones."),
    LocalizedCopy(
      "notewall.onboarding.permission2",
      "The LockScreen folder: the shortcut asks to read the wallpaper NoteWall draws."),
    LocalizedCopy(
      "notewall.onboarding.permission3", "The HomeScreen folder: the shortcut asks to read your home screen picture."),
  ]
  /// Step 6 runs the shortcut so its two folder prompts appear; how it went.
  public static let permissionsRunning = LocalizedCopy(
    "notewall.onboarding.permissionsRunning", "The shortcut is asking for its folders: tap Allow for both.")
  public static let permissionsRanOK = LocalizedCopy(
    "notewall.onboarding.permissionsRanOK", "Done: the shortcut set your wallpaper.")
  /// `reason` is the shortcut's own error, in the words Shortcuts gave it.
  public static func permissionsRunFailed(_ reason: String?) -> LocalizedCopy {
    guard let reason else {
      return LocalizedCopy(
        "notewall.onboarding.permissionsRunFailed",
        "The shortcut didn't finish. Run it again and tap Allow for both folders.")
    }
    return LocalizedCopy(
      "notewall.onboarding.permissionsRunFailedBecause",
      "The shortcut didn't finish (%@). Run it again and tap Allow for both folders.", .text(reason))
  }
  public static let permissionsRunAgain = LocalizedCopy(
    "notewall.onboarding.permissionsRunAgain", "Run the Shortcut Again")
  public static let heroTitle = LocalizedCopy("notewall.onboarding.heroTitle", "Ready to Go")
  public static let heroSummary = LocalizedCopy(
    "notewall.onboarding.heroSummary",
    "You've got everything set up. Keep these quick highlights in mind as you start using NoteWall.")
  public static let infoCards = [
    LocalizedCopy("notewall.onboarding.infoCard1", "Add & Edit Notes"),
    LocalizedCopy("notewall.onboarding.infoCard2", "Update Wallpaper"),
    LocalizedCopy("notewall.onboarding.infoCard3", "Customize Appearance"),
  ]
  /// The info cards' explanations and the Pro Tip's suggestions: the spec names the topics; the words are ours.
  public static let infoCardTexts = [
    LocalizedCopy(
      "notewall.onboarding.infoCardText1",
      "Add, edit, reorder or delete notes in the app. They appear on your lock screen wallpaper."),
    LocalizedCopy(
      "notewall.onboarding.infoCardText2",
      "Every change redraws your wallpaper. Tap Update Wallpaper to run the shortcut and set it."),
    LocalizedCopy(
      "notewall.onboarding.infoCardText3",
      "Change the lock screen background, the home screen wallpaper and room for widgets in Appearance."),
  ]
  public static let proTip = LocalizedCopy("notewall.onboarding.proTip", "Make it automatic")
  public static let proTipSuggestions = [
    LocalizedCopy(
      "notewall.onboarding.proTip1", "Run the NoteWall shortcut every morning with a Time of Day automation."),
    LocalizedCopy(
      "notewall.onboarding.proTip2",
      "Pair it with a Focus mode: when the Focus turns on, your lock screen gets your latest notes."),
    LocalizedCopy(
      "notewall.onboarding.proTip3", "Use a personal automation: when you arrive at the office or start your commute."),
  ]
  /// The hook's sample notes (NW-1.1), flying in and on the phone mockup.
  public static let hookNotes = [
    LocalizedCopy("notewall.onboarding.hookNote1", "Call Mom on Sunday"),
    LocalizedCopy("notewall.onboarding.hookNote2", "Drink more water"),
    LocalizedCopy("notewall.onboarding.hookNote3", "Finish the report"),
    LocalizedCopy("notewall.onboarding.hookNote4", "Read 20 pages"),
  ]
  public static let startUsing = LocalizedCopy("notewall.onboarding.startUsing", "Start Using NoteWall")
}
