import Foundation
import Localization
import Rendering
import SharedStore

/// "Update Wallpaper" (NW-10.3): runs the installed shortcut, which comes back to the app when done, or when it
/// failed or was cancelled, so a failure is explained in the app rather than left in Shortcuts. Each run carries
/// a token the app made (`?run=` on every callback): any web page can open `notewall://wallpaper-updated`, and
/// only a run the app started may say the wallpaper was set.
public enum ShortcutRunner {
  public static let shortcutName = ShortcutContract.defaultShortcutName
  public static let callback = ShortcutContract.successCallback
  public static let errorCallback = ShortcutContract.errorCallback

  /// Runs the shortcut the spec's link installs.
  public static var runURL: URL? { runURL(name: shortcutName) }

  /// Runs the shortcut of that name (a maintainer's own, NoteWallConfiguration.shortcutName); with a run token,
  /// every callback carries it.
  public static func runURL(name shortcutName: String, run token: String? = nil) -> URL? {
    let tagged = { (callback: String) in token.map { "\(callback)?run=\($0)" } ?? callback }
    let items = [
      ("name", shortcutName), ("x-success", tagged(callback)), ("x-error", tagged(errorCallback)),
      ("x-cancel", tagged(errorCallback)),
    ]
    // Each value percent-encoded whole: a callback's own `?` and `=` stay inside its parameter.
    let query = items.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: valueAllowed) ?? "")" }
    return URL(string: "shortcuts://x-callback-url/run-shortcut?" + query.joined(separator: "&"))
  }

  private static let valueAllowed = CharacterSet.alphanumerics.intersection(.urlQueryAllowed).union(
    CharacterSet(charactersIn: "-._~"))

  /// A new run's token: random, so a page cannot guess the one the app waits for.
  public static func newRunToken() -> String { UUID().uuidString }

  /// The run token a callback carries; nil without one.
  public static func runToken(from url: URL) -> String? {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "run" }?.value
  }

  /// What a `notewall://` link the app is opened with means; nil for anything else.
  public enum Callback: Equatable, Sendable {
    case updated
    /// Shortcuts passes `errorMessage` on x-error; nothing on x-cancel.
    case failed(String?)
  }

  public static func callback(from url: URL) -> Callback? {
    guard url.scheme == "notewall" else { return nil }
    switch url.host {
    case "wallpaper-updated": return .updated
    case "wallpaper-failed":
      let message = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == "errorMessage" }?.value
      // Shown in an alert: a short, single-line reason at most.
      return .failed(message.map { String($0.prefix(200)).replacingOccurrences(of: "\n", with: " ") })
    default: return nil
    }
  }
}
