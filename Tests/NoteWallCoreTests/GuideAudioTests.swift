import AppServices
import AppServicesTestSupport
import TestSupport
import Testing

@testable import NoteWallCore

/// The guide videos beside the user's music, on SimulatedAudioSession (platform-behaviour.md, "AVFoundation
/// audio"): a muted video never stops it; only an unmuted one takes over, and the music resumes after.
@MainActor
@Suite("NoteWall guide audio")
struct GuideAudioTests {
  @Test("NW-3.1 / NW-4.2: a muted video, in the app or picture-in-picture, never stops the user's music")
  func mutedMixes() async {
    let session = SimulatedAudioSession(musicPlaying: true)
    let audio = GuideAudio(session: session)
    await audio.playing(pictureInPicture: false, unmuted: false)
    #expect(session.musicPlaying && session.category == .ambient && session.isActive)
    await audio.playing(pictureInPicture: true, unmuted: false)
    #expect(session.musicPlaying && session.category == .playback, "PiP needs playback; it mixes")
  }

  @Test("Unmuting takes the audio over; muting again or leaving deactivates with notifyOthersOnDeactivation")
  func unmutedThenResumes() async {
    let session = SimulatedAudioSession(musicPlaying: true)
    let audio = GuideAudio(session: session)
    await audio.playing(pictureInPicture: false, unmuted: true)
    #expect(!session.musicPlaying, "the user asked to hear the video")
    await audio.playing(pictureInPicture: false, unmuted: false)
    #expect(session.musicPlaying && session.category == .ambient, "muted again: the music resumes")
    await audio.playing(pictureInPicture: false, unmuted: true)
    await audio.stopped()
    #expect(session.musicPlaying && !session.isActive, "leaving the video: the music resumes")
  }

  @Test(
    "Every category the guide asks for is one AVAudioSession takes: moviePlayback and mixWithOthers only on playback")
  func documentedCombinations() async {
    let session = SimulatedAudioSession(musicPlaying: true)
    let audio = GuideAudio(session: session)
    for (pip, unmuted) in [(false, false), (true, false), (false, true), (true, true)] {
      await audio.playing(pictureInPicture: pip, unmuted: unmuted)
      #expect(audio.lastFailure == nil, "pip \(pip), unmuted \(unmuted)")
      #expect(session.isActive)
    }
    await audio.playing(pictureInPicture: true, unmuted: false)
    #expect(session.category == .playback && session.mode == .moviePlayback && session.options == .mixWithOthers)
  }

  @Test("A call takes the audio; when it ends with should-resume, the video still playing gets its session back")
  func resumesAfterCall() async {
    let session = SimulatedAudioSession(musicPlaying: false)
    let audio = GuideAudio(session: session)
    await audio.playing(pictureInPicture: true, unmuted: true)
    session.callBegan()
    #expect(await waitUntil { !audio.isActive } && !session.isActive)
    await audio.playing(pictureInPicture: true, unmuted: true)
    #expect(audio.lastFailure == .cannotInterruptOthers, "the call holds the audio: said, nothing forced")
    session.callEnded(shouldResume: true)
    #expect(await waitUntil { audio.isActive } && session.isActive && audio.lastFailure == nil)
  }

  @Test("Leaving a video while its activation is still on its way ends inactive: the calls keep their order")
  func callsKeepTheirOrder() async {
    // The session answers later, as the real one does from its own queue.
    let session = SimulatedAudioSession(musicPlaying: true) { for _ in 0..<20 { await Task.yield() } }
    let audio = GuideAudio(session: session)
    let play = Task { await audio.playing(pictureInPicture: false, unmuted: true) }
    await Task.yield()
    await audio.stopped()
    await play.value
    #expect(!session.isActive && !audio.isActive, "the last thing asked for was to stop")
    #expect(session.musicPlaying, "and the music resumed")
  }

  @Test("The app going to the background ends the session, so the music resumes")
  func backgroundStops() async {
    let world = World()
    let model = world.model()
    await model.guide.audio.playing(pictureInPicture: false, unmuted: true)
    #expect(!world.audio.musicPlaying)
    world.scene.leaveApp()
    _ = await untilHolds { !world.audio.isActive }
    #expect(world.audio.musicPlaying && !world.audio.isActive)
  }
}

