import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The project's JWT secret (kept in the data folder, created on first start) and the anon and service_role
/// keys derived from it, exactly as a Supabase project has them.
struct ProjectKeys: Sendable {
  let jwt: JWT
  let anonKey: String
  let serviceRoleKey: String

  static let fileName = "jwt-secret"

  /// Reads the secret from `directory`, creating a random one (readable only by its owner) only if there never
  /// was one. A secret that is there but unreadable, empty, truncated or not hex is refused, never replaced:
  /// a new one would void every key and token the project has issued.
  static func load(from directory: URL) throws -> ProjectKeys {
    let url = directory.appendingPathComponent(fileName)
    if FileManager.default.fileExists(atPath: url.path) {
      // At most a few hundred bytes: a secret is 64 hex digits.
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw DataFolder.damagedSecret(url.path, "unreadable")
      }
      guard data.count <= 1024, let text = String(data: data, encoding: .utf8) else {
        throw DataFolder.damagedSecret(url.path, "not a secret (not hex text)")
      }
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { throw DataFolder.damagedSecret(url.path, "empty") }
      guard let secret = Data(hexString: trimmed) else {
        throw DataFolder.damagedSecret(url.path, "damaged (not hex digits)")
      }
      guard secret.count >= 32 else {
        throw DataFolder.damagedSecret(url.path, "truncated (\(secret.count) bytes; a secret has at least 32)")
      }
      return ProjectKeys(secret: secret)
    }
    var generator = SystemRandomNumberGenerator()
    let secret = Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Two processes starting at once on a new folder (the server benchmark starts two) must end with one secret:
    // the new one is written aside and linked into place, which fails if another got there first, and then that
    // one is read. (Writing in place let each keep its own: the second server refused the first's keys.)
    let aside = directory.appendingPathComponent(".\(fileName).\(UUID().uuidString)")
    try Data(secret.hexString.utf8).write(to: aside)
    defer { unlink(aside.path) }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: aside.path)
    guard link(aside.path, url.path) == 0 else {
      let code = errno
      // The file exists now, so this reads it and does not come back here.
      if code == EEXIST { return try load(from: directory) }
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
    return ProjectKeys(secret: secret)
  }

  init(secret: Data) {
    let jwt = JWT(secret: secret)
    self.jwt = jwt
    anonKey = Self.key(role: "anon", jwt: jwt)
    serviceRoleKey = Self.key(role: "service_role", jwt: jwt)
  }

  /// Fixed issue and expiry times (as Supabase's local keys have), so `status` prints the same keys every time.
  private static func key(role: String, jwt: JWT) -> String {
    jwt.sign(
      .object([
        ("iss", .string("supabase-demo")), ("role", .string(role)), ("iat", .int(1_700_000_000)),
        ("exp", .int(2_100_000_000)),
      ]))
  }
}

extension Data {
  var hexString: String { map { String(format: "%02x", $0) }.joined() }

  /// Hex digits only, two per byte (no sign, no prefix, no spaces): `UInt8(_:radix:)` would take "+f".
  init?(hexString: String) {
    let digits = Array(hexString.utf8)
    guard digits.count % 2 == 0 else { return nil }
    func value(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var index = 0
    while index + 1 < digits.count {
      guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    self.init(bytes)
  }
}
