#if os(iOS)
  import AppServices
  import AppServicesLive
  import AppServicesPhotos
  import Foundation
  import NoteWallCore
  import Rendering
  import RenderingCoreGraphics
  import SharedStore
  import SharedStoreWidgetKit
  import UIKit

  extension NoteWallDependencies {
    /// The app's dependencies: notes and progress in Application Support, wallpapers in Documents (shared with
    /// Files, where the shortcut reads them), this phone's screen, Core Graphics drawing, the system's URL
    /// handling, Photos and notifications, and the Info.plist configuration.
    @MainActor
    public static func live(bundle: Bundle = .main) throws -> NoteWallDependencies {
      let files = FileManager.default
      let support = try files.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      let documents = try files.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      let renderer = CoreGraphicsRenderer()
      return NoteWallDependencies(
        store: SharedStore(directory: support.appendingPathComponent("NoteWall")), folder: documents,
        // The root view measures the real screen on appearance (NoteWallModel.screenMeasured).
        device: .fallback,
        renderer: renderer,
        urls: .live,
        photos: .live,
        // Criterion: NW-7.3 — the third permission is the system's notification prompt; the same centre holds
        // the "notes changed" reminder.
        notifications: .live,
        configuration: NoteWallConfiguration(
          videoBaseURL: bundle.object(forInfoDictionaryKey: "NoteWallVideoBaseURL") as? String,
          supportURL: bundle.object(forInfoDictionaryKey: "NoteWallSupportURL") as? String,
          shortcutURL: bundle.object(forInfoDictionaryKey: "NoteWallShortcutURL") as? String,
          shortcutName: bundle.object(forInfoDictionaryKey: "NoteWallShortcutName") as? String,
          privacyPolicyURL: bundle.object(forInfoDictionaryKey: PrivacyPolicy.infoKey) as? String),
        // The video drawn in the app's language, else the English one.
        bundledVideo: { video in
          video.bundled { bundle.url(forResource: $0, withExtension: "mp4", subdirectory: $1) }
        },
        sleep: { try? await Task.sleep(for: $0) },
        audioSession: .live,
        // The Lock Screen widget's copy of the notes; the model asks it to redraw after each change.
        widgetStore: .appGroup(NoteWallShared.appGroup), widgetCenter: .live)
    }
  }
#endif
