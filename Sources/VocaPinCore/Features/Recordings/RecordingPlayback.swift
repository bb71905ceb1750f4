import AppServices
import Foundation
import Localization
import Observation

/// Where a play control is on screen: the board's note, or one editor. A control leaving the screen stops only
/// what was started from that place, so closing an editor does not stop what the board started (the two show
/// one control, `NotesBoardModel.recording(of:)`).
public enum PlaybackPlace: Hashable, Sendable {
  case board
  case editor(ObjectIdentifier)

  @MainActor public static func editor(_ editor: EditorModel) -> PlaybackPlace { .editor(ObjectIdentifier(editor)) }
}

/// One recording's play control, in the editor and on the board's note: play/pause, its length, and what
/// VoiceOver says. Playing activates the audio session as `.playback` (what the user asked to hear plays with
/// the Silent switch on, and pauses other apps' audio, which resumes when it deactivates with
/// `notifyOthersOnDeactivation`); no options, as `playback` takes them but none is wanted. A session iOS refuses
/// (a call holds the audio) is said in words, and so is a file that cannot be played; an interruption stops playback where it was, Play resumes from
/// there.
@MainActor
@Observable
public final class RecordingPlayback {
  public enum State: Equatable, Sendable {
    case stopped
    case playing
    /// Paused (by the user or an interruption) at a position, in seconds.
    case paused(Double)
    /// Could not play, in words.
    case failed(LocalizedCopy)
  }

  /// The session VocaPin plays recordings in (AVAudioSession.Category.playback, Mode.default).
  public static let category = AudioCategory.playback
  public static let mode = AudioMode.default
  public static let options: AudioCategoryOptions = []

  public let recording: NoteRecording
  public private(set) var state: State = .stopped
  /// How far it has played, in seconds.
  public private(set) var position: Double = 0
  @ObservationIgnored let file: URL
  @ObservationIgnored let player: any VoicePlayerClient
  @ObservationIgnored let session: any AudioSessionClient
  /// The playing session's reader and its interruption watcher, for tests to await.
  @ObservationIgnored var playing: Task<Void, Never>?
  @ObservationIgnored var watching: Task<Void, Never>?
  /// The playing session's route watcher (headphones unplugged), for tests to await.
  @ObservationIgnored var watchingRoute: Task<Void, Never>?
  /// Told as this control starts to play: the app has one player, so the parent stops every other control.
  @ObservationIgnored var onStart: @MainActor (RecordingPlayback) -> Void = unimplemented("RecordingPlayback.onStart")
  /// Counts plays, so a stream the user paused reports nothing afterwards.
  @ObservationIgnored private var play = 0
  /// Where the play under way (or paused) was started: the place whose leaving stops it.
  @ObservationIgnored public private(set) var startedFrom: PlaybackPlace?

  public init(recording: NoteRecording, file: URL, player: any VoicePlayerClient, session: any AudioSessionClient) {
    self.recording = recording
    self.file = file
    self.player = player
    self.session = session
  }

  public var isPlaying: Bool { state == .playing }

  /// The button's symbol.
  public var symbol: String { isPlaying ? "pause.fill" : "play.fill" }

  /// The length shown next to the button, "0:12"; while playing, what is left.
  public var durationText: String {
    let seconds = isPlaying ? max(0, recording.seconds - Int(position.rounded(.down))) : recording.seconds
    return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
  }

  /// The button's VoiceOver label: "Play recording, 12 seconds", or "Pause recording".
  public var accessibilityLabel: LocalizedCopy {
    isPlaying ? VocaPinCopy.pauseRecording : VocaPinCopy.playRecording(seconds: recording.seconds)
  }

  /// Why it could not play, if it could not.
  public var problem: LocalizedCopy? {
    if case .failed(let why) = state { why } else { nil }
  }

  /// The button: plays (from where it was paused), or pauses.
  public func toggle() async {
    if isPlaying { await pause() } else { await start() }
  }

