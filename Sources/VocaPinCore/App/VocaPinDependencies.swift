import AppServices
import Foundation
import SharedStore

/// What VocaPin needs from the outside world; the app passes live ones, tests pass fakes.
public struct VocaPinDependencies: Sendable {
  /// The App Group store, shared with the widget.
  public var store: SharedStore
  /// Asks WidgetKit to redraw VocaPin's widgets: the model does after every change a widget shows (a note, the
  /// pin, the toggle) and when the app comes to the foreground, where reloads are free.
  public var widgetCenter: any WidgetCenterClient
  /// Which VocaPin widgets the user placed (`WidgetCenter.getCurrentConfigurations`), read at launch and on each
  /// return, so the toggle and the board tell the truth about the Home Screen.
  public var placedWidgets: any PlacedWidgetsClient
  /// Speech to text on device, for the editor's microphone.
  public var speech: any SpeechRecognizerClient
  /// Core Spotlight's index, so the Home Screen's search finds notes.
  public var searchIndex: any SearchIndexClient
  /// Opens other apps' links: VocaPin's page in Settings, where a refused permission is turned back on.
  public var urls: any URLOpenerClient
  /// Writes dictation's audio to a file, from the recognizer's own input tap.
  public var recorder: any VoiceRecorderClient
  /// Plays a note's recordings.
  public var player: any VoicePlayerClient
  /// The audio session recordings play in.
  public var audioSession: any AudioSessionClient
  /// Where recordings are kept: a folder of the app's own container, never the App Group the widgets read.
  public var recordings: RecordingFiles
  public var now: @Sendable () -> Date
  /// The privacy policy's page as the build configures it (`PrivacyPolicy` decides whether it is one).
  public var privacyPolicyURL: String?
  /// Where Export All Notes writes its file for the share sheet (the app's temporary directory).
  public var temporaryDirectory: URL
  /// The user's time zone, which an export's dates are written in.
  public var timeZone: TimeZone
  /// iCloud Sync's engine (`CKSyncEngine` in the app); `.unavailable` never syncs.
  public var noteSync: NoteSyncClient
  /// The device owner check (Face ID, Touch ID, Optic ID, the passcode) Lock VocaPin asks.
  public var deviceOwner: any DeviceOwnerAuthenticationClient

  public init(
    store: SharedStore, widgetCenter: any WidgetCenterClient, placedWidgets: any PlacedWidgetsClient,
    speech: any SpeechRecognizerClient, searchIndex: any SearchIndexClient, urls: any URLOpenerClient,
    now: @escaping @Sendable () -> Date = { Date() }, privacyPolicyURL: String? = nil,
    temporaryDirectory: URL = FileManager.default.temporaryDirectory, timeZone: TimeZone = .current,
    recorder: any VoiceRecorderClient, player: any VoicePlayerClient, recordings: RecordingFiles,
    audioSession: any AudioSessionClient, noteSync: NoteSyncClient = .unavailable,
    deviceOwner: any DeviceOwnerAuthenticationClient
  ) {
    // No defaults for the recording services: the app passes live ones, previews inert ones, tests their
    // doubles, so nothing records (or fails to) by accident.
    self.recorder = recorder
    self.player = player
    self.audioSession = audioSession
    self.recordings = recordings
    self.store = store
    self.widgetCenter = widgetCenter
    self.placedWidgets = placedWidgets
    self.speech = speech
    self.searchIndex = searchIndex
    self.urls = urls
    self.now = now
    self.privacyPolicyURL = privacyPolicyURL
    self.temporaryDirectory = temporaryDirectory
    self.timeZone = timeZone
    self.noteSync = noteSync
    self.deviceOwner = deviceOwner
  }
}
