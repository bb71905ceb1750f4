import Foundation

/// A JPEG's pixel size from its start-of-frame segment (baseline or progressive), without decoding it: what
/// tests check an app wrote. Nil when the bytes are not a JPEG with a frame header.
public func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
  let bytes = [UInt8](data)
  guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
  var index = 2
  while index + 9 < bytes.count {
    guard bytes[index] == 0xFF else { return nil }
    let marker = bytes[index + 1]
    let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
    if (0xC0...0xC3).contains(marker) {
      return (Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]), Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))
    }
    guard length >= 2 else { return nil }
    index += 2 + length
  }
  return nil
}
