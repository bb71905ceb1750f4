import AppServices
import AppServicesTestSupport
import Testing

@Suite("Speech Recognition and microphone prompts move the scene as iOS does")
@MainActor
struct SpeechPermissionPromptTests {
  // https://developer.apple.com/forums/thread/798618 (a permission alert makes the scene inactive, not background)
  @Test("Each permission prompt makes the scene inactive while it is up, and active again once answered")
  func promptsMakeTheSceneInactive() async {
    let scene = SimulatedScene()
    let speech = SimulatedSpeech(scene: scene)
    var phasesDuringPrompts: [AppScenePhase] = []
    scene.follow { phasesDuringPrompts.append($0) }
    speech.nextSpeechAnswer = .authorized
    #expect(await speech.requestSpeechAuthorization() == .authorized)
    speech.nextMicrophoneAnswer = true
    #expect(await speech.requestMicrophonePermission())
    #expect(speech.prompts == ["speech", "microphone"])
    #expect(phasesDuringPrompts == [.inactive, .active, .inactive, .active])
  }

  @Test("A permission already answered shows no prompt and leaves the scene active")
  func answeredPermissionsDoNotPrompt() async {
    let scene = SimulatedScene()
    let speech = SimulatedSpeech(scene: scene)
    speech.changeInSettings(speech: .denied, microphone: .granted)
    #expect(await speech.requestSpeechAuthorization() == .denied)
    #expect(await speech.requestMicrophonePermission())
    #expect(speech.prompts.isEmpty && scene.history == [.active])
  }
}
