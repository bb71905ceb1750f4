import AppServices
import Foundation
import Synchronization

@testable import VocaPinCore

/// The recorder as iOS's behaves: writing an AAC file from the input tap needs the audio session, which a call
/// holds (`startRecording` then throws, as `setActive(true)` does with `cannotInterruptOthers`); a disk that
/// fills up fails the write, and the half-written file is gone. Otherwise each session writes a real file, as
/// long as the test says it was (`nextDuration`, 12 seconds unless scripted).
final class SimulatedVoiceRecorder: VoiceRecorderClient {
  private struct State {
    var file: URL?
    var inCall = false
    var diskFull = false
    var nextDuration = 12.0
    var written: [URL] = []
  }
  private let state = Mutex(State())

  /// A phone call holds the microphone: recording cannot start.
  var inCall: Bool {
    get { state.withLock { $0.inCall } }
    set { state.withLock { $0.inCall = newValue } }
  }
  /// The disk fills up while writing: the file cannot be closed whole.
  var diskFull: Bool {
    get { state.withLock { $0.diskFull } }
    set { state.withLock { $0.diskFull = newValue } }
  }
  var nextDuration: Double {
    get { state.withLock { $0.nextDuration } }
    set { state.withLock { $0.nextDuration = newValue } }
  }
  /// The files closed whole, in order.
  var written: [URL] { state.withLock { $0.written } }
  var isRecording: Bool { state.withLock { $0.file != nil } }

  func startRecording(to file: URL) async throws(VoiceRecorderError) {
    let refused = state.withLock { state -> Bool in
      guard !state.inCall else { return true }
      state.file = file
      return false
    }
    if refused { throw .sessionRefused }
    // AVAudioFile(forWriting:) creates the file at once.
    guard FileManager.default.createFile(atPath: file.path, contents: Data("m4a header".utf8)) else {
      state.withLock { $0.file = nil }
      throw .writeFailed
    }
  }

  func finishRecording() async throws(VoiceRecorderError) -> Double {
    let (file, full, duration) = state.withLock { state in
      defer { state.file = nil }
      return (state.file, state.diskFull, state.nextDuration)
    }
    guard let file else { throw .empty }
    if full {
      try? FileManager.default.removeItem(at: file)
      throw .writeFailed
    }
    state.withLock { $0.written.append(file) }
    return duration
  }
}

/// `AVAudioPlayer` as the model sees it: a file that is not there cannot be played; what plays reports its
/// position and its end as the test moves it (`reach`, `playToEnd`); pause ends the report.
final class SimulatedVoicePlayer: VoicePlayerClient {
  private struct State {
    var continuation: AsyncStream<PlaybackEvent>.Continuation?
    var playing: URL?
    var startedAt: Double?
  }
  private let state = Mutex(State())

  var playing: URL? { state.withLock { $0.playing } }
  var startedAt: Double? { state.withLock { $0.startedAt } }

  func play(_ file: URL, from position: Double) async throws -> AsyncStream<PlaybackEvent> {
    // One player, as LiveVoicePlayer's: a new play first ends what was playing, its stream finishing without a
    // `.finished` event, even when the new file then cannot be played.
    await pause()
    guard FileManager.default.fileExists(atPath: file.path) else { throw CocoaError(.fileReadNoSuchFile) }
    let (stream, continuation) = AsyncStream.makeStream(of: PlaybackEvent.self)
    state.withLock { state in
      state.continuation = continuation
      state.playing = file
      state.startedAt = position
    }
    return stream
  }

  func pause() async {
    state.withLock { state in
      state.continuation?.finish()
      state.continuation = nil
      state.playing = nil
    }
  }

  func reach(_ position: Double) { _ = state.withLock { $0.continuation?.yield(.position(position)) } }

  func playToEnd() {
    state.withLock { state in
      state.continuation?.yield(.finished)
      state.continuation?.finish()
      state.continuation = nil
      state.playing = nil
    }
  }
}
