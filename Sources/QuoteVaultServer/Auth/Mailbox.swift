import Foundation

/// The local stand-in for email (like Supabase's Inbucket): messages are JSON files in <data>/mailbox, and a
/// service-role-only endpoint lists them, so a developer or a test can follow a password-reset link.
struct Mailbox: Sendable {
  let directory: URL

  func deliver(to: String, subject: String, text: String) {
    try? send(to: to, subject: subject, text: text)
  }

  /// Writes the message, or throws when it cannot be written (a full disk, a read-only folder).
  func send(to: String, subject: String, text: String) throws {
    let message = JSON.object([
      ("to", .string(to)), ("subject", .string(subject)), ("text", .string(text)),
      ("created_at", .string(Timestamp.now())),
    ])
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let name = "\(Int(Date().timeIntervalSince1970 * 1000))-\(UUID().uuidString.prefix(8)).json"
    try message.data.write(to: directory.appendingPathComponent(name), options: .atomic)
  }

  /// Messages for `email` (or all), oldest first.
  func messages(for email: String?) -> [JSON] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { name in
      guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)),
        let message = try? JSON.parse(data)
      else { return nil }
      if let email, message["to"]?.string != email.lowercased() { return nil }
      return message
    }
  }
}
