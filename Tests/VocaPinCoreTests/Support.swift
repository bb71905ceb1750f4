import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import SharedStore
import Testing

@testable import VocaPinCore

/// A store in a fresh temporary folder that counts its writes (each one is a widget reload in the app).
@MainActor
final class VocaPinHarness {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-\(UUID().uuidString)")
  /// The app's temporary directory, where exports are written for the share sheet.
  let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-tmp-\(UUID().uuidString)")
  /// The app's scene, which the latest model follows (`scenePhaseChanged`), as SwiftUI's scenePhase would tell
  /// it. Tests move it only as iOS does (`leaveApp`, `openAppSwitcher`, `returnToApp`), never set a phase.
  let scene = SimulatedScene()
  /// WidgetKit as the app sees it: the reloads the model asked for (free while the scene is in the foreground).
  let widgetCenter: SimulatedWidgetCenter
  /// The user's Home Screen: the VocaPin widgets placed there (none on a fresh install).
  let homeScreen = SimulatedHomeScreen()
  /// Speech Recognition and the microphone: nothing asked yet; a prompt's answer must be scripted.
  let speech: SimulatedSpeech
  /// The recorder writing dictation's audio, the player and the audio session recordings play in.
  let recorder = SimulatedVoiceRecorder()
  let player = SimulatedVoicePlayer()
  let audioSession = SimulatedAudioSession(musicPlaying: false)
  /// The app's own container, where recordings are kept (never the App Group: `directory`).
  var recordingsDirectory: URL {
    directory.deletingLastPathComponent().appendingPathComponent("\(directory.lastPathComponent)-container/Recordings")
  }
  /// Core Spotlight's index on the phone.
  let searchIndex = SimulatedSearchIndex(location: VocaPinSpotlight.index)
  /// The phone's apps, Settings among them: what the app opened.
  let urls = SimulatedURLOpener()
  /// LocalAuthentication on a Face ID iPhone with a passcode; every prompt's answer must be scripted.
  let owner: SimulatedDeviceOwnerAuthentication
  private let writeLog = WriteLog()
  /// Files that cannot be removed now (by name prefix: "notes-item-", "deleted-item-"), as a failing disk refuses.
  let stuckFiles = StuckFiles()
  /// The build's `VOCAPIN_PRIVACY_POLICY_URL`, as Info.plist gives it to the app.
  var privacyPolicyURL: String?

  var writes: [String] { writeLog.keys }

  var store: SharedStore {
    SharedStore(
      directory: directory, onWrite: { [writeLog] key in writeLog.append(key) }, readGate: nil, protector: nil,
      removeGate: { [stuckFiles] file in stuckFiles.refusal(for: file) })
  }

  func clearWrites() { writeLog.clear() }

  /// Makes the notes folder unusable, as a file in its place: every read and write then fails.
  func breakFolder() throws {
    try FileManager.default.removeItem(at: directory)
    try Data().write(to: directory)
  }

  /// Takes away what `breakFolder` put in the folder's place: the next write makes the folder again.
  func mendFolder() throws {
    try FileManager.default.removeItem(at: directory)
  }

  /// Whether the first launch finds the widget turned off, as a user who turned it off left it; most tests
  /// start there to turn it on. A fresh install (`firstLaunch`) has no choice saved: the toggle then shows
  /// whether a widget is placed.
  let startsWithWidgetOff: Bool

  init(firstLaunch: Bool = false, biometry: BiometryType = .faceID, passcodeSet: Bool = true) {
    startsWithWidgetOff = !firstLaunch
    widgetCenter = SimulatedWidgetCenter(kinds: [VocaPinShared.widgetKind], following: scene)
    owner = SimulatedDeviceOwnerAuthentication(biometry: biometry, passcodeSet: passcodeSet, scene: scene)
    speech = SimulatedSpeech(scene: scene)
  }

  func model(
    now: Date = Date(timeIntervalSince1970: 1_790_000_000), noteSync: NoteSyncClient = .unavailable
  ) -> VocaPinModel {
    if startsWithWidgetOff, !FileManager.default.fileExists(atPath: directory.path) {
      // Written without the reload hook: it is the state before the test, not something the app did.
      try? SharedStore(directory: directory).write(VocaPinSettings(widgetEnabled: false), for: VocaPinShared.settings)
    }
    // A model made after the scene left is a new launch: its scene comes forward once the model is up.
    let relaunched = scene.phase != .active
    if relaunched { scene.relaunch() }
    let model = VocaPinModel(dependencies: dependencies(now: now, noteSync: noteSync))
    scene.onChange = { [weak model] phase in model?.scenePhaseChanged(to: phase) }
    // The board view's `onChange(of: scenePhase, initial: true)`: the launch's phase, delivered once; a relaunched
    // scene's view appears as it comes forward, through inactive to active.
    if relaunched { scene.returnToApp() } else { model.scenePhaseChanged(to: scene.phase) }
    return model
  }

