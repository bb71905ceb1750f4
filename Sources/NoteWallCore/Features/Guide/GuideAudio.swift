import AppServices

/// Which audio session category the guide videos need. Muted guide videos must not stop the user's music, so
/// the app plays them under `ambient` ("your app also works with the sound turned off … audio from other apps
/// mixes with your audio": AVAudioSession.Category.ambient; it mixes by itself, and `mixWithOthers` may be set
/// explicitly only on playback). Picture-in-picture, which the installation video offers while the user is in
/// Shortcuts, needs `playback` (and `UIBackgroundModes: audio`, platform-behaviour.md, "AVFoundation audio");
/// muted, it mixes with the user's music. Only a video the user unmuted takes the audio over.
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

  /// The category, mode and options Apple documents for each: `moviePlayback` only with `playback`, and
  /// `mixWithOthers` only where it may be set.
  var session: (category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) {
    switch self {
    case .ambient: (.ambient, .default, [])
    case .playbackMixing: (.playback, .moviePlayback, [.mixWithOthers])
    case .playback: (.playback, .moviePlayback, [])
    }
  }
}

/// The app's one audio session, driven by the guide videos: the category each needs while one plays, and a
/// deactivation with `notifyOthersOnDeactivation` when none does, so music the user chose to interrupt (by
/// unmuting) resumes.
@MainActor
public final class GuideAudio {
  private let session: any AudioSessionClient
  public private(set) var category: GuideAudioCategory?
  public private(set) var isActive = false

  /// The last change asked for: each waits for the one before, so the session ends in the state last asked for
  /// (a step left while its video's activation is still on its way ends inactive).
  private var last: Task<Void, Never>?

  /// The last change that failed (a category refused, or a call holding the audio): the video plays silently
  /// without a session, the user's music untouched, and the next change tries again.
  public private(set) var lastFailure: AudioSessionError?
  /// What was last asked for while a video plays, to resume after an interruption.
  private var wanted: GuideAudioCategory?
  private let listening = Listening()

  public init(session: any AudioSessionClient) {
    self.session = session
    let interruptions = session.interruptions()
    listening.task = Task { [weak self] in
      for await interruption in interruptions { await self?.handle(interruption) }
    }
  }

  /// A video plays (or its mute or picture-in-picture changed).
  public func playing(pictureInPicture: Bool, unmuted: Bool) async {
    let needed = GuideAudioCategory.needed(pictureInPicture: pictureInPicture, unmuted: unmuted)
    wanted = needed
    await inOrder { await self.apply(needed) }
  }

  /// No video plays any more (the step left, the app went to the background without picture-in-picture).
  public func stopped() async {
    wanted = nil
    await inOrder { await self.deactivate() }
  }

  /// A call took the audio: the system deactivated the session. When it ends with "should resume", a video
  /// still playing gets its session back.
  private func handle(_ interruption: AudioInterruption) async {
    switch interruption {
    case .began: isActive = false
    case .ended(let shouldResume):
      guard shouldResume, let wanted else { return }
      await inOrder { await self.apply(wanted) }
    }
  }

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
      let (category, mode, options) = needed.session
      do {
        try await session.setCategory(category, mode: mode, options: options)
      } catch {
        // Never activate under whatever category the session kept: the default one stops the user's music.
        lastFailure = error as? AudioSessionError ?? .invalidOptions
        return
      }
      self.category = needed
    }
    if !isActive {
      do {
        try await session.setActive(true, notifyOthersOnDeactivation: false)
        isActive = true
        lastFailure = nil
      } catch {
        lastFailure = error as? AudioSessionError ?? .cannotInterruptOthers
      }
    }
  }

  private func deactivate() async {
    guard isActive else { return }
    // A deactivation that fails (audio still running) leaves the session as it was; the next change retries.
    guard (try? await session.setActive(false, notifyOthersOnDeactivation: true)) != nil else { return }
    isActive = false
  }
}

/// The interruption listener's task, cancelled when the guide's audio goes away.
private final class Listening: @unchecked Sendable {
  var task: Task<Void, Never>?
  deinit { task?.cancel() }
}
