#if os(iOS)
  import AppServices
  import AppServicesLive
  import AppServicesLocalAuthentication
  import Foundation
  import SharedStore
  import SharedStoreWidgetKit
  import VocaPinCore

  extension VocaPinDependencies {
    /// The app's services. The App Group store is shared with the widgets; the model asks WidgetKit to reload
    /// after every change a widget shows, so the store's own hook is off. The recorder writes the recognizer's
    /// own input tap (one audio session, one tap); recordings are kept in the app's own Application Support
    /// folder, never in the App Group the widgets read, and play through AVAudioPlayer in the app's audio session.
    @MainActor
    public static func live() -> VocaPinDependencies {
      let speech = LiveSpeechRecognizer()
      let support =
        (try? FileManager.default.url(
          for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true))
        ?? URL.applicationSupportDirectory
      return VocaPinDependencies(
        store: .appGroup(VocaPinShared.appGroup), widgetCenter: .live, placedWidgets: .live, speech: speech,
        searchIndex: LiveSearchIndex(VocaPinSpotlight.index), urls: .live,
        privacyPolicyURL: PrivacyPolicy.configuredInBundle, recorder: speech.recorder, player: .live,
        recordings: RecordingFiles(directory: support.appendingPathComponent("Recordings")), audioSession: .live,
        // iCloud Sync through the container the build names (project.yml); off until the user turns it on.
        noteSync: LiveNoteSyncEngine.inBundle()?.client ?? .unavailable,
        // Lock VocaPin's check: Face ID, Touch ID or Optic ID, then the passcode.
        deviceOwner: .live)
    }
  }
#endif
