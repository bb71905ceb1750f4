/// `AVAudioSession.Category`, the ones the apps use.
public enum AudioCategory: Sendable, Equatable {
  /// Mixes with other apps' audio; silenced by the Silent switch. Right for muted or decorative video.
  case ambient
  /// The default: stops other apps' audio when the session activates.
  case soloAmbient
  /// Keeps playing with the Silent switch and (with `UIBackgroundModes` audio) in the background; stops other
  /// apps' audio unless mixing. Needed for picture-in-picture.
  case playback

  /// Whether activating a session of this category interrupts other apps' audio.
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

  /// Whether `category` accepts these options set explicitly.
  public func areValid(for category: AudioCategory) -> Bool {
    !contains(.mixWithOthers) || category == .playback
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

/// The app's audio session (`AVAudioSession`). Live in AppServicesLive; `SimulatedAudioSession` models what
/// other apps' audio, invalid combinations and interruptions do (../shared/reference/platform-behaviour.md,
/// "AVFoundation audio").
public protocol AudioSession: Sendable {
  func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws
  /// `notifyOthersOnDeactivation` lets the music the session interrupted resume when it deactivates.
  func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws
  /// The session's interruptions as they happen.
  func interruptions() -> AsyncStream<AudioInterruption>
}
