import Foundation
import Localization

/// iOS's own words on the screens the guide videos imitate (Shortcuts, the permission alerts, Photos, the
/// wallpaper preview), one set per language the videos are drawn in. They are not NoteWall's copy, so they are
/// not in its String Catalog: on a Spanish iPhone iOS shows them in Spanish whatever NoteWall's catalog says, and
/// the video must show what the user will meet. The set is chosen by the guide's language, as the video file is
/// (`GuideVideo.videoLanguage`); the pseudo-language stretches the English, so the fit checks find a label that
/// a longer language would clip.
struct GuideSystemWords: Equatable, Sendable {
  // Shortcuts: its library's title and the sheet for a shared shortcut.
  var shortcuts: String
  var addShortcut: String
  // The notification request (iOS) and the shortcut's folder prompts (Shortcuts). `%1$@` and `%2$@` stand
  // for the app's and the folder's names (specifiers, so the pseudo-language keeps them).
  var allow: String
  var dontAllow: String
  var notificationsTitle: String
  var notificationsMessage: String
  var folderTitle: String
  // Photos: the album, the photo's long-press menu, the share sheet's actions.
  var recents: String
  var copy: String
  var share: String
  var favorite: String
  var copyPhoto: String
  var useAsWallpaper: String
  // The wallpaper preview and its pair choice.
  var cancel: String
  var add: String
  var setAsWallpaperPair: String
  var customizeHomeScreen: String

  /// iOS 17's English.
  static let english = GuideSystemWords(
    shortcuts: "Shortcuts", addShortcut: "Add Shortcut",
    allow: "Allow", dontAllow: "Don\u{2019}t Allow",
    notificationsTitle: "\u{201C}%1$@\u{201D} Would Like to Send You Notifications",
    notificationsMessage:
      "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
    folderTitle: "Allow \u{201C}%1$@\u{201D} to access \u{201C}%2$@\u{201D}?",
    recents: "Recents", copy: "Copy", share: "Share", favorite: "Favorite", copyPhoto: "Copy Photo",
    useAsWallpaper: "Use as Wallpaper",
    cancel: "Cancel", add: "Add", setAsWallpaperPair: "Set as Wallpaper Pair",
    customizeHomeScreen: "Customize Home Screen")

  /// iOS 17 in Spanish (Spain), the `es` localization: "Añadir", not Latin America's "Agregar"; "Ajustes", not
  /// "Configuración". The app names are iOS's ("Atajos", "Fotos"); the button and menu words are the ones
  /// NoteWall's own Spanish copy already tells the user to tap ("Compartir", "Usar como fondo de pantalla",
  /// "Añadir", "Definir como pareja de fondos", "Permitir"), so caption and screen agree. The alert sentences
  /// follow iOS's Spanish permission alerts; they could not be checked against a Spanish iPhone's screenshots
  /// from here, so a difference found on a device is corrected here and the videos redrawn.
  static let spanish = GuideSystemWords(
    shortcuts: "Atajos", addShortcut: "Añadir atajo",
    allow: "Permitir", dontAllow: "No permitir",
    notificationsTitle: "\u{201C}%1$@\u{201D} quiere enviarte notificaciones",
    notificationsMessage:
      "Las notificaciones pueden incluir alertas, sonidos y globos en los iconos. Puedes configurarlas en Ajustes.",
    folderTitle: "¿Permitir que \u{201C}%1$@\u{201D} acceda a \u{201C}%2$@\u{201D}?",
    recents: "Recientes", copy: "Copiar", share: "Compartir", favorite: "Favorito", copyPhoto: "Copiar foto",
    useAsWallpaper: "Usar como fondo de pantalla",
    cancel: "Cancelar", add: "Añadir", setAsWallpaperPair: "Definir como pareja de fondos",
    customizeHomeScreen: "Personalizar pantalla de inicio")

  /// The English stretched by `PseudoLanguage` (its specifiers kept), for the fit checks.
  static let pseudo = english.mapped(PseudoLanguage.expand)

  /// The set for a guide language: a `Localizer`'s ("es", "pseudo", or "app" for the localization the bundle
  /// picked); English for any language the videos are not drawn in, as those play the English videos.
  static func forLanguage(_ language: String, preferredLocalization: String?) -> GuideSystemWords {
    if language == "pseudo" { return .pseudo }
    switch GuideVideo.videoLanguage(language: language, preferredLocalization: preferredLocalization) {
    case "es": return .spanish
    default: return .english
    }
  }

  /// The set for the words being drawn now (`Localizer.current`), as the captions beside them are.
  static var current: GuideSystemWords {
    forLanguage(Localizer.current.language, preferredLocalization: Bundle.main.preferredLocalizations.first)
  }

  func notificationsTitle(app: String) -> String {
    notificationsTitle.replacingOccurrences(of: "%1$@", with: app)
  }

  func folderTitle(app: String, folder: String) -> String {
    folderTitle.replacingOccurrences(of: "%1$@", with: app).replacingOccurrences(of: "%2$@", with: folder)
  }

  /// Every word, for checks that each language has them all.
  var all: [String] {
    [
      shortcuts, addShortcut, allow, dontAllow, notificationsTitle, notificationsMessage, folderTitle, recents,
      copy, share, favorite, copyPhoto, useAsWallpaper, cancel, add, setAsWallpaperPair, customizeHomeScreen,
    ]
  }

  private func mapped(_ transform: (String) -> String) -> GuideSystemWords {
    GuideSystemWords(
      shortcuts: transform(shortcuts), addShortcut: transform(addShortcut), allow: transform(allow),
      dontAllow: transform(dontAllow), notificationsTitle: transform(notificationsTitle),
      notificationsMessage: transform(notificationsMessage), folderTitle: transform(folderTitle),
      recents: transform(recents), copy: transform(copy), share: transform(share), favorite: transform(favorite),
      copyPhoto: transform(copyPhoto), useAsWallpaper: transform(useAsWallpaper), cancel: transform(cancel),
      add: transform(add), setAsWallpaperPair: transform(setAsWallpaperPair),
      customizeHomeScreen: transform(customizeHomeScreen))
  }
}
