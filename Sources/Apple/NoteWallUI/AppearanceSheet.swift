#if os(iOS)
  import DesignSystem
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The main app's Appearance sheet: the wallpaper choices Step 5 also shows (the destination's
  /// `AppearanceModel`), with the wallpaper job's status under them, and Done.
  @MainActor
  struct AppearanceSheet: View {
    let appearance: AppearanceModel
    let wallpaper: WallpaperModel
    let done: () -> Void

    var body: some View {
      NavigationStack {
        ScrollView {
          AppearanceControls(model: appearance, status: wallpaper.saveStatus, unfit: wallpaper.unfitMessage)
            .padding(Spacing.medium)
        }
        .navigationTitle(NoteWallCopy.appearanceTitle)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button(NoteWallCopy.done) { done() } }
        }
      }
    }
  }
#endif
