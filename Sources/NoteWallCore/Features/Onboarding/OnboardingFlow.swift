import Localization
import SharedStore

/// The onboarding's steps, in order (NW-9.3).
public enum OnboardingStep: Int, CaseIterable, Codable, Sendable {
  case hook, welcome, videoIntroduction, installShortcut, addNotes, chooseWallpapers, permissions, overview

  /// The steps that offer Help (NW-9.3).
  public var offersHelp: Bool {
    [.videoIntroduction, .installShortcut, .chooseWallpapers, .permissions].contains(self)
  }
}

/// Where Step 3 stands: before installing, away in Shortcuts, checking, troubleshooting, or retrying (NW-4).
public enum InstallPhase: Equatable, Codable, Sendable {
  case ready, inShortcuts, check, howToFix, readyToTryAgain
}

/// Something the flow asks the app to do: open a URL, save the instruction image, ask for notifications.
public enum OnboardingEffect: Equatable, Sendable {
  case open(String)
  case offerSafariFromAppStore
  case saveInstructionWallpaper
  case generateWallpaper
  case requestNotifications
  case finish
}

/// The onboarding as a state machine: each action checks its guard and returns what the app must do.
public struct OnboardingFlow: Equatable, Codable, Sendable {
  public private(set) var step = OnboardingStep.hook
  public private(set) var install = InstallPhase.ready
  public var showsTextVersion = false
  /// The How-to-Fix guide's own video/text switch (NW-4.5).
  public var showsFixTextVersion = false
  public var permissionsConfirmed = false

  public init() {}

  /// The guide from a given step, as the main app's "Setup Guide" opens it (at the shortcut's installation).
  public init(startingAt step: OnboardingStep) { self.step = step }

  private enum CodingKeys: String, CodingKey {
    case step, install, showsTextVersion, showsFixTextVersion, permissionsConfirmed
  }

  /// Progress saved by an older version lacks newer keys: those take their defaults, so an update never sends
  /// someone back to the start.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    step = try container.decodeIfPresent(OnboardingStep.self, forKey: .step) ?? .hook
    install = try container.decodeIfPresent(InstallPhase.self, forKey: .install) ?? .ready
    showsTextVersion = try container.decodeIfPresent(Bool.self, forKey: .showsTextVersion) ?? false
    showsFixTextVersion = try container.decodeIfPresent(Bool.self, forKey: .showsFixTextVersion) ?? false
    permissionsConfirmed = try container.decodeIfPresent(Bool.self, forKey: .permissionsConfirmed) ?? false
  }

  /// NW-1.3
  public mutating func getStarted() {
    guard step == .hook else { return }
    step = .welcome
  }

  /// "Next" or "Continue" on the current step; nil when its guard holds it back.
  /// `safariConfirmed`: the user said Safari is on this iPhone (NW-3.4); no public API can tell.
  public mutating func advance(notes: NoteList, safariConfirmed: Bool = true) -> OnboardingEffect? {
    switch step {
    case .hook: step = .welcome
    case .welcome: step = .videoIntroduction
    case .videoIntroduction:
      // NW-3.4: the shortcut needs Safari; the user confirms it is there, or gets it.
      guard safariConfirmed else { return .offerSafariFromAppStore }
      step = .installShortcut
    case .installShortcut:
      return nil  // Advanced only by "Yes, It Worked!"
    case .addNotes:
      guard notes.canContinue else { return nil }
      step = .chooseWallpapers
    case .chooseWallpapers:
      step = .permissions
      return .generateWallpaper
    case .permissions:
      guard permissionsConfirmed else { return nil }
      step = .overview
      return nil
    case .overview: return .finish
    }
    return nil
  }

  /// Whether the step's button is enabled (NW-5.3, NW-7.4).
  public func canAdvance(notes: NoteList) -> Bool {
    switch step {
    case .addNotes: notes.canContinue
    case .permissions: permissionsConfirmed
    case .installShortcut: false
    default: true
    }
  }

  // MARK: Step 3 (NW-4)

  public mutating func installShortcut() -> OnboardingEffect? {
    guard step == .installShortcut else { return nil }
    install = .inShortcuts
    return .open(OnboardingCopy.shortcutURL)
  }

  /// The app came back to the foreground from Shortcuts.
  public mutating func returnedFromShortcuts() {
    guard step == .installShortcut, install == .inShortcuts else { return }
    install = .check
  }

  public mutating func itWorked() {
    guard step == .installShortcut, install == .check else { return }
    step = .addNotes
    install = .ready
  }

  public mutating func gotStuck() {
    guard step == .installShortcut, install == .check else { return }
    install = .howToFix
  }

  public mutating func openPhotos() -> OnboardingEffect? {
    guard install == .howToFix else { return nil }
    install = .readyToTryAgain
    return .saveInstructionWallpaper
  }

  /// The red image could not be saved (Photos access refused): the guide stays up so the user can try again.
  public mutating func instructionSaveFailed() {
    guard install == .readyToTryAgain else { return }
    install = .howToFix
  }

  public mutating func doThisLater() {
    guard install == .howToFix else { return }
    install = .ready
  }

  public mutating func installAgain() -> OnboardingEffect? {
    guard install == .readyToTryAgain else { return nil }
    install = .ready
    return installShortcut()
  }

  // MARK: Step 5 and 6

  /// NW-6.6
  public mutating func editNotes() {
    guard step == .chooseWallpapers else { return }
    step = .addNotes
  }

  /// Step 6's "Choose a Photo": back to Step 5, where the lock screen's photo is chosen, before anything is set.
  public mutating func chooseWallpapersAgain() {
    guard step == .permissions else { return }
    step = .chooseWallpapers
  }

  public mutating func togglePermissionsConfirmed() -> OnboardingEffect? {
    guard step == .permissions else { return nil }
    permissionsConfirmed.toggle()
    return nil
  }

  /// Entering Step 6 asks for notifications (NW-7.3).
  public static func effect(entering step: OnboardingStep) -> OnboardingEffect? {
    step == .permissions ? .requestNotifications : nil
  }
}

