import Foundation

/// The file part of a multipart/form-data upload, as storage clients send one.
enum Multipart {
  struct File {
    let data: Data
    let contentType: String?
  }

  static func boundary(of contentType: String) -> String? {
    guard contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" {
        let boundary = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \""))
        // RFC 2046: 1 to 70 characters. A longer one is refused: searching a body for it costs its length.
        return (1...70).contains(boundary.utf8.count) ? boundary : nil
      }
    }
    return nil
  }

  /// The first part with a file name (or named "file", or unnamed), or nil if the body is not well formed.
  static func file(in body: Data, boundary: String) -> File? {
    let delimiter = Data("--\(boundary)".utf8)
    let separator = Data("\r\n\r\n".utf8)
    var parts: [Data] = []
    var cursor = body.startIndex
    while let range = body.range(of: delimiter, in: cursor..<body.endIndex) {
      if cursor != body.startIndex { parts.append(body[cursor..<range.lowerBound]) }
      cursor = range.upperBound
    }
    for part in parts {
      guard let split = part.range(of: separator) else { continue }
      let headerText = String(decoding: part[part.startIndex..<split.lowerBound], as: UTF8.self)
      var content = part[split.upperBound..<part.endIndex]
      if content.suffix(2) == Data("\r\n".utf8) { content = content.dropLast(2) }
      var disposition = ""
      var type: String?
      // "\r\n" is a single Character in Swift: split on isNewline, not on "\r" or "\n".
      for line in headerText.split(whereSeparator: \.isNewline) {
        let pair = line.split(separator: ":", maxSplits: 1)
        guard pair.count == 2 else { continue }
        switch pair[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "content-disposition": disposition = String(pair[1])
        case "content-type": type = pair[1].trimmingCharacters(in: .whitespaces)
        default: continue
        }
      }
      if disposition.contains("filename=") || disposition.contains("name=\"file\"") || disposition.contains("name=\"\"")
      {
        return File(data: Data(content), contentType: type)
      }
    }
    return nil
  }
}
