#if os(iOS)
  import AVFAudio
  import Foundation
  import VocaPinCore

  /// `AVAudioPlayer` behind `VoicePlayerClient`: one recording at a time, from a file in the app's container
  /// (`RecordingFiles`). The audio session is `RecordingPlayback`'s (`.playback`, activated and deactivated
  /// through `LiveAudioSession`, off the main actor); this only plays. On the main actor, as the player and its
  /// delegate are used from there; reading a recording's header is quick (they are small, local files).
  @MainActor
  public final class LiveVoicePlayer: VoicePlayerClient {
    struct CouldNotPlay: Error {}

    private var player: AVAudioPlayer?
    /// Keeps the player's delegate alive (AVAudioPlayer holds it weakly).
    private var ending: Ending?
    /// Reports the position while playing: AVAudioPlayer has no position callback, so it is read a few times a
    /// second, enough for the control's "what is left".
    private var ticker: Task<Void, Never>?
    private var continuation: AsyncStream<PlaybackEvent>.Continuation?

    public init() {}

    public func play(_ file: URL, from position: Double) async throws -> AsyncStream<PlaybackEvent> {
      stopNow()
      // Throws for a file that is gone or cannot be decoded (a recording cut short): the core says so in words.
      let player = try AVAudioPlayer(contentsOf: file)
      let (stream, continuation) = AsyncStream.makeStream(of: PlaybackEvent.self)
      let ending = Ending(continuation: continuation)
      player.delegate = ending
      player.currentTime = max(0, min(position, player.duration))
      guard player.prepareToPlay(), player.play() else {
        continuation.finish()
        throw CouldNotPlay()
      }
      self.player = player
      self.ending = ending
      self.continuation = continuation
      ticker = Task { [weak player] in
        while !Task.isCancelled, let player, player.isPlaying {
          continuation.yield(.position(player.currentTime))
          try? await Task.sleep(for: .milliseconds(250))
        }
      }
      return stream
    }

    /// Pauses where it is (the core keeps the position and plays from it next time); the stream ends.
    public func pause() async { stopNow() }

    private func stopNow() {
      ticker?.cancel()
      ticker = nil
      player?.pause()
      player?.delegate = nil
      player = nil
      ending = nil
      continuation?.finish()
      continuation = nil
    }
  }

  /// The player's end: played through, or a decoding error part way (the control then stops, as at the end;
  /// AVAudioPlayer does not call this for an interruption, which the core hears from the session).
  private final class Ending: NSObject, AVAudioPlayerDelegate, Sendable {
    let continuation: AsyncStream<PlaybackEvent>.Continuation

    init(continuation: AsyncStream<PlaybackEvent>.Continuation) {
      self.continuation = continuation
    }

    nonisolated func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
      continuation.yield(.finished)
      continuation.finish()
    }

    nonisolated func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {
      continuation.yield(.finished)
      continuation.finish()
    }
  }

  extension VoicePlayerClient where Self == LiveVoicePlayer {
    /// The live service: `.live` wherever an `any VoicePlayerClient` is asked for.
    @MainActor public static var live: LiveVoicePlayer { LiveVoicePlayer() }
  }
#endif
