import AppServices
import Foundation

/// A dictation session's audio, kept with the note it was said into (as Apple Notes keeps a recording next to its
/// transcript). The note holds only its name and length; the audio is a file in the app's own container
/// (`RecordingFiles`), never in the App Group the widgets read.
public struct NoteRecording: Codable, Equatable, Hashable, Identifiable, Sendable {
  public let id: UUID
  /// Seconds, as the recorder measured them when the file was closed.
  public let duration: Double

  public init(id: UUID = UUID(), duration: Double) {
    self.id = id
    self.duration = duration
  }

  /// Whole seconds, at least 1: what the play control and VoiceOver say. A length read from a file can be
  /// anything, so it is bounded rather than trusted.
  public var seconds: Int {
    guard duration.isFinite, duration > 0 else { return 0 }
    return Int(min(duration.rounded(), Double(VoiceRecorderLimits.maximumSeconds)))
  }
}

/// How much audio VocaPin keeps.
public enum VoiceRecorderLimits {
  /// One session's recording stops where dictation does (the note's 10,000 characters), and at 10 minutes at most.
  public static let maximumSeconds = 600
  /// All recordings together (AAC at about 32 kbit/s is 240 KB a minute: over 7 hours of speech).
  public static let maximumTotalBytes: Int64 = 100_000_000
}

/// Why a recording was not kept.
public enum VoiceRecorderError: Error, Equatable, Sendable {
  /// The audio session refused to activate for recording (a call holds the microphone).
  case sessionRefused
  /// The file could not be written (disk full, the file closed early).
  case writeFailed
  /// Nothing was heard, so there is nothing to keep.
  case empty
}

/// Writes what the microphone hears during dictation to a file (`AVAudioFile`, AAC in .m4a), from the same
/// input tap the recognizer listens to. Calls run in the order made, off the main actor.
public protocol VoiceRecorderClient: Sendable {
  /// Starts writing to `file`; throws when the session or the file refuses.
  func startRecording(to file: URL) async throws(VoiceRecorderError)
  /// Closes the file and says how long it is; throws when it could not be written whole (the file is then removed).
  func finishRecording() async throws(VoiceRecorderError) -> Double
}

/// What happens to a recording being played.
public enum PlaybackEvent: Equatable, Sendable {
  /// How far it has played, in seconds.
  case position(Double)
  /// It played to the end.
  case finished
}

/// Plays a recording file (`AVAudioPlayer`). The audio session around it is `RecordingPlayback`'s: the player
/// only plays, once the session is active.
public protocol VoicePlayerClient: Sendable {
  /// Plays `file` from `position`; the stream reports until it ends or is paused. Throws when the file cannot
  /// be read.
  func play(_ file: URL, from position: Double) async throws -> AsyncStream<PlaybackEvent>
  /// Stops where it is; the stream ends.
  func pause() async
}

/// No recording at all (previews): every session ends with nothing
/// written (`.empty`), which is dropped without a word, so no dictation says a recording failed.
public struct InertVoiceRecorder: VoiceRecorderClient {
  public init() {}
  public func startRecording(to file: URL) async throws(VoiceRecorderError) {}
  public func finishRecording() async throws(VoiceRecorderError) -> Double { throw .empty }
}

/// No playback: previews.
public struct InertVoicePlayer: VoicePlayerClient {
  public init() {}
  public func play(_ file: URL, from position: Double) async throws -> AsyncStream<PlaybackEvent> {
    throw VoiceRecorderError.sessionRefused
  }
  public func pause() async {}
}

/// An audio session that never activates: previews, where nothing plays.
public struct RefusingAudioSession: AudioSessionClient {
  public init() {}
  public func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws {}
  public func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {
    if active { throw AudioSessionError.cannotInterruptOthers }
  }
  public func interruptions() -> AsyncStream<AudioInterruption> { AsyncStream { $0.finish() } }
}