/// "Start notes lower" (issue 30): a drag saves and redraws once, when it ends.
@MainActor
@Suite("NoteWall slider")
struct NotesLowerSliderTests {
  @Test("Dragging the slider saves nothing and draws nothing until the drag ends; then once")
  func commitsOnDragEnd() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.wallpaper.finishWork()
    let store = world.dependencies.store
    for tick in stride(from: 0.0, through: 120, by: 4) {
      model.appearance.notesTopOffsetSlider = tick
      #expect(model.appearance.status == .saved, "no drawing while dragging")
    }
    #expect(store.read(WallpaperSettings.key).notesTopOffset == 0, "nothing saved while dragging")
    #expect(model.appearance.notesTopOffsetSlider == 120 && model.appearance.settings.notesTopOffset == 0)
    model.appearance.notesTopOffsetDragEnded()
    #expect(model.appearance.status == .saving && model.appearance.draggedTopOffset == nil)
    await model.wallpaper.finishWork()
    #expect(store.read(WallpaperSettings.key).notesTopOffset == 120 && model.appearance.settings.notesTopOffset == 120)
    #expect(try #require(model.wallpaper.layout).region.y >= model.device.widgetRowBottom + 120)
  }

  @Test("VoiceOver's swipes adjust without a drag: each step is saved and drawn, within the slider's range")
  func voiceOverSteps() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.wallpaper.finishWork()
    let store = world.dependencies.store
    model.appearance.stepNotesTopOffset(up: true)
    model.appearance.stepNotesTopOffset(up: true)
    #expect(
      model.appearance.draggedTopOffset == nil
        && model.appearance.notesTopOffsetSlider == 2 * AppearanceModel.topOffsetStep)
    await model.wallpaper.finishWork()
    #expect(store.read(WallpaperSettings.key).notesTopOffset == 2 * AppearanceModel.topOffsetStep, "saved")
    #expect(
      try #require(model.wallpaper.layout).region.y >= model.device.widgetRowBottom + 2 * AppearanceModel.topOffsetStep)
    for _ in 0..<5 { model.appearance.stepNotesTopOffset(up: false) }
    #expect(model.appearance.settings.notesTopOffset == 0, "never below the range")
    for _ in 0..<100 { model.appearance.stepNotesTopOffset(up: true) }
    #expect(model.appearance.settings.notesTopOffset == WallpaperSettings.topOffsetRange.upperBound, "never above it")
    await model.wallpaper.finishWork()
    #expect(store.read(WallpaperSettings.key).notesTopOffset == WallpaperSettings.topOffsetRange.upperBound)
  }
}

@MainActor
@Suite("NoteWall video controls")
struct VideoControlsTests {
  @Test("NW-3.2: the mute button shows only when the video has sound; VoiceOver users get the text first, once")
  func muteOnlyWithSound() {
    let world = World()
    let model = world.model()
    model.guide.videoLoaded(.welcome, duration: 12, hasSound: false)
    #expect(model.guide.videos[.welcome]?.offersMute == false)
    model.guide.videoLoaded(.welcome, duration: 12, hasSound: true)
    #expect(model.guide.videos[.welcome]?.offersMute == true)
    model.onboarding.guideAppeared(.welcome, voiceOver: false)
    #expect(!model.onboarding.flow.showsTextVersion)
    model.onboarding.guideAppeared(.welcome, voiceOver: true)
    #expect(model.onboarding.flow.showsTextVersion, "text first with VoiceOver")
    model.onboarding.setShowsTextVersion(false)
    model.onboarding.guideAppeared(.welcome, voiceOver: true)
    #expect(!model.onboarding.flow.showsTextVersion, "the user's switch to the video is kept")
    model.onboarding.guideAppeared(.howToFix, voiceOver: true)
    #expect(model.onboarding.flow.showsFixTextVersion)
  }

  @Test("NW-3.5: a remote video that fails to load (offline) falls back to the bundled one, else the text")
  func offlineFallsBack() {
    let world = World()
    world.configuration = NoteWallConfiguration(videoBaseURL: "https://videos.example.com/notewall")
    world.bundled = [.welcome]
    let model = world.model()
    guard case .remote = model.guide.source(of: .welcome) else {
      Issue.record("remote first")
      return
    }
    model.guide.remoteVideoFailed(.welcome)
    guard case .bundled = model.guide.source(of: .welcome) else {
      Issue.record("bundled when offline")
      return
    }
    model.guide.remoteVideoFailed(.howToFix)
    #expect(model.guide.source(of: .howToFix) == .textOnly, "nothing bundled: the text version")
  }
}
