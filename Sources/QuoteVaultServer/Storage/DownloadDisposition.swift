import Foundation
import HTTPTypes
import Hummingbird

/// `?download` on an object's URL (supabase-swift's `createSignedURL(path:expiresIn:download:)`, `getPublicURL`'s
/// `download:`): Storage answers it as an attachment, named by the parameter or, when it is empty, by the object.
enum DownloadDisposition {
  static let header = HTTPField.Name("content-disposition")!

  /// The response with `Content-Disposition: attachment` when the request asked for a download.
  static func apply(to response: Response, request: Request, path: String) -> Response {
    guard let asked = request.uri.queryParameters.get("download") else { return response }
    let objectName = path.split(separator: "/").last.map(String.init) ?? path
    let name = String((asked.isEmpty ? objectName : asked).prefix(255))
    var response = response
    response.headers[header] = value(for: name)
    return response
  }

  /// A quoted ASCII name for old clients, and the exact name percent-encoded (RFC 6266's `filename*`); no byte of
  /// the name can end the header or the quoted string.
  static func value(for name: String) -> String {
    let ascii = String(
      name.unicodeScalars.map { scalar -> Character in
        (0x20..<0x7F).contains(scalar.value) && scalar != "\"" && scalar != "\\" ? Character(scalar) : "_"
      })
    var encoded = ""
    for byte in name.utf8 {
      let unreserved =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || [0x2D, 0x2E, 0x5F, 0x7E].contains(byte)
      encoded += unreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
    }
    return "attachment; filename=\"\(ascii)\"; filename*=UTF-8''\(encoded)"
  }
}
