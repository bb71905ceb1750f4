import AppServicesTestSupport
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import Testing

/// Cairo's drawing, noting whether each ran on the main thread: the work the app must keep off it.
final class ThreadNotingRenderer: Renderer, @unchecked Sendable {
  private let inner = CairoRenderer()
  private let lock = NSLock()
  private var onMain: [Bool] = []
  /// For each drawing, whether it ran on the main thread.
  var drawnOnMain: [Bool] { lock.withLock { onMain } }

  private func note() {
    let main = Thread.isMainThread
    lock.withLock { onMain.append(main) }
  }

  func measure(_ text: String, font: FontSpec, width: Double, lineSpacing: Double) -> TextMeasurement {
    inner.measure(text, font: font, width: width, lineSpacing: lineSpacing)
  }
  func renderPNG(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Data {
    note()
    return try inner.renderPNG(list, pixelWidth: pixelWidth)
  }
  func renderJPEG(_ list: DisplayList, pixelWidth: Int, quality: Double) throws(RenderingError) -> Data {
    note()
    return try inner.renderJPEG(list, pixelWidth: pixelWidth, quality: quality)
  }
  func renderRGBA(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> RGBAPixels {
    note()
    return try inner.renderRGBA(list, pixelWidth: pixelWidth)
  }
}

/// A 400 x 200 photo as a phone stores a portrait shot: red on the stored left half, blue on the right, with an
/// EXIF orientation 6 (turn right) saying the left half is the top.
func rotatedPhoto() throws -> Data {
  let list = DisplayList(
    size: Size(width: 400, height: 200),
    items: [
      .fill(
        ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 200, height: 200)), paint: .solid(RGBAColor(hex: 0xFF0000)))),
      .fill(
        ShapeFill(shape: .rect(Rect(x: 200, y: 0, width: 200, height: 200)), paint: .solid(RGBAColor(hex: 0x0000FF)))),
    ])
  let jpeg = try CairoRenderer().renderJPEG(list, pixelWidth: 400, quality: 0.95)
  // TIFF header (big-endian), IFD0 with one entry: Orientation (0x0112), SHORT, count 1, value 6.
  let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
  let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
  let segment: [UInt8] = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  return Data(jpeg.prefix(2)) + Data(segment) + Data(jpeg.dropFirst(2))
}

@MainActor
@Suite("QuoteVault photos and share cards on the device's terms")
struct PhotoAndCardTests {
  @Test("QV-2.3: a sideways phone photo becomes an upright avatar, prepared off the main actor")
  func rotatedAvatar() async throws {
    let photo = try rotatedPhoto()
    #expect(ExifOrientation.of(jpeg: photo) == .right)
    let renderer = ThreadNotingRenderer()
    let avatar = try await AvatarImage.prepareInBackground(photo, renderer: renderer)
    #expect(renderer.drawnOnMain == [false], "decoded and encoded away from the main thread")
    // The avatar, read back: red (the stored left half) is now the top, blue the bottom.
    let side = Double(AvatarImage.side)
    let pixels = try CairoRenderer().renderPixels(
      DisplayList(
        size: Size(width: side, height: side),
        items: [.image(ImageItem(data: avatar, frame: Rect(x: 0, y: 0, width: side, height: side)))]),
      pixelWidth: AvatarImage.side)
    let top = pixels.color(x: AvatarImage.side / 2, y: 20)
    let bottom = pixels.color(x: AvatarImage.side / 2, y: AvatarImage.side - 20)
    #expect(top.red > 200 && top.blue < 60, "upright: red on top")
    #expect(bottom.blue > 200 && bottom.red < 60, "upright: blue at the bottom")
    // Both renderers turn pixels with the one UprightTransform: orientation 6 sends the stored top-left corner
    // to the upright top-right, and the stored left edge to the top.
    let turn = UprightTransform(.right, width: 400, height: 200)
    #expect(turn.width == 200 && turn.height == 400)
    #expect(turn.apply(u: 0, v: 0) == (x: 200, y: 0))
    #expect(turn.apply(u: 0, v: 200) == (x: 0, y: 0))
    #expect(turn.apply(u: 400, v: 200) == (x: 0, y: 400))
  }

  @Test("QV-8.2: Share as Card shares the card image with its text, drawn off the main thread")
  func shareCardImage() async throws {
    let quote = Quote(id: 1, text: "Well begun is half done.", author: "Aristotle", category: "Wisdom")
    let renderer = ThreadNotingRenderer()
    let model = ShareCardModel(quote: quote, renderer: renderer, photos: SimulatedPhotoLibrary())
    #expect(model.cardImage == nil)
    await model.renderCard()
    let image = try #require(model.cardImage)
    #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try Bitmap(png: image).width == ShareCardModel.pixelWidth)
    #expect(renderer.drawnOnMain == [false])
    #expect(model.shareText == "“Well begun is half done.” — Aristotle", "the text goes with the image")
    // Another style draws another image.
    model.template = .bold
    await model.renderCard()
    #expect(model.cardImage != image)
  }
}
