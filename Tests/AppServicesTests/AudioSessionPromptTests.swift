import AppServices
import AppServicesTestSupport
import Testing

/// `SimulatedAudioSession` with the options a spoken prompt uses, as AVAudioSession documents them
/// (../shared/reference/platform-behaviour.md, "AVFoundation audio"; ducking and spoken audio are not among its
/// facts, so those tests cite Apple's pages above them).
@Suite("The simulated audio session: ducking, spoken audio and the Silent switch")
struct AudioSessionPromptTests {
  // https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/duckothers and
  // .../interruptspokenaudioandmixwithothers: "You can set this option only if the audio session category is
  // playAndRecord, playback, or multiRoute. Setting it implicitly sets the mixWithOthers option."
  @Test("duckOthers and interruptSpokenAudioAndMixWithOthers are refused outside playback, and imply mixing")
  func promptOptions() async throws {
    let session = SimulatedAudioSession(musicPlaying: true)
    for category in [AudioCategory.ambient, .soloAmbient] {
      for option in [AudioCategoryOptions.duckOthers, .interruptSpokenAudioAndMixWithOthers] {
        await #expect(throws: AudioSessionError.invalidOptions) {
          try await session.setCategory(category, mode: .voicePrompt, options: option)
        }
      }
    }
    #expect(session.category == .soloAmbient && session.options.isEmpty, "a refused call changes nothing")
    try await session.setCategory(.playback, mode: .voicePrompt, options: .duckOthers)
    #expect(session.options == [.duckOthers, .mixWithOthers] && session.mode == .voicePrompt)
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/duckothers (others'
  // audio is ducked while the session is active) and .../interruptspokenaudioandmixwithothers (spoken audio such as a
  // podcast pauses, and resumes when the session deactivates with notifyOthersOnDeactivation)
  @Test("Ducking lowers the music only while the session is active; a podcast pauses and resumes when told")
  func duckingAndSpokenAudio() async throws {
    let prompt: AudioCategoryOptions = [.duckOthers, .interruptSpokenAudioAndMixWithOthers]
    let music = SimulatedAudioSession(musicPlaying: true)
    try await music.setCategory(.playback, mode: .voicePrompt, options: prompt)
    try await music.setActive(true, notifyOthersOnDeactivation: false)
    #expect(music.musicPlaying && music.othersDucked, "music is mixed, lowered")
    try await music.setActive(false, notifyOthersOnDeactivation: true)
    #expect(music.musicPlaying && !music.othersDucked)

    let podcast = SimulatedAudioSession(musicPlaying: true, otherAudio: .spoken)
    try await podcast.setCategory(.playback, mode: .voicePrompt, options: prompt)
    try await podcast.setActive(true, notifyOthersOnDeactivation: false)
    #expect(!podcast.musicPlaying, "spoken audio pauses rather than being talked over")
    try await podcast.setActive(false, notifyOthersOnDeactivation: true)
    #expect(podcast.musicPlaying)
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/soloambient,
  // .../ambient ("silenced by the Silent switch"), .../playback (it is not); platform-behaviour.md, "AVFoundation
  // audio": `.soloAmbient` and `.ambient` are silenced by the Silent switch and lock, `.playback` ignores the switch.
  @Test("The Silent switch silences the default and ambient sessions, not playback")
  func silentSwitch() async throws {
    let session = SimulatedAudioSession(musicPlaying: false)
    session.silentMode = true
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    #expect(!session.isAudible, "soloAmbient, the default, is silenced")
    try await session.setCategory(.playback, mode: .voicePrompt, options: [])
    #expect(session.isAudible)
    session.silentMode = false
    try await session.setCategory(.ambient, mode: .default, options: [])
    #expect(session.isAudible)
  }
}
