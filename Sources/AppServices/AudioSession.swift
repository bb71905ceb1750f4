/// `AVAudioSession.Category`, the ones the apps use.
public enum AudioCategory: Sendable, Equatable {
  /// Mixes with other apps' audio; silenced by the Silent switch. Right for muted or decorative video.
  case ambient
  /// The default: stops other apps' audio when the session activates.
  case soloAmbient
  /// Keeps playing with the Silent switch and (with `UIBackgroundModes` audio) in the background; stops other
  /// apps' audio unless mixing. Needed for picture-in-picture.
  case playback

  /// Whether activating a session of this category interrupts other apps' audio (ducking or pausing spoken
  /// audio still mixes: both options set `mixWithOthers` by themselves).
  public func interruptsOthers(options: AudioCategoryOptions) -> Bool {
    switch self {
    case .ambient: false
    case .soloAmbient: true
    case .playback: !options.contains(.mixWithOthers)
    }
  }
}

/// `AVAudioSession.Mode`, the ones the apps use.
public enum AudioMode: Sendable, Equatable {
  case `default`
  /// Signal processing for movie content; valid with `playback` only.
  case moviePlayback
  /// Text-to-speech prompts: "a mode that indicates that your app plays audio using text-to-speech", with the
  /// routing such prompts need (CarPlay); such apps "typically" also duck others and interrupt spoken audio
  /// (AVAudioSession.Mode, voicePrompt).
  case voicePrompt

  /// The mode a session of `category` actually uses: "You may only use this mode with the playback audio session
  /// category", and a mode the category does not support leaves the session in the default mode's behaviour
  /// (AVAudioSession.Mode, moviePlayback).
  public func effective(in category: AudioCategory) -> AudioMode {
    self == .moviePlayback && category != .playback ? .default : self
  }
}

/// `AVAudioSession.CategoryOptions`, the ones the apps use.
public struct AudioCategoryOptions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Mixes with other apps' audio. "You can set this option explicitly only if the audio session category is
  /// playAndRecord, playback, or multiRoute"; `ambient` sets it by itself (CategoryOptions.mixWithOthers).
  public static let mixWithOthers = AudioCategoryOptions(rawValue: 1)
  /// Lowers other apps' audio while this session is active; playAndRecord, playback or multiRoute only, and it
  /// sets `mixWithOthers` by itself (CategoryOptions.duckOthers).
  public static let duckOthers = AudioCategoryOptions(rawValue: 1 << 1)
  /// Pauses other apps' spoken audio (a podcast, an audiobook) while this session is active, and mixes with
  /// the rest; the same categories only, and it sets `mixWithOthers` by itself
  /// (CategoryOptions.interruptSpokenAudioAndMixWithOthers).
  public static let interruptSpokenAudioAndMixWithOthers = AudioCategoryOptions(rawValue: 1 << 2)

  /// Whether `category` accepts these options set explicitly: every option here is for `playback` only (of the
  /// categories the apps use).
  public func areValid(for category: AudioCategory) -> Bool {
    isEmpty || category == .playback
  }

  /// The options a session reports once these are set: ducking and interrupting spoken audio imply mixing.
  public var implied: AudioCategoryOptions {
    isDisjoint(with: [.duckOthers, .interruptSpokenAudioAndMixWithOthers]) ? self : union(.mixWithOthers)
  }
}

/// What `AVAudioSession` answers when a call fails.
public enum AudioSessionError: Error, Equatable, Sendable {
  /// `setCategory` with an option the category does not take (OSStatus -50, paramErr).
  case invalidOptions
  /// `setActive(true)` refused: a non-mixable session of higher priority (a phone call) holds the audio
  /// (`AVAudioSession.ErrorCode.cannotInterruptOthers`).
  case cannotInterruptOthers
}

/// `AVAudioSession.interruptionNotification`: a call or an alarm took the audio (the system deactivated the
/// session), and later gave it back (`shouldResume` from `AVAudioSessionInterruptionOptionShouldResume`).
public enum AudioInterruption: Sendable, Equatable {
  case began
  case ended(shouldResume: Bool)
}

/// `AVAudioSession.routeChangeNotification`, by its reason as far as an app acts on it. Apple: when headphones
/// are disconnected (`.oldDeviceUnavailable`) users "don't want to automatically share what they're listening
/// to with others", so an app pauses (https://developer.apple.com/documentation/avfaudio/responding-to-audio-route-changes);
/// `AVAudioPlayer` does not pause by itself, the audio moves to the speaker.
public enum AudioRouteChange: Sendable, Equatable {
  case oldDeviceUnavailable
  /// Any other reason (headphones connected, a category change): playback goes on.
  case other
}

/// The app's audio session (`AVAudioSession`). Live in AppServicesLive; `SimulatedAudioSession` models what
/// other apps' audio, invalid combinations and interruptions do (../shared/reference/platform-behaviour.md,
/// "AVFoundation audio").
public protocol AudioSessionClient: Sendable {
  func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws
  /// `notifyOthersOnDeactivation` lets the music the session interrupted resume when it deactivates.
  func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws
  /// The session's interruptions as they happen.
  func interruptions() -> AsyncStream<AudioInterruption>
  /// The audio route's changes as they happen.
  func routeChanges() -> AsyncStream<AudioRouteChange>
}

extension AudioSessionClient {
  /// No route changes: a session that never plays through a route (previews, apps that do not pause on one).
  public func routeChanges() -> AsyncStream<AudioRouteChange> { AsyncStream { $0.finish() } }
}
