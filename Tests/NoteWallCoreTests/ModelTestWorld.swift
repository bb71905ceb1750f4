import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import SharedStore
import TestSupport
import Testing

@testable import NoteWallCore

/// The Cairo renderer, counting how often pixels are read back (a photo's brightness being measured); called
/// from the background drawing too, so the count is behind a lock.
final class CountingRenderer: Renderer, @unchecked Sendable {
  let base: CairoRenderer
  private let lock = NSLock()
  private var count = 0
  var samples: Int { lock.withLock { count } }

  init(_ base: CairoRenderer) { self.base = base }

  func measure(_ text: String, font: FontSpec, width: Double, lineSpacing: Double) -> TextMeasurement {
    base.measure(text, font: font, width: width, lineSpacing: lineSpacing)
  }
  func renderPNG(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Data {
    try base.renderPNG(list, pixelWidth: pixelWidth)
  }
  func renderJPEG(_ list: DisplayList, pixelWidth: Int, quality: Double) throws(RenderingError) -> Data {
    try base.renderJPEG(list, pixelWidth: pixelWidth, quality: quality)
  }
  func renderRGBA(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> RGBAPixels {
    lock.withLock { count += 1 }
    return try base.renderRGBA(list, pixelWidth: pixelWidth)
  }
}

/// Counts calls made from any thread.
final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  var count: Int { lock.withLock { calls } }
  func record() { lock.withLock { calls += 1 } }
}

/// The outside world of one model: what was opened, asked and waited for.
@MainActor
final class World {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-model-\(UUID().uuidString)")
  /// The app's Documents (what Files and the shortcut see); the store lives beside it, private.
  var folder: URL { root.appendingPathComponent("Documents") }
  let renderer = CairoRenderer()
  /// Photos, notifications and the audio session as iOS behaves (AppServicesTestSupport): a prompt the test did
  /// not script (`photos.scriptPrompt`, `notifications.scriptPrompt`) fails the test where it appears.
  let photos = SimulatedPhotoLibrary()
  let notifications = SimulatedNotificationCenter()
  let audio = SimulatedAudioSession(musicPlaying: true)
  /// The app's scene: the first model made follows it, as SwiftUI's scenePhase tells the app (models made later
  /// stand for relaunches a test checks, and are driven by hand).
  let scene = SimulatedScene()
  private var sceneHasApp = false
  /// The phone's apps: the stock ones; NoteWall lists no LSApplicationQueriesSchemes (project.yml).
  let urls = SimulatedURLOpener()
  var opened: [String] {
    get { urls.opened }
    set { urls.opened = newValue }
  }
  var waits: [Duration] = []
  var configuration = NoteWallConfiguration()
  var bundled: Set<GuideVideo> = []
  lazy var counting = CountingRenderer(renderer)
  /// The App Group the Lock Screen widget reads, and its reload requests as iOS budgets them.
  lazy var widgetStore = SharedStore(directory: root.appendingPathComponent("AppGroup"))
  lazy var widgets = SimulatedWidgetCenter(kinds: NoteWallShared.appGroup.widgetKinds, following: scene)

  var dependencies: NoteWallDependencies {
    NoteWallDependencies(
      store: SharedStore(directory: root.appendingPathComponent("Store")), folder: folder,
      device: DeviceProfile.named("15")!, renderer: counting,
      urls: urls, photos: photos, notifications: notifications,
      configuration: configuration,
      bundledVideo: { [unowned self] video in
        bundled.contains(video) ? URL(fileURLWithPath: "/App.app/\(video.fileName)") : nil
      },
      // Records the wait and lets other work run, as a real wait would, without taking the time.
      sleep: { [unowned self] in
        waits.append($0)
        await Task.yield()
      }, audioSession: audio, widgetStore: widgetStore, widgetCenter: widgets)
  }

  func model() -> NoteWallModel {
    let model = NoteWallModel(dependencies: dependencies)
    if !sceneHasApp {
      sceneHasApp = true
      scene.onChange = { [weak model] phase in model?.scenePhaseChanged(to: phase) }
    }
    return model
  }

  func photo(_ color: RGBAColor) throws -> Data {
    try renderer.renderJPEG(
      DisplayList(
        size: Size(width: 60, height: 120),
        items: [.fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 60, height: 120)), paint: .solid(color)))]),
      pixelWidth: 60, quality: 0.9)
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}

extension World {
  /// A model walked to Step 3's installation check, back from Shortcuts.
  func modelAtInstallCheck() async -> NoteWallModel {
    let model = model()
    model.onboarding.getStarted()
    await model.onboarding.advance()
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()
    await model.onboarding.installShortcut()
    scene.leaveApp()
    scene.returnToApp()
    return model
  }
}

extension NoteWallModel {
  /// The message's OK, as the presentation adapter reports it: the alert is dismissed on the stack.
  func tapMessageOK() {
    guard let alert = presentation.alert, case .message = alertUp else { return }
    presentation.alertDismissed(id: alert.id)
  }

  /// Types each note into the field and taps plus, as a user adds notes.
  func add(_ texts: String...) {
    for text in texts {
      notes.draft = text
      notes.addDraft()
    }
  }
}
