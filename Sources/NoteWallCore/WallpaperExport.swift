import Foundation
import Localization
import Rendering
import SharedStore

/// The home screen choice (NW-6.1, NW-6.2): a photo, a preset, or nothing (the shortcut keeps the current one).
public enum HomeScreenChoice: Equatable, Codable, Sendable {
  case photo
  case preset(ColorPreset)
  case unchanged

  public static let presets: [ColorPreset] = [.black, .gray, .white]
}

/// The lock screen background choice (NW-6.3).
public enum LockScreenChoice: Equatable, Codable, Sendable {
  case photo
  case color(ColorPreset)
  case notSelected
}

/// What Step 5 and the appearance screen keep (NW-6, NW-9.1).
public struct WallpaperSettings: Equatable, Codable, Sendable {
  public var home = HomeScreenChoice.unchanged
  public var lock = LockScreenChoice.notSelected
  /// NW-6.5: on by default.
  public var usesLockScreenWidgets = true
  /// Points to move the notes down, for iOS 26's enlarged clock ("adaptive time"), which no fixed table covers;
  /// kept within `topOffsetRange`.
  public var notesTopOffset: Double {
    get { storedTopOffset }
    set { storedTopOffset = newValue.isFinite ? min(max(newValue, 0), Self.topOffsetRange.upperBound) : 0 }
  }
  private var storedTopOffset = 0.0

  public static let topOffsetRange = 0.0...300.0

  public init() {}

  private enum CodingKeys: String, CodingKey { case home, lock, usesLockScreenWidgets, notesTopOffset }

  /// Settings written by an older version lack newer keys: those take their defaults, the rest is kept.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    home = try container.decodeIfPresent(HomeScreenChoice.self, forKey: .home) ?? .unchanged
    lock = try container.decodeIfPresent(LockScreenChoice.self, forKey: .lock) ?? .notSelected
    usesLockScreenWidgets = try container.decodeIfPresent(Bool.self, forKey: .usesLockScreenWidgets) ?? true
    notesTopOffset = try container.decodeIfPresent(Double.self, forKey: .notesTopOffset) ?? 0
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(home, forKey: .home)
    try container.encode(lock, forKey: .lock)
    try container.encode(usesLockScreenWidgets, forKey: .usesLockScreenWidgets)
    try container.encode(notesTopOffset, forKey: .notesTopOffset)
  }

  public static let key = StoreKey("notewall-settings", default: WallpaperSettings())
}

/// A save's progress, as the screen words it (NW-6.4).
public enum SaveStatus: Equatable, Sendable {
  case saving, saved, failed(String)

  /// Why a wallpaper that could not be drawn was not saved (the photo or the notes could not be drawn).
  public static let drawingFailed = LocalizedCopy(
    "notewall.saveStatus.drawingFailed", "The image couldn't be drawn. Try again, or choose another photo.")

  public var message: LocalizedCopy {
    switch self {
    case .saving: LocalizedCopy("notewall.saveStatus.saving", "Saving…")
    case .saved: LocalizedCopy("notewall.saveStatus.saved", "Saved. Your wallpaper is ready.")
    case .failed(let reason):
      LocalizedCopy("notewall.saveStatus.failed", "Couldn't save the wallpaper. %@", .text(reason))
    }
  }
}

/// Writes the images where the spec's shortcut reads them (NW-10.2, docs/notewall-shortcut.md):
/// `NoteWall/LockScreen/lockscreen.jpg` and `NoteWall/HomeScreen/homescreen.jpg` under the app's folder (JPEG:
/// docs/benchmarks.md says why). The shortcut takes each folder's contents, so nothing else is written there. With
/// no home choice (NW-6.2) there is no home image, so the shortcut has none to set: the spec says it then reuses
/// the current home screen ("If user doesn't select anything, shortcut will reuse current home screen wallpaper").
public struct WallpaperExporter: Sendable {
  public let root: URL
  public init(root: URL) { self.root = root }

  public var lockScreenFile: URL { root.appendingPathComponent(ShortcutContract.lockScreenPath) }
  public var homeScreenFile: URL { root.appendingPathComponent(ShortcutContract.homeScreenPath) }

  /// What to do with the home screen image beside a new lock screen.
  public enum HomeScreenImage: Sendable {
    case write(Data)
    /// "Keep Current" (NW-6.2): the home image goes: a stale one (or a stand-in) would be set by the shortcut
    /// over the home screen the user chose to keep.
    case keepCurrent
    /// Unchanged since it was last written (a note change never alters the home screen).
    case keep
  }

  public func save(lockScreen: Data, homeScreen: HomeScreenImage) -> SaveStatus {
    do {
      try write(lockScreen, to: lockScreenFile)
      switch homeScreen {
      case .write(let image): try write(image, to: homeScreenFile)
      case .keepCurrent: try remove(homeScreenFile)
      case .keep: break
      }
      try removeEarlierLayout()
      return .saved
    } catch {
      return .failed(error.localizedDescription)
    }
  }

  /// The files an earlier build wrote straight under Documents, and their folders once empty: the shortcut never
  /// reads them, and Files would show two sets of wallpapers.
  private func removeEarlierLayout() throws {
    for path in ShortcutContract.earlierLayout { try remove(root.appendingPathComponent(path)) }
    for folder in [ShortcutContract.lockScreenFolder, ShortcutContract.homeScreenFolder] {
      let url = root.appendingPathComponent(folder)
      if let left = try? FileManager.default.contentsOfDirectory(atPath: url.path), left.isEmpty { try remove(url) }
    }
  }

