import Foundation
import SharedStore
import Testing

@testable import NoteWallCore

@Suite("NoteWall onboarding")
struct OnboardingTests {
  /// A flow walked to `step` along the happy path.
  func flow(at step: OnboardingStep) throws -> (OnboardingFlow, NoteList) {
    var flow = OnboardingFlow()
    var notes = NoteList()
    flow.getStarted()
    while flow.step != step {
      switch flow.step {
      case .installShortcut:
        _ = flow.installShortcut()
        flow.returnedFromShortcuts()
        flow.itWorked()
      case .addNotes:
        try notes.add("Call mum")
        _ = flow.advance(notes: notes)
      case .permissions:
        _ = flow.togglePermissionsConfirmed()
        _ = flow.advance(notes: notes)
      default: _ = flow.advance(notes: notes)
      }
    }
    return (flow, notes)
  }

  @Test("NW-1.2 / NW-1.3: the hook's tagline, and Get Started begins at Step 1")
  func hook() {
    #expect(
      OnboardingCopy.tagline == "You forget things for one simple reason: you don't see them. NoteWall fixes that.")
    var flow = OnboardingFlow()
    #expect(flow.step == .hook)
    flow.getStarted()
    #expect(flow.step == .welcome)
  }

  @Test("NW-2.1 / NW-2.2 / NW-2.3: the welcome title, the three highlights verbatim, Next to Step 2")
  func welcome() throws {
    #expect(OnboardingCopy.welcomeTitle == "Turn Every Pickup Into Focus")
    #expect(
      OnboardingCopy.highlights.map(\.title) == [
        "Turn Every Pickup Into Focus", "Keep Your Goals Always in Sight", "Beat Scrolling Before It Starts",
      ])
    #expect(
      OnboardingCopy.highlights[0].text
        == "You pick up your phone up to 498× per day. Now each one becomes a reminder of what matters.")
    #expect(OnboardingCopy.highlights[2].text == "See your goals before TikTok, Instagram, or distractions.")
    var (flow, notes) = try flow(at: .welcome)
    _ = flow.advance(notes: notes)
    #expect(flow.step == .videoIntroduction)
  }

  @Test("NW-3.3: the text version's five cards in order, with the limitation highlighted")
  func textVersion() throws {
    #expect(
      OnboardingCopy.videoTextCards == [
        "Quick Heads Up", "Apple's Shortcut Limitation", "What Happens If You Have an Apple Preset?",
        "Don't Worry - Easy Fix!", "Ready? Let's Do This!",
      ])
    let guide = Guide.welcome
    #expect(guide.title == "Important Setup Information" && guide.subtitle?.text == "Before we install the shortcut")
    #expect(
      guide.cards[0].paragraphs == [
        "Hey! Before we install the shortcut, there's something important you need to know."
      ])
    #expect(
      guide.cards[1].highlight?.text
        == "This isn't a bug with NoteWall. It's a limitation Apple built into the Shortcuts app. They only allow shortcuts to work with photo-based wallpapers, not their built-in preset designs."
    )
    #expect(
      guide.cards[3].paragraphs.last?.text.hasSuffix("you'll breeze through the next step in about 90 seconds.") == true
    )
    #expect(guide.cards.filter { $0.highlight != nil }.count == 1)
    // The toggle is the model's, kept across launches: the step comes back as the user left it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-text-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    var (flow, _) = try flow(at: .videoIntroduction)
    #expect(!flow.showsTextVersion, "the video first")
    flow.showsTextVersion = true
    var progress = OnboardingProgress()
    progress.flow = flow
    try store.write(progress, for: OnboardingProgress.key)
    let reread = store.read(OnboardingProgress.key).flow
    #expect(reread.step == .videoIntroduction && reread.showsTextVersion)
  }

  @Test("NW-3.4 / NW-3.7: until the user confirms Safari the app offers it from the App Store; then Step 3")
  func safari() throws {
    var (flow, notes) = try flow(at: .videoIntroduction)
    #expect(flow.advance(notes: notes, safariConfirmed: false) == .offerSafariFromAppStore)
    #expect(flow.step == .videoIntroduction)
    #expect(flow.advance(notes: notes, safariConfirmed: true) == nil)
    #expect(flow.step == .installShortcut)
  }

  @Test("NW-4.1 / NW-4.3 / NW-4.4: Install & Continue opens the shortcut; back from Shortcuts, the check; Yes goes on")
  func install() throws {
    var (flow, notes) = try flow(at: .installShortcut)
    #expect(!flow.canAdvance(notes: notes))
    #expect(flow.installShortcut() == .open("https://www.icloud.com/shortcuts/4735a1723f8a4cc28c12d07092c66a35"))
    flow.returnedFromShortcuts()
    #expect(flow.install == .check)
    #expect(OnboardingCopy.installCheckTitle == "Installation Check")
    #expect(OnboardingCopy.installCheckQuestion == "Were you able to select a wallpaper?")
    #expect(OnboardingCopy.itWorked == "Yes, It Worked!")
    flow.itWorked()
    #expect(flow.step == .addNotes)
  }

  @Test(
    "NW-4.5 / NW-4.6 / NW-4.7 / NW-4.8: stuck opens the guide; Open Photos saves the red image; later dismisses; then try again"
  )
  func troubleshooting() throws {
    var (flow, _) = try flow(at: .installShortcut)
    _ = flow.installShortcut()
    flow.returnedFromShortcuts()
    flow.gotStuck()
    #expect(flow.install == .howToFix)
    #expect(OnboardingCopy.howToFixCards.count == 4 && OnboardingCopy.howToFixSteps.count == 7)
    #expect(OnboardingCopy.howToFixSteps[1] == "Find the RED Image")
    #expect(
      OnboardingCopy.howToFixCards == [
        "The Problem: Apple's Limitation", "We've Saved a Special Image for You", "The Easy Fix",
        "What Happens Next?",
      ])
    #expect(
      Guide.howToFix.steps[5].text
        == "You'll see a preview. Tap add in top right corner and then Set as wallpaper pair.")
    #expect(
      Guide.howToFix.cards[0].highlight?.text
        == "This isn't a NoteWall bug. It's an Apple limitation that affects all shortcuts that try to modify wallpapers."
    )
    #expect(Guide.howToFix.stepsFollow.map { OnboardingCopy.howToFixCards.contains($0) } == true)
    #expect(Guide.howToFix.stepHeading(0)?.text == "Step 1: Open Photos" && Guide.howToFix.stepHeading(7) == nil)
    flow.doThisLater()
    #expect(flow.install == .ready && flow.step == .installShortcut)

    _ = flow.installShortcut()
    flow.returnedFromShortcuts()
    flow.gotStuck()
    #expect(flow.openPhotos() == .saveInstructionWallpaper)
    #expect(flow.install == .readyToTryAgain)
    #expect(OnboardingCopy.allSet == "All Set!")
    #expect(
      OnboardingCopy.readyMessage
        == "Great job! Your photo-based wallpaper is ready. The shortcut installation will work perfectly this time.")
    #expect(OnboardingCopy.readyNote == "This next attempt should only take 30 seconds.")
    #expect(flow.installAgain() == .open(OnboardingCopy.shortcutURL))
    #expect(flow.install == .inShortcuts)
  }

  @Test("NW-5.1 / NW-5.3: Add Your First Notes; Continue stays disabled until a note exists")
  func addNotes() throws {
    #expect(OnboardingCopy.addNotesTitle == "Add Your First Notes")
    #expect(OnboardingCopy.addNotesSubtitle == "These notes will appear on your lock screen wallpaper")
    var (flow, _) = try flow(at: .addNotes)
    var notes = NoteList()
    #expect(!flow.canAdvance(notes: notes))
    _ = flow.advance(notes: notes)
    #expect(flow.step == .addNotes)
    try notes.add("Gym at 7")
    #expect(flow.canAdvance(notes: notes))
    _ = flow.advance(notes: notes)
    #expect(flow.step == .chooseWallpapers)
  }

  @Test("NW-6.6 / NW-6.7: Edit Notes goes back to Step 4; Next generates the wallpaper and goes to Step 6")
  func chooseWallpapers() throws {
    var (flow, notes) = try flow(at: .chooseWallpapers)
    flow.editNotes()
    #expect(flow.step == .addNotes)
    _ = flow.advance(notes: notes)
    #expect(flow.advance(notes: notes) == .generateWallpaper)
    #expect(flow.step == .permissions)
  }

  @Test("NW-7.1 / NW-7.3 / NW-7.4: Allow 3 Permissions; notifications requested; the checkbox alone gates Continue")
  func permissions() throws {
    #expect(OnboardingCopy.permissionsTitle == "Allow 3 Permissions")
    #expect(OnboardingCopy.permissionsHint == "Permission popups appear here")
    #expect(OnboardingCopy.permissionsInstruction == "click ALLOW for all")
    #expect(OnboardingCopy.permissionsCheckbox == "I've granted all 3 Permissions")
    #expect(OnboardingFlow.effect(entering: .permissions) == .requestNotifications)
    var (flow, notes) = try flow(at: .permissions)
    #expect(!flow.canAdvance(notes: notes))
    _ = flow.advance(notes: notes)
    #expect(flow.step == .permissions)
    _ = flow.togglePermissionsConfirmed()
    _ = flow.advance(notes: notes)
    #expect(flow.step == .overview)
  }

  @Test("NW-8.1: You're, All, Set, !, then 3-2-1, then confetti, in that order")
  func celebration() {
    // What the screen shows of each beat: the word in the task's language (English), or the number.
    let beats = CompletionSequence.beats.map(\.beat).map { beat -> String in
      switch beat {
      case .word(let word): word.text
      case .count(let count): "\(count)"
      case .confetti: "confetti"
      case .overview: "overview"
      }
    }
    #expect(beats == ["You're", "All", "Set", "!", "3", "2", "1", "confetti", "overview"])
    #expect(zip(CompletionSequence.beats, CompletionSequence.beats.dropFirst()).allSatisfy { $0.at < $1.at })
    #expect(CompletionSequence.beat(at: 2.1) == .count(3))
  }

  @Test(
    "NW-8.2 / NW-8.3 / NW-9.1 / NW-9.2: the overview's cards; Start Using NoteWall completes version 3; kept across launches"
  )
  func completion() throws {
    #expect(OnboardingCopy.heroTitle == "Ready to Go")
    #expect(
      OnboardingCopy.heroSummary
        == "You've got everything set up. Keep these quick highlights in mind as you start using NoteWall.")
    #expect(OnboardingCopy.infoCards == ["Add & Edit Notes", "Update Wallpaper", "Customize Appearance"])
    #expect(OnboardingCopy.infoCardTexts.count == 3 && OnboardingCopy.infoCardTexts.allSatisfy { $0.text.count > 20 })
    #expect(OnboardingCopy.proTip == "Make it automatic")
    #expect(OnboardingCopy.proTipSuggestions.count >= 2)
    #expect(OnboardingCopy.proTipSuggestions.contains { $0.text.contains("automation") })
    var progress = OnboardingProgress()
    #expect(progress.needsOnboarding)
    progress.complete()
    #expect(progress.hasCompletedSetup && progress.completedOnboardingVersion == 3 && !progress.needsOnboarding)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-progress-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = OnboardingProgress.key
    let store = SharedStore(directory: folder)
    var older = OnboardingProgress()
    older.hasCompletedSetup = true
    older.completedOnboardingVersion = 2
    try store.write(older, for: key)
    #expect(store.read(key).needsOnboarding, "an older completed version shows onboarding again")
    try store.write(progress, for: key)
    #expect(!store.read(key).needsOnboarding)
  }

  @Test("NW-9.3: the steps are an ordered enum the flow walks one by one; Help is on the steps where users stall")
  func steps() throws {
    #expect(OnboardingStep.allCases.map(\.rawValue) == Array(0..<8))
    // Walking the flow visits every step, in the enum's order, each once.
    var flow = OnboardingFlow()
    var visited = [flow.step]
    var notes = NoteList()
    try notes.add("Call mum")
    for _ in 0..<20 where flow.step != .overview {
      switch flow.step {
      case .installShortcut:
        _ = flow.installShortcut()
        flow.returnedFromShortcuts()
        flow.itWorked()
      case .permissions:
        flow.permissionsConfirmed = true
        _ = flow.advance(notes: notes, safariConfirmed: true)
      default: _ = flow.advance(notes: notes, safariConfirmed: true)
      }
      if visited.last != flow.step { visited.append(flow.step) }
    }
    #expect(visited == OnboardingStep.allCases)
    // Help: the installation, its fix, the notes and the wallpapers and the permissions.
    let helped = OnboardingStep.allCases.filter(\.offersHelp)
    #expect(helped.count >= 3 && helped.contains(.installShortcut) && helped.contains(.permissions))
  }
}
