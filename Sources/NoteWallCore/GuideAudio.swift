import AppServices

/// Which audio session category the guide videos need. Muted guide videos must not stop the user's music, so
/// the app plays them under `ambient` ("your app also works with the sound turned off … audio from other apps
/// mixes with your audio": AVAudioSession.Category.ambient). Picture-in-picture, which the installation video
/// offers while the user is in Shortcuts, needs `playback` (and `UIBackgroundModes: audio`,
/// platform-behaviour.md, "AVFoundation audio"); muted, it mixes with the user's music. Only a video the user
/// unmuted takes the audio over.
public enum GuideAudioCategory: String, Equatable, Sendable {
  case ambient
  /// `playback` with `mixWithOthers`: picture-in-picture of a muted video, the user's music keeps playing.
  case playbackMixing
  /// `playback`: the user unmuted a video and asked to hear it.
  case playback

  public static func needed(pictureInPicture: Bool, unmuted: Bool) -> GuideAudioCategory {
    unmuted ? .playback : pictureInPicture ? .playbackMixing : .ambient
  }

  /// At launch, before any video: nothing of the user's is interrupted.
  public static let launch = GuideAudioCategory.ambient

  var session: (category: AudioCategory, mixWithOthers: Bool) {
    switch self {
    case .ambient: (.ambient, true)
    case .playbackMixing: (.playback, true)
    case .playback: (.playback, false)
    }
  }
}

/// The app's one audio session, driven by the guide videos: the category each needs while one plays, and a
/// deactivation with `notifyOthersOnDeactivation` when none does, so music the user chose to interrupt (by
/// unmuting) resumes.
@MainActor
public final class GuideAudio {
  private let session: any AudioSession
  public private(set) var category: GuideAudioCategory?
  public private(set) var isActive = false

  /// The last change asked for: each waits for the one before, so the session ends in the state last asked for
  /// (a step left while its video's activation is still on its way ends inactive).
  private var last: Task<Void, Never>?

  public init(session: any AudioSession) { self.session = session }

  /// A video plays (or its mute or picture-in-picture changed).
  public func playing(pictureInPicture: Bool, unmuted: Bool) async {
    await inOrder { await self.apply(GuideAudioCategory.needed(pictureInPicture: pictureInPicture, unmuted: unmuted)) }
  }

  /// No video plays any more (the step left, the app went to the background without picture-in-picture).
  public func stopped() async { await inOrder { await self.deactivate() } }

  private func inOrder(_ change: @escaping @MainActor () async -> Void) async {
    let previous = last
    let task = Task { @MainActor in
      await previous?.value
      await change()
    }
    last = task
    await task.value
  }

  private func apply(_ needed: GuideAudioCategory) async {
    if needed != category {
      // Going back to a mixing category: deactivate first, so interrupted music hears it may resume.
      if isActive, category == .playback { await deactivate() }
      let (category, mix) = needed.session
      try? await session.setCategory(category, mixWithOthers: mix)
      self.category = needed
    }
    if !isActive {
      try? await session.setActive(true, notifyOthersOnDeactivation: false)
      isActive = true
    }
  }

  private func deactivate() async {
    guard isActive else { return }
    try? await session.setActive(false, notifyOthersOnDeactivation: true)
    isActive = false
  }
}
