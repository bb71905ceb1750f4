import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

@testable import VocaPinCore

/// Widget previews and the setup sheet compared with committed PNGs, with a tolerance for font-engine and
/// antialiasing noise. `RENDERING_UPDATE_GOLDENS=1 swift test --filter VocaPinGoldenTests` rewrites them.
@Suite("VocaPin golden images")
struct VocaPinGoldenTests {
  static let tolerance = 2.5
  let renderer = CairoRenderer()
  static let note = Note(
    text: "Call Grandma on Sunday ☎️\nAsk about the apple pie recipe", color: .pink,
    createdAt: Date(timeIntervalSince1970: 1_790_000_000))

  static let cases: [(name: String, scene: @Sendable (CairoRenderer) -> DisplayList)] = [
    (
      "widget-small",
      { VocaPinWidgetScene.make(family: .small, face: .note(note, isPinned: true), scheme: .light, measurer: $0).list }
    ),
    (
      "widget-medium-dark",
      {
        VocaPinWidgetScene.make(family: .medium, face: .note(note, isPinned: true), scheme: .dark, measurer: $0).list
      }
    ),
    ("widget-off", { VocaPinWidgetScene.make(family: .small, face: .turnedOff, scheme: .light, measurer: $0).list }),
    (
      "setup-sheet",
      {
        WidgetSetupScene.make(screen: Size(width: 393, height: 852), typeSize: .large, scheme: .light, measurer: $0)
          .list
      }
    ),
  ]

  @Test("VP-0.2: widget previews, and the setup sheet, match their golden PNGs", arguments: 0..<4)
  func golden(index: Int) throws {
    let (name, make) = Self.cases[index]
    let list = make(renderer)
    let png = try renderer.renderPNG(list, pixelWidth: Int(list.size.width) * (name == "setup-sheet" ? 1 : 2))
    guard let golden = try Golden.committed(png, name: name, bundle: .module, testFile: #filePath) else { return }
    let difference = try #require(try Bitmap(png: png).meanDifference(from: Bitmap(png: golden)), "same size")
    #expect(difference < Self.tolerance, "\(name) differs from its golden image by \(difference) per channel")
  }
}
