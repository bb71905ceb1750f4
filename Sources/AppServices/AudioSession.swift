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
  public func interruptsOthers(mixWithOthers: Bool) -> Bool {
    switch self {
    case .ambient: false
    case .soloAmbient: true
    case .playback: !mixWithOthers
    }
  }
}

/// The app's audio session (`AVAudioSession`). Live in AppServicesLive; `SimulatedAudioSession` models what
/// other apps' audio does (../shared/reference/platform-behaviour.md, "AVFoundation audio").
public protocol AudioSession: Sendable {
  func setCategory(_ category: AudioCategory, mixWithOthers: Bool) async throws
  /// `notifyOthersOnDeactivation` lets the music the session interrupted resume when it deactivates.
  func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws
}
