import Crypto
import Foundation

/// Emails, passwords and tokens as GoTrue accepts and keeps them.
extension AuthService {
  // MARK: - Details

  /// An address as GoTrue keeps it: surrounding whitespace and newlines removed, lower-cased.
  static func normalizedEmail(_ raw: String) -> String {
    raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  func validEmail(_ raw: String?) throws(APIError) -> String {
    guard let raw, !raw.isEmpty else {
      throw .auth(.badRequest, "validation_failed", "To signup, please provide your email")
    }
    let email = Self.normalizedEmail(raw)
    // Anchored at the very start and end (\A, \z): "$" would also match before a final newline, and
    // "victim@example.com\n" would become a second, look-alike account.
    guard email.utf8.count <= 254,
      email.range(of: #"\A[^\s@]+@[^\s@]+\.[^\s@]+\z"#, options: .regularExpression) != nil,
      Self.gotrueAcceptsAddress(email)
    else {
      throw .auth(.badRequest, "validation_failed", "Unable to validate email address: invalid format")
    }
    return email
  }

  /// GoTrue's address check (its `emailRegexp`): the local part of ASCII letters, digits and
  /// ``.!#$%&'*+/=?^_`{|}~-``, the domain of labels of ASCII letters, digits and inner hyphens (at most 63 each).
  /// So a zero-width space, a soft hyphen, BEL or DEL never makes a look-alike second account.
  static func gotrueAcceptsAddress(_ email: String) -> Bool {
    let bytes = Array(email.utf8)
    guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0, at < bytes.count - 1 else { return false }
    let localSymbols = Set("!#$%&'*+/=?^_`{|}~.-".utf8)
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard bytes[..<at].allSatisfy({ isAlphanumeric($0) || localSymbols.contains($0) }) else { return false }
    let labels = bytes[(at + 1)...].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return labels.allSatisfy { label in
      guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
      return isAlphanumeric(first) && isAlphanumeric(last)
        && label.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }
  }

  func validPassword(_ password: String?) throws(APIError) -> String {
    guard let password, password.count >= configuration.minimumPasswordLength else {
      throw .auth(
        .unprocessableContent, "weak_password",
        "Password should be at least \(configuration.minimumPasswordLength) characters.",
        extra: [("weak_password", .object([("reasons", .array([.string("length")]))]))])
    }
    // bcrypt reads only the first 72 bytes: refuse longer passwords rather than silently ignore the rest.
    guard password.utf8.count <= 72 else {
      throw .auth(.badRequest, "validation_failed", "Password cannot be longer than 72 characters")
    }
    return password
  }

  /// bcrypt is deliberately slow: it runs on threads of its own (`PasswordHashing`), never the serving ones.
  func hash(_ password: String, cost: UInt8) async throws(APIError) -> String {
    do { return try await hashing.hash(password, cost: cost) } catch { throw Self.overRequestRateLimit }
  }

  func verify(_ password: String, hash: String) async throws(APIError) -> Bool {
    do { return try await hashing.verify(password, hash: hash) } catch { throw Self.overRequestRateLimit }
  }

  static func randomToken(bytes: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return Data((0..<bytes).map { _ in UInt8.random(in: 0...255, using: &generator) }).hexString
  }

  /// At most `scalars` Unicode scalars (SQLite's `length()` counts those), cut between whole characters so an
  /// emoji is never split.
  static func truncated(_ text: String, scalars limit: Int) -> String {
    var result = ""
    var count = 0
    for character in text {
      count += character.unicodeScalars.count
      guard count <= limit else { break }
      result.append(character)
    }
    return result
  }

  static func sha256(_ text: String) -> String { Data(SHA256.hash(data: Data(text.utf8))).hexString }
}
