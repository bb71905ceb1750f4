import Foundation

/// An app's "Privacy Policy" row. App Review 5.1.1(i) asks every app to link its privacy policy inside the app
/// as well as on its App Store page. The page comes from the build (`<APP>_PRIVACY_POLICY_URL` in the xcconfig,
/// Info.plist `PrivacyPolicyURL`); with none, the row opens the app's own account of what it keeps (`summary`),
/// so a build without a website still tells the user.
public struct PrivacyPolicy: Sendable, Equatable {
  /// One part of the in-app account, in the order a reader asks.
  public struct Section: Sendable, Hashable {
    public let title: String
    public let body: String

    public init(_ title: String, _ body: String) {
      self.title = title
      self.body = body
    }
  }

  /// The Info.plist key every app target carries (`$(<APP>_PRIVACY_POLICY_URL)`).
  public static let infoKey = "PrivacyPolicyURL"

  /// The configured web page the row opens; nil when the build gave none that is one.
  public let page: URL?
  /// What the app keeps and where: the row shows it when there is no page.
  public let summary: [Section]

  /// `configured` is the build's setting as read from Info.plist: anything from nothing to garbage.
  public init(configured: String?, summary: [Section]) {
    page = Self.page(configured)
    self.summary = summary
  }

  /// The configured page, when it is an https address with a host; anything else (empty, http, another scheme,
  /// garbage, an unexpanded `$(…)`) is no page, and the row shows the summary instead of opening it.
  public static func page(_ configured: String?) -> URL? {
    let text = (configured ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.utf8.count <= 2_048, let url = URL(string: text), url.scheme?.lowercased() == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }
}
