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
  /// `scratch` lends the row buffer and the compressor (kept from one image to the next).
  static func encode(_ surface: OpaquePointer, compression: PNGCompression, scratch: RenderScratch)
    throws(RenderingError) -> Data
  {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = UnsafePointer(cairo_image_surface_get_data(surface)!)
    // Every row is written over, filter byte included: the buffer is never zero-filled.
    // Filtered as RGB first, which also finds out whether the image is opaque (every card and wallpaper is);
    // only an image with transparency is filtered again, as RGBA.
    var channels = 3
    var filteredCount = (1 + width * 3) * height
    guard let rows = scratch.rows(count: (1 + width * 4) * height)?.assumingMemoryBound(to: UInt8.self) else {
      throw .backend("no memory for the rows of a \(width) x \(height) PNG")
    }
    let opaque = Rows.filterUpOpaque(pixels, width: width, height: height, stride: stride, into: rows)
    if !opaque {
      channels = 4
      filteredCount = (1 + width * 4) * height
      Rows.filterUp(pixels, width: width, height: height, stride: stride, channels: channels, into: rows)
    }
    guard let compressor = scratch.compressor(level: compression.level) else {
      throw .backend("libdeflate could not allocate a compressor")
    }

    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // 8 bits per channel; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    var prefix = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    appendChunk("IHDR", header, to: &prefix)
    // The stream is deflated straight into the file's IDAT chunk, in a buffer that is neither zero-filled nor
    // copied afterwards: for a wallpaper, megabytes each way.
    let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
    let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    guard let file = malloc(prefix.count + 8 + bound + 4 + iend.count) else {
      throw .backend("no memory for a \(width) x \(height) PNG")
    }
    prefix.copyBytes(to: file.assumingMemoryBound(to: UInt8.self), count: prefix.count)
    let chunk = file + prefix.count
    let size = libdeflate_zlib_compress(compressor, rows, filteredCount, chunk + 8, bound)
    guard size > 0 else {
      free(file)
      throw .backend("PNG compression failed")
    }
    chunk.storeBytes(of: UInt32(size).bigEndian, as: UInt32.self)
    chunk.storeBytes(of: UInt32(0x4944_4154).bigEndian, toByteOffset: 4, as: UInt32.self)  // "IDAT"
    (chunk + 8 + size).storeBytes(of: libdeflate_crc32(0, chunk + 4, 4 + size).bigEndian, as: UInt32.self)
    iend.withUnsafeBytes { (chunk + 12 + size).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let total = prefix.count + 12 + size + iend.count
    return Data(bytesNoCopy: realloc(file, total) ?? file, count: total, deallocator: .free)
  }

  private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
    png.appendBigEndian(UInt32(body.count))
    var typed = Data(type.utf8)
    typed.append(body)
    png.append(typed)
    let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    png.appendBigEndian(crc)
  }
}

/// PNG scanlines from Cairo's premultiplied BGRA: straight-alpha RGB(A), each row prefixed by filter type 2
/// (Up: each byte minus the byte above), which turns a photo's smooth gradients into small numbers that
/// deflate compresses well and fast. Rows are independent, so the work is split across the cores.
enum Rows {
  /// Opaque rows, BGRX to RGB, read in place (premultiplied equals straight when alpha is 255), a pixel at a
  /// time as one 32-bit word: the Up difference of all four bytes at once, without borrows between them. False,
  /// with the output unfinished, when some pixel is not opaque (the caller then filters as RGBA).
  static func filterUpOpaque(
    _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, into output: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let rowLength = 1 + width * 3
    let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    let source = UnsafeSendable(pixels)
    let target = UnsafeSendable(UnsafePointer(output))
    let opaqueBands = UnsafeMutablePointer<Bool>.allocate(capacity: bands)
    defer { opaqueBands.deallocate() }
    opaqueBands.initialize(repeating: true, count: bands)
    let results = UnsafeSendable(UnsafePointer(opaqueBands))
    DispatchQueue.concurrentPerform(iterations: bands) { band in
      let output = UnsafeMutableRawPointer(mutating: target.pointer)
      let pixels = UnsafeRawPointer(source.pointer)
      for row in (band * height / bands)..<((band + 1) * height / bands) {
        let line = pixels + row * stride
        let out = output + row * rowLength
        out.storeBytes(of: 2, as: UInt8.self)
        if !filterRowUpOpaque(line, above: row == 0 ? nil : line - stride, width: width, into: out + 1) {
          UnsafeMutablePointer(mutating: results.pointer)[band] = false
          return
        }
      }
    }
    return (0..<bands).allSatisfy { opaqueBands[$0] }
  }

