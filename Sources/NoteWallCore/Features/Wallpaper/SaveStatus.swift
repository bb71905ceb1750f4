import Foundation
import Localization
import Rendering
import SharedStore

/// A save's progress, as the screen words it (NW-6.4).
public enum SaveStatus: Equatable, Sendable {
  case saving, saved, failed(String)

  /// Why a wallpaper that could not be drawn was not saved (the photo or the notes could not be drawn).
  public static let drawingFailed = LocalizedCopy(
    "notewall.saveStatus.drawingFailed", "The image couldn't be drawn. Try again, or choose another photo.")

  public var message: LocalizedCopy {
    switch self {
    case .saving: LocalizedCopy("notewall.saveStatus.saving", "Saving…")
    case .saved: LocalizedCopy("notewall.saveStatus.saved", "Saved. Your wallpaper is ready.")
    case .failed(let reason):
      LocalizedCopy("notewall.saveStatus.failed", "Couldn't save the wallpaper. %@", .text(reason))
    }
  }
}
