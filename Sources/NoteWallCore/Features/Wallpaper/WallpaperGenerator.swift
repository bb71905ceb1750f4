import Foundation
import Localization
import Rendering
import SharedStore

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
