#if os(iOS)
  import AppServices
  import AVFAudio
  import Foundation

  /// `AVAudioSession.sharedInstance()` behind the cores' `AudioSessionClient`.
  public struct LiveAudioSession: AudioSessionClient {
    public init() {}

    public func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws {
      let session = AVAudioSession.sharedInstance()
      var avOptions: AVAudioSession.CategoryOptions = []
      if options.contains(.mixWithOthers) { avOptions.insert(.mixWithOthers) }
      if options.contains(.duckOthers) { avOptions.insert(.duckOthers) }
      if options.contains(.interruptSpokenAudioAndMixWithOthers) {
        avOptions.insert(.interruptSpokenAudioAndMixWithOthers)
      }
      let avMode: AVAudioSession.Mode =
        switch mode {
        case .default: .default
        case .moviePlayback: .moviePlayback
        case .voicePrompt: .voicePrompt
        }
      let avCategory: AVAudioSession.Category =
        switch category {
        case .ambient: .ambient
        case .soloAmbient: .soloAmbient
        case .playback: .playback
        }
      do {
        try session.setCategory(avCategory, mode: avMode, options: avOptions)
      } catch {
        throw AudioSessionError.invalidOptions
      }
    }

    public func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {
      do {
        try AVAudioSession.sharedInstance().setActive(
          active, options: notifyOthersOnDeactivation ? [.notifyOthersOnDeactivation] : [])
      } catch {
        throw AudioSessionError.cannotInterruptOthers
      }
    }

    /// `AVAudioSession.interruptionNotification`, read from its user info (type, and options on `.ended`).
    public func interruptions() -> AsyncStream<AudioInterruption> {
      AsyncStream { continuation in
        let listening = Task {
          let notifications = NotificationCenter.default.notifications(
            named: AVAudioSession.interruptionNotification, object: AVAudioSession.sharedInstance())
          for await notification in notifications {
            if let interruption = Self.interruption(notification.userInfo) { continuation.yield(interruption) }
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in listening.cancel() }
      }
    }

    /// `AVAudioSession.routeChangeNotification`, by its reason (`AVAudioSessionRouteChangeReasonKey`): Apple asks
    /// media apps to pause when the old device is unavailable (headphones unplugged),
    /// https://developer.apple.com/documentation/avfaudio/responding-to-audio-route-changes
    public func routeChanges() -> AsyncStream<AudioRouteChange> {
      AsyncStream { continuation in
        let listening = Task {
          let notifications = NotificationCenter.default.notifications(
            named: AVAudioSession.routeChangeNotification, object: AVAudioSession.sharedInstance())
          for await notification in notifications {
            let raw = notification.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt
            let reason = raw.flatMap(AVAudioSession.RouteChangeReason.init(rawValue:))
            continuation.yield(reason == .oldDeviceUnavailable ? .oldDeviceUnavailable : .other)
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in listening.cancel() }
      }
    }

    private static func interruption(_ info: [AnyHashable: Any]?) -> AudioInterruption? {
      guard let raw = info?[AVAudioSessionInterruptionTypeKey] as? UInt,
        let type = AVAudioSession.InterruptionType(rawValue: raw)
      else { return nil }
      switch type {
      case .began: return .began
      case .ended:
        let options = (info?[AVAudioSessionInterruptionOptionKey] as? UInt).map {
          AVAudioSession.InterruptionOptions(rawValue: $0)
        }
        return .ended(shouldResume: options?.contains(.shouldResume) ?? false)
      @unknown default: return nil
      }
    }
  }

  extension AudioSessionClient where Self == LiveAudioSession {
    /// The live service: `.live` wherever an `any AudioSessionClient` is asked for.
    public static var live: LiveAudioSession { LiveAudioSession() }
  }
#endif
