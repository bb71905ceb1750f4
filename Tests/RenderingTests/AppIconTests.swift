import AppIcons
import Foundation
import Rendering
import RenderingCairo
import Testing

/// The icons in the apps' asset catalogs are the drawings of `AppIcon`'s scenes: the committed file is the
/// golden image (`scripts/generate-app-icons` rewrites them; look at them before committing).
@Suite("App icons")
struct AppIconTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("Each app's icon is its scene drawn at 1024 x 1024, opaque", arguments: AppIcon.allCases)
  func icon(_ icon: AppIcon) throws {
    let png = try CairoRenderer().renderPNG(icon.scene, pixelWidth: Int(AppIcon.side))
    let drawn = try Bitmap(png: png)
    #expect(drawn.width == 1024 && drawn.height == 1024)
    // App Store Connect refuses an icon with transparency: every pixel is opaque.
    #expect(drawn.isOpaque)
    let committed = try Bitmap(png: Data(contentsOf: Self.root.appendingPathComponent(icon.iconPath)))
    let difference = try #require(drawn.meanDifference(from: committed), "same size")
    #expect(difference < GoldenTests.tolerance, "\(icon.iconPath) is not the drawing of its scene (\(difference))")
  }

  @Test("The icons differ from each other")
  func distinct() throws {
    let drawn = try AppIcon.allCases.map { try Bitmap(png: CairoRenderer().renderPNG($0.scene, pixelWidth: 64)) }
    for (index, icon) in drawn.enumerated() {
      for other in drawn[(index + 1)...] {
        #expect(try #require(icon.meanDifference(from: other)) > 20)
      }
    }
  }
}

/// PayMe's iMessage App Icon set is PayMe's icon drawn again at every size a Messages extension needs.
@Suite("Messages icons")
struct MessagesIconTests {
  @Test("Each image of PayMe's iMessage App Icon set is the icon's drawing at its exact pixel size, opaque")
  func images() throws {
    let folder = AppIconTests.root.appendingPathComponent(MessagesIcon.setPath)
    for image in MessagesIcon.images {
      let drawn = try Bitmap(
        png: CairoRenderer().renderPNG(MessagesIcon.scene(for: image), pixelWidth: image.pixelWidth))
      #expect(drawn.width == image.pixelWidth && drawn.height == image.pixelHeight, "\(image.filename)")
      #expect(drawn.isOpaque, "\(image.filename)")
      let committed = try Bitmap(png: Data(contentsOf: folder.appendingPathComponent(image.filename)))
      #expect(committed.width == image.pixelWidth && committed.height == image.pixelHeight, "\(image.filename)")
      let difference = try #require(drawn.meanDifference(from: committed), "\(image.filename): same size")
      #expect(difference < GoldenTests.tolerance, "\(image.filename) is not the drawing of its scene (\(difference))")
    }
    let contents = try String(contentsOf: folder.appendingPathComponent("Contents.json"), encoding: .utf8)
    #expect(contents == MessagesIcon.contentsJSON)
  }

  @Test("The set holds every size Apple lists, the landscape ones landscape, and the drawing is PayMe's")
  func sizes() throws {
    let slots = Set(MessagesIcon.images.map { "\($0.idiom) \($0.size) @\($0.scale)x" })
    #expect(
      slots == [
        "iphone 29x29 @2x", "iphone 29x29 @3x", "iphone 60x45 @2x", "iphone 60x45 @3x", "ipad 29x29 @2x",
        "ipad 67x50 @2x", "ipad 74x55 @2x", "ios-marketing 1024x1024 @1x", "universal 27x20 @2x",
        "universal 27x20 @3x", "universal 32x24 @2x", "universal 32x24 @3x", "ios-marketing 1024x768 @1x",
      ])
    #expect(Set(MessagesIcon.images.map(\.filename)).count == MessagesIcon.images.count)
    // The square slot is the app icon itself; a landscape one keeps its blue and its white card.
    let square = try #require(MessagesIcon.images.first { $0.size == "1024x1024" })
    #expect(MessagesIcon.scene(for: square) == AppIcon.payMe.scene)
    let wide = try #require(MessagesIcon.images.first { $0.size == "1024x768" })
    let drawn = try CairoRenderer().renderRGBA(MessagesIcon.scene(for: wide), pixelWidth: 1024)
    #expect(drawn.width == 1024 && drawn.height == 768)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(drawn.rgba[(y * drawn.width + x) * 4..<(y * drawn.width + x) * 4 + 3])
    }
    #expect(pixel(512, 250) == [255, 255, 255], "the card, centred")
    let corner = pixel(10, 10)
    #expect(corner[2] > 200 && corner[0] < 120, "PayMe's blue")
  }
}
