/// A card of a guide's text version: a title, its paragraphs, and an optional highlighted box.
public struct GuideCard: Equatable, Sendable {
  public let title: String
  public let paragraphs: [String]
  public let highlight: String?

  public init(_ title: String, _ paragraphs: [String] = [], highlight: String? = nil) {
    self.title = title
    self.paragraphs = paragraphs
    self.highlight = highlight
  }
}

/// A numbered instruction of the How-to-Fix guide.
public struct GuideStep: Equatable, Sendable {
  public let title: String
  public let text: String
}

/// A guide's text version (NW-3.3, NW-4.5): what shows instead of, or beside, its video. Verbatim from the spec.
public struct Guide: Equatable, Sendable {
  public let title: String
  public let subtitle: String?
  public let cards: [GuideCard]
  /// The numbered steps, shown inside the card titled `stepsFollow`.
  public let steps: [GuideStep]
  public let stepsFollow: String?

  /// A step's heading as the guide numbers it: "Step 1: Open Photos".
  public func stepHeading(_ index: Int) -> String? {
    steps.indices.contains(index) ? "Step \(index + 1): \(steps[index].title)" : nil
  }

  /// Step 2's text version.
  public static let welcome = Guide(
    title: "Important Setup Information", subtitle: "Before we install the shortcut",
    cards: [
      GuideCard(
        "Quick Heads Up",
        ["Hey! Before we install the shortcut, there's something important you need to know."]),
      GuideCard(
        "Apple's Shortcut Limitation",
        [
          "Apple's Shortcuts app has a quirk that affects how wallpapers work. The shortcut can only work with wallpapers that use photos or images from your library.",
          "If your current lock screen wallpaper is one of Apple's built-in presets - like those colorful gradients, astronomy pictures, emoji wallpapers, or any of Apple's default designs - the shortcut won't be able to select it in the next step.",
        ],
        highlight:
          "This isn't a bug with NoteWall. It's a limitation Apple built into the Shortcuts app. They only allow shortcuts to work with photo-based wallpapers, not their built-in preset designs."
      ),
      GuideCard(
        "What Happens If You Have an Apple Preset?",
        [
          "When you try to install the shortcut, you'll see a list of wallpapers to choose from. If you're using an Apple preset, that list will be empty or all the options will be grayed out and you won't be able to tap any of them."
        ]),
      GuideCard(
        "Don't Worry - Easy Fix!",
        [
          "I'll show you exactly how to fix it. The solution is simple: we'll create a new wallpaper using a NoteWall image (which will be saved to your Photos). This takes about 2 minutes, and I'll guide you through every step.",
          "For most people, this setup works perfectly the first time. If you already have a photo-based wallpaper, you'll breeze through the next step in about 90 seconds.",
        ]),
      GuideCard("Ready? Let's Do This!"),
    ], steps: [], stepsFollow: nil)

  /// Step 3's How-to-Fix text version.
  public static let howToFix = Guide(
    title: "Why Couldn't You Select a Wallpaper?", subtitle: nil,
    cards: [
      GuideCard(
        "The Problem: Apple's Limitation",
        [
          "The reason you couldn't select any wallpaper is simple: You're currently using one of Apple's built-in wallpaper presets.",
          "Apple designed the Shortcuts app to only work with wallpapers that use photos from your library. It cannot work with Apple's built-in preset wallpapers - like gradients, astronomy images, emoji designs, or any of their default wallpapers.",
        ],
        highlight:
          "This isn't a NoteWall bug. It's an Apple limitation that affects all shortcuts that try to modify wallpapers."
      ),
      GuideCard(
        "We've Saved a Special Image for You",
        [
          "This bright red image will be saved to your Photos once you click the continue button below. It says 'SET THIS AS YOUR WALLPAPER' - that's exactly what you need to do!",
          "Don't worry - this is temporary. Once you've set it up and the shortcut works, you can change it to your own custom image wallpaper with your notes on it.",
        ]),
      GuideCard(
        "The Easy Fix",
        [
          "We need to set up a photo-based wallpaper so the shortcut can work. The red image is saved to your Photos - let's set it as your wallpaper now.",
          "This takes about 2 minutes. Here's exactly what to do:",
        ]),
      GuideCard(
        "What Happens Next?",
        [
          "Once you've set your NoteWall image as your wallpaper, come back to the app. We'll go back to the shortcut installation step. This time, when you tap on 'Wallpaper' in the Shortcuts app, you'll see your NoteWall wallpaper in the list and you'll be able to tap on it!",
          "The shortcut will then work perfectly - every time you add, edit, or delete notes, your wallpaper will update automatically.",
        ]),
      GuideCard("Ready? Let's Do This!"),
    ],
    steps: [
      GuideStep(
        title: "Open Photos",
        text:
          "Tap the 'Open Photos' button below. This will open your Photos app to the Recents album where this red bright image should be."
      ),
      GuideStep(
        title: "Find the RED Image",
        text:
          "Look in the Recents album - the red image should be there. If you don't see it in Recents, check your 'All Photos' and scroll to the most recent images."
      ),
      GuideStep(title: "Long-Press the Image", text: "Long-press (press and hold) on it."),
      GuideStep(title: "Tap SHARE", text: "Tap SHARE from the menu that appears."),
      GuideStep(
        title: "Use as Wallpaper",
        text: "Scroll down a bit and then tap the 'Use as Wallpaper' from the menu that appears."),
      GuideStep(
        title: "Set as Lock Screen",
        text: "You'll see a preview. Tap add in top right corner and then Set as wallpaper pair."),
      GuideStep(title: "Return to NoteWall App", text: "Swipe up to go back to NoteWall app."),
    ], stepsFollow: "The Easy Fix")
}