  /// The button of the control shown at `place`.
  public func toggle(at place: PlaybackPlace) async {
    if isPlaying { return await pause() }
    startedFrom = place
    await start()
  }

  /// The control at `place` went off screen (the editor closed, the board's page scrolled away): what was
  /// started there stops; what another place started goes on.
  public func left(_ place: PlaybackPlace) async {
    guard startedFrom == place else { return }
    startedFrom = nil
    await stop()
  }

  public func start() async {
    guard !isPlaying else { return }
    play += 1
    let current = play
    let from: Double = if case .paused(let at) = state { at } else { 0 }
    state = .playing
    position = from
    onStart(self)
    let stream: AsyncStream<PlaybackEvent>
    do {
      try await session.setCategory(Self.category, mode: Self.mode, options: Self.options)
      try await session.setActive(true, notifyOthersOnDeactivation: false)
    } catch {
      return await failed(current, VocaPinCopy.recordingCouldNotPlay)
    }
    do {
      stream = try await player.play(file, from: from)
    } catch {
      // The session came up but the file would not play (gone, or cut short): a different fix, said apart.
      return await failed(current, VocaPinCopy.recordingUnreadable)
    }
    // Paused while the session came up: what came up goes down.
    guard current == play else { return await player.pause() }
    let interruptions = session.interruptions()
    watching = Task { [weak self] in
      for await interruption in interruptions where interruption == .began {
        guard let self, current == self.play else { return }
        await self.interrupted()
        return
      }
    }
    let routes = session.routeChanges()
    watchingRoute = Task { [weak self] in
      for await change in routes where change == .oldDeviceUnavailable {
        guard let self, current == self.play else { return }
        await self.routeLost()
        return
      }
    }
    playing = Task { [weak self] in
      for await event in stream {
        guard let self, current == self.play else { return }
        await self.received(event)
      }
    }
  }

  public func pause() async {
    guard isPlaying else { return }
    play += 1
    state = .paused(position)
    stopWatching()
    await player.pause()
    try? await session.setActive(false, notifyOthersOnDeactivation: true)
  }

  /// The control went away (its note deleted, the editor closed): playback stops.
  public func stop() async {
    let wasPlaying = isPlaying
    play += 1
    state = .stopped
    position = 0
    stopWatching()
    guard wasPlaying else { return }
    await player.pause()
    try? await session.setActive(false, notifyOthersOnDeactivation: true)
  }

  /// Another recording started on the one player, which ends this one's stream without a `.finished`: this
  /// control shows it paused where it was (Play resumes there) and takes no more part in the player or the
  /// session, so its Pause cannot stop the other one.
  func supersede() {
    guard isPlaying else { return }
    play += 1
    state = .paused(position)
    stopWatching()
  }

  /// The headphones it played through went away (`AudioRouteChange.oldDeviceUnavailable`): it pauses where it
  /// was, as Apple asks, rather than go on through the speaker for everyone to hear; Play resumes there.
  public func routeLost() async {
    await pause()
  }

  private func stopWatching() {
    watching?.cancel()
    watchingRoute?.cancel()
  }

  /// A start that failed, if it is still the latest: the session goes back down and the control says why.
  private func failed(_ current: Int, _ why: LocalizedCopy) async {
    guard current == play else { return }
    try? await session.setActive(false, notifyOthersOnDeactivation: true)
    state = .failed(why)
  }

  private func received(_ event: PlaybackEvent) async {
    switch event {
    case .position(let at): position = max(0, min(at, recording.duration))
    case .finished:
      play += 1
      state = .stopped
      position = 0
      stopWatching()
      try? await session.setActive(false, notifyOthersOnDeactivation: true)
    }
  }

  /// A call or another app took the audio: the system deactivated the session and paused the player; the
  /// control shows it paused where it was, and Play resumes from there (nothing resumes by itself).
  private func interrupted() async {
    play += 1
    state = .paused(position)
    await player.pause()
  }
}
