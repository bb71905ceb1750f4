import CLibDeflate
import CPangoCairo
import Foundation
import Rendering

public enum PNGCompression: Sendable {
  /// libdeflate level 1: several times faster than zlib's fastest level, and with the Up filter smaller than
  /// zlib level 1 unfiltered (docs/benchmarks.md).
  case fast
  /// libdeflate level 9: smaller files for images that are stored for long.
  case standard

  var level: Int32 { self == .fast ? 1 : 9 }
}

/// Cairo surface to PNG bytes: rows Up-filtered, deflated by libdeflate, wrapped in PNG's chunks. Opaque images
/// are written as RGB, a quarter less data than RGBA. (libpng decodes them in the tests; its own writer spends
/// most of a wallpaper's time in zlib.)
enum PNGCodec {
  static func encode(_ surface: OpaquePointer, compression: PNGCompression) throws(RenderingError) -> Data {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = UnsafePointer(cairo_image_surface_get_data(surface)!)
    let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
    let channels = opaque ? 3 : 4
    let rowLength = 1 + width * channels
    var filtered = [UInt8](repeating: 0, count: rowLength * height)
    filtered.withUnsafeMutableBufferPointer { output in
      Rows.filterUp(
        pixels, width: width, height: height, stride: stride, channels: channels, into: output.baseAddress!)
    }
    guard let compressor = libdeflate_alloc_compressor(compression.level) else {
      throw .backend("libdeflate could not allocate a compressor")
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
    var deflated = [UInt8](repeating: 0, count: bound)
    let size = filtered.withUnsafeBytes { input in
      deflated.withUnsafeMutableBytes { output in
        libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      }
    }
    guard size > 0 else { throw .backend("PNG compression failed") }

    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.reserveCapacity(size + 64)
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // 8 bits per channel; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    appendChunk("IHDR", header, to: &png)
    deflated.withUnsafeBufferPointer {
      appendChunk("IDAT", Data(buffer: UnsafeBufferPointer(rebasing: $0[..<size])), to: &png)
    }
    appendChunk("IEND", Data(), to: &png)
    return png
  }

  private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
    png.appendBigEndian(UInt32(body.count))
    var typed = Data(type.utf8)
    typed.append(body)
    png.append(typed)
    let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    png.appendBigEndian(crc)
  }

  private static func isOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
    for row in 0..<height {
      let line = pixels + row * stride
      for column in 0..<width where line[column * 4 + 3] != 255 { return false }
    }
    return true
  }
}

/// PNG scanlines from Cairo's premultiplied BGRA: straight-alpha RGB(A), each row prefixed by filter type 2
/// (Up: each byte minus the byte above), which turns a photo's smooth gradients into small numbers that
/// deflate compresses well and fast. Rows are independent, so the work is split across the cores.
enum Rows {
  static func filterUp(
    _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) {
    let rowLength = 1 + width * channels
    let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    let source = UnsafeSendable(pixels)
    let target = UnsafeSendable(UnsafePointer(output))
    DispatchQueue.concurrentPerform(iterations: bands) { band in
      let output = UnsafeMutablePointer(mutating: target.pointer)
      let pixels = source.pointer
      let first = band * height / bands
      let last = (band + 1) * height / bands
      if channels == 3 {
        // Opaque: premultiplied equals straight, so the rows are read in place, BGRX to RGB, with no copies.
        for row in first..<last {
          let line = pixels + row * stride
          let out = output + row * rowLength
          out[0] = 2
          if row == 0 {
            for column in 0..<width {
              let pixel = line + column * 4
              let target = out + 1 + column * 3
              target[0] = pixel[2]
              target[1] = pixel[1]
              target[2] = pixel[0]
            }
          } else {
            let up = line - stride
            for column in 0..<width {
              let pixel = line + column * 4
              let above = up + column * 4
              let target = out + 1 + column * 3
              target[0] = pixel[2] &- above[2]
              target[1] = pixel[1] &- above[1]
              target[2] = pixel[0] &- above[0]
            }
          }
        }
        return
      }
      var above = [UInt8](repeating: 0, count: width * channels)
      var current = [UInt8](repeating: 0, count: width * channels)
      if first > 0 { straight(pixels + (first - 1) * stride, width: width, channels: channels, into: &above) }
      for row in first..<last {
        straight(pixels + row * stride, width: width, channels: channels, into: &current)
        let out = output + row * rowLength
        out[0] = 2
        current.withUnsafeBufferPointer { current in
          above.withUnsafeBufferPointer { above in
            for index in 0..<(width * channels) { out[1 + index] = current[index] &- above[index] }
          }
        }
        swap(&above, &current)
      }
    }
  }

  /// One row of premultiplied BGRA as straight RGB or RGBA.
  private static func straight(_ line: UnsafePointer<UInt8>, width: Int, channels: Int, into row: inout [UInt8]) {
    row.withUnsafeMutableBufferPointer { row in
      for column in 0..<width {
        let pixel = line + column * 4
        let alpha = Int(pixel[3])
        let target = column * channels
        if alpha == 255 || alpha == 0 {
          row[target] = pixel[2]
          row[target + 1] = pixel[1]
          row[target + 2] = pixel[0]
        } else {
          row[target] = UInt8(min(255, (Int(pixel[2]) * 255 + alpha / 2) / alpha))
          row[target + 1] = UInt8(min(255, (Int(pixel[1]) * 255 + alpha / 2) / alpha))
          row[target + 2] = UInt8(min(255, (Int(pixel[0]) * 255 + alpha / 2) / alpha))
        }
        if channels == 4 { row[target + 3] = pixel[3] }
      }
    }
  }
}

/// A pointer handed to concurrent workers that each touch only their own rows.
struct UnsafeSendable<T>: @unchecked Sendable {
  let pointer: UnsafePointer<T>
  init(_ pointer: UnsafePointer<T>) { self.pointer = pointer }
}

extension Data {
  mutating func appendBigEndian(_ value: UInt32) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }
}

/// Converting Cairo's premultiplied BGRA to straight alpha and back, skipping opaque pixels (PNG decoding).
enum Pixels {
  static func premultiply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    for row in 0..<height {
      let line = pixels + row * stride
      for column in 0..<width {
        let pixel = line + column * 4
        let alpha = Int(pixel[3])
        guard alpha != 255 else { continue }
        for channel in 0..<3 { pixel[channel] = UInt8((Int(pixel[channel]) * alpha + 127) / 255) }
      }
    }
  }
}
