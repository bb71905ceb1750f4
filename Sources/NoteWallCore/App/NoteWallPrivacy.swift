import AppServices
import Localization

/// What NoteWall keeps, and where: the "Privacy Policy" row's own account when the build configures no page
/// (App Review 5.1.1(i)). In the app's language, looked up when it is shown.
public enum NoteWallPrivacy {
  public static let title = LocalizedCopy("notewall.privacy.title", "Privacy Policy")

  static let sections: [(title: LocalizedCopy, body: LocalizedCopy)] = [
    (
      LocalizedCopy("notewall.privacy.notes.title", "Your notes"),
      LocalizedCopy(
        "notewall.privacy.notes.body",
        "Your notes, photos and settings are kept on this iPhone only. NoteWall has no account and no server: nothing leaves your iPhone unless you share it."
      )
    ),
    (
      LocalizedCopy("notewall.privacy.wallpaper.title", "Your wallpaper"),
      LocalizedCopy(
        "notewall.privacy.wallpaper.body",
        "The wallpaper is drawn on this iPhone from your notes and the photos you choose. NoteWall adds it to your photo library only when you ask, and cannot see your other photos."
      )
    ),
    (
      LocalizedCopy("notewall.privacy.shortcut.title", "The shortcut"),
      LocalizedCopy(
        "notewall.privacy.shortcut.body",
        "The NoteWall shortcut reads the wallpaper from NoteWall's folder on this iPhone to set your Lock Screen. Reminders are scheduled on this iPhone too."
      )
    ),
    (
      LocalizedCopy("notewall.privacy.videos.title", "Setup videos"),
      LocalizedCopy(
        "notewall.privacy.videos.body",
        "The setup guide's videos may play from NoteWall's website. Only the video is asked for; nothing about you is sent."
      )
    ),
    (
      LocalizedCopy("notewall.privacy.tracking.title", "No tracking"),
      LocalizedCopy(
        "notewall.privacy.tracking.body", "NoteWall shows no ads, uses no analytics and shares nothing with anyone.")
    ),
    (
      LocalizedCopy("notewall.privacy.deleting.title", "Deleting your data"),
      LocalizedCopy(
        "notewall.privacy.deleting.body",
        "Swipe a note to delete it. Deleting NoteWall removes everything it kept, except wallpapers you saved to Photos."
      )
    ),
  ]

  /// The account in the current language.
  public static var summary: [PrivacyPolicy.Section] {
    sections.map { PrivacyPolicy.Section($0.title.text, $0.body.text) }
  }
}

extension NoteWallModel {
  /// The privacy policy: the build's page, else NoteWall's own account.
  public var privacyPolicy: PrivacyPolicy {
    PrivacyPolicy(configured: dependencies.configuration.privacyPolicyURL, summary: NoteWallPrivacy.summary)
  }

  /// The More menu's "Privacy Policy": the configured page in Safari; without one (or if it cannot be opened),
  /// NoteWall's own account in a sheet.
  public func showPrivacyPolicy() async {
    if let page = privacyPolicy.page, await dependencies.urls.open(page) { return }
    presentation.present(.privacyPolicy)
  }
}
