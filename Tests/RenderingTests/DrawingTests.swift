import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

/// A small PNG made by the renderer itself: a 4 x 2 image, left half red, right half blue.
func twoColourPNG() throws -> Data {
  let list = DisplayList(
    size: Size(width: 4, height: 2),
    items: [
      .fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 2, height: 2)), paint: .solid(RGBAColor(hex: 0xFF0000)))),
      .fill(ShapeFill(shape: .rect(Rect(x: 2, y: 0, width: 2, height: 2)), paint: .solid(RGBAColor(hex: 0x0000FF)))),
    ])
  return try renderer.renderPNG(list, pixelWidth: 4)
}

@Suite("Drawing")
struct DrawingTests {
  @Test("Fills land on the right pixels at @3x; rounded corners stay clear")
  func fills() throws {
    let list = DisplayList(
      size: Size(width: 20, height: 10),
      items: [
        .fill(
          ShapeFill(
            shape: .roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 5),
            paint: .solid(RGBAColor(hex: 0x007AFF))))
      ])
    let bitmap = try renderer.renderPixels(list, pixelWidth: 60)
    #expect(bitmap.width == 60 && bitmap.height == 30)
    #expect(bitmap.color(x: 30, y: 15) == (0x00, 0x7A, 0xFF, 255))
    #expect(bitmap.color(x: 0, y: 0).alpha == 0, "corner outside the radius")
  }

  @Test("Corner radii are clamped once for both backends: half the shorter side, never negative or NaN")
  func cornerRadiusClamp() throws {
    let wide = Rect(x: 0, y: 0, width: 40, height: 10)
    #expect(Shape.drawableCornerRadius(3, in: wide) == 3)
    #expect(Shape.drawableCornerRadius(100, in: wide) == 5)
    #expect(Shape.drawableCornerRadius(-4, in: wide) == 0)
    #expect(Shape.drawableCornerRadius(.nan, in: wide) == 0)
    #expect(Shape.drawableCornerRadius(.infinity, in: wide) == 0)
    #expect(Shape.drawableCornerRadius(4, in: Rect(x: 0, y: 0, width: -8, height: 10)) == 0)
    // An oversized radius draws a capsule, not a broken path: the middle is filled, the corner clear.
    let capsule = DisplayList(
      size: Size(width: 40, height: 10),
      items: [.fill(ShapeFill(shape: .roundedRect(wide, cornerRadius: 500), paint: .solid(.black)))])
    let bitmap = try renderer.renderPixels(capsule, pixelWidth: 40)
    #expect(bitmap.color(x: 20, y: 5).alpha == 255)
    #expect(bitmap.color(x: 0, y: 0).alpha == 0)
  }

  @Test("Gradients run from start to end")
  func gradient() throws {
    let list = DisplayList(
      size: Size(width: 100, height: 10),
      items: [
        .fill(
          ShapeFill(
            shape: .rect(Rect(x: 0, y: 0, width: 100, height: 10)),
            paint: .linearGradient(
              start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
              stops: [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)])))
      ])
    let bitmap = try renderer.renderPixels(list, pixelWidth: 100)
    #expect(bitmap.color(x: 1, y: 5).red < 10)
    #expect(bitmap.color(x: 98, y: 5).red > 245)
    #expect(abs(Int(bitmap.color(x: 50, y: 5).red) - 128) < 6)
  }

  @Test("Images fill (cropping) or fit (letterboxed) their frame")
  func imageModes() throws {
    let png = try twoColourPNG()
    func draw(_ mode: ImageItem.ContentMode) throws -> Bitmap {
      try renderer.renderPixels(
        DisplayList(
          size: Size(width: 8, height: 8),
          items: [.image(ImageItem(data: png, frame: Rect(x: 0, y: 0, width: 8, height: 8), contentMode: mode))]),
        pixelWidth: 8)
    }
    let filled = try draw(.fill)
    #expect(filled.color(x: 0, y: 0).alpha == 255, "fill covers the frame")
    #expect(filled.color(x: 1, y: 4).red > 200)
    #expect(filled.color(x: 6, y: 4).blue > 200)
    let fitted = try draw(.fit)
    #expect(fitted.color(x: 4, y: 0).alpha == 0, "fit leaves bands above and below a wide image")
    #expect(fitted.color(x: 1, y: 4).red > 200)
  }

  @Test("Image placement: fill covers and crops to the frame, fit is whole and centred")
  func placement() {
    let wide = Size(width: 400, height: 200)
    let frame = Rect(x: 10, y: 20, width: 100, height: 100)
    let filled = ImageItem(data: Data(), frame: frame, contentMode: .fill).placement(forImageOf: wide)
    #expect(filled.drawn == Rect(x: -40, y: 20, width: 200, height: 100))
    #expect(filled.clip == frame)
    let fitted = ImageItem(data: Data(), frame: frame, contentMode: .fit).placement(forImageOf: wide)
    #expect(fitted.drawn == Rect(x: 10, y: 45, width: 100, height: 50))
    #expect(fitted.clip == fitted.drawn)
  }

  @Test("JPEG photos decode through TurboJPEG")
  func jpeg() async throws {
    let jpegURL = FileManager.default.temporaryDirectory.appendingPathComponent("rendering-\(UUID().uuidString).jpg")
    let pngURL = jpegURL.deletingPathExtension().appendingPathExtension("png")
    try twoColourPNG().write(to: pngURL)
    // The JPEG comes from an independent encoder, when the machine has one.
    let convert = try await TestTools.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["convert", pngURL.path, "-scale", "400%", jpegURL.path], within: 60)
    try #require(convert.status == 0, "ImageMagick's convert makes the JPEG")
    let data = try Data(contentsOf: jpegURL)
    let bitmap = try renderer.renderPixels(
      DisplayList(
        size: Size(width: 16, height: 8),
        items: [.image(ImageItem(data: data, frame: Rect(x: 0, y: 0, width: 16, height: 8)))]), pixelWidth: 16)
    #expect(bitmap.color(x: 2, y: 4).red > 200 && bitmap.color(x: 2, y: 4).blue < 60)
    #expect(bitmap.color(x: 13, y: 4).blue > 200 && bitmap.color(x: 13, y: 4).red < 60)
  }

  @Test("Corrupt or foreign image data is a clear error, never a crash")
  func corruptImages() throws {
    let png = try twoColourPNG()
    let cases: [(Data, String)] = [
      (Data(), "not a PNG or JPEG"),
      (Data("GIF89a".utf8), "not a PNG or JPEG"),
      (png.prefix(40), "PNG:"),
      (Data([0x89, 0x50, 0x4E, 0x47]) + Data(repeating: 7, count: 200), "PNG:"),
      (Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x42, count: 300), "JPEG:"),
    ]
    for (data, message) in cases {
      let list = DisplayList(
        size: Size(width: 10, height: 10),
        items: [.image(ImageItem(data: data, frame: Rect(x: 0, y: 0, width: 10, height: 10)))])
      #expect {
        _ = try renderer.renderPNG(list, pixelWidth: 10)
      } throws: { error in
        guard case .invalidImage(let reason) = error as? RenderingError else { return false }
        return reason.contains(message)
      }
    }
  }

  @Test("Impossible canvas sizes are refused")
  func sizes() {
    #expect(throws: RenderingError.self) {
      try renderer.renderPNG(DisplayList(size: Size(width: 0, height: 10)), pixelWidth: 10)
    }
    #expect(throws: RenderingError.self) {
      try renderer.renderPNG(DisplayList(size: Size(width: 10, height: 10)), pixelWidth: 100_000)
    }
  }

  @Test("PNG output decodes back to the same pixels, opaque and translucent")
  func pngRoundTrip() throws {
    let list = DisplayList(
      size: Size(width: 6, height: 6),
      items: [
        .fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 6, height: 3)), paint: .solid(RGBAColor(hex: 0x34C759)))),
        .fill(
          ShapeFill(
            shape: .rect(Rect(x: 0, y: 3, width: 6, height: 3)), paint: .solid(RGBAColor(hex: 0xFF3B30, alpha: 0.5)))),
      ])
    let direct = try renderer.renderPixels(list, pixelWidth: 6)
    let decoded = try Bitmap(png: try renderer.renderPNG(list, pixelWidth: 6))
    #expect(try #require(decoded.meanDifference(from: direct)) < 1)
    #expect(decoded.color(x: 3, y: 4).alpha == 128)

    // Opaque images take the RGB path, read in place: a gradient over many rows comes back exactly.
    let opaque = DisplayList(
      size: Size(width: 40, height: 30),
      items: [
        .fill(
          ShapeFill(
            shape: .rect(Rect(x: 0, y: 0, width: 40, height: 30)),
            paint: .linearGradient(
              start: Point(x: 0, y: 0), end: Point(x: 40, y: 30),
              stops: [
                GradientStop(location: 0, color: RGBAColor(hex: 0x1D2B64)),
                GradientStop(location: 1, color: RGBAColor(hex: 0xF4A460)),
              ])))
      ])
    let opaqueDirect = try renderer.renderPixels(opaque, pixelWidth: 40)
    let opaqueDecoded = try Bitmap(png: try renderer.renderPNG(opaque, pixelWidth: 40))
    #expect(opaqueDecoded.meanDifference(from: opaqueDirect) == 0)
  }

  @Test("PNG rows that repeat the row above (flat backgrounds) and odd widths come back exactly, transparency included")
  func pngRepeatedRows() throws {
    // 41 pixels wide (a last pixel without a pair), flat: every row but the first repeats the one above.
    let flat = DisplayList(
      size: Size(width: 41, height: 30),
      items: [
        .fill(
          ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 41, height: 30)), paint: .solid(RGBAColor(hex: 0x34C759)))),
        .fill(
          ShapeFill(shape: .rect(Rect(x: 5, y: 12, width: 30, height: 4)), paint: .solid(RGBAColor(hex: 0xFF3B30)))),
      ])
    let flatDecoded = try Bitmap(png: try renderer.renderPNG(flat, pixelWidth: 41))
    #expect(flatDecoded.meanDifference(from: try renderer.renderPixels(flat, pixelWidth: 41)) == 0)
    #expect(flatDecoded.isOpaque)

    // Translucent from row 10 down, every translucent row but the first repeating the one above: rows that
    // repeat a translucent row are as translucent as it, so the image must still be written with alpha.
    let translucent = DisplayList(
      size: Size(width: 41, height: 30),
      items: [
        .fill(
          ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 41, height: 10)), paint: .solid(RGBAColor(hex: 0x1D2B64)))),
        .fill(
          ShapeFill(
            shape: .rect(Rect(x: 0, y: 10, width: 41, height: 20)), paint: .solid(RGBAColor(hex: 0xFF3B30, alpha: 0.5)))
        ),
      ])
    let translucentDecoded = try Bitmap(png: try renderer.renderPNG(translucent, pixelWidth: 41))
    #expect(
      try #require(translucentDecoded.meanDifference(from: try renderer.renderPixels(translucent, pixelWidth: 41))) < 1)
    #expect(translucentDecoded.color(x: 40, y: 29).alpha == 128)
    #expect(translucentDecoded.color(x: 40, y: 0).alpha == 255)
  }

  @Test("A renderer that keeps its canvases draws each image as a new renderer would, whatever it drew before")
  func keptCanvasesStartClear() throws {
    // A translucent scene shows whatever a reused canvas still held; opaque ones in two sizes fill the kept
    // canvases with colour first, and a third size pushes one of them out.
    func scene(width: Double, alpha: Double) -> DisplayList {
      DisplayList(
        size: Size(width: width, height: 20),
        items: [
          .fill(
            ShapeFill(
              shape: .rect(Rect(x: 2, y: 2, width: width - 4, height: 10)),
              paint: .solid(RGBAColor(hex: 0xFF3B30, alpha: alpha))))
        ])
    }
    let used = CairoRenderer()
    for width in [30.0, 40, 30, 50, 40] {
      _ = try used.renderPNG(
        DisplayList(
          size: Size(width: width, height: 20),
          items: [.fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: width, height: 20)), paint: .solid(.black)))]),
        pixelWidth: Int(width))
    }
    for width in [30.0, 40, 50] {
      let list = scene(width: width, alpha: 0.4)
      #expect(
        try used.renderPixels(list, pixelWidth: Int(width))
          == CairoRenderer().renderPixels(list, pixelWidth: Int(width)))
      #expect(
        try used.renderPNG(list, pixelWidth: Int(width)) == CairoRenderer().renderPNG(list, pixelWidth: Int(width)))
    }
    used.purgeScratch()
    let list = scene(width: 30, alpha: 0.4)
    #expect(try used.renderPixels(list, pixelWidth: 30) == CairoRenderer().renderPixels(list, pixelWidth: 30))
  }

  @Test("JPEG output is a JPEG that decodes back close to the drawn pixels, and a bad quality is refused")
  func jpegRoundTrip() throws {
    let list = DisplayList(
      size: Size(width: 16, height: 16),
      items: [
        .fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 16, height: 8)), paint: .solid(RGBAColor(hex: 0x34C759)))),
        .fill(ShapeFill(shape: .rect(Rect(x: 0, y: 8, width: 16, height: 8)), paint: .solid(RGBAColor(hex: 0x1B2A4A)))),
      ])
    let direct = try renderer.renderPixels(list, pixelWidth: 48)
    let jpeg = try renderer.renderJPEG(list, pixelWidth: 48, quality: 0.9)
    #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
    let decoded = try renderer.renderPixels(
      DisplayList(
        size: Size(width: 48, height: 48),
        items: [.image(ImageItem(data: jpeg, frame: Rect(x: 0, y: 0, width: 48, height: 48)))]),
      pixelWidth: 48)
    #expect(try #require(decoded.meanDifference(from: direct)) < 2)
    for quality in [-0.1, 1.5, .nan] {
      #expect(throws: RenderingError.self) { try renderer.renderJPEG(list, pixelWidth: 48, quality: quality) }
    }
  }

  @Test("Display lists round-trip through JSON, with hex colours")
  func json() throws {
    let list = DisplayList(
      size: Size(width: 10, height: 10),
      items: [
        .fill(
          ShapeFill(
            shape: .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), paint: .solid(.white))),
        .text(
          TextItem(
            text: "Hi", frame: Rect(x: 0, y: 0, width: 10, height: 10), font: FontSpec(role: .emoji, size: 8),
            color: .black)),
      ])
    let data = try JSONEncoder().encode(list)
    #expect(String(decoding: data, as: UTF8.self).contains("\"#FFFFFF\""))
    #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
  }
}
