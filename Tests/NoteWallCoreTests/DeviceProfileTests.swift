import Foundation
import Rendering
import RenderingCairo
import Testing

@testable import NoteWallCore

/// The profiles against ../shared/reference/ios-facts.md, the figures they come from, and every model drawn at
/// its panel's exact size with no note pixel where the system draws.
@Suite("NoteWall device profiles")
struct DeviceProfileTests {
  static let reference: String? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "shared/reference/ios-facts.md")
    return try? String(contentsOf: url, encoding: .utf8)
  }()

  /// The rows of the reference's table under `heading`, as cells.
  static func table(after heading: String) throws -> [[String]] {
    let text = try #require(reference, "../shared/reference/ios-facts.md is beside the repository")
    let section = try #require(text.components(separatedBy: heading).dropFirst().first)
    return section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
      .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  static func pair(_ text: String) -> (Double, Double)? {
    let numbers = text.trimmingCharacters(in: .whitespaces).split(separator: "x")
      .compactMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  @Test("NW-10.4: every model in the reference's wallpaper table has its panel's pixels and its points")
  func pixelSizesFromTheReference() throws {
    let rows = try Self.table(after: "## Lock screen wallpaper pixel sizes")
    #expect(rows.count >= 8)
    for row in rows {
      let (pixelWidth, pixelHeight) = try #require(Self.pair(row[1]))
      let (pointWidth, pointHeight) = try #require(Self.pair(row[2]))
      let names = row[0].replacingOccurrences(of: "iPhone ", with: "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      for name in names where !name.hasPrefix("3rd") {
        let profile = try #require(DeviceProfile.named(name.hasPrefix("SE") ? "SE" : name), "\(name)")
        #expect(profile.pixelWidth == Int(pixelWidth) && profile.pixelHeight == Int(pixelHeight), "\(name)")
        #expect(profile.pointWidth == pointWidth && profile.pointHeight == pointHeight, "\(name)")
      }
    }
  }

  @Test("NW-10.4: every profile keeps clear of the clock and the widget row the reference measured for its screen")
  func zonesFromTheReference() throws {
    let rows = try Self.table(after: "## Lock screen geometry (where notes must not go)")
    var checked = 0
    for row in rows {
      let clockBaseline = try #require(Double(row[3]))
      let widgetRowBottom = try #require(Double(row[5].filter { $0.isNumber || $0 == "." }))
      for screen in row[0].split(separator: ",") {
        guard let (width, height) = Self.pair(String(screen)) else { continue }
        for profile in DeviceProfile.all where profile.pointWidth == width && profile.pointHeight == height {
          // The digits' descent and some air below the measured baseline; the widget row as measured or lower.
          #expect(profile.clockBottom >= clockBaseline + 20, "\(profile.id)")
          #expect(profile.widgetRowBottom >= widgetRowBottom, "\(profile.id)")
          checked += 1
        }
      }
    }
    #expect(checked >= 9, "every measured screen has its profiles checked")
    // The unmeasured screens say what they are derived from.
    for id in ["16-pro", "16-pro-max", "air"] {
      #expect(DeviceProfile.all.first { $0.id == id }?.derivation?.hasPrefix("Not measured") == true, "\(id)")
    }
  }

  @Test("The phones that run iOS 17 and 18 each have their own profile, the newest models too")
  func everyPhone() throws {
    let expected: [String: (Int, Int)] = [
      "XR": (828, 1792), "11": (828, 1792), "XS Max": (1242, 2688), "11 Pro Max": (1242, 2688), "XS": (1125, 2436),
      "11 Pro": (1125, 2436), "12 mini": (1080, 2340), "16e": (1170, 2532), "17": (1206, 2622),
      "17 Pro": (1206, 2622), "17 Pro Max": (1320, 2868), "Air": (1260, 2736),
    ]
    for (name, pixels) in expected {
      let profile = try #require(DeviceProfile.named("iPhone \(name)"), "\(name)")
      #expect(profile.pixelWidth == pixels.0 && profile.pixelHeight == pixels.1, "\(name)")
    }
  }

  @Test(
    "NW-10.4: XR, XS, 11 Pro Max, 12 mini, 16e and every other model: drawn at the exact panel size, no note pixel in a reserved zone (the bottom notification region included)",
    arguments: DeviceProfile.all)
  func drawnToThePixel(device: DeviceProfile) throws {
    let renderer = CairoRenderer()
    let notes = (1...12).map { "Note number \($0): pick up the dry cleaning" }
    for widgets in [true, false] {
      let layout = WallpaperLayout.make(notes: notes, device: device, widgets: widgets, measurer: renderer)
      let list = WallpaperScene.make(layout: layout, background: .color(.black))
      let pixels = try renderer.renderRGBA(list, pixelWidth: device.pixelWidth)
      #expect(pixels.width == device.pixelWidth && pixels.height == device.pixelHeight, "\(device.id)")
      var inked = 0
      for zone in device.reservedZones(widgets: widgets) {
        let x0 = max(0, Int((zone.minX * device.scale).rounded(.down)))
        let x1 = min(pixels.width, Int((zone.maxX * device.scale).rounded(.up)))
        let y0 = max(0, Int((zone.minY * device.scale).rounded(.down)))
        let y1 = min(pixels.height, Int((zone.maxY * device.scale).rounded(.up)))
        for y in stride(from: y0, to: y1, by: 1) {
          for x in stride(from: x0, to: x1, by: 1) where pixels.rgb(x: x, y: y) != (0, 0, 0) { inked += 1 }
        }
      }
      #expect(inked == 0, "\(device.id), widgets \(widgets): \(inked) inked pixels in reserved zones")
      // The notes were drawn at all: ink somewhere.
      #expect(pixels.rgba.contains { $0 > 200 })
    }
  }

  @Test(
    "NW-10.4: the bottom fifth, where notifications, Now Playing and Live Activities stack, is kept free on every profile",
    arguments: DeviceProfile.all)
  func notificationRegionKeptFree(device: DeviceProfile) {
    let zone = device.notificationZone
    #expect(zone.height >= device.pointHeight * DeviceProfile.notificationShare - 0.001, "\(device.id)")
    #expect(zone.maxY >= device.pointHeight && zone.minY <= device.bottomControlsZone.minY)
    for widgets in [true, false] {
      for offset in [0.0, 300.0] {
        let region = WallpaperLayout.freeRegion(on: device, widgets: widgets, extraTopOffset: offset)
        // An empty region (the largest offset on a small screen) holds no note at all.
        #expect(
          region.height == 0 || region.maxY <= zone.minY - WallpaperLayout.clearance,
          "\(device.id): the shadow has room too")
      }
    }
  }
}
