import Foundation
import Localization
import Observation
import Presentation
import Rendering
import SharedStore

/// The Theme sheet: reading mode's background and font, and the user's own photo. Each tap is applied and kept
/// at once (`QuoteVaultShared.readingTheme`), so closing the sheet by any means loses nothing; an open reader
/// follows through `onChange`. Held by `.readingTheme` until the sheet has slid away.
@MainActor
@Observable
public final class ReadingThemeModel {
  public private(set) var theme: ReadingTheme
  /// The kept photo's JPEG, when there is one: the picker's swatch and the reader draw it.
  public private(set) var photo: Data?
  /// Why the last change could not be made, in words, under the choices; cleared by the next one.
  public private(set) var problem: String?
  /// A picked photo is being read and scaled.
  public private(set) var isPreparingPhoto = false
  @ObservationIgnored private let store: SharedStore
  @ObservationIgnored private let renderer: any Renderer
  @ObservationIgnored private let photoFolder: URL
  @ObservationIgnored var onChange: (@MainActor (ReadingTheme, Data?) -> Void)?
  @ObservationIgnored var onChoosePhoto: (@MainActor () -> Void)?
  @ObservationIgnored var onDone: (@MainActor () -> Void)?

  /// `photoFolder`: where the photo is kept (the store's folder unless told).
  public init(store: SharedStore, renderer: any Renderer, photoFolder: URL? = nil) {
    self.store = store
    self.renderer = renderer
    self.photoFolder = photoFolder ?? store.directory
    let photo = ReadingPhoto.load(from: photoFolder ?? store.directory)
    self.photo = photo
    var theme = Self.read(store)
    // The photo's file gone (removed by hand, or never written): the stand-in's background, not an empty one.
    if theme.background == .photo, photo == nil { theme.background = ReadingTheme.standard.background }
    self.theme = theme
  }

  /// The kept theme; a damaged or unreadable file reads as the default (`StoreKey`), and its fields one by one
  /// (`ReadingTheme.init(from:)`): the photo, a file of its own, is never touched by it.
  public static func read(_ store: SharedStore) -> ReadingTheme { store.read(QuoteVaultShared.readingTheme) }

  /// The backgrounds to choose from: the built-in ones, and the photo once there is one.
  public var backgrounds: [ReadingBackground] {
    photo == nil ? ReadingBackground.builtIn : ReadingBackground.builtIn + [.photo]
  }

  public func select(_ background: ReadingBackground) {
    guard background != .photo || photo != nil else { return }
    apply { $0.background = background }
  }

  public func select(_ font: ReadingFont) { apply { $0.font = font } }

  /// "Use on Widget": the home screen widget draws the theme's background and ink (its write reloads the widget).
  public func setOnWidget(_ on: Bool) { apply { $0.onWidget = on } }

  /// Choose Photo: the system photo picker over the sheet (no library permission: the picker is out of process).
  public func choosePhoto() { onChoosePhoto?() }

  /// The picker's photo: scaled, kept, and made the background. A photo that cannot be used, or a file that
  /// cannot be written, says why and leaves the background and any earlier photo as they were.
  public func photoPicked(_ data: Data) async {
    problem = nil
    isPreparingPhoto = true
    defer { isPreparingPhoto = false }
    do throws(ReadingPhoto.Problem) {
      let jpeg = try await ReadingPhoto.prepareAndSaveInBackground(data, renderer: renderer, in: photoFolder)
      photo = jpeg
      // A new revision even when the photo was already the background: the theme changes, so it is written (the
      // widget reloads) and the reader is told (`onChange`) of the new photo.
      apply {
        $0.background = .photo
        $0.photoRevision = $0.photoRevision == Int.max ? 0 : $0.photoRevision + 1
      }
    } catch {
      problem = error.message
    }
  }

  /// The photo picker could not hand the photo over (iCloud offline, a format it cannot give).
  public func photoUnavailable() { problem = Self.photoUnavailableMessage.text }

  /// Remove Photo: the file goes, and a photo background becomes the default one.
  public func removePhoto() {
    ReadingPhoto.remove(from: photoFolder)
    photo = nil
    problem = nil
    if theme.background == .photo { apply { $0.background = ReadingTheme.standard.background } }
  }

  public func done() { onDone?() }

  private func apply(_ change: (inout ReadingTheme) -> Void) {
    var next = theme
    change(&next)
    problem = nil
    guard next != theme else { return }
    do {
      try store.write(next, for: QuoteVaultShared.readingTheme)
    } catch {
      // Shown as chosen for now, and said: the next launch starts from the last theme that was kept.
      problem = Self.notKept.text
    }
    theme = next
    onChange?(next, photo)
  }

  public static let title = LocalizedCopy("quotevault.theme.title", "Theme")
  public static let backgroundHeader = LocalizedCopy("quotevault.theme.backgroundHeader", "Background")
  public static let fontHeader = LocalizedCopy("quotevault.theme.fontHeader", "Font")
  public static let choosePhoto = LocalizedCopy("quotevault.theme.choosePhoto", "Choose Photo")
  public static let removePhoto = LocalizedCopy("quotevault.theme.removePhoto", "Remove Photo")
  public static let preparingPhoto = LocalizedCopy("quotevault.theme.preparingPhoto", "Preparing photo…")
  public static let footer = LocalizedCopy(
    "quotevault.theme.footer",
    "Your theme is used in reading mode and on the My Theme share card. It is kept on this iPhone; your photo leaves it only on a card you share."
  )
  public static let photoUnavailableMessage = LocalizedCopy(
    "quotevault.theme.photoUnavailable",
    "That photo couldn't be loaded from your library. If it is in iCloud, check your connection and try again."
  )
  public static let notKept = LocalizedCopy(
    "quotevault.theme.notKept", "Your theme could not be saved on this iPhone. It will be the last saved one next time."
  )
  public static let sample = LocalizedCopy("quotevault.theme.sample", "Aa")
  public static let onWidget = LocalizedCopy("quotevault.theme.onWidget", "Use on Widget")
}

/// A sheet's model is the same sheet only as itself.
extension ReadingThemeModel: HashableObject {}
