import AppServices

/// The app's audio session beside another app's music, as iOS behaves (../shared/reference/
/// platform-behaviour.md, "AVFoundation audio"): activating a non-mixable category (`soloAmbient`, or
/// `playback` without mixing) stops the music, even for a muted player; `ambient` mixes; the music resumes only
/// when the session deactivates with `notifyOthersOnDeactivation`.
public final class SimulatedAudioSession: AudioSession {
  private struct State {
    var category: AudioCategory = .soloAmbient
    var mixWithOthers = false
    var active = false
    var musicPlaying: Bool
  }

  private let state: Locked<State>
  /// Runs before each call takes effect: the real session answers on its own queue, later, so a test can let
  /// other work run in between (as on a device) and see whether the caller kept its calls in order.
  private let latency: @Sendable () async -> Void

  public init(musicPlaying: Bool = true, latency: @escaping @Sendable () async -> Void = {}) {
    state = Locked(State(musicPlaying: musicPlaying))
    self.latency = latency
  }

  public var category: AudioCategory { state { $0.category } }
  public var isActive: Bool { state { $0.active } }
  /// Whether the other app's music is playing now.
  public var musicPlaying: Bool { state { $0.musicPlaying } }

  public func setCategory(_ category: AudioCategory, mixWithOthers: Bool) async throws {
    await latency()
    state { state in
      state.category = category
      state.mixWithOthers = mixWithOthers
      if state.active, category.interruptsOthers(mixWithOthers: mixWithOthers) { state.musicPlaying = false }
    }
  }

  public func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {
    await latency()
    state { state in
      let wasActive = state.active
      state.active = active
      if active, state.category.interruptsOthers(mixWithOthers: state.mixWithOthers) { state.musicPlaying = false }
      if !active, wasActive, notifyOthersOnDeactivation { state.musicPlaying = true }
    }
  }
}
