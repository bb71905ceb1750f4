import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

/// Small scenes compared with committed PNGs, with a tolerance for font-engine and antialiasing noise.
/// `RENDERING_UPDATE_GOLDENS=1 swift test --filter GoldenTests` rewrites them (look at them before committing).
@Suite("Golden images")
struct GoldenTests {
  static let tolerance = 2.5

  static let sampleScene: DisplayList = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/scenes/sample.json")
    return try! JSONDecoder().decode(DisplayList.self, from: Data(contentsOf: url))
  }()

  static let stickyNote = DisplayList(
    size: Size(width: 160, height: 160),
    items: [
      .fill(
        ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 160, height: 160)), paint: .solid(RGBAColor(hex: 0x2B2614)))),
      .fill(
        ShapeFill(
          shape: .roundedRect(Rect(x: 14, y: 14, width: 132, height: 132), cornerRadius: 6),
          paint: .solid(RGBAColor(hex: 0xFFEE99)), shadow: Shadow(color: RGBAColor.black.withAlpha(0.4)))),
      .text(
        TextItem(
          text: "Water the plants 🌱", frame: Rect(x: 24, y: 28, width: 112, height: 100),
          font: FontSpec(role: .handwritten, size: 26), color: RGBAColor(hex: 0x3B3016), alignment: .center)),
    ])

  @Test("Scenes match their golden PNGs", arguments: ["sample", "sticky-note"])
  func golden(name: String) async throws {
    let scene = name == "sample" ? Self.sampleScene : Self.stickyNote
    let png = try renderer.renderPNG(scene, pixelWidth: Int(scene.size.width))
    guard let golden = try Golden.committed(png, name: name, bundle: .module, testFile: #filePath) else { return }
    let difference = try #require(try Bitmap(png: png).meanDifference(from: Bitmap(png: golden)), "same size")
    #expect(difference < Self.tolerance, "\(name) differs from its golden image by \(difference) per channel")
  }
}

@Suite("render-scene")
struct RenderSceneCommandTests {
  @Test("render-scene draws a JSON scene to PNG and explains bad input")
  func commandLine() async throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString).png")
    let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/scenes/sample.json")
    let ok = try await run(["render-scene", scene.path, "--out", out.path, "--width", "195"])
    #expect(ok.status == 0)
    let bitmap = try Bitmap(png: Data(contentsOf: out))
    #expect(bitmap.width == 195 && bitmap.height == 150)
    let missing = try await run(["render-scene", "/nonexistent.json", "--out", out.path])
    #expect(missing.status != 0 && missing.error.contains("cannot read"))
    let broken = try await run(["render-scene", "-", "--out", out.path], input: #"{"size": {"width": 10}}"#)
    #expect(broken.status != 0 && broken.error.contains("is not a display list"))
  }

  private func run(_ arguments: [String], input: String = "") async throws -> (status: Int32, error: String) {
    let result = try await TestTools.run(arguments[0], Array(arguments.dropFirst()), input: Data(input.utf8))
    return (result.status, result.error)
  }

}
