// MARK: - Videos (NW-3.1, NW-3.2, NW-3.5, NW-4.5, NW-7.2)

extension NoteWallModel {
  public func source(of video: GuideVideo) -> VideoSource {
    let bundled = dependencies.bundledVideo(video)
    // A remote video that failed to load (offline, a server error) falls back to the bundled copy.
    if unreachableVideos.contains(video) { return VideoSource.resolve(remote: nil, bundled: bundled) }
    return video.source(configuration: dependencies.configuration, bundled: bundled)
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
}
