import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

@testable import NoteWallCore

/// Readable on any photo: each note's ink is chosen for the photo where the note lies, and where neither ink
/// reaches 4.5:1 against every part of it, a translucent backing makes it, measured on the drawn pixels.
@Suite("NoteWall notes read on any photo")
struct ReadableTests {
  static let tolerance = 3.0
  let renderer = CairoRenderer()
  let device = DeviceProfile.named("iPhone 16")!
  static let notes = ["Call mum", "Gym at 7", "Read 20 pages", "Pay the rent by Friday", "Water the plants"]

  enum Photo: String, CaseIterable, CustomStringConvertible {
    case bright, dark, busy
    var description: String { rawValue }
  }

  /// Three photos as a phone takes them, drawn through the renderer: a bright sky with the sun, a night sky
  /// with stars, and a busy one (tiles of black and white, like a tiled floor or a shelf of books).
  func photo(_ kind: Photo) throws -> Data {
    let size = Size(width: device.pointWidth, height: device.pointHeight)
    let all = Rect(x: 0, y: 0, width: size.width, height: size.height)
    func gradient(_ top: UInt32, _ bottom: UInt32) -> DisplayItem {
      .fill(
        ShapeFill(
          shape: .rect(all),
          paint: .linearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 0, y: size.height),
            stops: [
              GradientStop(location: 0, color: RGBAColor(hex: top)),
              GradientStop(location: 1, color: RGBAColor(hex: bottom)),
            ])))
    }
    var items: [DisplayItem]
    switch kind {
    case .bright:
      items = [
        gradient(0x9FD3F7, 0xFFFFFF),
        .fill(
          ShapeFill(
            shape: .roundedRect(Rect(x: 260, y: 80, width: 90, height: 90), cornerRadius: 45),
            paint: .solid(RGBAColor(hex: 0xFFF6C0)))),
      ]
    case .dark:
      items = [gradient(0x0B1026, 0x1B2A4A)]
      for index in 0..<40 {
        let x = Double((index * 97) % Int(size.width))
        let y = Double((index * 211) % Int(size.height))
        items.append(
          .fill(
            ShapeFill(
              shape: .roundedRect(Rect(x: x, y: y, width: 2, height: 2), cornerRadius: 1),
              paint: .solid(RGBAColor(hex: 0xFFFFFF).withAlpha(0.8)))))
      }
    case .busy:
      items = [.fill(ShapeFill(shape: .rect(all), paint: .solid(.white)))]
      let tile = 22.0
      for row in 0..<Int(size.height / tile) + 1 {
        for column in 0..<Int(size.width / tile) + 1 where (row + column) % 2 == 0 {
          items.append(
            .fill(
              ShapeFill(
                shape: .rect(Rect(x: Double(column) * tile, y: Double(row) * tile, width: tile, height: tile)),
                paint: .solid(RGBAColor(hex: row % 3 == 0 ? 0x111111 : 0x3A2A1A)))))
        }
      }
    }
    return try renderer.renderJPEG(DisplayList(size: size, items: items), pixelWidth: 393, quality: 0.92)
  }

  func wallpaper(_ kind: Photo) throws -> (DisplayList, WallpaperLayout, WallpaperBackground) {
    let data = try photo(kind)
    let brightness = try #require(PhotoLuminance.measure(photo: data, on: device, renderer: renderer))
    let background = WallpaperBackground.photo(data, brightness: brightness)
    let layout = WallpaperLayout.make(notes: Self.notes, device: device, widgets: true, measurer: renderer)
    return (WallpaperScene.make(layout: layout, background: background), layout, background)
  }

  @Test(
    "NW-6.3: on a bright, a dark and a busy photo every note reaches 4.5:1 against the pixels behind it",
    arguments: Photo.allCases)
  func contrastWhereTheGlyphsFall(_ kind: Photo) throws {
    let (list, layout, background) = try wallpaper(kind)
    // The background as drawn (photo and any backing), without the text: what each note's glyphs sit on.
    let behind = DisplayList(
      size: list.size,
      items: list.items.filter {
        if case .text = $0 { return false }
        return true
      })
    let pixels = try renderer.renderRGBA(behind, pixelWidth: Int(device.pointWidth))
    for (note, treatment) in WallpaperScene.treatments(layout: layout, background: background) {
      var (below, total) = (0, 0)
      for y in Int(note.frame.minY)..<min(pixels.height, Int(note.frame.maxY)) {
        for x in Int(note.frame.minX)..<min(pixels.width, Int(note.frame.maxX)) {
          let pixel = pixels.rgb(x: x, y: y)
          let color = RGBAColor(
            red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
          if Contrast.ratio(treatment.ink.color, on: color) < 4.5 { below += 1 }
          total += 1
        }
      }
      #expect(total > 0)
      // The 2nd and 98th percentiles decide: a speck of noise may fall short, never a part of the note.
      #expect(
        Double(below) <= Double(total) * 0.02, "\(kind): \"\(note.text)\" \(below) of \(total) pixels under 4.5:1")
      #expect(treatment.worstContrast >= 4.5)
    }
  }

  @Test("NW-6.3: black ink on the bright photo, white on the dark, a backing only where the photo is busy")
  func treatmentByMeasurement() throws {
    let bright = try wallpaper(.bright)
    let brightTreatments = WallpaperScene.treatments(layout: bright.1, background: bright.2).map(\.1)
    #expect(brightTreatments.allSatisfy { $0.ink.color == .black && $0.backing == nil })
    let dark = try wallpaper(.dark)
    let darkTreatments = WallpaperScene.treatments(layout: dark.1, background: dark.2).map(\.1)
    #expect(darkTreatments.allSatisfy { $0.ink.color == .white && $0.backing == nil })
    let busy = try wallpaper(.busy)
    let busyTreatments = WallpaperScene.treatments(layout: busy.1, background: busy.2).map(\.1)
    #expect(busyTreatments.allSatisfy { $0.backing != nil }, "neither ink reads on black and white tiles alone")
    // Flat colours never need one.
    for preset in ColorPreset.allCases {
      let luminance = Contrast.relativeLuminance(preset.color)
      #expect(NoteTreatment.on(darkest: luminance, brightest: luminance).backing == nil, "\(preset)")
    }
  }

  @Test("NW-6.3: the three photos' wallpapers match their golden PNGs", arguments: Photo.allCases)
  func golden(_ kind: Photo) throws {
    let (list, _, _) = try wallpaper(kind)
    let png = try renderer.renderPNG(list, pixelWidth: Int(list.size.width))
    guard let golden = try Golden.committed(png, name: "photo-\(kind)", bundle: .module, testFile: #filePath) else {
      return
    }
    let difference = try #require(try Bitmap(png: png).meanDifference(from: Bitmap(png: golden)), "same size")
    #expect(difference < Self.tolerance, "photo-\(kind) differs from its golden image by \(difference)")
  }
}
