#if os(iOS)
  import AppServices
  import Foundation
  import NoteWallCore
  import RenderingCoreGraphics
  import SharedStore
  import Localization
  import LocalizationUI
  import SwiftUI

  // Xcode canvas previews of every NoteWall screen: each onboarding step, the notes home, its sheets.
  // PreviewProvider, not #Preview: the macro needs Xcode's PreviewsMacros plugin, which the Linux type-check does
  // not have (docs/architecture.md, "The Apple-only type-check"). Each preview builds its own model on a store and
  // a Documents stand-in in a fresh temporary folder, seeded with sample notes; links, Photos, notifications and
  // audio are stand-ins that answer harmlessly, with no system prompt, and no guide video is fetched.

  /// Opens nothing; says Safari and Shortcuts are installed, so no step offers to get them.
  struct PreviewURLOpener: URLOpenerClient {
    @MainActor func open(_ url: URL) async -> Bool { false }
    @MainActor func canOpen(_ url: URL) -> Bool { true }
  }

  /// An audio session that accepts everything and is never interrupted.
  struct PreviewAudioSession: AudioSessionClient {
    func setCategory(_ category: AudioCategory, mode: AudioMode, options: AudioCategoryOptions) async throws {}
    func setActive(_ active: Bool, notifyOthersOnDeactivation: Bool) async throws {}
    func interruptions() -> AsyncStream<AudioInterruption> { AsyncStream { $0.finish() } }
  }

  @MainActor
  enum NoteWallPreviewValues {
    static let sampleNotes = [
      "Drink water before coffee", "Call the bank about the card", "Pick up the dry cleaning",
      "Mum's birthday on Friday",
    ]

    /// A model on a fresh temporary folder: at `step` of the onboarding, or past it (nil) with the sample notes.
    static func model(step: OnboardingStep? = nil, withNotes: Bool = true) -> NoteWallModel {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("NoteWallPreviews-\(UUID().uuidString)", isDirectory: true)
      let store = SharedStore(directory: root.appendingPathComponent("Store", isDirectory: true))
      let documents = root.appendingPathComponent("Documents", isDirectory: true)
      try? FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
      var progress = OnboardingProgress()
      if let step {
        progress.flow = OnboardingFlow(startingAt: step)
      } else {
        progress.hasCompletedSetup = true
        progress.completedOnboardingVersion = OnboardingProgress.currentVersion
      }
      try? store.write(progress, for: OnboardingProgress.key)
      if withNotes {
        try? store.write(NoteList(sampleNotes.map { WallNote(text: $0) }), for: NoteList.key)
      }
      return NoteWallModel(
        dependencies: NoteWallDependencies(
          store: store, folder: documents, device: .fallback, renderer: CoreGraphicsRenderer(),
          urls: PreviewURLOpener(), photos: InertPhotoLibrary(),
          notifications: InertNotificationCenter(status: .notDetermined),
          // The celebration's beats take their time, as in the app; no widget in a preview.
          sleep: { try? await Task.sleep(for: $0) }, audioSession: PreviewAudioSession(),
          widgetCenter: InertWidgetCenter()))
    }
  }

  struct NoteWallRootView_Previews: PreviewProvider {
    static var previews: some View {
      NoteWallRootView(model: NoteWallPreviewValues.model())
        .previewDisplayName("Notes home")
      NoteWallRootView(model: NoteWallPreviewValues.model(withNotes: false))
        .preferredColorScheme(.dark)
        .previewDisplayName("Notes home, no notes, dark")
    }
  }

  struct NoteWallOnboarding_Previews: PreviewProvider {
    static var previews: some View {
      ForEach(OnboardingStep.allCases, id: \.self) { step in
        NoteWallRootView(model: NoteWallPreviewValues.model(step: step, withNotes: step != .addNotes))
          .previewDisplayName("Onboarding: \(step)")
      }
      CelebrationView(beat: CompletionSequence.beats[0].beat)
        .previewDisplayName("Onboarding: celebration")
      CelebrationView(beat: .confetti)
        .previewDisplayName("Onboarding: confetti")
    }
  }

  /// Each screen on its own, as Xcode's canvas lists them: the notes home and every onboarding step's view.
  struct NoteWallScreens_Previews: PreviewProvider {
    static let videoWidth = 260.0

    static var previews: some View {
      NotesHomeView(model: NoteWallPreviewValues.model())
        .previewDisplayName("Notes home, alone")
      HookView(model: NoteWallPreviewValues.model(step: .hook).onboarding)
        .previewDisplayName("Step: hook")
      WelcomeView()
        .previewDisplayName("Step: welcome")
      VideoIntroductionView(
        model: NoteWallPreviewValues.model(step: .videoIntroduction).onboarding, videoWidth: videoWidth
      )
      .previewDisplayName("Step: video introduction")
      InstallShortcutView(
        model: NoteWallPreviewValues.model(step: .installShortcut).onboarding, videoWidth: videoWidth
      )
      .previewDisplayName("Step: install the shortcut")
      AddNotesView(notes: NoteWallPreviewValues.model(step: .addNotes, withNotes: false).notes)
        .previewDisplayName("Step: add notes")
      ChooseWallpapersView(model: NoteWallPreviewValues.model(step: .chooseWallpapers).onboarding)
        .previewDisplayName("Step: choose wallpapers")
      PermissionsView(model: NoteWallPreviewValues.model(step: .permissions).onboarding, videoWidth: videoWidth)
        .previewDisplayName("Step: permissions")
      OverviewView(model: NoteWallPreviewValues.model(step: .overview).onboarding)
        .previewDisplayName("Step: overview")
    }
  }

  struct NoteWallSheets_Previews: PreviewProvider {
    static var previews: some View {
      NoteEditor(editor: NoteEditorModel(note: WallNote(text: NoteWallPreviewValues.sampleNotes[0])))
        .previewDisplayName("Edit note")
      let model = NoteWallPreviewValues.model()
      AppearanceSheet(appearance: model.appearance)
        .previewDisplayName("Appearance")
      NoteWallPrivacySheet(summary: NoteWallPrivacy.summary) {}
        .previewDisplayName("Privacy policy")
      HelpView {}
        .previewDisplayName("Help")
    }
  }
#endif
