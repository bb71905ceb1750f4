import Foundation

/// A storage bucket's rules, as supabase/config.toml and the avatars migration set them.
struct Bucket: Sendable {
  let name: String
  let isPublic: Bool
  let maximumBytes: Int
  let allowedMimeTypes: Set<String>

  static let avatars = Bucket(
    name: "avatars", isPublic: true, maximumBytes: 2 * 1024 * 1024,
    allowedMimeTypes: ["image/png", "image/jpeg", "image/webp"])

  static let all = [avatars.name: avatars]

  /// The bucket as Storage's bucket endpoints describe it.
  var json: JSON {
    let members: [(String, JSON)] = [
      ("id", .string(name)), ("name", .string(name)), ("owner", .string("")), ("public", .bool(isPublic)),
      ("file_size_limit", .int(Int64(maximumBytes))),
      ("allowed_mime_types", .array(allowedMimeTypes.sorted().map(JSON.string))),
      ("created_at", .string("2026-11-21T00:00:00.000000+00:00")),
      ("updated_at", .string("2026-11-21T00:00:00.000000+00:00")),
    ]
    return .object(members)
  }
}

/// Object paths are folders and a file name of ordinary characters. Nothing with `..`, a leading slash, a
/// backslash or a control character gets through, and files are stored under a random name anyway, so no path
/// can reach outside the bucket.
enum ObjectPath {
  static func validate(_ segments: [Substring]) -> String? {
    guard !segments.isEmpty, segments.count <= 16 else { return nil }
    for segment in segments {
      guard !segment.isEmpty, segment != ".", segment != "..", segment.count <= 255,
        segment.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0 != "\\" && $0 != "\u{7F}" })
      else { return nil }
    }
    let path = segments.joined(separator: "/")
    return path.utf8.count <= 1024 ? path : nil
  }

  /// A path as a client names it in a JSON body (`"folder/file.png"`), validated as a URL's path is.
  static func parse(_ text: String?) -> String? {
    guard let text else { return nil }
    return validate(text.split(separator: "/", omittingEmptySubsequences: false))
  }

  /// A path for a URL: each segment percent-encoded.
  static func encoded(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#")))
        ?? String($0)
    }.joined(separator: "/")
  }

  /// The first folder of a path: the owner's user id in the avatars bucket.
  static func firstFolder(_ path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count > 1 ? String(parts[0]) : nil
  }
}
