import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

@testable import NoteWallCore

/// Lock screen wallpapers on a few screens and backgrounds compared with committed PNGs, with a tolerance for
/// font-engine and antialiasing noise. Drawn at @1x to keep the files small; the layout is in points, so the
/// same image at @3x only has more pixels. `RENDERING_UPDATE_GOLDENS=1 swift test --filter NoteWallGoldenTests`
/// rewrites them.
@Suite("NoteWall golden images")
struct NoteWallGoldenTests {
  static let tolerance = 2.5
  static let notes = [
    "Call the dentist before Friday", "Water the plants 🌱", "Finish the quarterly report",
    "Pick up Maya at 5:30", "Read 20 pages tonight",
  ]

  /// A photo made the same way on every machine: a diagonal sky-to-sand gradient, encoded as JPEG.
  static func photo(_ renderer: CairoRenderer) throws -> Data {
    let size = Size(width: 300, height: 600)
    let list = DisplayList(
      size: size,
      items: [
        .fill(
          ShapeFill(
            shape: .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)),
            paint: .linearGradient(
              start: Point(x: 0, y: 0), end: Point(x: size.width, y: size.height),
              stops: [
                GradientStop(location: 0, color: RGBAColor(hex: 0x87CEEB)),
                GradientStop(location: 1, color: RGBAColor(hex: 0xF4A460)),
              ])))
      ])
    return try renderer.renderJPEG(list, pixelWidth: 300, quality: 0.9)
  }

  /// What the app and the tool do: sample the photo small, cell by cell.
  static func brightness(of photo: Data, on device: DeviceProfile, renderer: CairoRenderer) throws -> PhotoBrightness {
    try #require(PhotoLuminance.measure(photo: photo, on: device, renderer: renderer))
  }

  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let device: String
    let widgets: Bool
    let background: String
    var description: String { name }
  }

  static let cases = [
    Case(name: "se-black-no-widgets", device: "SE", widgets: false, background: "none"),
    Case(name: "16-pro-max-white-widgets", device: "16 Pro Max", widgets: true, background: "white"),
    Case(name: "15-photo-widgets", device: "15", widgets: true, background: "photo"),
    Case(name: "mini-navy-no-widgets", device: "13 mini", widgets: false, background: "navy"),
  ]

  @Test(
    "NW-6.3 / NW-6.5 / NW-10.4: wallpapers on four screens and backgrounds match their golden PNGs",
    arguments: cases)
  func golden(_ example: Case) throws {
    let renderer = CairoRenderer()
    let device = try #require(DeviceProfile.named(example.device))
    let background: WallpaperBackground =
      switch example.background {
      case "photo":
        .photo(
          try Self.photo(renderer),
          brightness: try Self.brightness(of: try Self.photo(renderer), on: device, renderer: renderer))
      case "none": .none
      default: .color(try #require(ColorPreset(rawValue: example.background)))
      }
    let layout = WallpaperLayout.make(notes: Self.notes, device: device, widgets: example.widgets, measurer: renderer)
    #expect(layout.unfit.isEmpty)
    try compare(WallpaperScene.make(layout: layout, background: background), named: example.name, renderer: renderer)
  }

  @Test("NW-4.6: the instruction wallpaper matches its golden PNG")
  func instruction() throws {
    let renderer = CairoRenderer()
    try compare(
      WallpaperScene.instruction(for: try #require(DeviceProfile.named("15"))), named: "instruction",
      renderer: renderer)
  }

  private func compare(_ list: DisplayList, named name: String, renderer: CairoRenderer) throws {
    let png = try renderer.renderPNG(list, pixelWidth: Int(list.size.width))
    guard let golden = try Golden.committed(png, name: name, bundle: .module, testFile: #filePath) else { return }
    let difference = try #require(try Bitmap(png: png).meanDifference(from: Bitmap(png: golden)), "same size")
    #expect(difference < Self.tolerance, "\(name) differs from its golden image by \(difference) per channel")
  }
}
