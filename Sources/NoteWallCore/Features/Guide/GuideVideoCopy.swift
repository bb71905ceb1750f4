import Localization

/// The guide videos' own captions and headings (GuideShots), where the video shows a part of a guide's words
/// or a step the guide screens have no words for. Drawn per language by `notewall guide-frames --language`.
enum GuideVideoCopy {
  /// Under the drawn phone, so no frame passes for a screenshot.
  static let illustration = LocalizedCopy("notewall.guideVideo.illustration", "Illustration")
  static let photosOnly = LocalizedCopy(
    "notewall.guideVideo.welcome.photosOnly",
    "The shortcut can only work with wallpapers that use photos or images from your library.")
  /// Card 3's second sentence, shortened to fit the caption's four lines in a longer language.
  static let presetList = LocalizedCopy(
    "notewall.guideVideo.welcome.presetList",
    "With an Apple preset, that list is empty or grayed out, and you can't tap any of them.")
  static let notABug = LocalizedCopy("notewall.guideVideo.welcome.notABug", "This isn't a bug with NoteWall.")
  static let solution = LocalizedCopy(
    "notewall.guideVideo.welcome.solution",
    "The solution is simple: we'll create a new wallpaper using a NoteWall image (which will be saved to your Photos)."
  )
  static let installHeading = LocalizedCopy("notewall.guideVideo.install.heading", "Install the shortcut")
  static let installScreenTitle = LocalizedCopy("notewall.guideVideo.install.screenTitle", "Install the Shortcut")
  static func tapInNoteWall(_ button: String) -> LocalizedCopy {
    LocalizedCopy("notewall.guideVideo.install.tapInNoteWall", "In NoteWall, tap %@.", .text(button))
  }
  static let addHeading = LocalizedCopy("notewall.guideVideo.add.heading", "Add it to Shortcuts")
  static func addCaption(_ button: String) -> LocalizedCopy {
    LocalizedCopy("notewall.guideVideo.add.caption", "Shortcuts opens the NoteWall shortcut: tap %@.", .text(button))
  }
  static let pickHeading = LocalizedCopy("notewall.guideVideo.pick.heading", "Pick your wallpaper")
  static let pickCaption = LocalizedCopy(
    "notewall.guideVideo.pick.caption",
    "When you try to install the shortcut, you'll see a list of wallpapers to choose from.")
  static let comeBackHeading = LocalizedCopy("notewall.guideVideo.comeBack.heading", "Come back")
  static func comeBackCaption(_ button: String) -> LocalizedCopy {
    LocalizedCopy("notewall.guideVideo.comeBack.caption", "Return to NoteWall and tap %@", .text(button))
  }
  /// "Permissions: 2 of 3"; the step's number is text, as it counts nothing.
  static func permissionStep(_ title: String, _ number: String) -> LocalizedCopy {
    LocalizedCopy("notewall.guideVideo.permissions.step", "%@: %@ of 3", .text(title), .text(number))
  }
}
