import Foundation
import Observation

/// The guide videos (NW-3.1, NW-3.2, NW-3.5, NW-3.6, NW-4.5, NW-7.2): where each plays from, the playback the
/// player reports (length, position, muted, playing), and the audio session they need. Step 2, Step 3 and Step 6
/// show them through this model; the app model tells it when the app leaves or returns.
@MainActor
@Observable
public final class GuideModel {
  public internal(set) var videos: [GuideVideo: VideoPlayback] = [:]
  /// Remote videos that failed to load this launch.
  public internal(set) var unreachableVideos: Set<GuideVideo> = []
  /// The guide videos' audio session: music keeps playing under muted videos (GuideAudio).
  public let audio: GuideAudio

  private let configuration: NoteWallConfiguration
  private let bundledVideo: (GuideVideo) -> URL?

  init(dependencies: NoteWallDependencies) {
    audio = GuideAudio(session: dependencies.audioSession)
    configuration = dependencies.configuration
    bundledVideo = dependencies.bundledVideo
  }

  public func source(of video: GuideVideo) -> VideoSource {
    let bundled = bundledVideo(video)
    // A remote video that failed to load (offline, a server error) falls back to the bundled copy.
    if unreachableVideos.contains(video) { return VideoSource.resolve(remote: nil, bundled: bundled) }
    return video.source(configuration: configuration, bundled: bundled)
  }

  /// The player could not load the remote video: the bundled one plays instead (NW-3.5).
  public func remoteVideoFailed(_ video: GuideVideo) {
    guard case .remote = source(of: video) else { return }
    unreachableVideos.insert(video)
  }

  /// The player knows the video's length and whether it has a sound track.
  public func videoLoaded(_ video: GuideVideo, duration: Double, hasSound: Bool = true) {
    if videos[video]?.duration != duration || videos[video]?.hasSound != hasSound {
      videos[video] = VideoPlayback(duration: duration, hasSound: hasSound)
    }
  }

  /// The player's clock, reported as it plays.
  public func videoTime(_ video: GuideVideo, seconds: Double) { videos[video]?.seek(to: seconds) }
  public func toggleMute(_ video: GuideVideo) { videos[video]?.toggleMute() }
  public func togglePlay(_ video: GuideVideo) { videos[video]?.togglePlay() }

  /// Skips 3 s either way and returns where the player should seek to.
  public func skip(_ video: GuideVideo, forward: Bool) -> Double? {
    if forward { videos[video]?.skipForward() } else { videos[video]?.skipBackward() }
    return videos[video]?.position
  }

  /// Videos pause in the background (NW-3.6). Only the installation video goes on while the user installs
  /// (picture-in-picture, over Shortcuts): otherwise the session ends, and music the user interrupted by
  /// unmuting may resume.
  func enteredBackground(installing: Bool) {
    for video in videos.keys where !video.continuesInBackground { videos[video]?.enteredBackground() }
    if !(installing && videos[.installSteps] != nil) { Task { await audio.stopped() } }
  }

  /// Back in front: the paused videos resume (NW-3.6).
  func enteredForeground() {
    for video in videos.keys where !video.continuesInBackground { videos[video]?.enteredForeground() }
  }
}
