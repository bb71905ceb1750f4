import Foundation

/// How a JPEG's pixels must be turned to stand upright (EXIF tag 0x0112). Phone cameras store a portrait photo
/// sideways and say so here; a renderer that ignores it draws the photo on its side.
public enum ExifOrientation: Int, Sendable, CaseIterable {
  case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

  /// Orientations 5 to 8 turn the picture a quarter: its width and height swap.
  public var swapsDimensions: Bool { rawValue >= 5 }

  /// The orientation a JPEG declares; `.up` when it declares none or the metadata cannot be read. The file is
  /// outside input: every offset is checked, the walk stops at the image data, and at most a bounded number of
  /// segments and directory entries are looked at.
  public static func of(jpeg data: Data) -> ExifOrientation {
    let bytes = [UInt8](data.prefix(1 << 20))
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
    var index = 2
    for _ in 0..<64 {
      guard index + 4 <= bytes.count, bytes[index] == 0xFF else { return .up }
      let marker = bytes[index + 1]
      // Start of scan or end of image: the metadata is over.
      if marker == 0xDA || marker == 0xD9 { return .up }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2, index + 2 + length <= bytes.count else { return .up }
      if marker == 0xE1, let found = orientation(inExif: bytes[(index + 4)..<(index + 2 + length)]) { return found }
      index += 2 + length
    }
    return .up
  }

  /// The orientation tag in an APP1 segment's body ("Exif\0\0", then a TIFF header and IFD0).
  static func orientation(inExif segment: ArraySlice<UInt8>) -> ExifOrientation? {
    let body = Array(segment)
    guard body.count >= 14, body[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
    let tiff = Array(body[6...])
    let littleEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): littleEndian = true
    case (0x4D, 0x4D): littleEndian = false
    default: return nil
    }
    func read16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= tiff.count else { return nil }
      return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
    }
    func read32(_ at: Int) -> Int? {
      guard let high = read16(littleEndian ? at + 2 : at), let low = read16(littleEndian ? at : at + 2) else {
        return nil
      }
      return high << 16 | low
    }
    guard read16(2) == 42, let directory = read32(4), let count = read16(directory) else { return nil }
    for entry in 0..<min(count, 256) {
      let at = directory + 2 + entry * 12
      guard let tag = read16(at) else { return nil }
      // Tag 0x0112, type SHORT (3): the value sits in the entry itself.
      if tag == 0x0112, read16(at + 2) == 3, let value = read16(at + 8) {
        return ExifOrientation(rawValue: value)
      }
    }
    return nil
  }
}
