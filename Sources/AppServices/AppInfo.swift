import Foundation

/// An app's About rows, as App Store apps show them: its version, where to get help, and where to rate it. The
/// values come from the build (Info.plist `CFBundleShortVersionString`, `CFBundleVersion`, `SupportURL` from the
/// xcconfig's `<APP>_SUPPORT_URL`, `AppStoreID` from `<APP>_APP_STORE_ID`); anything that is not what it should
/// be is left out, so a row never opens garbage.
public struct AppInfo: Sendable, Equatable {
  public static let supportKey = "SupportURL"
  public static let appStoreIDKey = "AppStoreID"

  /// "1.9.0 (12)", or "1.9.0" without a build number; nil when the bundle says nothing readable.
  public let version: String?
  /// Help: an https page or a mailto address.
  public let support: URL?
  /// The App Store's "Write a Review" page for the app.
  public let review: URL?

  public init(version: String?, build: String?, support: String?, appStoreID: String?) {
    let marketing = version.flatMap(Self.versionNumber)
    let number = build.flatMap(Self.versionNumber)
    self.version = marketing.map { version in number.map { "\(version) (\($0))" } ?? version }
    self.support = support.flatMap(Self.supportPage)
    self.review = appStoreID.flatMap(Self.reviewPage)
  }

  /// Digits and dots, as Xcode's version fields hold them ("1.9.0", "12").
  static func versionNumber(_ text: String) -> String? {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty, text.utf8.count <= 20,
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") })
    else { return nil }
    return text
  }

  /// An https page with a host, or a mailto address with one "@".
  static func supportPage(_ text: String) -> URL? {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.utf8.count <= 2_048, let url = URL(string: text) else { return nil }
    switch url.scheme?.lowercased() {
    case "https": return PrivacyPolicy.page(text)
    case "mailto":
      let address = String(text.dropFirst("mailto:".count)).split(separator: "?").first ?? ""
      return address.split(separator: "@", omittingEmptySubsequences: false).count == 2
        && !address.hasPrefix("@") && !address.hasSuffix("@") ? url : nil
    default: return nil
    }
  }

  /// `https://apps.apple.com/app/id<digits>?action=write-review`, the link Apple documents for a review button.
  static func reviewPage(_ appStoreID: String) -> URL? {
    let id = appStoreID.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...12).contains(id.utf8.count), id.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return URL(string: "https://apps.apple.com/app/id\(id)?action=write-review")
  }
}