  private func remove(_ file: URL) throws {
    if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
  }

  private func write(_ data: Data, to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file, options: .atomic)
  }
}

/// "Update Wallpaper" (NW-10.3): runs the installed shortcut, which comes back to the app when done, or when it
/// failed or was cancelled, so a failure is explained in the app rather than left in Shortcuts. Each run carries
/// a token the app made (`?run=` on every callback): any web page can open `notewall://wallpaper-updated`, and
/// only a run the app started may say the wallpaper was set.
public enum ShortcutRunner {
  public static let shortcutName = ShortcutContract.defaultShortcutName
  public static let callback = ShortcutContract.successCallback
  public static let errorCallback = ShortcutContract.errorCallback

  /// Runs the shortcut the spec's link installs.
  public static var runURL: URL? { runURL(name: shortcutName) }

  /// Runs the shortcut of that name (a maintainer's own, NoteWallConfiguration.shortcutName); with a run token,
  /// every callback carries it.
  public static func runURL(name shortcutName: String, run token: String? = nil) -> URL? {
    let tagged = { (callback: String) in token.map { "\(callback)?run=\($0)" } ?? callback }
    let items = [
      ("name", shortcutName), ("x-success", tagged(callback)), ("x-error", tagged(errorCallback)),
      ("x-cancel", tagged(errorCallback)),
    ]
    // Each value percent-encoded whole: a callback's own `?` and `=` stay inside its parameter.
    let query = items.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: valueAllowed) ?? "")" }
    return URL(string: "shortcuts://x-callback-url/run-shortcut?" + query.joined(separator: "&"))
  }

  private static let valueAllowed = CharacterSet.alphanumerics.intersection(.urlQueryAllowed).union(
    CharacterSet(charactersIn: "-._~"))

  /// A new run's token: random, so a page cannot guess the one the app waits for.
  public static func newRunToken() -> String { UUID().uuidString }

  /// The run token a callback carries; nil without one.
  public static func runToken(from url: URL) -> String? {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "run" }?.value
  }

  /// What a `notewall://` link the app is opened with means; nil for anything else.
  public enum Callback: Equatable, Sendable {
    case updated
    /// Shortcuts passes `errorMessage` on x-error; nothing on x-cancel.
    case failed(String?)
  }

  public static func callback(from url: URL) -> Callback? {
    guard url.scheme == "notewall" else { return nil }
    switch url.host {
    case "wallpaper-updated": return .updated
    case "wallpaper-failed":
      let message = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == "errorMessage" }?.value
      // Shown in an alert: a short, single-line reason at most.
      return .failed(message.map { String($0.prefix(200)).replacingOccurrences(of: "\n", with: " ") })
    default: return nil
    }
  }
}

/// Draws and saves both images after any change to the notes or the appearance (NW-6.7, NW-10.2).
public struct WallpaperGenerator: Sendable {
  public let device: DeviceProfile
  public let renderer: any Renderer
  public let exporter: WallpaperExporter
  /// High enough that the notes' edges show no ringing at @3x; files of 0.5-1.5 MB.
  public static let jpegQuality = 0.9

  public init(device: DeviceProfile, renderer: any Renderer, exporter: WallpaperExporter) {
    self.device = device
    self.renderer = renderer
    self.exporter = exporter
  }

  /// `lockPhoto` and `homePhoto` are the chosen photos' bytes, the lock photo with its measured brightness.
  /// `redrawHome` false keeps the home screen image already written (it depends only on the home choice).
  public func regenerate(
    notes: NoteList, settings: WallpaperSettings, lockPhoto: (Data, brightness: PhotoBrightness)? = nil,
    homePhoto: Data? = nil,
    redrawHome: Bool = true
  ) -> (status: SaveStatus, layout: WallpaperLayout) {
    let layout = WallpaperLayout.make(
      notes: notes.wallpaperTexts, device: device, widgets: settings.usesLockScreenWidgets,
      extraTopOffset: settings.notesTopOffset, measurer: renderer)
    let background: WallpaperBackground =
      switch settings.lock {
      case .photo: lockPhoto.map { .photo($0.0, brightness: $0.brightness) } ?? .none
      case .color(let preset): .color(preset)
      case .notSelected: .none
      }
    let bounds = device.bounds
    let size = Size(width: bounds.width, height: bounds.height)
    let home: DisplayList? =
      switch settings.home {
      case .photo: homePhoto.map { DisplayList(size: size, items: [.image(ImageItem(data: $0, frame: bounds))]) }
      case .preset(let preset):
        DisplayList(size: size, items: [.fill(ShapeFill(shape: .rect(bounds), paint: .solid(preset.color)))])
      case .unchanged: nil
      }
    do {
      let lock = try renderer.renderJPEG(
        WallpaperScene.make(layout: layout, background: background), pixelWidth: device.pixelWidth,
        quality: Self.jpegQuality)
      let homeImage: WallpaperExporter.HomeScreenImage =
        if !redrawHome {
          .keep
        } else if let home {
          .write(try renderer.renderJPEG(home, pixelWidth: device.pixelWidth, quality: Self.jpegQuality))
        } else {
          .keepCurrent
        }
      return (exporter.save(lockScreen: lock, homeScreen: homeImage), layout)
    } catch {
      // A drawing error's own words are for a developer (RenderingError's cases); the user reads why in theirs.
      return (.failed(SaveStatus.drawingFailed.text), layout)
    }
  }
}