/// What is kept across launches (NW-9.1, NW-9.2, NW-8.3).
public struct OnboardingProgress: Codable, Equatable, Sendable {
  public var hasCompletedSetup = false
  public var completedOnboardingVersion = 0
  public var flow = OnboardingFlow()
  /// The user has seen the wallpaper and agreed to it (Step 6's "Set This Wallpaper", or "Update Wallpaper"):
  /// only from then on are the shortcut's files in the Documents folder (docs/notewall-shortcut.md), so a shortcut
  /// run by hand earlier finds nothing and changes nothing.
  public var wallpaperAgreed = false

  public static let currentVersion = 3
  /// NW-9.1: progress and settings as JSON in the app's store.
  public static let key = StoreKey("notewall-onboarding", default: OnboardingProgress())

  public init() {}

  private enum CodingKeys: String, CodingKey {
    case hasCompletedSetup, completedOnboardingVersion, flow, wallpaperAgreed
  }

  /// Tolerant of older files, like the flow: a finished setup stays finished.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hasCompletedSetup = try container.decodeIfPresent(Bool.self, forKey: .hasCompletedSetup) ?? false
    completedOnboardingVersion = try container.decodeIfPresent(Int.self, forKey: .completedOnboardingVersion) ?? 0
    flow = (try? container.decodeIfPresent(OnboardingFlow.self, forKey: .flow)) ?? OnboardingFlow()
    // A setup finished by an older version: the user agreed to its wallpaper then.
    wallpaperAgreed =
      try container.decodeIfPresent(Bool.self, forKey: .wallpaperAgreed) ?? (completedOnboardingVersion > 0)
  }

  public var needsOnboarding: Bool { !hasCompletedSetup || completedOnboardingVersion < Self.currentVersion }

  /// "Start Using NoteWall".
  public mutating func complete() {
    hasCompletedSetup = true
    completedOnboardingVersion = Self.currentVersion
  }
}

/// The celebration before the overview (NW-8.1): each word, then the countdown, then confetti, at set times.
public enum CompletionSequence {
  public enum Beat: Equatable, Sendable {
    /// One of the spec's animated words, one at a time (a translation splits its own phrase into four).
    case word(LocalizedCopy)
    case count(Int)
    case confetti
    case overview
  }

  /// Seconds from the start of the transition.
  public static let beats: [(at: Double, beat: Beat)] = [
    (0.0, .word(LocalizedCopy("notewall.celebration.word1", "You're"))),
    (0.4, .word(LocalizedCopy("notewall.celebration.word2", "All"))),
    (0.8, .word(LocalizedCopy("notewall.celebration.word3", "Set"))),
    (1.2, .word(LocalizedCopy("notewall.celebration.word4", "!"))),
    (2.0, .count(3)), (2.8, .count(2)), (3.6, .count(1)), (4.4, .confetti), (6.0, .overview),
  ]

  /// The beat showing `seconds` into the transition.
  public static func beat(at seconds: Double) -> Beat? { beats.last { $0.at <= seconds }?.beat }
}
