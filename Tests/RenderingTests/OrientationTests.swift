import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import TestSupport
import Testing

/// A 40 x 20 photo, red on the left half and blue on the right, stored as a camera would store it, with an
/// EXIF orientation saying how to turn it.
func sidewaysPhoto(_ orientation: Int, bigEndian: Bool = true) throws -> Data {
  let list = DisplayList(
    size: Size(width: 40, height: 20),
    items: [
      .fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), paint: .solid(RGBAColor(hex: 0xFF0000)))),
      .fill(ShapeFill(shape: .rect(Rect(x: 20, y: 0, width: 20, height: 20)), paint: .solid(RGBAColor(hex: 0x0000FF)))),
    ])
  let jpeg = try renderer.renderJPEG(list, pixelWidth: 40, quality: 0.95)
  func u16(_ value: Int) -> [UInt8] {
    bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
  }
  func u32(_ value: Int) -> [UInt8] { bigEndian ? [0, 0] + u16(value) : u16(value) + [0, 0] }
  // TIFF header, IFD0 at offset 8 with one entry: Orientation (0x0112), SHORT, count 1, the value; no next IFD.
  let tiff =
    (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8) + u16(1)
    + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
  let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
  let segment: [UInt8] = [0xFF, 0xE1] + [UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  return Data(jpeg.prefix(2)) + Data(segment) + Data(jpeg.dropFirst(2))
}

@Suite("EXIF orientation")
struct OrientationTests {
  /// The photo drawn at its upright size; which colour is at the top-left and bottom-right.
  func corners(_ data: Data) throws -> (topLeft: Bool, bottomRight: Bool, width: Int) {
    let orientation = ExifOrientation.of(jpeg: data)
    let size = orientation.swapsDimensions ? Size(width: 20, height: 40) : Size(width: 40, height: 20)
    let bitmap = try renderer.renderPixels(
      DisplayList(
        size: size,
        items: [.image(ImageItem(data: data, frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))]),
      pixelWidth: Int(size.width))
    let isRed = { (x: Int, y: Int) in bitmap.color(x: x, y: y).red > 200 && bitmap.color(x: x, y: y).blue < 60 }
    return (isRed(3, 3), isRed(bitmap.width - 4, bitmap.height - 4), bitmap.width)
  }

  @Test("NW-6.3: a sideways camera photo is drawn upright, for every EXIF orientation and both byte orders")
  func upright() throws {
    for bigEndian in [true, false] {
      // Expected red corner per orientation: red is the stored left half.
      let expected: [Int: (topLeft: Bool, bottomRight: Bool)] = [
        1: (true, false), 2: (false, true), 3: (false, true), 4: (true, false),
        5: (true, false), 6: (true, false), 7: (false, true), 8: (false, true),
      ]
      for (value, want) in expected {
        let photo = try sidewaysPhoto(value, bigEndian: bigEndian)
        #expect(ExifOrientation.of(jpeg: photo).rawValue == value)
        let got = try corners(photo)
        #expect(got.topLeft == want.topLeft && got.bottomRight == want.bottomRight, "orientation \(value)")
        #expect(got.width == (value >= 5 ? 20 : 40))
      }
    }
    // No EXIF, or an orientation out of range: drawn as stored.
    #expect(
      ExifOrientation.of(
        jpeg: try renderer.renderJPEG(DisplayList(size: Size(width: 4, height: 4)), pixelWidth: 4, quality: 0.9)) == .up
    )
    #expect(ExifOrientation.of(jpeg: try sidewaysPhoto(9)) == .up)
  }

}

@Suite("Rendering hostile input")
struct RenderingFuzzTests {
  @Test("EXIF reader: mutated and truncated files read as some orientation, never a crash or a hang")
  func fuzz() throws {
    var fuzzer = Fuzzer(seed: 0xE1F)
    let seeds = try [sidewaysPhoto(6), sidewaysPhoto(3, bigEndian: false)].map { [UInt8]($0.prefix(200)) }
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { (fuzzer: inout Fuzzer) throws in
      let input = fuzzer.chance(0.8) ? fuzzer.mutate(fuzzer.pick(seeds)) : fuzzer.bytes(upTo: 300)
      let orientation = ExifOrientation.of(jpeg: Data(input))
      #expect(ExifOrientation.allCases.contains(orientation))
    }
  }

  @Test("A JPEG whose header claims a side longer than the renderer can hold is an invalid image (found by fuzzing)")
  func oversizedHeader() throws {
    var bytes = [UInt8](try sidewaysPhoto(1))
    let frame = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[frame + 5] = 0xC0  // height 0xC0xx: over 49,000 rows
    let list = DisplayList(
      size: Size(width: 20, height: 20),
      items: [.image(ImageItem(data: Data(bytes), frame: Rect(x: 0, y: 0, width: 20, height: 20)))])
    #expect {
      _ = try renderer.renderPixels(list, pixelWidth: 20)
    } throws: { error in
      guard case .invalidImage(let reason) = error as? RenderingError else { return false }
      return reason.contains("too large")
    }
  }

  @Test("Image decoding: mutated JPEGs (EXIF included) and PNGs draw or are refused as invalid images, never a crash")
  func decoding() throws {
    var fuzzer = Fuzzer(seed: 0x1DEC)
    let seeds = try [sidewaysPhoto(6), sidewaysPhoto(8, bigEndian: false), twoColourPNG()].map { [UInt8]($0) }
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { (fuzzer: inout Fuzzer) throws in
      let input = Data(fuzzer.mutate(fuzzer.pick(seeds)))
      let list = DisplayList(
        size: Size(width: 20, height: 20),
        items: [.image(ImageItem(data: input, frame: Rect(x: 0, y: 0, width: 20, height: 20)))])
      do {
        let bitmap = try renderer.renderPixels(list, pixelWidth: 20)
        #expect(bitmap.width == 20 && bitmap.height == 20)
      } catch {
        guard case .invalidImage = error as? RenderingError else {
          Issue.record("unexpected \(error)")
          return
        }
      }
    }
  }
}
