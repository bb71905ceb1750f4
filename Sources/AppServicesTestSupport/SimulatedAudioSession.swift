import AppServices
import Foundation

/// The app's audio session beside another app's music, as iOS behaves (../shared/reference/
/// platform-behaviour.md, "AVFoundation audio"): activating a non-mixable category (`soloAmbient`, or
/// `playback` without mixing) stops the music, even for a muted player; `ambient` mixes; the music resumes only
/// when the session deactivates with `notifyOthersOnDeactivation`. `setCategory` refuses `mixWithOthers` on a
/// category that does not take it, and a mode the category does not support falls back to the default mode
/// (AVAudioSession's CategoryOptions and Mode pages: Apple says `mixWithOthers` "can" be set explicitly only on
/// playAndRecord, playback or multiRoute, not what `setCategory` does otherwise; refusing keeps the apps to what
/// is documented). `duckOthers` lowers the other app's audio while the session
/// is active; `interruptSpokenAudioAndMixWithOthers` pauses it if it is spoken (a podcast), and both set
/// `mixWithOthers` by themselves. A phone call interrupts: the system deactivates the session, and activation
/// fails while the call lasts.
public final class SimulatedAudioSession: AudioSessionClient {
  /// What the other app plays: music, or spoken audio (a podcast, an audiobook).
  public enum OtherAudio: Sendable { case music, spoken }

  private struct State {
    var category: AudioCategory = .soloAmbient
    var mode: AudioMode = .default
    var options: AudioCategoryOptions = []
    var active = false
    var musicPlaying: Bool
    let otherAudio: OtherAudio
    var othersDucked = false
    var silentMode = false
    var inCall = false
    /// The call deactivated this session (it was active), so its end is this session's to hear.
    var interruptedByCall = false
    var observers: [UUID: AsyncStream<AudioInterruption>.Continuation] = [:]
    var routeObservers: [UUID: AsyncStream<AudioRouteChange>.Continuation] = [:]
  }

  private let state: Locked<State>
  /// Runs before each call takes effect: the real session answers on its own queue, later, so a test can let
  /// other work run in between (as on a device) and see whether the caller kept its calls in order.
  private let latency: @Sendable () async -> Void

  public init(
    musicPlaying: Bool = true, otherAudio: OtherAudio = .music, latency: @escaping @Sendable () async -> Void = {}
  ) {
    state = Locked(State(musicPlaying: musicPlaying, otherAudio: otherAudio))
    self.latency = latency
  }

  public var category: AudioCategory { state { $0.category } }
  /// The mode the session uses (a mode its category does not support is the default mode).
  public var mode: AudioMode { state { $0.mode } }
  public var options: AudioCategoryOptions { state { $0.options } }
  public var isActive: Bool { state { $0.active } }
  /// Whether the other app's music (or spoken audio) is playing now.
  public var musicPlaying: Bool { state { $0.musicPlaying } }
  /// Whether the other app's audio is lowered under this session's.
  public var othersDucked: Bool { state { $0.othersDucked } }

  /// The Ring/Silent switch (or the Action button) set to silent: `ambient` and `soloAmbient` are silenced by it,
  /// `playback` is not (AVAudioSession.Category pages).
  public var silentMode: Bool {
    get { state { $0.silentMode } }
    set { state { $0.silentMode = newValue } }
  }

  /// Whether what the app plays now reaches the speaker: the session active, and not silenced by the switch.
  public var isAudible: Bool {
    state { $0.active && !($0.silentMode && $0.category != .playback) }
  }

  public func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws {
    await latency()
    try state { state in
      guard options.areValid(for: category) else { throw AudioSessionError.invalidOptions }
      state.category = category
      state.mode = mode.effective(in: category)
      state.options = options.implied
      if state.active { Self.affectOthers(&state) }
    }
  }

  /// What an active session of this category and these options does to the other app's audio.
  private static func affectOthers(_ state: inout State) {
    if state.category.interruptsOthers(options: state.options) {
      state.musicPlaying = false
    } else if state.otherAudio == .spoken, state.options.contains(.interruptSpokenAudioAndMixWithOthers) {
      state.musicPlaying = false
    }
    state.othersDucked = state.musicPlaying && state.options.contains(.duckOthers)
  }

  public func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {
    await latency()
    try state { state in
      if active, state.inCall, !state.active { throw AudioSessionError.cannotInterruptOthers }
      let wasActive = state.active
      state.active = active
      if active { Self.affectOthers(&state) }
      if !active {
        state.othersDucked = false
        if wasActive, notifyOthersOnDeactivation { state.musicPlaying = true }
      }
    }
  }

  public func interruptions() -> AsyncStream<AudioInterruption> {
    let (stream, continuation) = AsyncStream.makeStream(of: AudioInterruption.self)
    let id = UUID()
    // A stream its reader let go of hears nothing more, and is not kept.
    continuation.onTermination = { [state] _ in state { _ = $0.observers.removeValue(forKey: id) } }
    state { $0.observers[id] = continuation }
    return stream
  }

  /// A phone call arrives: it stops the other app's music, and an active session is deactivated and told so (an
  /// inactive one has nothing to interrupt and hears nothing).
  public func callBegan() {
    let (wasActive, observers) = state { state in
      let wasActive = state.active
      state.inCall = true
      state.interruptedByCall = wasActive
      state.active = false
      state.musicPlaying = false
      state.othersDucked = false
      return (wasActive, Array(state.observers.values))
    }
    if wasActive { observers.forEach { $0.yield(.began) } }
  }

  /// The call ends; iOS says whether the app may resume, to a session the call interrupted (one that heard no
  /// `.began` hears no `.ended` either).
  public func callEnded(shouldResume: Bool = true) {
    let (interrupted, observers) = state { state in
      let interrupted = state.interruptedByCall
      state.inCall = false
      state.interruptedByCall = false
      return (interrupted, Array(state.observers.values))
    }
    if interrupted { observers.forEach { $0.yield(.ended(shouldResume: shouldResume)) } }
  }

  public func routeChanges() -> AsyncStream<AudioRouteChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: AudioRouteChange.self)
    let id = UUID()
    continuation.onTermination = { [state] _ in state { _ = $0.routeObservers.removeValue(forKey: id) } }
    state { $0.routeObservers[id] = continuation }
    return stream
  }

  /// The headphones are unplugged (or Bluetooth ones go away): the route changes with reason
  /// `oldDeviceUnavailable`, told whether or not the session is active; the session stays active and a player
  /// goes on through the speaker unless the app pauses it.
  public func headphonesUnplugged() {
    let observers = state { Array($0.routeObservers.values) }
    observers.forEach { $0.yield(.oldDeviceUnavailable) }
  }
}
