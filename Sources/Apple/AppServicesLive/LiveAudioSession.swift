#if os(iOS)
  import AppServices
  import AVFAudio

  /// `AVAudioSession.sharedInstance()` behind the cores' `AudioSession`.
  public struct LiveAudioSession: AudioSession {
    public init() {}

    public func setCategory(_ category: AudioCategory, mixWithOthers: Bool) async throws {
      let session = AVAudioSession.sharedInstance()
      let options: AVAudioSession.CategoryOptions = mixWithOthers ? [.mixWithOthers] : []
      switch category {
      case .ambient: try session.setCategory(.ambient, mode: .moviePlayback, options: options)
      case .soloAmbient: try session.setCategory(.soloAmbient, mode: .moviePlayback, options: options)
      case .playback: try session.setCategory(.playback, mode: .moviePlayback, options: options)
      }
    }

    public func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {
      try AVAudioSession.sharedInstance().setActive(
        active, options: notifyOthersOnDeactivation ? [.notifyOthersOnDeactivation] : [])
    }
  }
#endif
