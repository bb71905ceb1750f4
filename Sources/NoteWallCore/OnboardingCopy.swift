/// The onboarding's words, verbatim from the spec (notewall-onboarding.md), as values the screens show and tests
/// read.
public enum OnboardingCopy {
  public static let tagline = "You forget things for one simple reason: you don't see them. NoteWall fixes that."
  public static let getStarted = "Get Started"

  public static let welcomeTitle = "Turn Every Pickup Into Focus"
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

  /// Step 2's text version: its five cards, in order, and the highlight box of the second.
  public static let videoTextCards = [
    "Quick Heads Up", "Apple's Shortcut Limitation", "What Happens If You Have an Apple Preset?",
    "Don't Worry - Easy Fix!", "Ready? Let's Do This!",
  ]
  public static let limitationHighlight = "This is an Apple limitation, not a NoteWall bug."

  public static let shortcutURL = "https://www.icloud.com/shortcuts/4735a1723f8a4cc28c12d07092c66a35"
  public static let installAndContinue = "Install & Continue"
  public static let installCheckTitle = "Installation Check"
  public static let installCheckQuestion = "Were you able to select a wallpaper?"
  public static let itWorked = "Yes, It Worked!"
  public static let gotStuck = "No, Got Stuck"
  public static let howToFixTitle = "Why Couldn't You Select a Wallpaper?"
  public static let howToFixCards = [
    "The Problem: Apple's Limitation", "We've Saved a Special Image for You", "The Easy Fix", "What Happens Next?",
  ]
  public static let howToFixSteps = [
    "Open Photos", "Find the RED Image", "Long-Press the Image", "Tap SHARE", "Use as Wallpaper",
    "Set as Lock Screen", "Return to NoteWall App",
  ]
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

  public static let permissionsTitle = "Allow 3 Permissions"
  public static let permissionsHint = "Permission popups appear here"
  public static let permissionsInstruction = "click ALLOW for all"
  public static let permissionsCheckbox = "I've granted all 3 Permissions"

  public static let heroTitle = "Ready to Go"
  public static let heroSummary =
    "You've got everything set up. Keep these quick highlights in mind as you start using NoteWall."
  public static let infoCards = ["Add & Edit Notes", "Update Wallpaper", "Customize Appearance"]
  public static let proTip = "Make it automatic"
  public static let startUsing = "Start Using NoteWall"
}