  /// One opaque row, two pixels (one 64-bit word) at a time: the Up difference of all eight bytes at once (the
  /// high bits handled apart, so no byte borrows from the next), then B, G, R of each pixel in PNG's R, G, B
  /// order. The first row has no row above: its bytes are written as they are. False if a pixel is not opaque.
  @inline(__always)
  private static func filterRowUpOpaque(
    _ line: UnsafeRawPointer, above up: UnsafeRawPointer?, width: Int, into out: UnsafeMutableRawPointer
  ) -> Bool {
    // A row the same as the one above (a flat background: most rows of a share card) filters to zeros, and is
    // opaque exactly when the row above is, which the band that owns that row checks. memcmp stops at the
    // first difference, so a photo's rows cost a few bytes' comparison.
    if let up, memcmp(line, up, width &* 4) == 0 {
      memset(out, 0, width &* 3)
      return true
    }
    let high: UInt64 = 0x8080_8080_8080_8080
    var alpha: UInt64 = 0xFF00_0000_FF00_0000
    let pairs = width / 2
    // BGRX read as a little-endian word is X<<24 | R<<16 | G<<8 | B: byte-swapped and shifted down, R, G, B in
    // PNG's order. Every pair but a row's last is written as eight bytes, the two extra (zeros) overwritten by
    // the next pair; the last is written as six, so the next row's filter byte, maybe another band's, is never
    // touched.
    @inline(__always) func six(_ difference: UInt64) -> UInt64 {
      let first = UInt64(UInt32(truncatingIfNeeded: difference).byteSwapped >> 8)
      let second = UInt64(UInt32(truncatingIfNeeded: difference >> 32).byteSwapped >> 8)
      return first | (second << 24)
    }
    @inline(__always) func difference(at index: Int) -> UInt64 {
      let pixel = line.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
      alpha &= pixel
      guard let up else { return pixel }
      let over = up.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
      return ((pixel | high) &- (over & ~high)) ^ ((pixel ^ ~over) & high)
    }
    if pairs > 0 {
      for index in 0..<(pairs - 1) {
        out.storeBytes(of: six(difference(at: index)), toByteOffset: index &* 6, as: UInt64.self)
      }
      let last = six(difference(at: pairs - 1))
      out.storeBytes(of: UInt32(truncatingIfNeeded: last), toByteOffset: (pairs - 1) * 6, as: UInt32.self)
      out.storeBytes(of: UInt16(truncatingIfNeeded: last >> 32), toByteOffset: (pairs - 1) * 6 + 4, as: UInt16.self)
    }
    if width % 2 == 1 {
      // The last pixel of an odd row: its three bytes alone, so the next row's filter byte is never touched.
      let offset = (width - 1) * 4
      let pixel = line.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      let over = up?.loadUnaligned(fromByteOffset: offset, as: UInt32.self) ?? 0
      let difference = ((pixel | 0x8080_8080) &- (over & 0x7F7F_7F7F)) ^ ((pixel ^ ~over) & 0x8080_8080)
      let target = out + (width - 1) * 3
      target.storeBytes(of: UInt8(truncatingIfNeeded: difference >> 16), as: UInt8.self)
      target.storeBytes(of: UInt8(truncatingIfNeeded: difference >> 8), toByteOffset: 1, as: UInt8.self)
      target.storeBytes(of: UInt8(truncatingIfNeeded: difference), toByteOffset: 2, as: UInt8.self)
      alpha &= UInt64(pixel) | 0xFF00_0000_0000_0000
    }
    return alpha == 0xFF00_0000_FF00_0000
  }

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
