import Foundation
import Localization
import Presentation

// MARK: - Appearance (NW-6, NW-10.2): what the app does with AppearanceModel's changes

extension NoteWallModel {
  /// The main app's Appearance button: the sheet carries the wallpaper choices' model.
  public func showAppearance() { presentation.present(.appearance(appearance)) }

  /// The photo picker's answer: it goes (it never dismisses itself), then the photo is set
  /// (`AppearanceModel.setPhoto`), or why it could not be loaded is said.
  public func photoPicked(
    _ photo: PickedPhoto, for slot: AppearanceModel.PhotoSlot,
    prepare: @escaping @Sendable (Data) -> Data? = { $0 }
  ) async {
    presentation.dismiss { $0 == .photoPicker(slot) }
    switch photo {
    case .cancelled: return
    case .unavailable:
      appearance.photoFailed(LocalizedCopy("notewall.photoNotLoaded", "The photo could not be loaded.").text)
    case .picked(let data):
      appearance.photoLoading()
      await appearance.setPhoto(data, for: slot, prepare: prepare)
    }
  }

  /// The appearance model reports to this one: a change is saved and drawn, a refusal said on the stack.
  func connectAppearance() {
    appearance.screen = { [weak self, device] in self?.device ?? device }
    appearance.onChanged = { [weak self] in self?.appearanceChanged($0) }
    appearance.onMessage = { [weak self] in self?.showMessage($0) }
    appearance.onStatus = { [weak self] in self?.wallpaper.saveStatus = $0 }
    appearance.onChoosePhoto = { [weak self] in self?.presentation.present(.photoPicker($0)) }
    appearance.readWallpaper = { [wallpaper] in (wallpaper.saveStatus, wallpaper.unfitMessage) }
    appearance.onDone = { [weak self] in
      guard let self else { return }
      presentation.dismiss { $0 == .appearance(appearance) }
    }
  }

  private func appearanceChanged(_ change: AppearanceModel.Change) {
    switch change {
    case .homeScreen: wallpaper.homeChanged()
    case .lockScreen: break
    case .lockLayout: wallpaper.lockChanged()
    case .lockPhoto(let brightness, let measuredOn):
      // Measured on the screen it was drawn for; a change of screen meanwhile measures again.
      wallpaper.lockChanged(measured: measuredOn == device ? brightness : nil)
    }
    save(appearance.settings, for: WallpaperSettings.key)
    wallpaper.regenerate()
    // As a note change does: out of date, and the reminder the notes screen promises.
    lockScreen.notesChanged()
  }
}
