import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The avatars' bytes, moved through the project's Storage API (they belong in its backend, not in SQL): each
/// object is uploaded to the `avatars` bucket under its name with the service role key; one already there (a run
/// before this one) is left as it is, so a second run uploads nothing.
extension DataExport {
  public struct Avatar: Sendable, Equatable {
    public let name: String
    let file: String
    let contentType: String
  }

  public struct AvatarUpload: Sendable, Equatable {
    public var uploaded = 0
    public var alreadyThere = 0
  }

  static func avatars(_ rows: [(name: String, file: String, contentType: String)]) -> [Avatar] {
    rows.map { Avatar(name: $0.name, file: $0.file, contentType: $0.contentType) }
  }

  /// `avatar_url` pointing at this server's public avatars, pointed at the project's (`storageURL`) instead.
  static func movedAvatarURL(_ url: String?, to storageURL: String?) -> String? {
    let path = "/storage/v1/object/public/avatars/"
    guard let url, let storageURL, let range = url.range(of: path) else { return url }
    return storageURL.trimmingSuffix("/") + path + url[range.upperBound...]
  }

  public func uploadAvatars(from data: URL, storageURL: String, serviceRoleKey: String) async throws -> AvatarUpload {
    var result = AvatarUpload()
    let base = storageURL.trimmingSuffix("/") + "/storage/v1/object/avatars/"
    for avatar in avatars {
      let bytes = try Data(contentsOf: data.appendingPathComponent("storage").appendingPathComponent(avatar.file))
      let encoded = avatar.name.split(separator: "/").map {
        $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? String($0)
      }.joined(separator: "/")
      guard let url = URL(string: base + encoded) else { throw Problem(description: "bad Storage URL \(storageURL)") }
      var request = URLRequest(url: url)
      request.httpMethod = "POST"
      request.setValue("Bearer \(serviceRoleKey)", forHTTPHeaderField: "Authorization")
      request.setValue(serviceRoleKey, forHTTPHeaderField: "apikey")
      request.setValue(avatar.contentType, forHTTPHeaderField: "Content-Type")
      let (body, response) = try await URLSession.shared.upload(for: request, from: bytes)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      let answer = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
      if (200..<300).contains(status) {
        result.uploaded += 1
      } else if status == 409 || answer?["statusCode"] as? String == "409" {
        result.alreadyThere += 1
      } else {
        throw Problem(
          description:
            "uploading \(avatar.name) answered \(status): \(String(decoding: body.prefix(300), as: UTF8.self))")
      }
    }
    return result
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
