import Localization

/// A card of a guide's text version: a title, its paragraphs, and an optional highlighted box.
public struct GuideCard: Equatable, Sendable {
  public let title: LocalizedCopy
  public let paragraphs: [LocalizedCopy]
  public let highlight: LocalizedCopy?

  /// "We've Saved a Special Image for You": the card the red image is shown in (by key, in any language).
  public var showsInstructionImage: Bool { title.key == "notewall.guide.howToFix.card2.title" }

  public init(_ title: LocalizedCopy, _ paragraphs: [LocalizedCopy] = [], highlight: LocalizedCopy? = nil) {
    self.title = title
    self.paragraphs = paragraphs
    self.highlight = highlight
  }
}

/// A numbered instruction of the How-to-Fix guide.
public struct GuideStep: Equatable, Sendable {
  public let title: LocalizedCopy
  public let text: LocalizedCopy
}

/// A guide's text version (NW-3.3, NW-4.5): what shows instead of, or beside, its video. Verbatim from the spec.
public struct Guide: Equatable, Sendable {
  public let title: LocalizedCopy
  public let subtitle: LocalizedCopy?
  public let cards: [GuideCard]
  /// The numbered steps, shown inside the card titled `stepsFollow`.
  public let steps: [GuideStep]
  public let stepsFollow: LocalizedCopy?

  /// A step's heading as the guide numbers it: "Step 1: Open Photos".
  public func stepHeading(_ index: Int) -> LocalizedCopy? {
    guard steps.indices.contains(index) else { return nil }
    return LocalizedCopy(
      "notewall.guide.stepHeading", "Step %@: %@", .text((index + 1).formatted()), .text(steps[index].title.text))
  }

  /// Step 2's text version.
  public static let welcome = Guide(
    title: LocalizedCopy("notewall.guide.welcome.title", "Important Setup Information"),
    subtitle: LocalizedCopy("notewall.guide.welcome.subtitle", "Before we install the shortcut"),
    cards: [
      GuideCard(
        LocalizedCopy("notewall.guide.welcome.card1.title", "Quick Heads Up"),
        [
          LocalizedCopy(
            "notewall.guide.welcome.card1.p1",
            "Hey! Before we install the shortcut, there's something important you need to know.")
        ]),
      GuideCard(
        LocalizedCopy("notewall.guide.welcome.card2.title", "Apple's Shortcut Limitation"),
        [
          LocalizedCopy(
            "notewall.guide.welcome.card2.p1",
            "Apple's Shortcuts app has a quirk that affects how wallpapers work. The shortcut can only work with wallpapers that use photos or images from your library."
          ),
          LocalizedCopy(
            "notewall.guide.welcome.card2.p2",
            "If your current lock screen wallpaper is one of Apple's built-in presets - like those colorful gradients, astronomy pictures, emoji wallpapers, or any of Apple's default designs - the shortcut won't be able to select it in the next step."
          ),
        ],
        highlight:
          LocalizedCopy(
            "notewall.guide.welcome.card2.highlight",
            "This isn't a bug with NoteWall. It's a limitation Apple built into the Shortcuts app. They only allow shortcuts to work with photo-based wallpapers, not their built-in preset designs."
          )
      ),
      GuideCard(
        LocalizedCopy("notewall.guide.welcome.card3.title", "What Happens If You Have an Apple Preset?"),
        [
          LocalizedCopy(
            "notewall.guide.welcome.card3.p1",
            "When you try to install the shortcut, you'll see a list of wallpapers to choose from. If you're using an Apple preset, that list will be empty or all the options will be grayed out and you won't be able to tap any of them."
          )
        ]),
      GuideCard(
        LocalizedCopy("notewall.guide.welcome.card4.title", "Don't Worry - Easy Fix!"),
        [
          LocalizedCopy(
            "notewall.guide.welcome.card4.p1",
            "I'll show you exactly how to fix it. The solution is simple: we'll create a new wallpaper using a NoteWall image (which will be saved to your Photos). This takes about 2 minutes, and I'll guide you through every step."
          ),
          LocalizedCopy(
            "notewall.guide.welcome.card4.p2",
            "For most people, this setup works perfectly the first time. If you already have a photo-based wallpaper, you'll breeze through the next step in about 90 seconds."
          ),
        ]),
      GuideCard(LocalizedCopy("notewall.guide.welcome.card5.title", "Ready? Let's Do This!")),
    ], steps: [], stepsFollow: nil)

