import Foundation

/// Where a guide video comes from (NW-3.5): the remote URL in configuration, else the copy in the app bundle,
/// else the step shows its text version instead of an empty player.
public enum VideoSource: Equatable, Sendable {
  case remote(URL)
  case bundled(URL)
  case textOnly

  public static func resolve(remote: String?, bundled: URL?) -> VideoSource {
    if let remote, let url = URL(string: remote), url.scheme == "https", url.host != nil { return .remote(url) }
    if let bundled { return .bundled(bundled) }
    return .textOnly
  }
}

/// The guide videos' custom controls as state (NW-3.2, NW-3.6): mute, play/pause, skip 3 s either way, progress;
/// paused in the background and resumed on return only if it was playing.
public struct VideoPlayback: Equatable, Sendable {
  public private(set) var isMuted = true
  public private(set) var isPlaying = true
  public private(set) var position: Double = 0
  public let duration: Double
  /// Whether the video has a sound track: a silent one offers no mute button, which would do nothing.
  public let hasSound: Bool
  private var wasPlayingBeforeBackground = false

  public static let skip = 3.0

  public init(duration: Double, hasSound: Bool = true) {
    self.duration = max(0, duration.isFinite ? duration : 0)
    self.hasSound = hasSound
  }

  /// NW-3.2's mute button, where there is sound to mute.
  public var offersMute: Bool { hasSound }

  public var progress: Double { duration > 0 ? min(max(position / duration, 0), 1) : 0 }

  public mutating func toggleMute() { isMuted.toggle() }
  public mutating func togglePlay() { isPlaying.toggle() }
  public mutating func skipForward() { seek(to: position + Self.skip) }
  public mutating func skipBackward() { seek(to: position - Self.skip) }

  /// The player reports its time; a looping video wraps to the start.
  public mutating func seek(to seconds: Double) {
    guard seconds.isFinite else { return }
    position = duration > 0 ? min(max(seconds, 0), duration) : 0
  }

  public mutating func enteredBackground() {
    wasPlayingBeforeBackground = isPlaying
    isPlaying = false
  }

  public mutating func enteredForeground() {
    if wasPlayingBeforeBackground { isPlaying = true }
    wasPlayingBeforeBackground = false
  }
}