  /// The phone's services, as a launch of the app gets them.
  func dependencies(
    now: Date = Date(timeIntervalSince1970: 1_790_000_000), noteSync: NoteSyncClient = .unavailable
  ) -> VocaPinDependencies {
    VocaPinDependencies(
      store: store, widgetCenter: widgetCenter, placedWidgets: homeScreen, speech: speech,
      searchIndex: searchIndex, urls: urls, now: { now }, privacyPolicyURL: privacyPolicyURL,
      temporaryDirectory: temporary, recorder: recorder, player: player,
      recordings: RecordingFiles(directory: recordingsDirectory), audioSession: audioSession, noteSync: noteSync,
      deviceOwner: owner)
  }

  isolated deinit {
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.removeItem(at: temporary)
  }
}

/// The keys written, in order (NSLock rather than Mutex, which the package's macOS 14 floor does not have).
/// The names of files a failing disk will not remove (`SharedStore`'s remove gate).
final class StuckFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var prefixes: [String] = []

  func stick(_ prefix: String) { lock.withLock { prefixes.append(prefix) } }
  func unstick() { lock.withLock { prefixes.removeAll() } }
  func refusal(for file: URL) -> (any Error)? {
    let name = file.lastPathComponent
    return lock.withLock { prefixes.contains { name.hasPrefix($0) } } ? CocoaError(.fileWriteUnknown) : nil
  }
}

final class WriteLog: @unchecked Sendable {
  private let lock = NSLock()
  private var written: [String] = []

  var keys: [String] { lock.withLock { written } }
  func append(_ key: String) { lock.withLock { written.append(key) } }
  func clear() { lock.withLock { written.removeAll() } }
}

extension VocaPinDestination {
  /// One destination of each kind (the editor on an empty draft): the screens hold models, so there is no
  /// `allCases` to list.
  @MainActor static var oneOfEach: [VocaPinDestination] {
    let app = VocaPinHarness().model()
    return [
      .editor(EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .default))), .allNotes(AllNotesModel()),
      .profileSettings(app.profileSettingsModel()),
      .widgetSetup(WidgetSetupModel()),
      .recentlyDeleted(
        RecentlyDeletedModel(
          store: SharedStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent("none")),
          now: { Date() })),
    ]
  }
}

extension VocaPinModel {
  /// Profile Settings' model, up or waiting to rise, for comparing what the stack holds; a new model (which
  /// equals none up) when Settings is not there, so the comparison fails rather than the test stopping.
  var shownProfileSettings: ProfileSettingsModel { profileSettingsScreen ?? profileSettingsModel() }
}

extension VocaPinModel {
  /// Waits for what coming to the foreground read off the main actor (the notes, the placed widgets).
  func refreshed() async {
    await foregroundRefresh?.value
  }

  /// Writes each text as a new note through the editor, as the user would: New Note, the words, Done.
  func write(_ texts: [String]) {
    for text in texts {
      startNewNote()
      editor?.text = text
      finishEditing()
      settlePresentation()
    }
  }

  /// A colour saved through the app's one save (`change`) with no sheet up: no screen offers this on the board (the
  /// editor is the user's way, and closing it sorts the board again), so tests that need a note edited under the
  /// board, as the widget's button or another device would, use it.
  func recolor(_ id: UUID, to color: NoteColor) {
    change { board in try board.recolor(id, to: color, at: dependencies.now()) }
  }

  /// Profile Settings, then its Home Screen Widget toggle turned on, every animation finished: the setup sheet
  /// is up over Profile Settings (VP-1.1).
  func turnOnWidgetInProfileSettings() {
    showProfileSettings()
    settlePresentation()
    widgetSetup.isOn = true
    settlePresentation()
  }

  /// Taps the alert's cancel button (OK, Cancel), as the user would.
  func dismissAlert() throws {
    let alert = try #require(presentation.alert)
    let ok = try #require(alert.buttons.first { $0.role == .cancel })
    tap(ok, of: alert)
  }

  /// The editor alone is up. The editor's destination holds its model, compared by identity, so a test names
  /// the one that is up rather than a bare `.editor`.
  var onlyTheEditorIsUp: Bool { editor.map { presentation.destinations == [.editor($0)] } ?? false }
}
