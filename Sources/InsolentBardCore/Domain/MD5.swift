import Foundation

/// MD5 (RFC 1321), for one purpose: the name of the file in which @react-native-async-storage kept a value too
/// long for its manifest (`RCTMD5Hash(key)`, lowercase hex), so the import of the React Native app's data
/// (`OldAppStore`) finds it. Not for security; Foundation on Linux has no CommonCrypto.
enum MD5 {
  private static let shifts: [UInt32] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
    5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
  ]
  // floor(abs(sin(i + 1)) * 2^32), as the RFC tabulates them.
  private static let constants: [UInt32] = (0..<64).map {
    UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
  }

  /// The digest of `text`'s UTF-8 bytes in lowercase hexadecimal, as `RCTMD5Hash` writes it.
  static func hex(_ text: String) -> String {
    digest(Array(text.utf8)).map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }

  static func digest(_ bytes: [UInt8]) -> [UInt8] {
    var message = bytes
    let bitLength = UInt64(bytes.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for index in 0..<8 { message.append(UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(index)))) }
    var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
    for chunk in stride(from: 0, to: message.count, by: 64) {
      var words = [UInt32](repeating: 0, count: 16)
      for word in 0..<16 {
        for byte in 0..<4 { words[word] |= UInt32(message[chunk + word * 4 + byte]) << (8 * UInt32(byte)) }
      }
      var (a, b, c, d) = state
      for round in 0..<64 {
        var mixed: UInt32
        let index: Int
        switch round {
        case 0..<16: (mixed, index) = ((b & c) | (~b & d), round)
        case 16..<32: (mixed, index) = ((d & b) | (~d & c), (5 * round + 1) % 16)
        case 32..<48: (mixed, index) = (b ^ c ^ d, (3 * round + 5) % 16)
        default: (mixed, index) = (c ^ (b | ~d), (7 * round) % 16)
        }
        mixed = mixed &+ a &+ constants[round] &+ words[index]
        (a, d, c) = (d, c, b)
        b = b &+ ((mixed << shifts[round]) | (mixed >> (32 - shifts[round])))
      }
      state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
    return [state.0, state.1, state.2, state.3].flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
    }
  }
}