  /// Step 3's How-to-Fix text version.
  public static let howToFix = Guide(
    title: LocalizedCopy("notewall.guide.howToFix.title", "Why Couldn't You Select a Wallpaper?"), subtitle: nil,
    cards: [
      GuideCard(
        LocalizedCopy("notewall.guide.howToFix.card1.title", "The Problem: Apple's Limitation"),
        [
          LocalizedCopy(
            "notewall.guide.howToFix.card1.p1",
            "The reason you couldn't select any wallpaper is simple: You're currently using one of Apple's built-in wallpaper presets."
          ),
          LocalizedCopy(
            "notewall.guide.howToFix.card1.p2",
            "Apple designed the Shortcuts app to only work with wallpapers that use photos from your library. It cannot work with Apple's built-in preset wallpapers - like gradients, astronomy images, emoji designs, or any of their default wallpapers."
          ),
        ],
        highlight:
          LocalizedCopy(
            "notewall.guide.howToFix.card1.highlight",
            "This isn't a NoteWall bug. It's an Apple limitation that affects all shortcuts that try to modify wallpapers."
          )
      ),
      GuideCard(
        LocalizedCopy("notewall.guide.howToFix.card2.title", "We've Saved a Special Image for You"),
        [
          LocalizedCopy(
            "notewall.guide.howToFix.card2.p1",
            "This bright red image will be saved to your Photos once you click the continue button below. It says 'SET THIS AS YOUR WALLPAPER' - that's exactly what you need to do!"
          ),
          LocalizedCopy(
            "notewall.guide.howToFix.card2.p2",
            "Don't worry - this is temporary. Once you've set it up and the shortcut works, you can change it to your own custom image wallpaper with your notes on it."
          ),
        ]),
      GuideCard(
        LocalizedCopy("notewall.guide.howToFix.card3.title", "The Easy Fix"),
        [
          LocalizedCopy(
            "notewall.guide.howToFix.card3.p1",
            "We need to set up a photo-based wallpaper so the shortcut can work. The red image is saved to your Photos - let's set it as your wallpaper now."
          ),
          LocalizedCopy("notewall.guide.howToFix.card3.p2", "This takes about 2 minutes. Here's exactly what to do:"),
        ]),
      GuideCard(
        LocalizedCopy("notewall.guide.howToFix.card4.title", "What Happens Next?"),
        [
          LocalizedCopy(
            "notewall.guide.howToFix.card4.p1",
            "Once you've set your NoteWall image as your wallpaper, come back to the app. We'll go back to the shortcut installation step. This time, when you tap on 'Wallpaper' in the Shortcuts app, you'll see your NoteWall wallpaper in the list and you'll be able to tap on it!"
          ),
          LocalizedCopy(
            "notewall.guide.howToFix.card4.p2",
            "The shortcut will then work perfectly - every time you add, edit, or delete notes, your wallpaper will update automatically."
          ),
        ]),
      GuideCard(LocalizedCopy("notewall.guide.howToFix.card5.title", "Ready? Let's Do This!")),
    ],
    steps: [
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step1.title", "Open Photos"),
        text:
          LocalizedCopy(
            "notewall.guide.howToFix.step1.text",
            "Tap the 'Open Photos' button below. This will open your Photos app to the Recents album where this red bright image should be."
          )
      ),
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step2.title", "Find the RED Image"),
        text:
          LocalizedCopy(
            "notewall.guide.howToFix.step2.text",
            "Look in the Recents album - the red image should be there. If you don't see it in Recents, check your 'All Photos' and scroll to the most recent images."
          )
      ),
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step3.title", "Long-Press the Image"),
        text: LocalizedCopy("notewall.guide.howToFix.step3.text", "Long-press (press and hold) on it.")),
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step4.title", "Tap SHARE"),
        text: LocalizedCopy("notewall.guide.howToFix.step4.text", "Tap SHARE from the menu that appears.")),
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step5.title", "Use as Wallpaper"),
        text: LocalizedCopy(
          "notewall.guide.howToFix.step5.text",
          "Scroll down a bit and then tap the 'Use as Wallpaper' from the menu that appears.")),
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step6.title", "Set as Lock Screen"),
        text: LocalizedCopy(
          "notewall.guide.howToFix.step6.text",
          "You'll see a preview. Tap add in top right corner and then Set as wallpaper pair.")),
      GuideStep(
        title: LocalizedCopy("notewall.guide.howToFix.step7.title", "Return to NoteWall App"),
        text: LocalizedCopy("notewall.guide.howToFix.step7.text", "Swipe up to go back to NoteWall app.")),
    ], stepsFollow: LocalizedCopy("notewall.guide.howToFix.card3.title", "The Easy Fix"))
}
