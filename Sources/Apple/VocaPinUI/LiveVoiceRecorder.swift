#if os(iOS)
  import AVFAudio
  import Foundation
  import VocaPinCore

  /// Dictation's audio written to a file from the recognizer's own input tap: one audio session, one engine,
  /// one tap, so the recording is exactly what the recognizer heard and no second user of the microphone asks
  /// iOS for anything. `LiveSpeechRecognizer` says when its tap runs and hands each buffer here; the core
  /// (`DictationRecorder`) opens and closes the file around each session. The file is AAC in an .m4a, written
  /// by `AVAudioFile` in the tap's own format (its processing format must match the buffers', AVAudioFile
  /// write(from:)), at the tap's sample rate and channel count.
  final class TapRecording: @unchecked Sendable {
    private let lock = NSLock()
    /// The format of the tap running now; nil while no session listens.
    private var tapFormat: AVAudioFormat?
    private var file: AVAudioFile?
    private var url: URL?
    private var frames: AVAudioFramePosition = 0
    private var sampleRate: Double = 0
    /// A write failed (the disk filled up): nothing more is written, and the file is not kept.
    private var failed = false

    /// The recognizer installed its tap, in `format` (on its audio queue, before the engine starts).
    func tapStarted(format: AVAudioFormat) { lock.withLock { tapFormat = format } }

    /// The recognizer removed its tap (stopped, interrupted, route changed). An open file stays open with what
    /// it has: the core closes it, and a call that ended dictation keeps what was said before it.
    func tapStopped() { lock.withLock { tapFormat = nil } }

    /// From the tap, on the engine's thread. The lock is held only while the buffer is written, so the file
    /// is never closed under a write.
    func write(_ buffer: AVAudioPCMBuffer) {
      lock.withLock {
        guard let file, !failed else { return }
        // Bounded: a session keeps its first ten minutes, however long the microphone stays on.
        let limit = AVAudioFramePosition(sampleRate * Double(VoiceRecorderLimits.maximumSeconds))
        guard frames < limit else { return }
        do {
          try file.write(from: buffer)
          frames += AVAudioFramePosition(buffer.frameLength)
        } catch {
          failed = true
        }
      }
    }

    /// Opens `url` for the tap's buffers. With no tap running (the session ended before the core asked) there
    /// is nothing to write: no file, and `finish` says nothing was heard.
    func start(to url: URL) throws(VoiceRecorderError) {
      lock.lock()
      defer { lock.unlock() }
      discardLocked()
      guard let format = tapFormat else { return }
      let settings: [String: Any] = [
        AVFormatIDKey: kAudioFormatMPEG4AAC,
        AVSampleRateKey: format.sampleRate,
        AVNumberOfChannelsKey: format.channelCount,
        AVEncoderAudioQualityKey: AVAudioQuality.medium.rawValue,
      ]
      let opened: AVAudioFile
      do {
        opened = try AVAudioFile(
          forWriting: url, settings: settings, commonFormat: format.commonFormat, interleaved: format.isInterleaved)
      } catch {
        try? FileManager.default.removeItem(at: url)
        throw .writeFailed
      }
      // The buffers must be in the file's processing format; a file that would refuse them is not started.
      guard opened.processingFormat.sampleRate == format.sampleRate,
        opened.processingFormat.channelCount == format.channelCount
      else {
        try? FileManager.default.removeItem(at: url)
        throw .writeFailed
      }
      file = opened
      self.url = url
      frames = 0
      sampleRate = format.sampleRate
      failed = false
    }

    /// Closes the file and says how long it is. `AVAudioFile` writes its header when it is released (its
    /// `close()` is iOS 18), so the last reference goes here, outside any write.
    func finish() throws(VoiceRecorderError) -> Double {
      let (closing, url, frames, sampleRate, failed) = lock.withLock {
        defer {
          file = nil
          self.url = nil
          self.frames = 0
          self.failed = false
        }
        return (file, self.url, self.frames, self.sampleRate, self.failed)
      }
      guard let url else { throw .empty }
      withExtendedLifetime(closing) {}
      if failed {
        try? FileManager.default.removeItem(at: url)
        throw .writeFailed
      }
      guard frames > 0, sampleRate > 0 else {
        try? FileManager.default.removeItem(at: url)
        throw .empty
      }
      return Double(frames) / sampleRate
    }

    /// On `lock`: a file left open by a session the core never closed is dropped.
    private func discardLocked() {
      if let url { try? FileManager.default.removeItem(at: url) }
      file = nil
      url = nil
      frames = 0
      failed = false
    }
  }

  /// `VoiceRecorderClient` over the recognizer's tap: what the app gives VocaPin's model as its recorder
  /// (`LiveSpeechRecognizer.recorder`).
  public struct LiveVoiceRecorder: VoiceRecorderClient {
    let recording: TapRecording

    public func startRecording(to file: URL) async throws(VoiceRecorderError) {
      try recording.start(to: file)
    }

    public func finishRecording() async throws(VoiceRecorderError) -> Double {
      try recording.finish()
    }
  }
#endif
