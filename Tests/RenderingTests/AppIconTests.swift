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
