import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The reading photo as a widget family shows it: only the family's own frame, never more pixels than the copy
/// has there, and never more than WidgetKit archives (a larger image blanks the widget: platform-behaviour.md).
@Suite("QuoteVault widget photo: each family gets its own frame, under WidgetKit's archive limit")
struct WidgetPhotoSizeTests {
  /// The widget families' sizes in points on a 6.7-inch iPhone (WidgetKit's `displaySize`).
  let small = Size(width: 170, height: 170)
  let medium = Size(width: 364, height: 170)
  let large = Size(width: 364, height: 382)

  @Test("Widget photo: each family is drawn at its own frame from the 540 x 960 copy, no larger than it shows")
  func familyFrames() {
    #expect(ReadingPhoto.widgetPixelSize(displaySize: small) == (510, 510), "the small widget's 3x frame")
    // Wider than the portrait copy: the copy's 540 pixels across are all it has there, so no more are drawn.
    #expect(ReadingPhoto.widgetPixelSize(displaySize: medium) == (540, 252))
    #expect(ReadingPhoto.widgetPixelSize(displaySize: large) == (540, 566))
    for size in [small, medium, large] {
      let drawn = ReadingPhoto.widgetPixelSize(displaySize: size)
      #expect(drawn.width * drawn.height <= ReadingPhoto.widgetArchivePixels)
    }
  }

  @Test("Widget photo: the placeholder's unknown size, or a larger copy, stays under the archive limit")
  func capped() {
    let unknown = ReadingPhoto.widgetPixelSize(displaySize: Size(width: 0, height: 0))
    #expect(unknown.width * unknown.height <= ReadingPhoto.widgetArchivePixels)
    #expect(abs(Double(unknown.width) / Double(unknown.height) - 540.0 / 960.0) < 0.01, "the copy's shape")
    // A copy as large as the kept photo (an older version's), in the large widget: its shape, under the limit.
    let big = ReadingPhoto.widgetPixelSize(displaySize: large, source: (1080, 1920))
    #expect(big.width * big.height <= ReadingPhoto.widgetArchivePixels && big.width * big.height > 450_000)
    #expect(abs(Double(big.width) / Double(big.height) - 364.0 / 382.0) < 0.01, "the family's shape")
    #expect(ReadingPhoto.widgetArchivePixels < 718_080, "under the smallest limit reported")
  }

  @Test("Widget photo: any display size and copy gives a frame of at least 1 x 1 within the limit and the family")
  func anySize() {
    var fuzzer = Fuzzer(seed: 0x31D6)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2000)) { fuzzer in
      let size = Size(
        width: fuzzer.chance(0.05) ? .nan : Double(fuzzer.int(-10...3000)),
        height: fuzzer.chance(0.05) ? .infinity : Double(fuzzer.int(-10...3000)))
      let source = (fuzzer.int(0...70_000), fuzzer.int(0...70_000))
      let drawn = ReadingPhoto.widgetPixelSize(displaySize: size, source: source)
      #expect(drawn.width >= 1 && drawn.height >= 1)
      #expect(drawn.width * drawn.height <= ReadingPhoto.widgetArchivePixels + drawn.width + drawn.height)
      if size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite {
        #expect(Double(drawn.width) <= max(size.width * ReadingPhoto.widgetScale, 1))
      }
    }
  }

  @Test("Widget photo: the medium widget is handed a 540 x 252 JPEG of the photo, filled as the view fills it")
  func drawnForFamily() throws {
    let renderer = CairoRenderer()
    let copy = try solidPhoto(.white, width: 540, height: 960)
    let image = try ReadingPhoto.widgetImage(from: copy, displaySize: medium, renderer: renderer)
    #expect(image.starts(with: [0xFF, 0xD8, 0xFF]))
    let size = try #require(ImageHeader.dimensions(of: image))
    #expect(size.0 == 540 && size.1 == 252)
    let pixels = try renderer.renderPixels(
      DisplayList(
        size: Size(width: 54, height: 25),
        items: [.image(ImageItem(data: image, frame: Rect(x: 0, y: 0, width: 54, height: 25), contentMode: .fill))]),
      pixelWidth: 54)
    #expect(pixels.color(x: 27, y: 12).red > 240, "the photo, not black")
    #expect(throws: ReadingPhoto.Problem.unreadable) {
      try ReadingPhoto.widgetImage(from: Data(), displaySize: medium, renderer: renderer)
    }
  }
}
