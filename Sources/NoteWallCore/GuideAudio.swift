/// Which audio session category the guide videos need. Muted guide videos must not stop the user's music, so
/// the app plays them under `ambient` ("your app also works with the sound turned off … audio from other apps
/// mixes with your audio": AVAudioSession.Category.ambient). Picture-in-picture, which the installation video
/// offers while the user is in Shortcuts, and a video the user unmuted, need `playback`.
public enum GuideAudioCategory: String, Equatable, Sendable {
  case ambient
  case playback

  public static func needed(pictureInPicture: Bool, unmuted: Bool) -> GuideAudioCategory {
    pictureInPicture || unmuted ? .playback : .ambient
  }

  /// At launch, before any video: nothing of the user's is interrupted.
  public static let launch = GuideAudioCategory.ambient
}
