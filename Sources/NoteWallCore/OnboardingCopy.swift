/// The onboarding's words, verbatim from the spec (notewall-onboarding.md), as values the screens show and tests
/// read.
public enum OnboardingCopy {
  public static let tagline = "You forget things for one simple reason: you don't see them. NoteWall fixes that."
  public static let getStarted = "Get Started"

  public static let welcomeTitle = "Turn Every Pickup Into Focus"
  /// The spec asks for a subtitle explaining the concept without giving its words; these are ours.
  public static let welcomeSubtitle = "NoteWall puts your notes on your lock screen, where you'll see them every time."
  public static let highlights: [(title: String, text: String)] = [
    (
      "Turn Every Pickup Into Focus",
      "You pick up your phone up to 498× per day. Now each one becomes a reminder of what matters."
    ),
    ("Keep Your Goals Always in Sight", "Your lock screen becomes a visual cue you can't ignore."),
    ("Beat Scrolling Before It Starts", "See your goals before TikTok, Instagram, or distractions."),
  ]
  public static let next = "Next"
  public static let continueTitle = "Continue"
  public static let textVersion = "Text version"

  /// Step 2's text version (Guide.welcome): its five cards' titles, in order.
  public static var videoTextCards: [String] { Guide.welcome.cards.map(\.title) }

  public static let shortcutURL = "https://www.icloud.com/shortcuts/4735a1723f8a4cc28c12d07092c66a35"
  public static let installAndContinue = "Install & Continue"
  public static let installCheckTitle = "Installation Check"
  public static let installCheckQuestion = "Were you able to select a wallpaper?"
  public static let itWorked = "Yes, It Worked!"
  public static let gotStuck = "No, Got Stuck"
  public static var howToFixTitle: String { Guide.howToFix.title }
  /// The How-to-Fix text version's four cards (before its call to action) and seven steps (Guide.howToFix).
  public static var howToFixCards: [String] { Guide.howToFix.cards.dropLast().map(\.title) }
  public static var howToFixSteps: [String] { Guide.howToFix.steps.map(\.title) }
  public static let openPhotos = "Open Photos"
  public static let later = "I'll Do This Later"
  public static let readyToTryAgain = "Ready to Try Again?"
  public static let allSet = "All Set!"
  public static let readyMessage =
    "Great job! Your photo-based wallpaper is ready. The shortcut installation will work perfectly this time."
  public static let readyNote = "This next attempt should only take 30 seconds."
  public static let installAgain = "Install Shortcut Again"
  public static let instructionWallpaperText = "SET THIS AS YOUR WALLPAPER"

  public static let addNotesTitle = "Add Your First Notes"
  public static let addNotesSubtitle = "These notes will appear on your lock screen wallpaper"

  public static let widgetsToggle = "I use lock screen widgets"
  public static let editNotes = "Edit Notes"

  public static let help = "Help"

  public static let permissionsTitle = "Allow 3 Permissions"
  public static let permissionsHint = "Permission popups appear here"
  public static let permissionsInstruction = "click ALLOW for all"
  public static let permissionsCheckbox = "I've granted all 3 Permissions"
  /// The three permissions in words, shown when there is no video (and read by VoiceOver).
  public static let permissionsList = [
    "Notifications: NoteWall reminds you when your notes changed but your lock screen still shows the old ones.",
    "The LockScreen folder: the shortcut asks to read the wallpaper NoteWall draws.",
    "The HomeScreen folder: the shortcut asks to read your home screen picture.",
  ]
  /// Step 6 runs the shortcut so its two folder prompts appear; how it went.
  public static let permissionsRunning = "The shortcut is asking for its folders: tap Allow for both."
  public static let permissionsRanOK = "Done: the shortcut set your wallpaper."
  public static func permissionsRunFailed(_ reason: String?) -> String {
    "The shortcut didn't finish\(reason.map { " (\($0))" } ?? ""). Run it again and tap Allow for both folders."
  }
  public static let permissionsRunAgain = "Run the Shortcut Again"

  public static let heroTitle = "Ready to Go"
  public static let heroSummary =
    "You've got everything set up. Keep these quick highlights in mind as you start using NoteWall."
  public static let infoCards = ["Add & Edit Notes", "Update Wallpaper", "Customize Appearance"]
  /// The info cards' explanations and the Pro Tip's suggestions: the spec names the topics; the words are ours.
  public static let infoCardTexts = [
    "Add, edit, reorder or delete notes in the app. They appear on your lock screen wallpaper.",
    "Every change redraws your wallpaper. Tap Update Wallpaper to run the shortcut and set it.",
    "Change the lock screen background, the home screen wallpaper and room for widgets in Appearance.",
  ]
  public static let proTip = "Make it automatic"
  public static let proTipSuggestions = [
    "Run the NoteWall shortcut every morning with a Time of Day automation.",
    "Pair it with a Focus mode: when the Focus turns on, your lock screen gets your latest notes.",
    "Use a personal automation: when you arrive at the office or start your commute.",
  ]
  public static let startUsing = "Start Using NoteWall"
}
