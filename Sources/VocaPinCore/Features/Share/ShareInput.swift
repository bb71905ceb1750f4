import Foundation

/// One thing another app's share sheet handed VocaPin's Share extension, as the extension's item provider
/// loaded it (`public.plain-text` as a string or as bytes, `public.url` as a URL). All of it is outside input:
/// any length, any bytes, any scheme.
public enum SharedItem: Equatable, Sendable {
  case text(String)
  /// Text some apps hand as bytes: read as UTF-8, invalid bytes shown as U+FFFD, never refused.
  case textData(Data)
  case link(URL)
}

/// What the Share extension's sheet starts with: the shared words, then each web link on its own line, bounded
/// to what a note holds (`NoteBoard.maximumLength`), and whether anything was left out to fit.
public struct ShareDraft: Equatable, Sendable {
  public var text: String
  /// Words or items were left out (over a note's length, or more items than a share is read for).
  public var wasShortened: Bool

  /// A share sheet hands one item for each thing shared; more than this are left out (and said).
  public static let maximumItems = 8
  /// Longer links are not web addresses a user typed or shared (a data blob in a query): left out, and said.
  public static let maximumLinkLength = 2_048
  /// Unicode scalars read from one item before cleaning: a note's length at four scalars a character, so a
  /// huge item (a whole book pasted) costs the extension's small memory budget nothing more than this.
  static let maximumScalarsPerItem = NoteBoard.maximumLength * 4

  public init(text: String, wasShortened: Bool) {
    self.text = text
    self.wasShortened = wasShortened
  }

  public init(items: [SharedItem]) {
    var shortened = items.count > Self.maximumItems
    var texts: [String] = []
    var links: [String] = []
    for item in items.prefix(Self.maximumItems) {
      switch item {
      case .text(let words):
        let (clean, cut) = Self.cleaned(words.unicodeScalars)
        shortened = shortened || cut
        if !clean.isEmpty { texts.append(clean) }
      case .textData(let data):
        // Four bytes a scalar at most: reading more could only be cut again.
        let bytes = data.prefix(Self.maximumScalarsPerItem * 4)
        let (clean, cut) = Self.cleaned(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        shortened = shortened || cut || bytes.count < data.count
        if !clean.isEmpty { texts.append(clean) }
      case .link(let url):
        guard let link = Self.webLink(url) else {
          shortened = shortened || Self.isWeb(url)
          continue
        }
        if !links.contains(link) { links.append(link) }
      }
    }
    // Safari shares a page's address as text and as a link: once is enough.
    let words = texts.joined(separator: "\n")
    links.removeAll { words.contains($0) }
    let linkLines = links.joined(separator: "\n")
    let room = NoteBoard.maximumLength - (linkLines.isEmpty ? 0 : linkLines.count + (words.isEmpty ? 0 : 1))
    var kept = words
    if kept.count > max(room, 0) {
      kept = String(kept.prefix(max(room, 0)))
      kept = String(kept.reversed().drop { $0.isWhitespace || $0.isNewline }.reversed())
      shortened = true
    }
    let joined = [kept, linkLines].filter { !$0.isEmpty }.joined(separator: "\n")
    // Links alone longer than a note (eight of 2,048 characters cannot be, but the bound is the note's).
    if joined.count > NoteBoard.maximumLength {
      self.init(text: String(joined.prefix(NoteBoard.maximumLength)), wasShortened: true)
    } else {
      self.init(text: joined, wasShortened: shortened)
    }
  }

  /// The address of an http or https link with a host, within the length bound; nil for anything else (a file,
  /// a custom scheme, a `javascript:` link), which a note would show as a meaningless or unsafe line.
  static func webLink(_ url: URL) -> String? {
    guard isWeb(url), let host = url.host, !host.isEmpty else { return nil }
    let address = Self.cleaned(url.absoluteString.unicodeScalars).text
    guard !address.isEmpty, address.count <= maximumLinkLength, !address.contains(where: \.isNewline) else {
      return nil
    }
    return address
  }

  static func isWeb(_ url: URL) -> Bool {
    ["http", "https"].contains(url.scheme?.lowercased() ?? "")
  }

  /// Words as a note keeps them: line breaks of every kind as "\n", tabs kept, other control characters and
  /// non-characters left out (U+FFFD, where bytes were not UTF-8, stays), blank space trimmed from both ends.
  /// Returns whether the item was cut at `maximumScalarsPerItem`.
  static func cleaned(_ scalars: String.UnicodeScalarView) -> (text: String, cut: Bool) {
    var out = String.UnicodeScalarView()
    var count = 0
    var previousWasCR = false
    var cut = false
    for scalar in scalars {
      guard count < maximumScalarsPerItem else {
        cut = true
        break
      }
      count += 1
      let value = scalar.value
      defer { previousWasCR = value == 0x0D }
      switch value {
      case 0x0A where previousWasCR: continue
      case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: out.append("\n")
      case 0x09: out.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF, 0xFDD0...0xFDEF: continue
      default: out.append(scalar)
      }
    }
    let text = String(out).trimmingCharacters(in: .whitespacesAndNewlines)
    return (text, cut)
  }
}
